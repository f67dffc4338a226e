import { notFound } from './errors.js';

/**
 * Find or 404: the row a lookup answers, or the 404 "{what} not found" when it answers none
 * (no row, or a change that matched no row).
 */
export async function foundOr404<T>(
  lookup: Promise<T | null | undefined>,
  what: Parameters<typeof notFound>[0],
): Promise<T> {
  const row = await lookup;
  if (row === null || row === undefined) throw notFound(what);
  return row;
}
