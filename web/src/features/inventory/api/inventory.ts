import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { stockKeys } from './availability';

type Schemas = components['schemas'];
export type StockLot = Schemas['StockLot'];
export type StockMovement = Schemas['StockMovement'];
export type Warehouse = Schemas['Warehouse'];
export type ReceiptRequest = Schemas['StockReceiptRequest'];
export type StockImportResult = Schemas['StockImportResult'];
export type Recall = Schemas['Recall'];
export type OrderStock = Schemas['OrderStock'];
export type OrderLineStock = Schemas['OrderLineStock'];
export type OrderAvailability = Schemas['OrderAvailability'];
export type StockFilter = Schemas['StockFilter'];

// What the dashboard's rows need (the keys, the availability query, live refetches) is in
// availability.ts, so the first load does not carry the Inventory page's queries.
export { seesStock, stockKeys, useLiveStock } from './availability';

/** What the Inventory page lists: its URL's filters. */
export interface StockSearch {
  warehouseId?: string;
  itemCode?: string;
  q?: string;
  filter?: StockFilter;
  page: number;
  pageSize: number;
}

export function useWarehouses() {
  return useQuery({
    queryKey: stockKeys.warehouses(),
    queryFn: async () => (await unwrap(api.GET('/api/inventory/warehouses'))).warehouses,
    staleTime: 60_000,
  });
}

export function useStockLots(search: StockSearch) {
  return useQuery({
    queryKey: stockKeys.lots(search),
    queryFn: () => unwrap(api.GET('/api/inventory/lots', { params: { query: search } })),
    placeholderData: keepPreviousData,
  });
}

export function useStockItem(id: string | null, page: number) {
  return useQuery({
    queryKey: stockKeys.item(id ?? '', page),
    queryFn: () =>
      unwrap(api.GET('/api/inventory/items/{id}', { params: { path: { id: id ?? '' }, query: { page } } })),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

export function useRecall(lotNumber: string) {
  return useQuery({
    queryKey: stockKeys.recall(lotNumber),
    queryFn: () =>
      unwrap(api.GET('/api/inventory/recall', { params: { query: { lotNumber } } })) as Promise<Recall>,
    enabled: lotNumber.length > 0,
    retry: false,
  });
}

/** Each line's availability and reserved lots; never asked for a medical company. */
export function useOrderStock(orderId: string, version: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: stockKeys.order(orderId, version),
    queryFn: () => unwrap(api.GET('/api/orders/{id}/stock', { params: { path: { id: orderId } } })),
    enabled: enabled && orderId.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** After a change every stock view refetches: warehouses, lots, items, their details and the badges. */
export function useStockMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}

export const useReceiveStock = () =>
  useStockMutation((body: ReceiptRequest) => unwrap(api.POST('/api/inventory/receipts', { body })));

export const useAdjustStock = () =>
  useStockMutation((input: { lotId: string; quantity: number; reason: string }) =>
    unwrap(
      api.POST('/api/inventory/lots/{id}/adjustments', {
        params: { path: { id: input.lotId } },
        body: { quantity: input.quantity, reason: input.reason },
      }),
    ),
  );

export const useImportStock = () =>
  useStockMutation((input: { file: File; warehouseId?: string }) => {
    const body = new FormData();
    body.append('file', input.file);
    if (input.warehouseId) body.append('warehouseId', input.warehouseId);
    return unwrap(
      api.POST('/api/inventory/imports', {
        // openapi-fetch sends FormData as it is; the type describes the fields.
        body: body as unknown as { file: string; warehouseId?: string },
        bodySerializer: (value) => value as unknown as FormData,
      }),
    );
  });

/** The export route for the current filters (a same-origin link: the session cookie goes along). */
export function exportUrl(search: Omit<StockSearch, 'page' | 'pageSize'>, format: 'xlsx' | 'csv' = 'xlsx') {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, String(value));
  params.set('format', format);
  return `/api/inventory/export?${params}`;
}

export const TEMPLATE_URL = '/api/inventory/template';

export function recallCsvUrl(lotNumber: string) {
  return `/api/inventory/recall?${new URLSearchParams({ lotNumber, format: 'csv' })}`;
}
