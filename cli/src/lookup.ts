import { MAX_PAGE_SIZE, type TawreedClient, unwrap } from '@tawreed/sdk';
import { failure, usageError } from './errors.js';
import type { ListQuery } from './filters.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type OrderSummary = Awaited<ReturnType<typeof listAllOrders>>[number];

/** Every order matching the query, page by page (pageSize is capped at 100 by the service). */
export async function listAllOrders(client: TawreedClient, query: ListQuery) {
  const first = await unwrap(
    client.GET('/api/orders', { params: { query: { ...query, page: 1, pageSize: MAX_PAGE_SIZE } } }),
  );
  const orders = [...first.orders];
  const pages = Math.ceil(first.total / first.pageSize);
  for (let page = 2; page <= pages; page++) {
    const next = await unwrap(
      client.GET('/api/orders', { params: { query: { ...query, page, pageSize: MAX_PAGE_SIZE } } }),
    );
    orders.push(...next.orders);
  }
  return orders;
}

/**
 * An order reference as a user types it: the full id, or the 8-character prefix the lists
 * show. A prefix must match exactly one order the caller can see.
 */
export async function resolveOrderId(client: TawreedClient, reference: string): Promise<string> {
  const ref = reference.trim().toLowerCase();
  if (UUID.test(ref)) return ref;
  if (!/^[0-9a-f-]{4,36}$/.test(ref)) {
    throw usageError(`Not an order id: ${reference} (use the id or at least its first 4 characters)`);
  }
  const found = (await listAllOrders(client, { q: ref })).filter((order) => order.id.startsWith(ref));
  if (found.length === 1) return found[0]!.id;
  if (found.length === 0) throw failure(`No order with an id starting ${reference}`);
  throw failure(`${reference} matches ${found.length} orders; give more of the id`);
}

export const isUuid = (value: string) => UUID.test(value);
