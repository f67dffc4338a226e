import { Card } from '../../../components/ui/card';
import { type MessageKey, t } from '../../../i18n';
import { formatAmount } from '../../../i18n/format';
import { BarChart, type BarDatum } from './charts';

const STAGE_TONE: Record<string, BarDatum['tone']> = {
  SALES_REVIEW: 'info',
  CHANGES_REQUESTED: 'warning',
  CREDIT_REVIEW: 'info',
  WAREHOUSE: 'brand',
  DELIVERY: 'brand',
  DELIVERED: 'success',
  REJECTED: 'danger',
};

/** A card holding one bar chart, captioned by the card's title. */
export function ChartCard({
  title,
  description,
  valueHeader,
  data,
  emptyText,
}: {
  title: string;
  description?: string;
  valueHeader: string;
  data: BarDatum[];
  /** Said instead of an empty chart; without it an empty chart is drawn. */
  emptyText?: string;
}) {
  return (
    <Card title={title} description={description}>
      {emptyText && data.length === 0 ? (
        <p className="empty-state">{emptyText}</p>
      ) : (
        <BarChart caption={title} valueHeader={valueHeader} data={data} />
      )}
    </Card>
  );
}

/** A chart card's title and description, from its messages' prefix. */
export function cardTexts(chart: 'byStatus' | 'byStage' | 'turnaround') {
  return { title: t(`reports.${chart}.title`), description: t(`reports.${chart}.description`) };
}

/** A bar of one workflow stage: its name and its colour. */
export function stageBar(stage: string) {
  return { key: stage, label: t(`reports.stage.${stage}` as MessageKey), tone: STAGE_TONE[stage] };
}

/** A card of orders counted by one grouping (status, stage), each bar noting their value. */
export function CountCard<Row extends { count: number; valueSAR: string }>({
  chart,
  rows,
  bar,
}: {
  chart: 'byStatus' | 'byStage';
  rows: readonly Row[];
  /** The bar's key, its name and its colour. */
  bar(row: Row): Pick<BarDatum, 'key' | 'label' | 'tone'>;
}) {
  return (
    <ChartCard
      {...cardTexts(chart)}
      valueHeader={t('reports.chart.orders')}
      data={rows.map((row) => ({
        ...bar(row),
        value: row.count,
        display: String(row.count),
        note: row.count ? formatAmount(row.valueSAR) : undefined,
      }))}
    />
  );
}

/** A card of order value by one grouping (company, region), each bar noting its order count. */
export function ValueCard({
  title,
  rows,
  tone,
}: {
  title: string;
  rows: ReadonlyArray<{ name: string; valueSAR: string; count: number }>;
  tone?: BarDatum['tone'];
}) {
  return (
    <ChartCard
      title={title}
      valueHeader={t('reports.chart.value')}
      emptyText={t('reports.noOrders')}
      data={rows.map((row) => ({
        key: row.name,
        label: row.name,
        value: Number(row.valueSAR),
        display: formatAmount(row.valueSAR),
        note: t('reports.ordersCount', { count: row.count }),
        ...(tone ? { tone } : {}),
      }))}
    />
  );
}
