import { locale, type MessageKey, statusLabel, t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { formatAgo } from '../../../i18n/format-order';
import type { HistoryEntry } from '../api/get-order';

import { attachmentTypeLabel } from './attachments-tab';

/** The catalog's text for a history action; an action this portal does not know reads "Order updated". */
function actionLabel(action: string): string {
  const key = `history.action.${action}`;
  return key in locale.messages ? t(key as MessageKey) : t('history.action.other');
}

/**
 * An entry about a file says which (and its kind, or how many lines it gave) through the catalog;
 * any other entry shows its comment as written.
 */
function commentText(entry: HistoryEntry): string | null {
  const { file } = entry;
  if (file?.attachmentType)
    return t('history.fileAttached', { type: attachmentTypeLabel(file.attachmentType), name: file.name });
  if (file?.lineCount !== undefined)
    return t('history.linesImported', { count: file.lineCount, name: file.name });
  return entry.comment;
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
                {entry.fromStatus ? statusLabel(entry.fromStatus) : t('common.none')}
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> {t('history.to')} </span>
                {entry.toStatus ? statusLabel(entry.toStatus) : t('common.none')}
              </span>
            )}
          </div>
          <div className="history__meta">
            {/* No person: the workflow's own automatic step (the submission once files and lines are in). */}
            <bdi>{entry.actor?.email ?? t('history.system')}</bdi>
            <span aria-hidden="true"> · </span>
            <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
              {formatAgo(entry.createdAt, now)}
            </time>
          </div>
          {commentText(entry) && <p className="history__comment">{commentText(entry)}</p>}
          {/* DESIGN §11: an approval over the credit check, for staff (absent for a company). */}
          {entry.creditOverride && (
            <p className="history__comment history__override">
              {t('history.creditOverride', {
                codes: entry.creditOverride.codes.join(', '),
                reason: entry.creditOverride.reason,
              })}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
