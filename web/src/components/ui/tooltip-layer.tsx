import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@tawreed/domain';
import { cloneElement, type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** How the trigger was reached before it became a Radix trigger: replayed once it is one. */
export type Replay = 'pointer' | 'focus' | 'none';

/*
 * What Radix's TooltipProvider keeps for all tooltips, kept here (each tooltip has a provider of
 * its own, since the app's tree has none above it): whether one is open or closed less than
 * TOOLTIP_SKIP_DELAY_MS ago, in which case the next one opens without the delay.
 */
let open = 0;
let lastClosed = Number.NEGATIVE_INFINITY;
const skipsDelay = () => open > 0 || performance.now() - lastClosed < TOOLTIP_SKIP_DELAY_MS;

interface TriggerProps {
  ref?: React.Ref<HTMLElement>;
  onPointerEnter?(event: React.PointerEvent<HTMLElement>): void;
}

/**
 * tooltip.tsx's tooltip once loaded: Radix Tooltip with SPEC §9's delays.
 * @public (used through tooltip.tsx's dynamic import)
 */
export function TooltipLayer({
  content,
  replay,
  children,
}: {
  content: ReactNode;
  replay: Replay;
  children: ReactElement;
}) {
  const [delay, setDelay] = useState(() => (skipsDelay() ? 0 : TOOLTIP_DELAY_MS));
  const element = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  const counted = (next: boolean) => {
    if (next === isOpen.current) return;
    isOpen.current = next;
    if (next) open += 1;
    else {
      open -= 1;
      lastClosed = performance.now();
    }
  };
  // A tooltip that goes away while open (its row re-rendered away) closes in the count too.
  useLayoutEffect(() => () => counted(false), []);
  const own = children.props as TriggerProps;
  // The pointer or focus arrived before this trigger existed: give Radix the event it missed.
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    if (replay === 'focus') node.focus();
    else if (replay === 'pointer') {
      node.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
    }
  }, []);
  const trigger = cloneElement(children, {
    ref(node: HTMLElement | null) {
      element.current = node;
      const outer = own.ref;
      if (typeof outer === 'function') outer(node);
      else if (outer) outer.current = node;
    },
    onPointerEnter(event: React.PointerEvent<HTMLElement>) {
      own.onPointerEnter?.(event);
      // Read when the pointer arrives, before Radix starts its timer on the move that follows.
      const next = skipsDelay() ? 0 : TOOLTIP_DELAY_MS;
      if (next !== delay) flushSync(() => setDelay(next));
    },
  } as TriggerProps);
  return (
    <TooltipPrimitive.Provider delayDuration={delay} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <TooltipPrimitive.Root onOpenChange={counted}>
        <TooltipPrimitive.Trigger asChild>{trigger}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content className="tooltip" sideOffset={6}>
            {content}
            <TooltipPrimitive.Arrow className="tooltip__arrow" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
