import { z } from '@hono/zod-openapi';

/**
 * A page and its total when the total is counted from the rows only up to a cap (the contract's
 * `totalIsEstimate`). `rows` is read one past the page, so the last page is known even past the
 * cap; `counted` is the count stopped at `cap + 1`. Past the cap the total is a lower bound: at
 * least the cap and, when more rows follow this page, at least one more than its last, so
 * "next" always reaches them.
 */
export function cappedPage<T>(
  rows: T[],
  place: { offset: number; pageSize: number },
  counted: number,
  cap: number,
): { page: T[]; total: number; totalIsEstimate: boolean } {
  const page = rows.slice(0, place.pageSize);
  const more = rows.length > page.length;
  // Past the cap, the last page (some rows, none after) still knows the exact total.
  const lastPage = page.length > 0 && !more;
  const totalIsEstimate = counted > cap && !lastPage;
  const lowerBound = page.length ? Math.max(cap, place.offset + page.length + 1) : cap;
  const total = counted <= cap ? counted : lastPage ? place.offset + page.length : lowerBound;
  return { page, total, totalIsEstimate };
}

/**
 * The contract's `total` and `totalIsEstimate` of a list counted by `cappedPage` (`things`:
 * "orders", "lots"; `limit`: the default exact-count limit, as written: "10,000").
 */
export function cappedTotalFields(things: string, limit: string) {
  return {
    total: z
      .number()
      .int()
      .openapi({
        description: `How many ${things} match. Exact unless totalIsEstimate; then a lower bound: at least the exact-count limit (${limit} by default) and, when more ${things} follow this page, more than its last.`,
      }),
    totalIsEstimate: z.boolean().openapi({
      description: `True when more ${things} match than are counted exactly (${limit} by default): show the total as "${limit}+" and keep "next" enabled while a page is full; the last page gives the exact total.`,
    }),
  };
}
