/**
 * A ref for a sticky footer that lifts the toasts above it. Radix pauses a toast while the
 * pointer rests on it, so a toast laid over the action bar would hide its buttons for as long
 * as the user pointed at them. When the footer is in the flow (a phone), nothing moves.
 */
export function toastClearance(element: HTMLElement | null): (() => void) | undefined {
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const root = document.documentElement.style;
  const update = () => {
    const sticky = getComputedStyle(element).position === 'sticky';
    root.setProperty('--toast-clearance', sticky ? `${element.offsetHeight}px` : '0px');
  };
  const observer = new ResizeObserver(update);
  observer.observe(element);
  window.addEventListener('resize', update);
  update();
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', update);
    root.removeProperty('--toast-clearance');
  };
}
