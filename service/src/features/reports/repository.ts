import type { OrderStatus } from '@tawreed/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { OPEN_STATUSES, REPORT_STAGES, TIMED_STAGES } from './stages.js';

/** Which orders a report covers: a period of order dates, and one company or all. */
export interface ReportFilter {
  from: string;
  to: string;
  /** null: every company (staff and the sales representative). */
  medicalCompany: string | null;
}

const HOUR_SECONDS = 3600;

function list(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

function companyCondition(medicalCompany: string | null): SQL {
  return medicalCompany === null ? sql`true` : sql`o.medical_company = ${medicalCompany}`;
}

/** Orders of the period in the caller's view; withdrawn orders are frozen, not business, so left out. */
function periodCondition(filter: ReportFilter): SQL {
  return sql`o.withdrawn_at is null
    and o.order_date between ${filter.from}::date and ${filter.to}::date
    and ${companyCondition(filter.medicalCompany)}`;
}

/** The stage of the status in `column`, as SQL. */
function stageOf(column: SQL): SQL {
  const cases = REPORT_STAGES.map((s) => sql`when ${column} in (${list(s.statuses)}) then ${s.stage}`);
  return sql`case ${sql.join(cases, sql` `)} end`;
}

const sumValue = sql`coalesce(sum(o.total_value_sar), 0)::numeric(16, 2)::text`;

export interface GroupRow {
  key: string;
  count: number;
  valueSAR: string;
}

/** Orders and value per status, per stage, per company or per region. */
export function groupTotals(
  db: DbOrTx,
  filter: ReportFilter,
  by: 'status' | 'stage' | 'company' | 'region',
): Promise<GroupRow[]> {
  const key = {
    status: sql`o.status`,
    stage: stageOf(sql`o.status`),
    company: sql`o.medical_company`,
    region: sql`o.region`,
  }[by];
  return queryRows<GroupRow>(
    db,
    sql`select ${key} as "key", count(*)::int as "count", ${sumValue} as "valueSAR"
        from orders o
        where ${periodCondition(filter)}
        group by 1
        order by sum(o.total_value_sar) desc nulls last, 1`,
  );
}

export interface SeriesRow {
  bucket: string;
  medicalCompany: string;
  region: string;
  count: number;
  valueSAR: string;
}

/** Value over time: per bucket (first day of the day, ISO week or month), company and region. */
export function valueSeries(
  db: DbOrTx,
  filter: ReportFilter,
  granularity: 'day' | 'week' | 'month',
): Promise<SeriesRow[]> {
  return queryRows<SeriesRow>(
    db,
    sql`select to_char(date_trunc(${granularity}, o.order_date::timestamp), 'YYYY-MM-DD') as "bucket",
               o.medical_company as "medicalCompany", o.region as "region",
               count(*)::int as "count", ${sumValue} as "valueSAR"
        from orders o
        where ${periodCondition(filter)}
        group by 1, 2, 3
        order by 1, 2, 3`,
  );
}

export interface PeriodCounts {
  valueSAR: string;
  withdrawn: number;
  averageLeadTimeHours: number | null;
}

/** The period's value, its withdrawn orders, and the average submission-to-delivery time of the delivered ones. */
export async function periodCounts(db: DbOrTx, filter: ReportFilter): Promise<PeriodCounts> {
  const [row] = await queryRows<PeriodCounts>(
    db,
    sql`select
          coalesce(sum(o.total_value_sar) filter (where o.withdrawn_at is null), 0)::numeric(16, 2)::text
            as "valueSAR",
          count(*) filter (where o.withdrawn_at is not null)::int as "withdrawn",
          (avg(extract(epoch from (w.actual_delivery_date - coalesce(o.submitted_at, o.created_at))))
             filter (where o.withdrawn_at is null and o.status = 'ORDER_DELIVERED'
                     and w.actual_delivery_date is not null)
           / ${HOUR_SECONDS})::float8 as "averageLeadTimeHours"
        from orders o
        left join warehouse_records w on w.order_id = o.id
        where o.order_date between ${filter.from}::date and ${filter.to}::date
          and ${companyCondition(filter.medicalCompany)}`,
  );
  return {
    valueSAR: row?.valueSAR ?? '0.00',
    withdrawn: row?.withdrawn ?? 0,
    averageLeadTimeHours: row?.averageLeadTimeHours ?? null,
  };
}

export interface TurnaroundRow {
  stage: string;
  orders: number;
  averageHours: number | null;
  medianHours: number | null;
  maxHours: number | null;
}

/**
 * Time spent per stage, from the order history: each status change starts a stay that the
 * order's next status change ends (entries that keep the status, such as a recorded failed
 * delivery or a withdrawal, are not changes). An order's time in a stage is the sum of its
 * stays there, counted once the order has left the stage.
 */
export function stageTurnaround(db: DbOrTx, filter: ReportFilter): Promise<TurnaroundRow[]> {
  return queryRows<TurnaroundRow>(
    db,
    sql`with changes as (
          select h.order_id, h.to_status as status, h.created_at as entered_at,
                 lead(h.created_at) over (partition by h.order_id order by h.seq) as left_at
          from order_history h
          join orders o on o.id = h.order_id
          where ${periodCondition(filter)}
            and h.to_status is not null
            and h.from_status is distinct from h.to_status
        ),
        per_order as (
          select order_id, ${stageOf(sql`status`)} as stage,
                 sum(extract(epoch from (left_at - entered_at))) as seconds,
                 bool_and(left_at is not null) as complete
          from changes
          group by 1, 2
        )
        select stage as "stage", count(*)::int as "orders",
               (avg(seconds) / ${HOUR_SECONDS})::float8 as "averageHours",
               (percentile_cont(0.5) within group (order by seconds) / ${HOUR_SECONDS})::float8 as "medianHours",
               (max(seconds) / ${HOUR_SECONDS})::float8 as "maxHours"
        from per_order
        where complete and stage in (${list(TIMED_STAGES)})
        group by 1`,
  );
}

/** An instant as a timestamptz parameter (ISO text, the same on both drivers). */
function hoursBefore(now: Date, hours: number): SQL {
  return sql`${new Date(now.getTime() - hours * HOUR_SECONDS * 1000).toISOString()}::timestamptz`;
}

export interface SlaCounts {
  onTime: number;
  dueSoon: number;
  overdue: number;
}

/** Open orders by hours since their last update: under 24, 24 to under 48, 48 or more (SPEC §4). */
export async function slaCounts(
  db: DbOrTx,
  medicalCompany: string | null,
  now: Date,
  dueSoonHours: number,
  overdueHours: number,
): Promise<SlaCounts> {
  const dueSoonSince = hoursBefore(now, dueSoonHours);
  const overdueSince = hoursBefore(now, overdueHours);
  const [row] = await queryRows<SlaCounts>(
    db,
    sql`select
          count(*) filter (where o.updated_at > ${dueSoonSince})::int as "onTime",
          count(*) filter (where o.updated_at <= ${dueSoonSince} and o.updated_at > ${overdueSince})::int as "dueSoon",
          count(*) filter (where o.updated_at <= ${overdueSince})::int as "overdue"
        from orders o
        where o.status in (${list(OPEN_STATUSES)})
          and o.withdrawn_at is null
          and ${companyCondition(medicalCompany)}`,
  );
  return { onTime: row?.onTime ?? 0, dueSoon: row?.dueSoon ?? 0, overdue: row?.overdue ?? 0 };
}

export function overdueByStatus(db: DbOrTx, medicalCompany: string | null, now: Date, overdueHours: number) {
  return queryRows<{ status: OrderStatus; count: number }>(
    db,
    sql`select o.status as "status", count(*)::int as "count"
        from orders o
        where o.status in (${list(OPEN_STATUSES)})
          and o.withdrawn_at is null
          and o.updated_at <= ${hoursBefore(now, overdueHours)}
          and ${companyCondition(medicalCompany)}
        group by 1`,
  );
}

export interface OverdueOrderRow {
  id: string;
  clientName: string;
  medicalCompany: string;
  status: OrderStatus;
  updatedAt: Date | string;
}

/** The open orders waiting longest, oldest update first. */
export function oldestOverdue(
  db: DbOrTx,
  medicalCompany: string | null,
  now: Date,
  overdueHours: number,
  limit: number,
) {
  return queryRows<OverdueOrderRow>(
    db,
    sql`select o.id as "id", o.client_name as "clientName", o.medical_company as "medicalCompany",
               o.status as "status", o.updated_at as "updatedAt"
        from orders o
        where o.status in (${list(OPEN_STATUSES)})
          and o.withdrawn_at is null
          and o.updated_at <= ${hoursBefore(now, overdueHours)}
          and ${companyCondition(medicalCompany)}
        order by o.updated_at, o.id
        limit ${limit}`,
  );
}
