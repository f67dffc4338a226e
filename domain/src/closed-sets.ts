/**
 * A closed set written once, as its label table: the keys, in the table's order, are the set
 * (a non-empty tuple, as z.enum wants), so a value and its label cannot drift apart.
 */
export function keysOf<K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  return Object.keys(labels) as unknown as readonly [K, ...K[]];
}
