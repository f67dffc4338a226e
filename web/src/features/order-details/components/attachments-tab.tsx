import { t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { formatAgo, formatFileSize } from '../../../i18n/format-order';
import type { Attachment } from '../api/get-order';

const TYPE_KEYS = {
  purchase_order: 'attachments.type.purchase_order',
  order_form: 'attachments.type.order_form',
  lines_source: 'attachments.type.lines_source',
  invoice: 'attachments.type.invoice',
} as const;

/** The order's files: name, size in MB, age and a Download that opens in a new tab (SPEC §7). */
export function AttachmentsTab({ attachments, now }: { attachments: Attachment[]; now: Date }) {
  if (attachments.length === 0) return <p className="empty-state">{t('attachments.empty')}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
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
              <td className="file-name">{file.fileName}</td>
              <td>
                {file.attachmentType in TYPE_KEYS
                  ? t(TYPE_KEYS[file.attachmentType as keyof typeof TYPE_KEYS])
                  : file.attachmentType}
              </td>
              <td className="num">{formatFileSize(file.sizeBytes)}</td>
              <td>
                <time dateTime={file.createdAt} title={formatDateTime(file.createdAt)}>
                  {formatAgo(file.createdAt, now)}
                </time>
              </td>
              <td className="cell-actions">
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
