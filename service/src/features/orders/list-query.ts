/**
 * The order list as SQL: the caller's scope and the dashboard filters, search by client, account,
 * external ref or id prefix, the sorts, and the totals (counted up to a cap, or read from the
 * counters). The repository re-exports it.
 */
import { type ApprovalStage, approvalStageMask, type OrderStatus } from '@tawreed/domain';
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Database, type DbOrTx, queryPreparedRows, queryRows } from '../../db/client.js';
import {
  approvalDayCounts,
  orderApprovalDays,
  orderCounts,
  orders,
  warehouseRecords,
} from '../../db/schema.js';
import type { OrderFilters, OrderSort } from './list-dto.js';
import { searchTerms } from './search-terms.js';

/** Who may see what (DESIGN §3): a company sees its own orders; staff and the sales rep see all. */
export interface OrderScope {
  medicalCompany: string | null;
  ownerId: string | null;
}

const UUID_PREFIX = /^[0-9a-f-]{1,36}$/i;

/**
 * `column` equals one of `values`, as one array parameter: the SQL text is the same whatever the
 * list's length (unlike `in (...)`), which a prepared statement needs, and a long list stays one value.
 */
const anyOf = (column: PgColumn, values: readonly string[]) =>
  sql`${column} = any(${sql.param(values)}::text[])`;

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Beyond this many matching names and account numbers a search is too broad for equality to
 * help; it then compares every order's values directly (the same answer, read the slow way).
 */
const MAX_SEARCH_TERMS = 2000;

/**
 * The word of the query the external-ref trigram index should look up: the longest run of
 * letters and digits, a run with digits first (reference numbers are where refs differ; their
 * shared prefixes like "PO-" are in every row and would make the index read everything).
 */
function distinctiveWord(q: string): string {
  const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
  let best = '';
  const score = (word: string) => (/\p{N}/u.test(word) ? 1000 : 0) + word.length;
  for (const word of words) if (score(word) > score(best)) best = word;
  return best;
}

/** Where a uuid's dashes stand: a query with a dash anywhere else is not an id prefix ("c-77"). */
const UUID_DASHES = new Set([8, 13, 18, 23]);

/** An order id prefix as a range on the uuid, so the primary key index answers it. */
function idPrefixRange(q: string): SQL | undefined {
  if (!UUID_PREFIX.test(q)) return undefined;
  for (let i = 0; i < q.length; i++) if (q[i] === '-' && !UUID_DASHES.has(i)) return undefined;
  const hex = q.toLowerCase().replace(/-/g, '');
  if (hex.length > 32 || !/^[0-9a-f]*$/.test(hex)) return undefined;
  const low = `${hex}${'0'.repeat(32 - hex.length)}`;
  const high = `${hex}${'f'.repeat(32 - hex.length)}`;
  return sql`${orders.id} between ${low}::uuid and ${high}::uuid`;
}

/**
 * `q`: client name, account number or external ref containing it (case-insensitive), or an
 * order id starting with it. Names and accounts go through the search-terms dictionary and
 * become equality; the external ref is looked up by its most distinctive word and then
 * checked in full. A query too broad for the dictionary reads each order's `searchText` once
 * (lower() on both sides is what ILIKE does in a multi-byte database).
 */
async function searchArms(db: DbOrTx, q: string): Promise<{ arms: SQL[]; indexed: boolean }> {
  const pattern = `%${escapeLike(q)}%`;
  const terms = await searchTerms(db).matching(q, MAX_SEARCH_TERMS);
  const range = idPrefixRange(q);
  // `q` holds no control character (the domain's text rule), so no match spans two fields.
  if (terms === null) {
    const arms = [sql`${orders.searchText} like lower(${pattern})`];
    return { arms: range ? [...arms, range] : arms, indexed: false };
  }
  const arms: SQL[] = [];
  if (terms.length) {
    arms.push(anyOf(orders.clientName, terms), anyOf(orders.clientAccountNo, terms));
  }
  const word = distinctiveWord(q);
  if (word.length >= 3 && word.length < q.length) {
    // The index reads the word's trigrams only; lower() keeps the full check out of the index.
    arms.push(
      sql`(${orders.externalRef} ilike ${`%${escapeLike(word)}%`} and lower(${orders.externalRef}) like lower(${pattern}))`,
    );
  } else {
    arms.push(sql`${orders.externalRef} ilike ${pattern}`);
  }
  if (range) arms.push(range);
  return { arms, indexed: true };
}

