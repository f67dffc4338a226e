import type { ReactNode } from 'react';
import { type Columns, DataTable } from '../../../components/ui/data-table';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { formatAgo, formatFileSize } from '../../../i18n/format-order';
import type { Attachment } from '../api/get-order';
import { FileDownloadLink } from './file-download-link';

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
  const columns: Columns<Attachment> = [
    {
      header: t('attachments.fileName'),
      cellClassName: 'file-name stack-table__wide',
      cell: (file) => file.fileName,
    },
    {
      header: t('attachments.kind'),
      cell: (file) => attachmentTypeLabel(file.attachmentType),
    },
    {
      header: t('attachments.size'),
      numeric: true,
      cell: (file) => formatFileSize(file.sizeBytes),
    },
    {
      header: t('attachments.age'),
      cell: (file) => (
        <time dateTime={file.createdAt} title={formatDateTime(file.createdAt)}>
          {formatAgo(file.createdAt, now)}
        </time>
      ),
    },
    {
      header: t('attachments.download'),
      hiddenHeader: true,
      cellClassName: 'cell-actions stack-table__wide',
      cell: (file) => <FileDownloadLink file={file} />,
    },
  ];
  return (
    <div className="table-wrap stack-table-wrap">
      <DataTable
        className="data-table stack-table"
        stacked
        caption={t('tabs.attachments')}
        columns={columns}
        rows={attachments}
      />
    </div>
  );
}
