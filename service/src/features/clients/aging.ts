/**
 * The aging of every client in one SQL statement (DESIGN §11's credit report), equal to the
 * domain's allocateCredits + ageInvoices + computeExposure on the same documents (aging.test.ts
 * checks both on concrete documents). Why a plain aggregate is exact: credits (credit notes'
 * open amounts, then counted payments) are applied to invoices oldest due first, so the total
 * credit C of a client eats its invoices in due-date order, and every invoice of one due date
 * falls in one bucket. With the open invoice sums per bucket b90 (most overdue) .. b1, then not
 * yet due, what stays open of bucket k is greatest(least(b_k, b_90 + .. + b_k − C), 0), and the
 * open receivables are greatest(total − C, 0). Those sums, and the figures after allocation, are
 * stored per client and day (client_aging, migrations 0035 and 0036) and computed again only for
 * clients changed since, so the report reads O(clients), not O(documents), and allocates nothing.
 */
import { normaliseMoney } from '@tawreed/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { searchPattern } from './repository.js';

export const AGING_SORTS = ['overdue', 'exposure', 'd90plus', 'available', 'name'] as const;
export type AgingSort = (typeof AGING_SORTS)[number];

export interface AgingRow {
  accountNo: string;
  name: string;
  nameAr: string | null;
  status: 'ACTIVE' | 'ON_HOLD' | 'BLOCKED';
  creditLimitSAR: string | null;
  openReceivablesSAR: string;
  openOrdersSAR: string;
  exposureSAR: string;
  availableSAR: string | null;
  overdueSAR: string;
  aging: { d1to30: string; d31to60: string; d61to90: string; d90plus: string };
}

export interface AgingTotals {
  clients: number;
  openReceivablesSAR: string;
  openOrdersSAR: string;
  exposureSAR: string;
  overdueSAR: string;
  aging: AgingRow['aging'];
}

/** Ties broken by account number: one total order, so pages never repeat or skip a client. */
const ORDER_BY: Record<AgingSort, SQL> = {
  overdue: sql`overdue desc, account_no`,
  exposure: sql`exposure desc, account_no`,
  d90plus: sql`d90plus desc, account_no`,
  available: sql`available asc nulls last, account_no`,
  name: sql`lower(name), account_no`,
};

/**
 * Computes again, in one statement, the stored sums (client_aging) of every client whose row is
 * missing, outdated by a change (its triggers set day '-infinity') or of another day: the open
 * invoice sums per bucket b90 (most overdue) .. b1 for `today`, their total, and the credit
 * (credit notes' open amounts + the payments domain paymentsToCount counts). A row changed while
 * this ran (its version moved) is left outdated for the next read. The first report of a day
 * reads every document once; the others read only the clients changed since. It stores the
 * figures after allocation too (see the file's comment), so a read only sums them. Usually the
 * outdated rows are found by the day index (every client gets its row when created, migration
 * 0036); `thorough` also finds clients without a row (a read saw one).
 */
