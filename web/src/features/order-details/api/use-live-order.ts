import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useOrderSubscription } from '../../../lib/realtime';
import type { Order } from './get-order';
import { orderDetailKeys } from './keys';

/**
 * Keeps an open order current without reloading (SPEC §7): subscribes to it, adds new
 * history entries and attachments to the cached order as they arrive, and refetches the
 * order when another change of status or version is announced (the event carries no body).
 */
export function useLiveOrder(orderId: string) {
  const queryClient = useQueryClient();
  const key = orderDetailKeys.detail(orderId);
  useOrderSubscription(orderId);

  useLiveEvent('order:updated', (event) => {
    if (event.orderId !== orderId) return;
    const cached = queryClient.getQueryData<Order>(key);
    if (cached && cached.version >= event.version) return;
    void queryClient.invalidateQueries({ queryKey: key });
  });

  useLiveEvent('order:deleted', (event) => {
    if (event.orderId === orderId) void queryClient.invalidateQueries({ queryKey: key });
  });

  /** Adds an item the event brings to one of the cached order's lists, unless it is there already. */
  function append<K extends 'history' | 'attachments'>(list: K, item: Order[K][number]) {
    queryClient.setQueryData<Order>(key, (order) =>
      order && !order[list].some((existing) => existing.id === item.id)
        ? { ...order, [list]: [...order[list], item] }
        : order,
    );
  }

  useLiveEvent('order:history:new', (event) => {
    if (event.orderId === orderId) append('history', event.entry);
  });

  useLiveEvent('order:attachment:new', (event) => {
    if (event.orderId === orderId) append('attachments', event.attachment);
  });
}