/** The list's filters as SQL: `where` for reading rows, and how to count them quickly. */
export interface OrderQuery {
  where: SQL | undefined;
  /**
   * With a search, each of its alternatives joined with the other filters: the total is the
   * size of their union, each part read from one index (see migration 0007).
   */
  searchParts: SQL[] | null;
  /**
   * Without a search, with several statuses: the filters once per status, each a range of one
   * status index (orders_status_updated_idx, or orders_company_status_updated_idx for a company).
   */
  statusParts: SQL[] | null;
}

/** Today's approvals by the caller's stage (the `approvedToday` filter): which stages, which Riyadh day. */
export interface ApprovalsToday {
  stages: readonly ApprovalStage[];
  day: string;
}

/** Orders that one of `stages` approved on the Riyadh `day` (recorded by insertHistory). */
function approvedOn(approvals: ApprovalsToday | undefined): SQL {
  const mask = approvalStageMask(approvals?.stages ?? []);
  if (!approvals || !mask) return sql`false`;
  const approved = sql`select ${orderApprovalDays.orderId} from ${orderApprovalDays}
    where ${orderApprovalDays.day} = ${approvals.day}::date and (${orderApprovalDays.stages} & ${mask}) <> 0`;
  return sql`${orders.id} in (${approved})`;
}

/** How many orders one of `stages` approved on `day`, from the counters: a few rows whatever the volume. */
export function approvedFromCounters(companies: string[] | null, approvals: ApprovalsToday): SQL {
  const mask = approvalStageMask(approvals.stages);
  if (!mask) return sql`0`;
  const conditions = [
    eq(approvalDayCounts.day, approvals.day),
    sql`(${approvalDayCounts.stages} & ${mask}) <> 0`,
    companies ? anyOf(approvalDayCounts.medicalCompany, companies) : undefined,
  ];
  return sql`(select coalesce(sum(${approvalDayCounts.count}), 0)::int from ${approvalDayCounts} where ${and(...conditions)})`;
}

/** The caller's scope plus the dashboard filters. */
export async function orderQuery(
  db: DbOrTx,
  scope: OrderScope,
  filters: OrderFilters,
  approvals?: ApprovalsToday,
): Promise<OrderQuery> {
  const conditions: SQL[] = [];
  if (filters.approvedToday) conditions.push(approvedOn(approvals));
  if (scope.medicalCompany !== null) conditions.push(eq(orders.medicalCompany, scope.medicalCompany));
  if (filters.mine && scope.ownerId) conditions.push(eq(orders.companyId, scope.ownerId));
  const others: SQL[] = [];
  if (filters.deliveryStatus) others.push(eq(orders.deliveryStatus, filters.deliveryStatus));
  if (filters.branchFilter) others.push(eq(orders.medicalCompany, filters.branchFilter));
  if (filters.dateFrom) others.push(gte(orders.orderDate, filters.dateFrom));
  if (filters.dateTo) others.push(lte(orders.orderDate, filters.dateTo));
  const statuses = [...new Set(filters.status ?? [])];
  const status = statuses.length ? [inArray(orders.status, statuses)] : [];
  const filtered = [...conditions, ...status, ...others];
  const q = filters.q?.trim();
  if (!q) {
    const statusParts =
      statuses.length > 1
        ? statuses.map((one) => and(...conditions, eq(orders.status, one), ...others) as SQL)
        : null;
    return { where: filtered.length ? and(...filtered) : undefined, searchParts: null, statusParts };
  }
  const { arms, indexed } = await searchArms(db, q);
  return {
    where: and(...filtered, or(...arms)),
    // Too broad for the dictionary: one pass over the orders counts it faster than a union.
    searchParts: indexed ? arms.map((arm) => and(...filtered, arm) ?? arm) : null,
    statusParts: null,
  };
}

const SORTS: Record<OrderSort, SQL[]> = {
  '-updatedAt': [desc(orders.updatedAt), desc(orders.id)],
  updatedAt: [asc(orders.updatedAt), asc(orders.id)],
  '-orderDate': [desc(orders.orderDate), desc(orders.id)],
  orderDate: [asc(orders.orderDate), asc(orders.id)],
  '-totalValueSAR': [desc(orders.totalValueSar), desc(orders.id)],
  totalValueSAR: [asc(orders.totalValueSar), asc(orders.id)],
  // Blocked, override needed, clear, then no mark (nulls last); newest first within each
  // (orders_credit_rank_idx). Staff only: list-service reads a company's `risk` as the default.
  risk: [asc(orders.creditRank), desc(orders.updatedAt), desc(orders.id)],
};

