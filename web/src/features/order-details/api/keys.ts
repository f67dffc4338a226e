import { orderKeys } from '../../../lib/order-keys';

/** One order's query keys: the shared factory's detail key, and its appeals beneath it. */
export const orderDetailKeys = {
  detail: (orderId: string) => orderKeys.detail(orderId),
  appeals: (orderId: string) => [...orderKeys.detail(orderId), 'appeals'] as const,
};
