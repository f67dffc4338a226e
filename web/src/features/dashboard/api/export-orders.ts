import { riyadhDate } from '@tawreed/domain';
import { TawreedApiError } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download';
import type { OrderListQuery } from '../../../lib/order-keys';

/** GET /api/orders/export with the filters (no paging); saved as orders-export-{date}.xlsx. */
export async function exportOrders(query: Omit<OrderListQuery, 'page' | 'pageSize'>): Promise<string> {
  const { data, error, response } = await api.GET('/api/orders/export', {
    params: { query: { ...query, format: 'xlsx' } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw await TawreedApiError.fromResponse(response, error);
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ??
    `orders-export-${riyadhDate(new Date())}.xlsx`;
  saveBlob(data as Blob, fileName);
  return fileName;
}
