import { ORDER_ID_SHORT } from '@tawreed/domain';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { type Columns, DataTable } from '../../../components/ui/data-table';
import { statusLabel, t } from '../../../i18n';
import { formatHours } from '../../../i18n/format-order';
import type { Report } from '../api/get-report';
import { BarChart } from './charts';

type OverdueOrder = Report['sla']['oldestOverdue'][number];

const overdueColumns = (): Columns<OverdueOrder> => [
  {
    header: t('reports.sla.order'),
    cell: (row) => (
      <Link to={`/orders/${row.id}`} className="mono">
        {row.id.slice(0, ORDER_ID_SHORT)}…
      </Link>
    ),
  },
  {
    header: t('lines.clientName'),
    cell: (row) => (
      <>
        {row.clientName}
        <span className="muted"> · {row.medicalCompany}</span>
      </>
    ),
  },
  { header: t('reports.sla.status'), cell: (row) => statusLabel(row.status) },
  { header: t('reports.sla.waiting'), numeric: true, cell: (row) => formatHours(row.hoursSinceUpdate) },
];

export function SlaCard({ report }: { report: Report }) {
  const { sla } = report;
  return (
    <Card title={t('reports.sla.title')} description={t('reports.sla.description')}>
      <BarChart
        caption={t('reports.sla.title')}
        valueHeader={t('reports.chart.orders')}
        data={[
          {
            key: 'on-time',
            label: t('reports.sla.onTime'),
            value: sla.onTime,
            display: String(sla.onTime),
            tone: 'success',
          },
          {
            key: 'due-soon',
            label: t('reports.sla.dueSoon'),
            value: sla.dueSoon,
            display: String(sla.dueSoon),
            tone: 'warning',
          },
          {
            key: 'overdue',
            label: t('reports.sla.overdue'),
            value: sla.overdue,
            display: String(sla.overdue),
            tone: 'danger',
          },
        ]}
      />
      {sla.overdueByStatus.length > 0 && (
        <p className="sla__by-status">
          {sla.overdueByStatus.map((row) => `${statusLabel(row.status)}: ${row.count}`).join(' · ')}
        </p>
      )}
      {sla.oldestOverdue.length > 0 ? (
        <div className="table-wrap">
          <DataTable
            className="data-table data-table--compact"
            caption={t('reports.sla.oldest')}
            captionClassName="sla__caption"
            columns={overdueColumns()}
            rows={sla.oldestOverdue}
          />
        </div>
      ) : (
        <p className="muted">{t('reports.sla.none')}</p>
      )}
    </Card>
  );
}
