import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { canViewStock, type Role } from '@tawreed/domain';
import { unwrap } from '@tawreed/sdk';
import { useRef } from 'react';
import { api } from '../../../lib/api-client';
import { useLiveEvent } from '../../../lib/realtime';
import type { StockSearch } from './inventory';

export const stockKeys = {
  all: ['stock'] as const,
  warehouses: () => [...stockKeys.all, 'warehouses'] as const,
  lots: (search: StockSearch) => [...stockKeys.all, 'lots', search] as const,
  item: (id: string, page: number) => [...stockKeys.all, 'item', id, page] as const,
  recall: (lotNumber: string) => [...stockKeys.all, 'recall', lotNumber] as const,
  order: (orderId: string, version?: number) => [...stockKeys.all, 'order', orderId, version] as const,
  availability: (ids: readonly string[]) => [...stockKeys.all, 'availability', ids] as const,
};

/** Whether a role sees stock at all (DESIGN §8: never a medical company). */
export const seesStock = (user: { role: Role }) => canViewStock(user);

/** The compact indicator of each listed order (staff's dashboard). */
export function useOrderAvailability(orderIds: readonly string[], enabled: boolean) {
  const ids = [...orderIds].sort();
  return useQuery({
    queryKey: stockKeys.availability(ids),
    queryFn: async () => {
      const { orders } = await unwrap(
        api.GET('/api/inventory/order-availability', { params: { query: { orderIds: ids } } }),
      );
      return new Map(orders.map((entry) => [entry.orderId, entry.availability]));
    },
    enabled: enabled && ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

// Receipts and shipments often come in bursts: one refetch for all.
const LIVE_DEBOUNCE_MS = 300;

/** stock:changed over the websocket: every stock view on screen (and order availability) refetches. */
export function useLiveStock() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useLiveEvent('stock:changed', () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: stockKeys.all });
    }, LIVE_DEBOUNCE_MS);
  });
}
