import { riyadhDate } from '@tawreed/domain';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextField, useFormValues } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { locale, placeLabel, statusLabel, t } from '../../../i18n';
import { formatAmount, formatDate, formatDateTime, numberFormat } from '../../../i18n/format';
import { formatHours } from '../../../i18n/format-order';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { type Report, type ReportPeriod, useReport } from '../api/get-report';
import { ChartCard, CountCard, cardTexts, stageBar, ValueCard } from './chart-cards';
import { LineChart } from './charts';
import { SlaCard } from './sla-card';

const PRESETS = ['7', '30', '90'] as const;
const DAY_MS = 86_400_000;

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The period lives in the URL: ?period=7|30|90 (default 30) or ?from=&to= for custom dates. */
function usePeriod(): {
  period: ReportPeriod;
  preset: string;
  setSearchParams: ReturnType<typeof useSearchParams>[1];
} {
  const [params, setSearchParams] = useSearchParams();
  const today = riyadhDate(new Date());
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) return { period: { from, to }, preset: 'custom', setSearchParams };
  const preset = (PRESETS as readonly string[]).includes(params.get('period') ?? '')
    ? params.get('period')!
    : '30';
  return { period: { from: daysBefore(today, Number(preset) - 1), to: today }, preset, setSearchParams };
}

const sar = (value: string) => formatAmount(value);
const compactSar = {
  format: (value: number) =>
    numberFormat('compact', { notation: 'compact', maximumFractionDigits: 1 }).format(value),
};

/** /reports (SPEC §1's "reports and analytics"): the caller's view, for a chosen period. */
export function ReportsPage() {
  usePageTitle(t('page.reports'));
  const { period, preset, setSearchParams } = usePeriod();
  const { data: report, isPending, isError, error, isFetching } = useReport(period);

  return (
    <div className="stack reports">
      <PeriodPicker period={period} preset={preset} setSearchParams={setSearchParams} />
      {isPending ? (
        <Spinner label={t('reports.loading')} text={t('reports.loading')} />
      ) : isError ? (
        <Alert variant="error" title={t('reports.failed')}>
          {errorMessage(error, t('common.genericError'))}
        </Alert>
      ) : (
        <ReportView report={report} busy={isFetching} />
      )}
    </div>
  );
}

