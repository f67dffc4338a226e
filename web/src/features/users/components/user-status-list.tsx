import type { User } from '@tawreed/sdk';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { roleLabel, t } from '../../../i18n';
import { formatDateTime, formatElapsed } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { useUserStatuses } from '../api/get-user-statuses';

function byPresenceThenName(a: User, b: User): number {
  if (a.isOnline !== b.isOnline) return a.isOnline ? -1 : 1;
  return (a.name || a.email).localeCompare(b.name || b.email);
}

function Presence({ user, now }: { user: User; now: Date }) {
  if (user.isOnline)
    return <span className="user-status__presence user-status__presence--online">{t('users.online')}</span>;
  if (!user.lastSeenAt) return <span className="user-status__presence">{t('users.offline')}</span>;
  return (
    <time
      className="user-status__presence"
      dateTime={user.lastSeenAt}
      title={formatDateTime(user.lastSeenAt)}
    >
      {t('users.lastSeen', { relative: formatElapsed(user.lastSeenAt, now) })}
    </time>
  );
}

/** Everyone with an account: presence dot, name or email, role, company, email, presence text. */
export function UserStatusList() {
  const { data: users, error, isPending, dataUpdatedAt } = useUserStatuses();
  if (isPending) return <Spinner />;
  if (error)
    return (
      <Alert variant="error">
        {t('users.loadFailed', { message: errorMessage(error, t('common.genericError')) })}
      </Alert>
    );
  if (users.length === 0) return <p className="muted">{t('users.empty')}</p>;

  // "Last seen" is measured from the latest refresh, so the text moves on every 5 s poll.
  const now = new Date(dataUpdatedAt);
  const online = users.filter((user) => user.isOnline).length;
  return (
    <>
      <p className="muted user-status-count">{t('users.count', { online, total: users.length })}</p>
      <ul className="user-status-list">
        {[...users].sort(byPresenceThenName).map((user) => (
          <li key={user.id} className="user-status">
            <span
              className={user.isOnline ? 'presence-dot presence-dot--online' : 'presence-dot'}
              aria-hidden="true"
            />
            <div className="user-status__main">
              <div className="user-status__headline">
                <span className="user-status__name">{user.name.trim() || user.email}</span>
                <Badge tone="brand">{roleLabel(user.role)}</Badge>
              </div>
              {user.companyName && <div className="user-status__company">{user.companyName}</div>}
              <div className="user-status__email">
                <bdi>{user.email}</bdi>
              </div>
            </div>
            <Presence user={user} now={now} />
          </li>
        ))}
      </ul>
    </>
  );
}
