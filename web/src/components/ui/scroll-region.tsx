import type { ReactNode } from 'react';

/**
 * A table that is tabular by nature (sessions, lots, movements): on a narrow screen it scrolls
 * sideways inside its own labelled box, which the keyboard can reach, never the page.
 */
export function ScrollRegion({
  label,
  labelledBy,
  busy,
  className,
  children,
}: {
  /** The region's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `table-wrap ${className}` : 'table-wrap'}
      data-scroll="inline"
      aria-busy={busy || undefined}
      aria-label={label}
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
    >
      {children}
    </section>
  );
}
