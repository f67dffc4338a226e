/** The order list, its totals and its export, each scoped to the caller. */
import { approvedTodayStages, canViewCredit, type Lang, riyadhDate } from '@tawreed/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Deps, SessionUser } from '../../http/context.js';
import { cappedPage } from '../../http/paging.js';
import { firstValueRead } from '../../http/streaming.js';
import { refreshCreditMarks } from '../clients/credit-marks.js';
import { createOrdersExport } from '../spreadsheets/export.js';
import type { ListOrdersQuery, OrderFilters } from './list-dto.js';
import { scopeFor, toSummaryDto } from './mapping.js';
import * as repo from './repository.js';

/**
 * Company, owner and status only, or "approved today" with company only: then the total comes
 * from the counters (order_counts, approval_day_counts), not a count(*).
 */
function countableByCounters(filters: OrderFilters) {
  if (filters.q || filters.dateFrom || filters.dateTo || filters.deliveryStatus) return false;
  return !filters.approvedToday || (!filters.status?.length && !filters.mine);
}

/** Today's approvals by the caller's own stage (the "Approved Today" card and filter). */
const approvalsToday = (deps: Deps, caller: SessionUser): repo.ApprovalsToday => ({
  stages: approvedTodayStages(caller.role),
  day: riyadhDate(deps.now()),
});

/** The caller's list filters as a query: its scope, and "approved today" read as its own stage's approvals. */
function callerQuery(deps: Deps, caller: SessionUser, filters: OrderFilters) {
  return repo.orderQuery(deps.db, scopeFor(caller), filters, approvalsToday(deps, caller));
}

/**
 * The total of these filters as one expression over the counters (order_counts,
 * approval_day_counts), or null when only counting the rows can answer it.
 */
function counterTotal(deps: Deps, caller: SessionUser, filters: OrderFilters): SQL | null {
  if (!countableByCounters(filters)) return null;
  const scope = scopeFor(caller);
  const companies = [scope.medicalCompany, filters.branchFilter].filter((c): c is string => Boolean(c));
  if (!companies.every((c) => c === companies[0])) return sql`0`;
  const company = companies.length ? companies.slice(0, 1) : null;
  if (filters.approvedToday) return repo.approvedFromCounters(company, approvalsToday(deps, caller));
  return repo.totalFromCounters(company, filters.status ?? null, filters.mine ? scope.ownerId : null);
}

/** How many orders the list shows in total for these filters (the list's "of N orders", and the dashboard cards). */
export async function countListed(
  deps: Deps,
  caller: SessionUser,
  filters: OrderFilters,
  query?: repo.OrderQuery,
  cap?: number,
): Promise<number> {
  const total = counterTotal(deps, caller, filters);
  if (total) return (await repo.readCounters(deps.database, [total]))[0] ?? 0;
  return repo.countOrders(deps.db, query ?? (await callerQuery(deps, caller, filters)), cap);
}

/**
 * The totals of several lists (the dashboard cards), each as `countListed` counts it; those the
 * counters answer are read in one statement.
 */
export async function countListedMany(
  deps: Deps,
  caller: SessionUser,
  filtersList: OrderFilters[],
): Promise<number[]> {
  const totals = filtersList.map((filters) => counterTotal(deps, caller, filters));
  const fromCounters = await repo.readCounters(
    deps.database,
    totals.filter((total): total is SQL => total !== null),
  );
  let next = 0;
  return Promise.all(
    filtersList.map((filters, index) =>
      totals[index] ? (fromCounters[next++] ?? 0) : countListed(deps, caller, filters),
    ),
  );
}

/**
 * A page of orders and its total. A total counted from the rows stops at the configured cap
 * (`cappedPage`); one read from the counters is exact at any size.
 */
export async function listOrders(deps: Deps, caller: SessionUser, query: ListOrdersQuery) {
  const staff = canViewCredit(caller);
  // Staff rows carry credit marks: those a change or the calendar has outdated are computed first.
  if (staff) await refreshCreditMarks(deps.db, { now: deps.now(), strict: deps.config.CREDIT_STRICT });
  // A medical company never sees credit: `sort=risk` is read as the default order (nothing to learn from it).
  const sort = query.sort === 'risk' && !staff ? '-updatedAt' : query.sort;
  const filters = await callerQuery(deps, caller, query);
  const offset = (query.page - 1) * query.pageSize;
  // Totals from the counters are exact at any size; only those counted from the rows stop at the cap.
  const cap = countableByCounters(query) ? Number.POSITIVE_INFINITY : deps.config.SEARCH_EXACT_TOTAL_LIMIT;
  const [rows, counted] = await Promise.all([
    repo.listOrders(deps.db, filters, sort, query.pageSize + 1, offset),
    countListed(deps, caller, query, filters, Number.isFinite(cap) ? cap : undefined),
  ]);
  const { page, total, totalIsEstimate } = cappedPage(
    rows,
    { offset, pageSize: query.pageSize },
    counted,
    cap,
  );
  return {
    orders: page.map((row) => toSummaryDto(row.order, row.warehouse, row.order.lineCount, caller)),
    total,
    totalIsEstimate,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function exportFileName(format: 'xlsx' | 'csv', now: Date) {
  return `orders-export-${riyadhDate(now)}.${format}`;
}

export async function exportOrders(
  deps: Deps,
  caller: SessionUser,
  filters: OrderFilters & { format: 'xlsx' | 'csv' },
  lang: Lang = 'en',
): Promise<ReadableStream<Uint8Array>> {
  const { where } = await callerQuery(deps, caller, filters);
  const { pool } = deps.database;
  // PostgreSQL: one server-side cursor; the embedded database: keyset pages.
  const rows = pool ? repo.streamExportCursor(pool, deps.db, where) : repo.streamExportPages(deps.db, where);
  // The first row is read before the response starts: a query the database refuses answers a
  // JSON error instead of a 200 whose body is cut off (http/streaming.ts).
  return createOrdersExport(filters.format, await firstValueRead(rows), lang);
}
