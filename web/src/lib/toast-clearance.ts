/**
 * A ref for an action bar that lifts the toasts above it while it is on screen near the bottom.
 * Radix pauses a toast while the pointer rests on it, so a toast laid over the bar would hide
 * its buttons for as long as the user pointed at them. The bar may be sticky (the order's
 * footer) or in the flow (the end of the New Order form, scrolled to): either way the toasts
 * sit just above it. A bar in the upper half of the screen is out of the toasts' way.
 */
const bars = new Set<HTMLElement>();
let frame = 0;
/** Watches for what moves a bar: scrolling, the window's size, content growing above it. */
let observer: ResizeObserver | undefined;

function lift(bar: HTMLElement): number {
  const rect = bar.getBoundingClientRect();
  const height = window.innerHeight;
  if (rect.height === 0 || rect.bottom <= 0 || rect.top >= height) return 0;
  const above = height - rect.top;
  return above <= height / 2 ? Math.ceil(above) : 0;
}

function update() {
  frame = 0;
  const clearance = Math.max(0, ...Array.from(bars, lift));
  document.documentElement.style.setProperty('--toast-clearance', `${clearance}px`);
}

function schedule() {
  if (!frame) frame = requestAnimationFrame(update);
}

function start(): ResizeObserver {
  const watching = new ResizeObserver(schedule);
  // Content above a bar grows (lines imported, an alert shown) without resizing the bar itself.
  watching.observe(document.body);
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return watching;
}

function stop() {
  observer?.disconnect();
  observer = undefined;
  window.removeEventListener('scroll', schedule);
  window.removeEventListener('resize', schedule);
  if (frame) cancelAnimationFrame(frame);
  frame = 0;
  document.documentElement.style.removeProperty('--toast-clearance');
}

export function toastClearance(element: HTMLElement | null): (() => void) | undefined {
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  observer ??= start();
  observer.observe(element);
  bars.add(element);
  update();
  return () => {
    bars.delete(element);
    observer?.unobserve(element);
    if (bars.size === 0) stop();
    else schedule();
  };
}
