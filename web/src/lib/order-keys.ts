import type { operations } from '@tawreed/sdk';

/** GET /api/orders's query: SPEC §2's filters plus paging (what the dashboard keeps in the URL). */
export type OrderListQuery = NonNullable<operations['listOrders']['parameters']['query']>;

/**
 * The one factory of order query keys, shared by every feature that reads or changes orders
 * (dashboard lists and cards, the order page, action dialogs). Realtime events and mutations
 * update or invalidate exactly these keys:
 * - `orderKeys.lists()` every cached list page (refresh after any mutating action, SPEC §7);
 * - `orderKeys.stats()` the dashboard cards;
 * - `orderKeys.detail(id)` one order.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  stats: () => [...orderKeys.all, 'stats'] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
};
