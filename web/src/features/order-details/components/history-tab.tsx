import { ORDER_ACTION_LABELS, type OrderAction, orderStatusLabel } from '@tawreed/domain';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { formatAgo } from '../../../i18n/format-order';
import type { HistoryEntry } from '../api/get-order';

function actionLabel(action: string): string {
  if (action === 'create') return t('history.created');
  if (action === 'submit') return t('history.submitted');
  return ORDER_ACTION_LABELS[action as OrderAction] ?? action.replaceAll('-', ' ');
}

/** Every transition, newest first: action, from -> to, who, when, and the comment. */
export function HistoryTab({ history, now }: { history: HistoryEntry[]; now: Date }) {
  if (history.length === 0) return <p className="empty-state">{t('history.empty')}</p>;
  const entries = [...history].reverse();
  return (
    <ol className="history">
      {entries.map((entry) => (
        <li key={entry.id} className="history__entry">
          <div className="history__headline">
            <span className="history__action">{actionLabel(entry.action)}</span>
            {(entry.fromStatus || entry.toStatus) && (
              <span className="history__transition">
                {entry.fromStatus ? orderStatusLabel(entry.fromStatus) : t('common.none')}
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> {t('history.to')} </span>
                {entry.toStatus ? orderStatusLabel(entry.toStatus) : t('common.none')}
              </span>
            )}
          </div>
          <div className="history__meta">
            <bdi>{entry.actor?.email ?? t('history.unknown')}</bdi>
            <span aria-hidden="true"> · </span>
            <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
              {formatAgo(entry.createdAt, now)}
            </time>
          </div>
          {entry.comment && <p className="history__comment">{entry.comment}</p>}
        </li>
      ))}
    </ol>
  );
}
