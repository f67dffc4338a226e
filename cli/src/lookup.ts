import { MAX_PAGE_SIZE, type TawreedClient, unwrap } from '@tawreed/sdk';
import { failure, usageError } from './errors.js';
import type { ListQuery } from './filters.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_PREFIX = /^[0-9a-f-]{4,36}$/i;
/** What an external ref may be (the service allows 100 characters); anything else is a typo. */
const REFERENCE = /^[^\s\p{Cc}]{1,100}$/u;

export type OrderSummary = Awaited<ReturnType<typeof listAllOrders>>[number];

/** Every order matching the query, page by page (pageSize is capped at 100 by the service). */
export async function listAllOrders(client: TawreedClient, query: ListQuery) {
  const first = await unwrap(
    client.GET('/api/orders', { params: { query: { ...query, page: 1, pageSize: MAX_PAGE_SIZE } } }),
  );
  const orders = [...first.orders];
  // An estimated total (past the exact-count limit) already counts one order past each full
  // page, so reading until the total is reached reads every order there is.
  let last = first;
  for (let page = 2; page <= Math.ceil(last.total / last.pageSize); page++) {
    last = await unwrap(
      client.GET('/api/orders', { params: { query: { ...query, page, pageSize: MAX_PAGE_SIZE } } }),
    );
    orders.push(...last.orders);
  }
  return orders;
}

/**
 * Checks a reference as typed, before anything is sent: the same rule for `show` and for every
 * batch command, so a malformed one is a usage error (exit 2) wherever it is given.
 */
export function checkReference(reference: string): string {
  const ref = reference.trim();
  if (!REFERENCE.test(ref)) {
    throw usageError(
      `Not an order reference: ${JSON.stringify(reference)} (use the id, its first 4+ characters, or the external ref)`,
    );
  }
  return ref;
}

/**
 * An order reference as a user types it: the full id, the 8-character prefix the lists show,
 * or the order's external ref (the partner's own number). It must match exactly one order the
 * caller can see; none is a failure (exit 1), as the service's 404 would be.
 */
export async function resolveOrderId(client: TawreedClient, reference: string): Promise<string> {
  const ref = checkReference(reference);
  if (UUID.test(ref)) return ref.toLowerCase();
  const prefix = ID_PREFIX.test(ref) ? ref.toLowerCase() : null;
  const found = (await listAllOrders(client, { q: ref })).filter(
    (order) => order.externalRef === ref || (prefix !== null && order.id.startsWith(prefix)),
  );
  const byRef = found.filter((order) => order.externalRef === ref);
  // An exact external ref wins over an id prefix that happens to look the same.
  const matches = byRef.length ? byRef : found;
  if (matches.length === 1) return matches[0]!.id;
  if (matches.length === 0) throw failure(`No order with the id or external ref ${ref}`);
  throw failure(`${ref} matches ${matches.length} orders; give more of the id`);
}

/** The one item whose id starts with `given` (a usage error when none or several do). */
export function byIdPrefix<T extends { id: string }>(
  items: T[],
  given: string,
  noun: string,
  nouns: string,
): T {
  const matches = items.filter((item) => item.id.startsWith(given.toLowerCase()));
  if (matches.length === 1) return matches[0]!;
  throw usageError(
    matches.length
      ? `${given} matches ${matches.length} ${nouns}; give more of the id`
      : `No ${noun} ${given}`,
  );
}