/** The sorts a status's own index range is read in (orders_status_updated_idx and its company twin). */
const STATUS_RANGE_SORTS: ReadonlySet<OrderSort> = new Set(['-updatedAt', 'updatedAt']);
/**
 * Past this many rows (offset + limit) the merge reads more than the planner's own way for a deep
 * page, which sorts the statuses' index range (at a million orders: 26 against 395 ms at row 1,000,
 * even at 3,000, 191 against 39 ms at 10,000).
 */
const STATUS_MERGE_ROWS = 2_000;

/**
 * A page of the list. Several statuses in the updated order are read as each status's first
 * `offset + limit` rows from its own index range, merged: one walk of orders_updated_idx that
 * filters the other statuses out reads past every order that has moved on since (the Sales &
 * Collection queue, whose newest orders have all moved on to Credit Review: 50,000 rows for a
 * page of 25, 120 ms at a million orders). The statuses are disjoint, so the merge's first rows
 * are the list's. Deep pages are left to the planner (STATUS_MERGE_ROWS).
 */
export function listOrders(db: DbOrTx, query: OrderQuery, sort: OrderSort, limit: number, offset: number) {
  const order = SORTS[sort];
  let where = query.where;
  if (query.statusParts && STATUS_RANGE_SORTS.has(sort) && offset + limit <= STATUS_MERGE_ROWS) {
    const heads = query.statusParts.map(
      (part) =>
        sql`(select ${orders.id} from ${orders} where ${part} order by ${sql.join(order, sql`, `)} limit ${offset + limit})`,
    );
    where = sql`${orders.id} in (${sql.join(heads, sql` union all `)})`;
  }
  return db
    .select({ order: orders, warehouse: warehouseRecords })
    .from(orders)
    .leftJoin(warehouseRecords, eq(warehouseRecords.orderId, orders.id))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/**
 * How many orders match; with `cap`, counting stops past it (an answer above `cap` means "more
 * than cap"), so a broad search costs the same at a million orders as at ten thousand. A search
 * counts its first alternative alone first (client names: where broad words match): when that
 * already passes the cap, the union of the others is never read.
 */
export async function countOrders(db: DbOrTx, query: OrderQuery, cap?: number) {
  const limit = cap === undefined ? sql`` : sql` limit ${cap + 1}`;
  const [first, ...rest] = query.searchParts ?? [];
  if (first && cap !== undefined && rest.length) {
    // Each part capped on its own: if any part reaches cap + 1, so does their union.
    const part = (where: SQL) => sql`(select ${orders.id} from ${orders} where ${where}${limit})`;
    const union = sql.join([sql`select id from head`, ...rest.map(part)], sql` union `);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`with head as materialized ${part(first)}
        select case when (select count(*) from head) > ${cap} then ${cap + 1}
          else (select count(*) from (${union}) as matches) end::int as n`,
    );
    return Number(row?.n ?? 0);
  }
  if (query.searchParts) {
    const parts = sql.join(
      query.searchParts.map((part) => sql`(select ${orders.id} from ${orders} where ${part}${limit})`),
      sql` union `,
    );
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (${parts}) as matches`,
    );
    return Number(row?.n ?? 0);
  }
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${orders}${query.where ? sql` where ${query.where}` : sql``}${limit}) as matches`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The total from the counters when the filters are only company and status (the dashboard's
 * common case), so a page of a million orders does not count them one by one.
 */
export function totalFromCounters(
  companies: string[] | null,
  statuses: readonly OrderStatus[] | null,
  ownerId: string | null = null,
): SQL {
  const conditions: SQL[] = [];
  if (ownerId) conditions.push(eq(orderCounts.ownerId, ownerId));
  if (companies) conditions.push(anyOf(orderCounts.medicalCompany, companies));
  if (statuses) conditions.push(anyOf(orderCounts.status, statuses));
  const where = conditions.length ? sql` where ${and(...conditions)}` : sql``;
  return sql`(select coalesce(sum(${orderCounts.count}), 0)::int from ${orderCounts}${where})`;
}

/** Several totals from the counters (`totalFromCounters`, `approvedFromCounters`) in one statement. */
export async function readCounters(
  database: Pick<Database, 'db' | 'pool'>,
  totals: SQL[],
): Promise<number[]> {
  if (!totals.length) return [];
  const columns = sql.join(
    totals.map((total, index) => sql`${total} as ${sql.identifier(`n${index}`)}`),
    sql`, `,
  );
  const [row] = await queryPreparedRows<Record<string, number>>(database, sql`select ${columns}`);
  return totals.map((_, index) => Number(row?.[`n${index}`] ?? 0));
}
