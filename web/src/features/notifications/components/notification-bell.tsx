import { useQueryClient } from '@tanstack/react-query';
import { ORDER_ID_SHORT } from '@tawreed/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { BellIcon, CheckIcon } from '../../../components/ui/icons';
import { Popover } from '../../../components/ui/popover';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { formatCount, formatDateTime, formatElapsed } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { useLiveEvent } from '../../../lib/realtime';
import { useNow } from '../../../lib/use-now';
import { notificationKeys } from '../api/keys';
import { type StoredNotification, useMarkNotificationsRead, useNotifications } from '../api/notifications';

const MAX_BADGE = 99;

/**
 * The header bell (DESIGN §5): the stored notifications with the unread count, mark one or all
 * read. A live `notification` event shows a toast titled by its severity (SPEC §8) and refreshes
 * the list.
 */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { data, error, isPending } = useNotifications();
  const markRead = useMarkNotificationsRead();

  useLiveEvent('notification', (event) => {
    notify(event.severity, event.message);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
  });

  const unread = data?.unreadCount ?? 0;
  const badge = unread > MAX_BADGE ? `${formatCount(MAX_BADGE)}+` : formatCount(unread);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      className="popover notifications"
      placement="panel"
      contentLabel={t('notifications.title')}
      trigger={
        <button
          type="button"
          className="icon-button bell"
          aria-label={
            unread > 0
              ? t('notifications.buttonUnread', { count: formatCount(unread) })
              : t('notifications.button')
          }
        >
          <BellIcon />
          {unread > 0 && (
            <span className="bell__count" aria-hidden="true">
              {badge}
            </span>
          )}
        </button>
      }
    >
      <header className="notifications__header">
        <h2 className="notifications__title">{t('notifications.title')}</h2>
        <Button
          variant="ghost"
          className="button--small"
          icon={<CheckIcon />}
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate('all')}
        >
          {t('notifications.markAllRead')}
        </Button>
      </header>
      {isPending ? (
        <Spinner />
      ) : error && !data ? (
        <Alert variant="error">
          {t('notifications.loadFailed', { message: errorMessage(error, t('common.genericError')) })}
        </Alert>
      ) : !data || data.notifications.length === 0 ? (
        <p className="notifications__empty">{t('notifications.empty')}</p>
      ) : (
        <NotificationList
          notifications={data.notifications}
          onRead={(id) => markRead.mutate(id)}
          onOpenOrder={() => setOpen(false)}
        />
      )}
    </Popover>
  );
}

function NotificationList({
  notifications,
  onRead,
  onOpenOrder,
}: {
  notifications: StoredNotification[];
  onRead(id: string): void;
  onOpenOrder(): void;
}) {
  const now = useNow();
  return (
    <ul className="notifications__list">
      {notifications.map((n) => (
        <li
          key={n.id}
          className={n.readAt ? 'notification' : 'notification notification--unread'}
          data-severity={n.severity}
        >
          <span className={`notification__dot notification__dot--${n.severity}`} aria-hidden="true" />
          <div className="notification__main">
            <p className="notification__message">
              {!n.readAt && <span className="sr-only">{t('notifications.unread')}: </span>}
              {n.message}
            </p>
            <p className="notification__meta">
              <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
                {t('time.ago', { relative: formatElapsed(n.createdAt, now) })}
              </time>
              {n.orderId && (
                <Link to={`/orders/${n.orderId}`} onClick={onOpenOrder}>
                  {t('notifications.openOrder')} <bdi>{n.orderId.slice(0, ORDER_ID_SHORT)}</bdi>
                </Link>
              )}
            </p>
          </div>
          {!n.readAt && (
            <button
              type="button"
              className="icon-button notification__read"
              aria-label={t('notifications.markRead')}
              title={t('notifications.markRead')}
              onClick={() => onRead(n.id)}
            >
              <CheckIcon />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
