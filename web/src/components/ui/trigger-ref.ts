import { type Ref, type RefObject, useCallback } from 'react';

/**
 * The ref a wrapper (popover, tooltip) gives the element it clones: the element is kept in
 * `local` for the wrapper and still handed to the element's own `ref`.
 */
export function useTriggerRef(outer: Ref<HTMLElement> | undefined, local: RefObject<HTMLElement | null>) {
  return useCallback(
    (element: HTMLElement | null) => {
      local.current = element;
      if (typeof outer === 'function') outer(element);
      else if (outer) outer.current = element;
    },
    [outer, local],
  );
}
