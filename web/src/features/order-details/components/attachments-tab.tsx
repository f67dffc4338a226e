import type { ReactNode } from 'react';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { formatAgo, formatFileSize } from '../../../i18n/format-order';
import type { Attachment } from '../api/get-order';

const TYPE_KEYS = {
  purchase_order: 'attachments.type.purchase_order',
  order_form: 'attachments.type.order_form',
  lines_source: 'attachments.type.lines_source',
  invoice: 'attachments.type.invoice',
  appeal_evidence: 'attachments.type.appeal_evidence',
  other: 'attachments.type.other',
} as const;

/** What an attachment is, in the catalog's words (the stored kind when the catalog has none). */
export function attachmentTypeLabel(kind: string): string {
  return kind in TYPE_KEYS ? t(TYPE_KEYS[kind as keyof typeof TYPE_KEYS]) : kind;
}

/**
 * The order's files (its uploads, the delivery invoice and appeal evidence): name, size in MB,
 * age and a Download that opens in a new tab (SPEC §7); `actions` holds the Upload File button.
 */
export function AttachmentsTab({
  attachments,
  now,
  actions,
}: {
  attachments: Attachment[];
  now: Date;
  actions?: ReactNode;
}) {
  return (
    <div className="stack">
      {actions && <div className="page-actions">{actions}</div>}
      {attachments.length === 0 ? (
        <p className="empty-state">{t('attachments.empty')}</p>
      ) : (
        <AttachmentsTable attachments={attachments} now={now} />
      )}
    </div>
  );
}

function AttachmentsTable({ attachments, now }: { attachments: Attachment[]; now: Date }) {
  return (
    <div className="table-wrap stack-table-wrap">
      <table className="data-table stack-table">
        <caption className="sr-only">{t('tabs.attachments')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('attachments.fileName')}</th>
            <th scope="col">{t('attachments.kind')}</th>
            <th scope="col" className="num">
              {t('attachments.size')}
            </th>
            <th scope="col">{t('attachments.age')}</th>
            <th scope="col">
              <span className="sr-only">{t('attachments.download')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {attachments.map((file) => (
            <tr key={file.id}>
              <td className="file-name stack-table__wide" data-label={t('attachments.fileName')}>
                {file.fileName}
              </td>
              <td data-label={t('attachments.kind')}>{attachmentTypeLabel(file.attachmentType)}</td>
              <td className="num" data-label={t('attachments.size')}>
                {formatFileSize(file.sizeBytes)}
              </td>
              <td data-label={t('attachments.age')}>
                <time dateTime={file.createdAt} title={formatDateTime(file.createdAt)}>
                  {formatAgo(file.createdAt, now)}
                </time>
              </td>
              <td className="cell-actions stack-table__wide">
                <a
                  className="button button--secondary button--small"
                  href={file.downloadUrl}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('attachments.downloadLabel', { name: file.fileName })}
                >
                  {t('attachments.download')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
