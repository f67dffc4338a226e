import { queryOptions, useQuery } from '@tanstack/react-query';
import { type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { orderDetailKeys } from './keys';

export type Order = components['schemas']['Order'];
export type HistoryEntry = components['schemas']['HistoryEntry'];
export type Attachment = components['schemas']['Attachment'];

/** GET /api/orders/{id}: the order with lines, history, attachments, warehouse and allowedActions. */
export function getOrder(orderId: string): Promise<Order> {
  return unwrap(api.GET('/api/orders/{id}', { params: { path: { id: orderId } } }));
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderDetailKeys.detail(orderId), queryFn: () => getOrder(orderId) });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
