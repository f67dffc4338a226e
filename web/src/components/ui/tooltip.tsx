import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import type { Replay } from './tooltip-layer';
import { useTriggerRef } from './trigger-ref';

/*
 * Tooltips load Radix Tooltip (and its positioning) after the first screen has rendered, not as
 * part of it: until a trigger is first pointed at or focused it is only itself, and then it
 * becomes a Radix tooltip trigger in place (tooltip-layer.tsx), opening as Radix would (SPEC §9:
 * after 700 ms, at once within 300 ms of another tooltip, at once on keyboard focus).
 */
type Layer = typeof import('./tooltip-layer');
let layer: Layer | null = null;
let loading: Promise<Layer> | null = null;
const listeners = new Set<() => void>();

/** Fetches the tooltip layer (once); the app asks right after its first render. */
export function loadTooltips(): Promise<Layer> {
  loading ??= import('./tooltip-layer').then(
    (module) => {
      layer = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?(event: React.PointerEvent<HTMLElement>): void;
  onFocus?(event: React.FocusEvent<HTMLElement>): void;
}

/** Wraps one focusable element; the tooltip supplements its label, never replaces it. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => layer,
    () => layer,
  );
  // How this trigger was first reached: the loaded tooltip replays it so it opens as it would have.
  const [reached, setReached] = useState<Replay | null>(null);
  const element = useRef<HTMLElement | null>(null);
  const own = children.props as TriggerProps;
  const ref = useTriggerRef(own.ref, element);
  if (reached && loaded) {
    return (
      <loaded.TooltipLayer content={content} replay={reached}>
        {children}
      </loaded.TooltipLayer>
    );
  }
  const reach = (how: Replay) => {
    if (reached) return;
    // Loaded: becomes the Radix trigger before the event is over, under the pointer or focus.
    if (layer) flushSync(() => setReached(how));
    else {
      loadTooltips()
        .then(() => {
          const node = element.current;
          const still = how === 'focus' ? node === document.activeElement : Boolean(node?.matches(':hover'));
          setReached(still ? how : 'none');
        })
        .catch(() => undefined);
    }
  };
  return cloneElement(children, {
    ref,
    onPointerEnter(event: React.PointerEvent<HTMLElement>) {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') reach('pointer');
    },
    onFocus(event: React.FocusEvent<HTMLElement>) {
      own.onFocus?.(event);
      reach('focus');
    },
  } as TriggerProps);
}
