import type { ReactNode } from 'react';

/**
 * A table that is tabular by nature (sessions, lots, movements): on a narrow screen it scrolls
 * sideways inside its own labelled box, which the keyboard can reach, never the page.
 */
export function ScrollRegion({
  label,
  busy,
  children,
}: {
  label: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className="table-wrap"
      data-scroll="inline"
      aria-busy={busy || undefined}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
    >
      {children}
    </section>
  );
}
