import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export type NotificationList = components['schemas']['NotificationList'];
export type StoredNotification = components['schemas']['Notification'];

export function getNotifications(): Promise<NotificationList> {
  return unwrap(api.GET('/api/notifications'));
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.list(), queryFn: getNotifications });

/** The stored notifications and the unread count, for the header bell. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

function markedRead(list: NotificationList, ids: 'all' | string): NotificationList {
  const readAt = new Date().toISOString();
  const notifications = list.notifications.map((n) =>
    (ids === 'all' || n.id === ids) && !n.readAt ? { ...n, readAt } : n,
  );
  return { notifications, unreadCount: notifications.filter((n) => !n.readAt).length };
}

/** Marks one notification read (or all with 'all'); the bell updates at once and then follows the server. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: 'all' | string) =>
      id === 'all'
        ? unwrap(api.POST('/api/notifications/read-all'))
        : unwrap(api.POST('/api/notifications/{id}/read', { params: { path: { id } } })),
    onMutate(id) {
      const previous = queryClient.getQueryData<NotificationList>(notificationKeys.list());
      if (previous) queryClient.setQueryData(notificationKeys.list(), markedRead(previous, id));
      return { previous };
    },
    onError(_error, _id, context) {
      if (context?.previous) queryClient.setQueryData(notificationKeys.list(), context.previous);
    },
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}