async function refreshAging(db: DbOrTx, today: string, thorough: boolean): Promise<void> {
  const day = sql`${today}::date`;
  // A client without a row (restored with its triggers off, say) gets an outdated one first.
  if (thorough) {
    await db.execute(sql`insert into client_aging (client_id, day, version)
      select cl.id, '-infinity'::date, 1 from clients cl
      where not exists (select 1 from client_aging a where a.client_id = cl.id)
      order by 1 on conflict (client_id) do nothing`);
  }
  // Rows a transaction is changing (a client import outdates rows in its file's order) are
  // skipped, never waited for: waiting here, in id order, could deadlock with it. They stay
  // outdated for the next read, which the change's commit makes right.
  const stale = sql`select cl.id, cl.account_no, cl.credit_limit_sar, cl.receivables_imported_at, a.version
      from client_aging a join clients cl on cl.id = a.client_id
      where a.day < ${day} or a.day > ${day}
      for update of a skip locked`;
  await db.execute(sql`
    with stale as (${stale}),
    inv as (
      select client_id,
        coalesce(sum(open_sar) filter (where due_date < ${day} - 90), 0) as b90,
        coalesce(sum(open_sar) filter (where due_date between ${day} - 90 and ${day} - 61), 0) as b61,
        coalesce(sum(open_sar) filter (where due_date between ${day} - 60 and ${day} - 31), 0) as b31,
        coalesce(sum(open_sar) filter (where due_date between ${day} - 30 and ${day} - 1), 0) as b1,
        sum(open_sar) as total
      from receivable_documents
      where kind = 'INVOICE' and open_sar > 0 and client_id in (select id from stale)
      group by client_id
    ),
    notes as (
      select client_id, sum(open_sar) as s from receivable_documents
      where kind = 'CREDIT_NOTE' and open_sar > 0 and client_id in (select id from stale)
      group by client_id
    ),
    paid as (
      -- domain paymentsToCount: after the client's last receivables import only (an imported
      -- payment also dated after that import's Riyadh day).
      select p.client_id, sum(p.amount_sar) as s from payments p join stale c on c.id = p.client_id
      where p.amount_sar > 0 and (c.receivables_imported_at is null or (
        p.recorded_at > c.receivables_imported_at
        and (p.source <> 'IMPORT' or p.date > (c.receivables_imported_at at time zone 'Asia/Riyadh')::date)))
      group by p.client_id
    ),
    sums as (
      select s.id, s.version, s.account_no, s.credit_limit_sar, coalesce(inv.b90, 0) as b90, coalesce(inv.b61, 0) as b61,
        coalesce(inv.b31, 0) as b31, coalesce(inv.b1, 0) as b1, coalesce(inv.total, 0) as total,
        coalesce(notes.s, 0) + coalesce(paid.s, 0) as credit
      from stale s
        left join inv on inv.client_id = s.id
        left join notes on notes.client_id = s.id
        left join paid on paid.client_id = s.id
    ),
    aged as (
      select sums.*, greatest(b90 - credit, 0) as d90plus,
        greatest(least(b61, b90 + b61 - credit), 0) as d61to90,
        greatest(least(b31, b90 + b61 + b31 - credit), 0) as d31to60,
        greatest(least(b1, b90 + b61 + b31 + b1 - credit), 0) as d1to30,
        greatest(total - credit, 0) as receivables
      from sums
    )
    insert into client_aging as a (client_id, day, version, b90, b61, b31, b1, total, credit,
      d90plus, d61to90, d31to60, d1to30, receivables, overdue, account_no, credit_limit_sar)
    select id, ${day}, version, b90, b61, b31, b1, total, credit, d90plus, d61to90, d31to60, d1to30,
      receivables, d90plus + d61to90 + d31to60 + d1to30, account_no, credit_limit_sar
    from aged
    order by id
    on conflict (client_id) do update set day = excluded.day, b90 = excluded.b90, b61 = excluded.b61,
      b31 = excluded.b31, b1 = excluded.b1, total = excluded.total, credit = excluded.credit,
      d90plus = excluded.d90plus, d61to90 = excluded.d61to90, d31to60 = excluded.d31to60,
      d1to30 = excluded.d1to30, receivables = excluded.receivables, overdue = excluded.overdue,
      account_no = excluded.account_no, credit_limit_sar = excluded.credit_limit_sar
    where a.version = excluded.version`);
}

/**
 * One row per client (optionally only those whose name or account matches `q`) from its stored
 * sums: the bucket amounts after allocation, open receivables, open orders, exposure and
 * available. `today` is the Asia/Riyadh day (riyadhDate(now)), an invoice due on it not yet
 * overdue; `stale` says a row was changed after refreshAging (read again).
 */