function PeriodPicker({
  period,
  preset,
  setSearchParams,
}: {
  period: ReportPeriod;
  preset: string;
  setSearchParams: ReturnType<typeof useSearchParams>[1];
}) {
  const id = useId();
  const [custom, setCustom] = useState(preset === 'custom');
  const { values, field } = useFormValues({ from: period.from, to: period.to }, id);
  const [error, setError] = useState<string | null>(null);

  function choose(value: string) {
    if (value === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    setError(null);
    setSearchParams(value === '30' ? {} : { period: value });
  }

  function applyCustom(event: FormEvent) {
    event.preventDefault();
    const { from, to } = values;
    if (!from || !to) return setError(t('reports.period.required'));
    if (from > to) return setError(t('reports.period.order'));
    setError(null);
    setSearchParams({ from, to });
  }

  return (
    <Card>
      <form className="period-picker" onSubmit={applyCustom} noValidate>
        <SelectField
          id={`${id}-preset`}
          label={t('reports.period.label')}
          value={custom ? 'custom' : preset}
          options={[
            { value: '7', label: t('reports.period.7') },
            { value: '30', label: t('reports.period.30') },
            { value: '90', label: t('reports.period.90') },
            { value: 'custom', label: t('reports.period.custom') },
          ]}
          onChange={(event) => choose(event.target.value)}
        />
        {custom && (
          <>
            <TextField
              label={t('reports.period.from')}
              type="date"
              max={values.to || undefined}
              {...field('from')}
            />
            <TextField
              label={t('reports.period.to')}
              type="date"
              min={values.from || undefined}
              error={error ?? undefined}
              {...field('to')}
            />
            <Button type="submit">{t('reports.period.apply')}</Button>
          </>
        )}
        <p className="period-picker__range muted" aria-live="polite">
          {t('reports.period.showing', {
            from: formatDate(`${period.from}T12:00:00+03:00`),
            to: formatDate(`${period.to}T12:00:00+03:00`),
          })}
        </p>
      </form>
    </Card>
  );
}

function ReportView({ report, busy }: { report: Report; busy: boolean }) {
  const [seriesBy, setSeriesBy] = useState<'company' | 'region'>('company');
  const { totals } = report;
  const bucketLabel = (bucket: string) => {
    const date = new Date(`${bucket}T12:00:00+03:00`);
    return report.granularity === 'month'
      ? new Intl.DateTimeFormat(locale.intl, {
          month: 'short',
          year: 'numeric',
          numberingSystem: 'latn',
          calendar: 'gregory',
        }).format(date)
      : new Intl.DateTimeFormat(locale.intl, {
          day: 'numeric',
          month: 'short',
          numberingSystem: 'latn',
          calendar: 'gregory',
        }).format(date);
  };
  const seriesOf = (row: (typeof report.series)[number]) =>
    seriesBy === 'company' ? row.medicalCompany : row.region;
  const seriesLabel = (name: string) => (seriesBy === 'region' ? placeLabel(name) : name);
  // In the reader's order: Arabic region names sort as Arabic, not by their English keys.
  const seriesNames = [...new Set(report.series.map(seriesOf))].sort((a, b) =>
    seriesLabel(a).localeCompare(seriesLabel(b), locale.intl),
  );
  const series = seriesNames.map((name) => ({
    name: seriesLabel(name),
    values: report.buckets.map((bucket) =>
      report.series
        .filter((row) => row.bucket === bucket && seriesOf(row) === name)
        .reduce((sum, row) => sum + Number(row.valueSAR), 0),
    ),
  }));

  return (
    <div className="stack" aria-busy={busy || undefined}>
      {report.medicalCompany && (
        <p className="muted">{t('reports.scopeCompany', { company: report.medicalCompany })}</p>
      )}
      <section className="kpis" aria-label={t('reports.totals')}>
        <Kpi label={t('reports.kpi.orders')} value={String(totals.orders)} />
        <Kpi label={t('reports.kpi.value')} value={sar(totals.valueSAR)} />
        <Kpi label={t('reports.kpi.open')} value={String(totals.open)} />
        <Kpi label={t('reports.kpi.delivered')} value={String(totals.delivered)} />
        <Kpi label={t('reports.kpi.rejected')} value={String(totals.rejected)} />
        <Kpi label={t('reports.kpi.withdrawn')} value={String(totals.withdrawn)} />
        <Kpi
          label={t('reports.kpi.leadTime')}
          value={
            totals.averageLeadTimeHours === null ? t('common.none') : formatHours(totals.averageLeadTimeHours)
          }
        />
        <Kpi
          label={t('reports.kpi.slaBreaches')}
          value={String(report.sla.overdue)}
          tone={report.sla.overdue ? 'danger' : undefined}
        />
      </section>

      <div className="reports__grid">
        <CountCard
          chart="byStatus"
          rows={report.byStatus}
          bar={(row) => ({ key: row.status, label: statusLabel(row.status) })}
        />
        <CountCard chart="byStage" rows={report.byStage} bar={(row) => stageBar(row.stage)} />
      </div>

      <Card
        title={t('reports.overTime.title')}
        description={t(`reports.granularity.${report.granularity}`)}
        actions={
          <fieldset className="segmented">
            <legend className="sr-only">{t('reports.overTime.by')}</legend>
            {(['company', 'region'] as const).map((by) => (
              <label
                key={by}
                className={
                  seriesBy === by ? 'segmented__option segmented__option--active' : 'segmented__option'
                }
              >
                <input
                  type="radio"
                  name="series-by"
                  className="sr-only"
                  checked={seriesBy === by}
                  onChange={() => setSeriesBy(by)}
                />
                {t(`reports.overTime.${by}`)}
              </label>
            ))}
          </fieldset>
        }
      >
        {series.length === 0 ? (
          <p className="empty-state">{t('reports.noOrders')}</p>
        ) : (
          <LineChart
            title={t(
              seriesBy === 'company' ? 'reports.overTime.companyCaption' : 'reports.overTime.regionCaption',
            )}
            buckets={report.buckets}
            bucketLabel={bucketLabel}
            series={series}
            formatValue={(value) => t('reports.compactSar', { value: compactSar.format(value) })}
          />
        )}
      </Card>

      <div className="reports__grid">
        <ValueCard
          title={t('reports.byCompany.title')}
          rows={report.byCompany.map((row) => ({ ...row, name: row.medicalCompany }))}
        />
        <ValueCard
          title={t('reports.byRegion.title')}
          rows={report.byRegion.map((row) => ({ ...row, name: placeLabel(row.region) }))}
          tone="info"
        />
      </div>

      <div className="reports__grid">
        <ChartCard
          {...cardTexts('turnaround')}
          valueHeader={t('reports.turnaround.average')}
          data={report.turnaround.map((row) => ({
            ...stageBar(row.stage),
            value: row.averageHours ?? 0,
            display: row.averageHours === null ? t('reports.turnaround.none') : formatHours(row.averageHours),
            note:
              row.averageHours === null
                ? undefined
                : t('reports.turnaround.note', {
                    median: formatHours(row.medianHours ?? 0),
                    max: formatHours(row.maxHours ?? 0),
                    count: row.orders,
                  }),
          }))}
        />
        <SlaCard report={report} />
      </div>
      <p className="muted reports__generated">
        {t('reports.generated', { time: formatDateTime(report.generatedAt) })}
      </p>
    </div>
  );
}

function Kpi({ label, value, tone }: { label: string; value: string; tone?: 'danger' }) {
  return (
    <div className={tone ? `kpi kpi--${tone}` : 'kpi'}>
      <p className="kpi__label">{label}</p>
      <p className="kpi__value">{value}</p>
    </div>
  );
}
