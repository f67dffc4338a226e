import { api } from '../../../lib/api-client';
import { saveExport } from '../../../lib/download';
import type { OrderListQuery } from '../../../lib/order-keys';

/** GET /api/orders/export with the filters (no paging); saved as orders-export-{date}.xlsx. */
export async function exportOrders(query: Omit<OrderListQuery, 'page' | 'pageSize'>): Promise<string> {
  const answer = await api.GET('/api/orders/export', {
    params: { query: { ...query, format: 'xlsx' } },
    parseAs: 'blob',
  });
  return saveExport(answer, 'orders-export');
}
