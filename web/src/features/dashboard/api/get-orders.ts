import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { type OrderListQuery, orderKeys } from '../../../lib/order-keys';

export type OrderSummary = components['schemas']['OrderSummary'];
export type OrderList = components['schemas']['OrderList'];

/** GET /api/orders with the dashboard's filters. */
export function getOrders(query: OrderListQuery): Promise<OrderList> {
  return unwrap(api.GET('/api/orders', { params: { query } }));
}

export const ordersQueryOptions = (query: OrderListQuery) =>
  queryOptions({ queryKey: orderKeys.list(query), queryFn: () => getOrders(query) });

/** The page of orders; the previous page stays on screen while the next one loads. */
export function useOrders(query: OrderListQuery) {
  return useQuery({ ...ordersQueryOptions(query), placeholderData: keepPreviousData });
}
