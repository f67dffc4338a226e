import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { RealtimeEvents } from '@tawreed/sdk';
import { useEffect, useRef } from 'react';
import { orderKeys } from '../../../lib/order-keys';
import { useLiveEvent } from '../../../lib/realtime';
import type { OrderList } from './get-orders';

// Several events often arrive together (an approval and its queue move): one refetch for all.
const REFRESH_DEBOUNCE_MS = 400;

/** Applies an order:updated event to every cached list page holding the order (status, time, version). */
export function patchOrderInLists(queryClient: QueryClient, event: RealtimeEvents['order:updated']): boolean {
  let found = false;
  queryClient.setQueriesData<OrderList>({ queryKey: orderKeys.lists() }, (list) => {
    if (!list?.orders.some((order) => order.id === event.orderId)) return list;
    found = true;
    return {
      ...list,
      orders: list.orders.map((order) =>
        order.id === event.orderId && event.version >= order.version
          ? {
              ...order,
              status: event.status,
              updatedAt: event.timestamp,
              version: event.version,
            }
          : order,
      ),
    };
  });
  return found;
}

/**
 * SPEC §4 realtime on the dashboard: order:updated changes the row's status and updated time in
 * place at once and refreshes the statistics; order:created refreshes the statistics. The lists
 * on screen are then refetched quietly, so a row's action buttons, delivery badge and its place
 * in a filtered queue follow the new status too.
 */
export function useLiveOrderUpdates(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const refreshSoon = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.stats() });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    }, REFRESH_DEBOUNCE_MS);
  };

  useLiveEvent('order:updated', (event) => {
    patchOrderInLists(queryClient, event);
    refreshSoon();
  });
  useLiveEvent('order:created', refreshSoon);
  useLiveEvent('order:deleted', refreshSoon);
}
