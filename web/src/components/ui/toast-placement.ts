/*
 * Keeps the open toast off every control on screen. A toast is fixed in a corner while the page
 * scrolls beneath it, so whatever comes to rest in that corner (the Order Form picker after an
 * import, a sticky action bar, Create Order at the end of the form) would be covered; and Radix
 * pauses a toast while the pointer rests on it, so a covered control stayed hidden for as long
 * as the user reached for it. Instead of listing the bars to avoid, the toast looks at what is
 * under it: it stays in the inline-end corner when that is clear, else takes the lowest clear
 * place in that column, then in the inline-start column.
 */

/** What a user can click, type in or focus; `.button` is a label dressed as one (file pickers). */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="menuitem"]',
  '.button',
].join(', ');

/** Room left between a toast and a control, so a toast never touches one either. */
const GAP = 8;

type Side = 'end' | 'start';

interface Span {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

interface Placement {
  side: Side;
  /** The toast's bottom edge, in viewport pixels. */
  bottom: number;
}

/** The controls a user can reach now: visible, on screen, not behind a modal dialog (inert or aria-hidden). */
function controlSpans(region: Element, height: number): Span[] {
  const spans: Span[] = [];
  for (const element of document.querySelectorAll(CONTROLS)) {
    if (region.contains(element)) continue;
    const rect = element.getBoundingClientRect();
    // Visually hidden inputs (a file picker's, a checkbox under its styled box) are 1px.
    if (rect.width <= 2 || rect.height <= 2 || rect.bottom <= 0 || rect.top >= height) continue;
    if (element.closest('[inert], [aria-hidden="true"]')) continue;
    // Browsers without checkVisibility (Safari before 17.4) count every control: the toast only moves more.
    if (element.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) === false) continue;
    spans.push({ top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right });
  }
  return spans;
}

/**
 * Places the toast region (`viewport`, the Radix list of toasts) until the returned function is
 * called: again whenever the page scrolls, resizes or changes, since each moves controls under it.
 */
export function keepToastsClearOfControls(viewport: HTMLElement): () => void {
  // Radix wraps the list in its region; the toasts' own buttons are not in the way.
  const region = viewport.parentElement ?? viewport;
  let current: Placement | undefined;
  let frame = 0;

  function place() {
    frame = 0;
    const style = getComputedStyle(viewport);
    const inset = Number.parseFloat(style.paddingBlockEnd) || 0;
    const rect = viewport.getBoundingClientRect();
    const width = rect.width - 2 * inset;
    const toastHeight = rect.height - 2 * inset;
    if (toastHeight <= 0) return;
    const screenWidth = document.documentElement.clientWidth;
    const screenHeight = document.documentElement.clientHeight;
    const spans = controlSpans(region, screenHeight);
    const rtl = style.direction === 'rtl';

    const columnOf = (side: Side) => {
      const atLeft = (side === 'end') === rtl;
      const left = atLeft ? inset : screenWidth - inset - width;
      return spans.filter((span) => span.right > left - GAP && span.left < left + width + GAP);
    };
    const covered = (column: Span[], bottom: number) =>
      column.filter((span) => span.top < bottom + GAP && span.bottom > bottom - toastHeight - GAP).length;
    const lowest = screenHeight - inset;
    // The corner, or just above a control in the column: the clear places worth trying, lowest first.
    const candidates = (column: Span[]) =>
      [lowest, ...column.map((span) => span.top - GAP)]
        .filter((bottom) => bottom <= lowest && bottom - toastHeight >= inset)
        .sort((a, b) => b - a);

    let next: Placement | undefined;
    // A toast that is clear where it is stays there rather than hopping as the page scrolls.
    if (current && covered(columnOf(current.side), current.bottom) === 0) next = current;
    let fewest: { placement: Placement; count: number } | undefined;
    for (const side of ['end', 'start'] as const) {
      if (next) break;
      const column = columnOf(side);
      for (const bottom of candidates(column)) {
        const count = covered(column, bottom);
        if (count === 0) {
          next = { side, bottom };
          break;
        }
        if (!fewest || count < fewest.count) fewest = { placement: { side, bottom }, count };
      }
    }
    // A screen full of controls (a narrow phone on a long form): cover as few as possible.
    current = next ?? fewest?.placement ?? { side: 'end', bottom: lowest };
    viewport.style.setProperty('--toast-lift', `${Math.max(0, Math.round(lowest - current.bottom))}px`);
    viewport.dataset.side = current.side;
  }

  function schedule() {
    if (!frame) frame = requestAnimationFrame(place);
  }

  const resized = new ResizeObserver(schedule);
  // The page growing (lines imported, an alert shown) and the toast's own size.
  resized.observe(document.body);
  resized.observe(viewport);
  // Controls appearing or going without the page changing size (a footer's buttons, a dialog).
  const changed = new MutationObserver(schedule);
  changed.observe(document.body, { childList: true, subtree: true });
  // Capture: a scrolled table or dialog moves its controls as well as the window does.
  document.addEventListener('scroll', schedule, { capture: true, passive: true });
  window.addEventListener('resize', schedule);
  place();

  return () => {
    resized.disconnect();
    changed.disconnect();
    document.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
    if (frame) cancelAnimationFrame(frame);
    viewport.style.removeProperty('--toast-lift');
    delete viewport.dataset.side;
  };
}
