import { useQuery } from '@tanstack/react-query';
import type { ItemChanges, NewItemInput } from '@tawreed/domain';
import { type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { stockKeys, useStockMutation } from './inventory';

type Schemas = components['schemas'];
export type StockItem = Schemas['StockItem'];

/**
 * The ids of the items under their minimum level, counted as the lot filter counts them (in the
 * chosen warehouse, else over every warehouse), for the badge in the lots table: one call for the
 * page, at most the API's page of 100 items.
 */
export function useItemsBelowMinimum(warehouseId: string | undefined) {
  return useQuery({
    queryKey: [...stockKeys.all, 'below-minimum', warehouseId ?? null] as const,
    queryFn: async () => {
      const { items } = await unwrap(
        api.GET('/api/inventory/items', {
          params: {
            query: { filter: 'below-minimum', pageSize: 100, ...(warehouseId ? { warehouseId } : {}) },
          },
        }),
      );
      return new Set(items.map((item) => item.id));
    },
    staleTime: 30_000,
  });
}

export const useCreateWarehouse = () =>
  useStockMutation((body: { code: string; name: string }) =>
    unwrap(api.POST('/api/inventory/warehouses', { body })),
  );

export const useCreateStockItem = () =>
  useStockMutation((body: NewItemInput) => unwrap(api.POST('/api/inventory/items', { body })));

/** PATCH with only the fields that changed: the API has no version to check, so untouched fields are never overwritten. */
export const useUpdateStockItem = (id: string) =>
  useStockMutation((changes: ItemChanges) =>
    unwrap(api.PATCH('/api/inventory/items/{id}', { params: { path: { id } }, body: changes })),
  );
