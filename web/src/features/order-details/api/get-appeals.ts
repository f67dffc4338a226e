import { queryOptions, useQuery } from '@tanstack/react-query';
import { type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { orderDetailKeys } from './keys';

export type Appeal = components['schemas']['Appeal'];

/** GET /api/orders/{id}/appeals: the order's appeals, newest first (the panel shows the first). */
export async function getOrderAppeals(orderId: string): Promise<Appeal[]> {
  const { appeals } = await unwrap(
    api.GET('/api/orders/{id}/appeals', { params: { path: { id: orderId } } }),
  );
  return appeals;
}

export const orderAppealsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderDetailKeys.appeals(orderId), queryFn: () => getOrderAppeals(orderId) });

/** Fetched only while the order is in APPEAL_REVIEW (SPEC §7); always fresh on opening. */
export function useOrderAppeals(orderId: string, enabled: boolean) {
  return useQuery({ ...orderAppealsQueryOptions(orderId), enabled, refetchOnMount: 'always' });
}
