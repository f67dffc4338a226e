/** The order list's sort keys (SPEC §7's `sort`), newest first by default. */
export const ORDER_SORTS = [
  '-updatedAt',
  'updatedAt',
  '-orderDate',
  'orderDate',
  '-totalValueSAR',
  'totalValueSAR',
  // Staff: blocked, then override needed, then clear, then no mark; newest first within each (DESIGN §11).
  'risk',
] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/**
 * A comma list from a closed set (the list's `?status=`, the CLI's `--status` and `--events`):
 * its items trimmed (then `normalise`d), empty ones dropped, and those that are not one of `values`.
 */
export function readList<T extends string>(
  text: string,
  values: readonly T[],
  normalise: (item: string) => string = (item) => item,
): { items: T[]; unknown: string[] } {
  // Each item once: a repeated one means nothing more (and would make another SQL shape).
  const items = [
    ...new Set(
      text
        .split(',')
        .map((item) => normalise(item.trim()))
        .filter(Boolean),
    ),
  ];
  const unknown = items.filter((item) => !(values as readonly string[]).includes(item));
  return { items: items as T[], unknown };
}
