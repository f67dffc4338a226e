import { msg, ORDER_STATUSES, riyadhDate, SLA_DUE_SOON_HOURS, SLA_OVERDUE_HOURS } from '@tawreed/domain';
import type { Deps, SessionUser } from '../../http/context.js';
import { validationFailed } from '../../http/errors.js';
import { scopeFor } from '../orders/mapping.js';
import * as repo from './repository.js';
import type { Report, ReportQuery } from './routes.js';
import { REPORT_STAGES, TIMED_STAGES } from './stages.js';

/** The default period: the last 30 days, today included. */
const DEFAULT_DAYS = 30;
/** Two years at most: enough for year-on-year, and the month series stays small. */
const MAX_DAYS = 731;
const OLDEST_OVERDUE_SHOWN = 10;
const DAY_MS = 86_400_000;

type Granularity = Report['granularity'];

function parseDay(value: string, field: string): number {
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
    throw validationFailed([{ path: field, message: msg('fieldNotCalendarDate', { field }) }]);
  }
  return ms;
}

const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period asked for, with SPEC-style defaults: `to` is today in Riyadh, `from` 29 days earlier. */
export function resolvePeriod(query: ReportQuery, now: Date): { from: string; to: string; days: number } {
  const toMs = query.to ? parseDay(query.to, 'to') : parseDay(riyadhDate(now), 'to');
  const fromMs = query.from ? parseDay(query.from, 'from') : toMs - (DEFAULT_DAYS - 1) * DAY_MS;
  if (fromMs > toMs) throw validationFailed([{ path: 'from', message: msg('reportFromAfterTo') }]);
  const days = Math.round((toMs - fromMs) / DAY_MS) + 1;
  if (days > MAX_DAYS) {
    throw validationFailed([{ path: 'from', message: msg('reportPeriodMax', { days: MAX_DAYS }) }]);
  }
  return { from: dayString(fromMs), to: dayString(toMs), days };
}

export function granularityFor(days: number): Granularity {
  if (days <= 31) return 'day';
  if (days <= 182) return 'week';
  return 'month';
}

/** Every bucket's first day from the one holding `from` to the one holding `to` (ISO weeks start Monday). */
export function bucketsOf(from: string, to: string, granularity: Granularity): string[] {
  const start = new Date(`${from}T00:00:00Z`);
  if (granularity === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (granularity === 'month') start.setUTCDate(1);
  const end = Date.parse(`${to}T00:00:00Z`);
  const buckets: string[] = [];
  for (const cursor = start; cursor.getTime() <= end; ) {
    buckets.push(dayString(cursor.getTime()));
    if (granularity === 'day') cursor.setUTCDate(cursor.getUTCDate() + 1);
    else if (granularity === 'week') cursor.setUTCDate(cursor.getUTCDate() + 7);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return buckets;
}

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** GET /api/reports: everything is counted in SQL within the caller's view (the order list's scope). */
export async function buildReport(deps: Deps, caller: SessionUser, query: ReportQuery): Promise<Report> {
  const now = deps.now();
  const period = resolvePeriod(query, now);
  const granularity = granularityFor(period.days);
  const { medicalCompany } = scopeFor(caller);
  const filter: repo.ReportFilter = { from: period.from, to: period.to, medicalCompany };

  const [byStatus, byStage, byCompany, byRegion, series, counts, turnaround, sla, overdueByStatus, oldest] =
    await Promise.all([
      repo.groupTotals(deps.db, filter, 'status'),
      repo.groupTotals(deps.db, filter, 'stage'),
      repo.groupTotals(deps.db, filter, 'company'),
      repo.groupTotals(deps.db, filter, 'region'),
      repo.valueSeries(deps.db, filter, granularity),
      repo.periodCounts(deps.db, filter),
      repo.stageTurnaround(deps.db, filter),
      repo.slaCounts(deps.db, medicalCompany, now, SLA_DUE_SOON_HOURS, SLA_OVERDUE_HOURS),
      repo.overdueByStatus(deps.db, medicalCompany, now, SLA_OVERDUE_HOURS),
      repo.oldestOverdue(deps.db, medicalCompany, now, SLA_OVERDUE_HOURS, OLDEST_OVERDUE_SHOWN),
    ]);

  const statusRow = new Map(byStatus.map((row) => [row.key, row]));
  const stageRow = new Map(byStage.map((row) => [row.key, row]));
  const countOf = (stage: string) => stageRow.get(stage)?.count ?? 0;
  const totalOrders = byStatus.reduce((sum, row) => sum + row.count, 0);

  return {
    from: period.from,
    to: period.to,
    granularity,
    generatedAt: now.toISOString(),
    medicalCompany,
    totals: {
      orders: totalOrders,
      valueSAR: counts.valueSAR,
      open: totalOrders - countOf('DELIVERED') - countOf('REJECTED'),
      delivered: countOf('DELIVERED'),
      rejected: countOf('REJECTED'),
      withdrawn: counts.withdrawn,
      averageLeadTimeHours: round1(counts.averageLeadTimeHours),
    },
    // Every status and stage, zero-filled, in workflow order: charts keep their shape.
    byStatus: ORDER_STATUSES.map((status) => ({
      status,
      count: statusRow.get(status)?.count ?? 0,
      valueSAR: statusRow.get(status)?.valueSAR ?? '0.00',
    })),
    byStage: REPORT_STAGES.map(({ stage, statuses }) => ({
      stage,
      statuses: [...statuses],
      count: stageRow.get(stage)?.count ?? 0,
      valueSAR: stageRow.get(stage)?.valueSAR ?? '0.00',
    })),
    byCompany: byCompany.map((row) => ({
      medicalCompany: row.key,
      count: row.count,
      valueSAR: row.valueSAR,
    })),
    byRegion: byRegion.map((row) => ({ region: row.key, count: row.count, valueSAR: row.valueSAR })),
    buckets: bucketsOf(period.from, period.to, granularity),
    series,
    turnaround: TIMED_STAGES.map((stage) => {
      const row = turnaround.find((r) => r.stage === stage);
      return {
        stage,
        orders: row?.orders ?? 0,
        averageHours: round1(row?.averageHours ?? null),
        medianHours: round1(row?.medianHours ?? null),
        maxHours: round1(row?.maxHours ?? null),
      };
    }),
    sla: {
      asOf: now.toISOString(),
      ...sla,
      overdueByStatus: overdueByStatus
        .map((row) => ({ status: row.status, count: row.count }))
        .sort((a, b) => ORDER_STATUSES.indexOf(a.status) - ORDER_STATUSES.indexOf(b.status)),
      oldestOverdue: oldest.map((row) => {
        const updatedAt = new Date(row.updatedAt);
        return {
          id: row.id,
          clientName: row.clientName,
          medicalCompany: row.medicalCompany,
          status: row.status,
          updatedAt: updatedAt.toISOString(),
          hoursSinceUpdate: Math.floor((now.getTime() - updatedAt.getTime()) / 3_600_000),
        };
      }),
    },
  };
}
