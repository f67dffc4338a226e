import { ORDER_ID_SHORT } from '@tawreed/domain';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { statusLabel, t } from '../../../i18n';
import { formatHours } from '../../../i18n/format-order';
import type { Report } from '../api/get-report';
import { BarChart } from './charts';

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
          <table className="data-table data-table--compact">
            <caption className="sla__caption">{t('reports.sla.oldest')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reports.sla.order')}</th>
                <th scope="col">{t('lines.clientName')}</th>
                <th scope="col">{t('reports.sla.status')}</th>
                <th scope="col" className="num">
                  {t('reports.sla.waiting')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sla.oldestOverdue.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={`/orders/${row.id}`} className="mono">
                      {row.id.slice(0, ORDER_ID_SHORT)}…
                    </Link>
                  </td>
                  <td>
                    {row.clientName}
                    <span className="muted"> · {row.medicalCompany}</span>
                  </td>
                  <td>{statusLabel(row.status)}</td>
                  <td className="num">{formatHours(row.hoursSinceUpdate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">{t('reports.sla.none')}</p>
      )}
    </Card>
  );
}