function agingTable(
  today: string,
  q: string | null,
  columns: SQL = sql`cl.name, cl.name_ar, cl.status`,
): SQL {
  const day = sql`${today}::date`;
  const pattern = q ? searchPattern(q) : null;
  const match = pattern
    ? sql`where lower(cl.account_no) like ${pattern} or lower(cl.name) like ${pattern}
        or lower(coalesce(cl.name_ar, '')) like ${pattern}`
    : sql``;
  return sql`
    select cl.id, cl.account_no, ${columns}, cl.credit_limit_sar, x.*,
      x.receivables + x.open_orders as exposure, cl.credit_limit_sar - (x.receivables + x.open_orders) as available
    from clients cl
      left join client_aging a on a.client_id = cl.id
      left join account_open_orders oo on oo.account_key = lower(cl.account_no)
      cross join lateral (select coalesce(oo.open_sar, 0) as open_orders, a.day is distinct from ${day} as stale,
        coalesce(a.d90plus, 0) as d90plus, coalesce(a.d61to90, 0) as d61to90, coalesce(a.d31to60, 0) as d31to60,
        coalesce(a.d1to30, 0) as d1to30, coalesce(a.receivables, 0) as receivables,
        coalesce(a.overdue, 0) as overdue) x
    ${match}`;
}

/**
 * The same rows for every client, read from client_aging alone (it keeps each client's account
 * number and limit) and the open orders: no pass over the client master. A client without a
 * row is not in it: refreshAging's first run in a process is thorough, and every client created
 * since gets its row (migration 0036).
 */
function agingOfEveryClient(today: string): SQL {
  return sql`
    select a.client_id as id, a.account_no, a.credit_limit_sar, coalesce(oo.open_sar, 0) as open_orders,
      a.day <> ${today}::date as stale, a.d90plus, a.d61to90, a.d31to60, a.d1to30, a.receivables, a.overdue,
      a.receivables + coalesce(oo.open_sar, 0) as exposure,
      a.credit_limit_sar - (a.receivables + coalesce(oo.open_sar, 0)) as available
    from client_aging a left join account_open_orders oo on oo.account_key = lower(a.account_no)`;
}

/** Reads after computing outdated sums; again (a few times) while a concurrent change outdates one. */
/** Whether this process has looked for clients without a client_aging row (once is enough: see agingOfEveryClient). */
let missingRowsChecked = false;

async function readFresh<T>(db: DbOrTx, today: string, read: () => Promise<{ rows: T; stale: boolean }>) {
  for (let attempt = 1; ; attempt++) {
    // The index finds what a change or the calendar outdated; a stale row read means one was missing.
    await refreshAging(db, today, attempt > 1 || !missingRowsChecked);
    missingRowsChecked = true;
    const result = await read();
    if (!result.stale || attempt === 3) return result.rows;
  }
}

interface RawRow {
  account_no: string;
  stale: boolean;
  name: string;
  name_ar: string | null;
  status: AgingRow['status'];
  credit_limit_sar: string | null;
  open_orders: string;
  receivables: string;
  exposure: string;
  available: string | null;
  overdue: string;
  d1to30: string;
  d31to60: string;
  d61to90: string;
  d90plus: string;
}

/** SQL numeric (a sum, or the literal 0 of greatest/coalesce) as the wire's "1234.50". */
const money = (value: string | number) => normaliseMoney(String(value));

function toRow(r: RawRow): AgingRow {
  return {
    accountNo: r.account_no,
    name: r.name,
    nameAr: r.name_ar,
    status: r.status,
    creditLimitSAR: r.credit_limit_sar === null ? null : money(r.credit_limit_sar),
    openReceivablesSAR: money(r.receivables),
    openOrdersSAR: money(r.open_orders),
    exposureSAR: money(r.exposure),
    availableSAR: r.available === null ? null : money(r.available),
    overdueSAR: money(r.overdue),
    aging: {
      d1to30: money(r.d1to30),
      d31to60: money(r.d31to60),
      d61to90: money(r.d61to90),
      d90plus: money(r.d90plus),
    },
  };
}

/** How many of the largest exposures the report lists beside its page. */
export const LARGEST_EXPOSURES = 10;

type ReportRow = RawRow & {
  part: 'page' | 'largest';
  n: string | number;
  t_receivables: string | null;
  t_orders: string | null;
  t_exposure: string | null;
  t_overdue: string | null;
  t1: string | null;
  t31: string | null;
  t61: string | null;
  t90: string | null;
  stale_n: string | number;
};

