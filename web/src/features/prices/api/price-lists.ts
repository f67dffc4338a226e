import { useQuery } from '@tanstack/react-query';
import { type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';

export type PriceList = components['schemas']['PriceList'];
export type PriceImportResult = components['schemas']['PriceImportResult'];

/** The price lists' query keys: the list, and one list with its items. */
export const priceListKeys = {
  all: ['price-lists'] as const,
  one: (id: string) => ['price-lists', id] as const,
};

/** GET /api/price-lists: the default first, then by name, with item and client counts. */
export function usePriceLists() {
  return useQuery({
    queryKey: priceListKeys.all,
    queryFn: async () => (await unwrap(api.GET('/api/price-lists'))).priceLists,
  });
}

/** GET /api/price-lists/{id}: one list and its items. */
export function usePriceList(id: string) {
  return useQuery({
    queryKey: priceListKeys.one(id),
    queryFn: () => unwrap(api.GET('/api/price-lists/{id}', { params: { path: { id } } })),
  });
}

/** PATCH /api/price-lists/{id}: here, making a list the default (the old default stops being it). */
export const makeDefaultPriceList = (id: string) =>
  unwrap(api.PATCH('/api/price-lists/{id}', { params: { path: { id } }, body: { isDefault: true } }));

/** POST /api/price-lists/{id}/import (xlsx or csv): merged into the list; every row's problems answered, nothing applied while one is wrong. */
export const importPriceList = (id: string, file: File): Promise<PriceImportResult> => {
  const body = new FormData();
  body.append('file', file);
  return unwrap(
    api.POST('/api/price-lists/{id}/import', {
      params: { path: { id }, query: { mode: 'merge' } },
      // openapi-fetch sends FormData as it is; the type describes the fields.
      body: body as unknown as { file: string },
    }),
  );
};

export const PRICE_LIST_TEMPLATE_URL = '/api/price-lists/import/template';
export const priceListExportUrl = (id: string) => `/api/price-lists/${encodeURIComponent(id)}/export`;
