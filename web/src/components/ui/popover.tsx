import {
  cloneElement,
  lazy,
  type ReactElement,
  type ReactNode,
  type Ref,
  Suspense,
  useId,
  useRef,
  useState,
} from 'react';
import { Tooltip } from './tooltip';
import { useTriggerRef } from './trigger-ref';

// Radix Popover (with its focus and dismiss layers) loads when a popover is first wanted, so
// the screens that only show the buttons (the dashboard's rows and filters, the header's bell)
// do not carry it in their first load. A pointer or focus on a button starts the download.
const loadLayer = () => import('./popover-layer');
const PopoverLayer = lazy(() => loadLayer().then((m) => ({ default: m.PopoverLayer })));
const preload = () => void loadLayer().catch(() => undefined);

/**
 * Where a popover opens beside its button: under a field, from its start edge; under a row's or
 * the header's menu button, from its end edge and kept 8px inside the window (a panel a little
 * further from its button).
 */
const PLACEMENTS = {
  field: { align: 'start', sideOffset: 4 },
  menu: { align: 'end', sideOffset: 4, collisionPadding: 8 },
  panel: { align: 'end', sideOffset: 8, collisionPadding: 8 },
} as const;

export interface PopoverProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens and closes the popover (it also anchors it). */
  trigger: ReactElement;
  /** The kind of popup the button opens, for assistive technology. */
  popup?: 'dialog' | 'listbox' | 'menu';
  className: string;
  placement: keyof typeof PLACEMENTS;
  /** The popup's own name, where it has no labelled element inside. */
  contentLabel?: string;
  /** A tooltip on the button, for an icon-only one. */
  tooltip?: string;
  children: ReactNode;
}

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?(event: unknown): void;
  onPointerEnter?(event: unknown): void;
  onFocus?(event: unknown): void;
}

/**
 * A button's popover, as Radix Popover would render it: the button says whether it is open
 * (aria-expanded) and what it opens; the content is a focus-managed layer next to it that
 * Escape and a click outside close, giving focus back to the button.
 */
export function Popover({ trigger, popup = 'dialog', tooltip, placement, ...layer }: PopoverProps) {
  const { open, onOpenChange } = layer;
  const id = useId();
  const anchor = useRef<HTMLElement | null>(null);
  // From the first opening on, so Radix can play the closing and give focus back each time.
  const [mounted, setMounted] = useState(false);
  const own = trigger.props as TriggerProps;
  const ref = useTriggerRef(own.ref, anchor);
  const button = cloneElement(trigger, {
    ref,
    'aria-haspopup': popup,
    'aria-expanded': open,
    'aria-controls': open ? id : undefined,
    'data-state': open ? 'open' : 'closed',
    onClick(event: unknown) {
      own.onClick?.(event);
      setMounted(true);
      onOpenChange(!open);
    },
    onPointerEnter(event: unknown) {
      own.onPointerEnter?.(event);
      preload();
    },
    onFocus(event: unknown) {
      own.onFocus?.(event);
      preload();
    },
  } as TriggerProps);
  return (
    <>
      {tooltip ? <Tooltip content={tooltip}>{button}</Tooltip> : button}
      {mounted && (
        <Suspense fallback={null}>
          <PopoverLayer id={id} anchor={anchor} {...PLACEMENTS[placement]} {...layer} />
        </Suspense>
      )}
    </>
  );
}