/**
 * Brings every client's stored sums to `today` ahead of the first reader: the housekeeping pass
 * after midnight Riyadh does the day's one full computation (seconds over millions of
 * documents), so the first report of the day reads like the others.
 */
export async function refreshAgingSums(db: DbOrTx, today: string): Promise<void> {
  await refreshAging(db, today, false);
}

/**
 * A page of the aging report sorted in SQL, the totals over every matching client and the
 * largest exposures: one statement over the stored per-client sums (refreshAging). The rows are
 * computed once (materialized), then summed in one pass; the page and the largest exposures are
 * each a top-N of them (no sort of every client), in report order.
 */
export async function agingReport(
  db: DbOrTx,
  query: { today: string; q: string | null; sort: AgingSort; page: number; pageSize: number },
) {
  const from = (query.page - 1) * query.pageSize;
  const rows = await readFresh(db, query.today, async () => {
    const read = await queryRows<ReportRow>(
      db,
      // Every client's row is narrow (what sorting and summing need); the 60 rows read get their names after.
      sql`with a as materialized (${
        query.q || query.sort === 'name'
          ? agingTable(query.today, query.q, sql`cl.name`)
          : agingOfEveryClient(query.today)
      }),
      sums as (
        select count(*) as n, sum(receivables) as t_receivables, sum(open_orders) as t_orders,
          sum(d1to30) as t1, sum(d31to60) as t31, sum(d61to90) as t61, sum(d90plus) as t90,
          count(*) filter (where stale) as stale_n
        from a
      ),
      -- Exposure and overdue are sums of these per client: their totals are the totals' sums.
      totals as (select sums.*, t_receivables + t_orders as t_exposure, t1 + t31 + t61 + t90 as t_overdue from sums),
      page as (select 'page' as part, row_number() over (order by ${ORDER_BY[query.sort]}) as rn, p.*
        from (select * from a order by ${ORDER_BY[query.sort]} limit ${query.pageSize} offset ${from}) p),
      largest as (select 'largest' as part, row_number() over (order by exposure desc, account_no) as rn, l.*
        from (select * from a where exposure > 0 order by exposure desc, account_no limit ${LARGEST_EXPOSURES}) l)
      select totals.*, r.*, c.name, c.name_ar, c.status
      from totals left join (select * from page union all select * from largest) r on true
        left join clients c on c.id = r.id
      order by r.part desc, r.rn`,
    );
    return { rows: read, stale: Number(read[0]?.stale_n ?? 0) > 0 };
  });
  const first = rows[0];
  const totals: AgingTotals = {
    clients: first ? Number(first.n) : 0,
    openReceivablesSAR: money(first?.t_receivables ?? 0),
    openOrdersSAR: money(first?.t_orders ?? 0),
    exposureSAR: money(first?.t_exposure ?? 0),
    overdueSAR: money(first?.t_overdue ?? 0),
    aging: {
      d1to30: money(first?.t1 ?? 0),
      d31to60: money(first?.t31 ?? 0),
      d61to90: money(first?.t61 ?? 0),
      d90plus: money(first?.t90 ?? 0),
    },
  };
  return {
    clients: rows.filter((r) => r.part === 'page').map(toRow),
    largestExposures: rows.filter((r) => r.part === 'largest').map(toRow),
    totals,
  };
}

/** Every matching client's row in report order (the export); `limit` caps what one file holds. */
export async function agingRows(
  db: DbOrTx,
  query: { today: string; q: string | null; sort: AgingSort; limit: number },
): Promise<AgingRow[]> {
  const rows = await readFresh(db, query.today, async () => {
    const read = await queryRows<RawRow>(
      db,
      sql`select * from (${agingTable(query.today, query.q)}) a order by ${ORDER_BY[query.sort]} limit ${query.limit}`,
    );
    return { rows: read, stale: read.some((r) => r.stale) };
  });
  return rows.map(toRow);
}
