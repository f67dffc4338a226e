/**
 * Credit marks (DESIGN §11): each order awaiting a credit-checked decision keeps its mark as a
 * rank (orders.credit_rank), so the queue's `sort=risk` and its mark column read an index, not a
 * credit check per row. Triggers (migration 0026) queue a client's account key in the
 * transaction of any change that can move its marks (its orders, its record, its documents, its
 * payments); time moves them too (an invoice turning overdue, a licence expiring), which
 * `credit_marks_valid_until` dates. Before a staff list is read, `refreshCreditMarks` computes
 * the marks of every queued or outdated client again with the domain's credit check.
 */
import {
  CREDIT_DECISION_STATUSES,
  CREDIT_MARK_RANK,
  clientCreditMarks,
  OPEN_ORDER_STATUSES,
  type OrderStatus,
  paymentsToCount,
  riyadhDate,
} from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import type { Deps } from '../../http/context.js';

/** Any number, the same on every instance: one refresh at a time (two would write the same marks). */
const CREDIT_MARKS_LOCK = 7_311_029;
/** Clients computed per transaction. */
const BATCH = 500;

interface Policy {
  now: Date;
  strict: boolean;
}

/**
 * Whether any client's marks are queued or outdated: two index probes, on every staff list read.
 * The earliest date is read as min() (the first entry of clients_marks_valid_idx, whatever the
 * statistics say): as `exists (... where valid_until < today)` the planner, with statistics from
 * before the marks were dated (every client '-infinity'), walked all 100,000 clients instead.
 */
async function anythingToRefresh(db: DbOrTx, today: string): Promise<boolean> {
  const [row] = await queryRows<{ due: boolean }>(
    db,
    sql`select exists (select 1 from credit_mark_queue)
      or coalesce((select min(credit_marks_valid_until) from clients) < ${today}::date, false) as due`,
  );
  return Boolean(row?.due);
}

interface ClientFacts {
  id: string;
  accountNo: string;
  key: string;
  creditLimitSar: string | null;
  status: 'ACTIVE' | 'ON_HOLD' | 'BLOCKED';
  statusReason: string | null;
  licenceExpiry: string | null;
  receivablesImportedAt: Date | null;
}

interface OrderFacts {
  id: string;
  key: string;
  status: OrderStatus;
  withdrawnAt: Date | null;
  totalValueSar: string;
  payableSar: string;
  creditRank: number | null;
}

const listOf = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** The stored facts of these accounts' clients and orders, a few statements for the whole batch. */
async function loadFacts(tx: Tx, keys: string[]) {
  const clients = await queryRows<ClientFacts>(
    tx,
    sql`select id, account_no as "accountNo", lower(account_no) as key, credit_limit_sar as "creditLimitSar",
        status, status_reason as "statusReason", licence_expiry::text as "licenceExpiry",
        receivables_imported_at as "receivablesImportedAt"
      from clients where lower(account_no) = any(${listOf(keys)})`,
  );
  const ids = clients.map((c) => c.id);
  // One after another: a transaction is one connection.
  const documents = await queryRows<{
    clientId: string;
    kind: 'INVOICE' | 'CREDIT_NOTE';
    number: string;
    date: string;
    dueDate: string;
    amountSAR: string;
    openSAR: string;
  }>(
    tx,
    sql`select client_id as "clientId", kind, number, date::text as date, due_date::text as "dueDate",
          amount_sar::text as "amountSAR", open_sar::text as "openSAR"
        from receivable_documents where client_id = any(${sql.param(ids)}::uuid[])`,
  );
  const payments = await queryRows<{
    clientId: string;
    id: string;
    date: string;
    amountSAR: string;
    recordedAt: Date | string;
    source: 'MANUAL' | 'IMPORT';
  }>(
    tx,
    sql`select client_id as "clientId", id, date::text as date, amount_sar::text as "amountSAR",
          recorded_at as "recordedAt", source
        from payments where client_id = any(${sql.param(ids)}::uuid[])`,
  );
  const orders = await queryRows<OrderFacts>(
    tx,
    sql`select id, lower(btrim(client_account_no)) as key, status, withdrawn_at as "withdrawnAt",
          total_value_sar::text as "totalValueSar", payable_sar::text as "payableSar", credit_rank as "creditRank"
        from orders where lower(btrim(client_account_no)) = any(${listOf(keys)})
          and (status = any(${listOf([...CREDIT_DECISION_STATUSES, ...OPEN_ORDER_STATUSES])})
            or credit_rank is not null)`,
  );
  return { clients, documents, payments, orders };
}

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

/** The marks of one batch of accounts, computed and written; answers how many orders changed. */
async function refreshBatch(tx: Tx, keys: string[], policy: Policy): Promise<number> {
  const facts = await loadFacts(tx, keys);
  const clients = new Map(facts.clients.map((c) => [c.key, c]));
  const documents = groupBy(facts.documents, (d) => d.clientId);
  const payments = groupBy(facts.payments, (p) => p.clientId);
  const orders = groupBy(facts.orders, (o) => o.key);
  const ranks: Array<{ id: string; rank: number | null }> = [];
  const validity: Array<{ id: string; until: string }> = [];
  for (const key of keys) {
    const client = clients.get(key) ?? null;
    const clientDocuments = client ? (documents.get(client.id) ?? []) : [];
    const counted = client
      ? paymentsToCount(
          (payments.get(client.id) ?? []).map((p) => ({ ...p, recordedAt: new Date(p.recordedAt) })),
          client.receivablesImportedAt ? new Date(client.receivablesImportedAt) : null,
        ).map(({ id, date, amountSAR }) => ({ id, date, amountSAR }))
      : [];
    const clientOrders = orders.get(key) ?? [];
    const { marks, validUntil } = clientCreditMarks({
      client: client && {
        accountNo: client.accountNo,
        creditLimitSAR: client.creditLimitSar,
        status: client.status,
        statusReason: client.statusReason,
        licenceExpiry: client.licenceExpiry,
      },
      accountNo: key,
      documents: clientDocuments,
      payments: counted,
      orders: clientOrders.map((o) => ({
        id: o.id,
        status: o.status,
        withdrawnAt: o.withdrawnAt,
        totalValueSAR: o.totalValueSar,
        payableSAR: o.payableSar,
      })),
      now: policy.now,
      strict: policy.strict,
    });
    for (const order of clientOrders) {
      const mark = marks.get(order.id) ?? null;
      const rank = mark === null ? null : CREDIT_MARK_RANK[mark];
      if (rank !== order.creditRank) ranks.push({ id: order.id, rank });
    }
    if (client) validity.push({ id: client.id, until: validUntil ?? 'infinity' });
  }
  if (ranks.length)
    await tx.execute(
      sql`update orders set credit_rank = v.rank
        from unnest(${sql.param(ranks.map((r) => r.id))}::uuid[], ${sql.param(ranks.map((r) => r.rank))}::smallint[]) as v(id, rank)
        where orders.id = v.id`,
    );
  if (validity.length)
    await tx.execute(
      sql`update clients set credit_marks_valid_until = v.until
        from unnest(${sql.param(validity.map((v) => v.id))}::uuid[], ${sql.param(validity.map((v) => v.until))}::date[]) as v(id, until)
        where clients.id = v.id`,
    );
  return ranks.length;
}

/**
 * Computes again the marks of every client queued by a change or outdated by the calendar, in
 * batches, one refresh at a time across instances. Cheap when there is nothing to do (the usual
 * case: two index probes). Answers how many orders' marks changed.
 */
export async function refreshCreditMarks(db: DbOrTx, policy: Policy): Promise<number> {
  const today = riyadhDate(policy.now);
  if (!(await anythingToRefresh(db, today))) return 0;
  let changed = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CREDIT_MARKS_LOCK})`);
      // What the queue holds now (committed changes); a change committing later stays queued.
      // Each key once (an import queues a client per statement), up to the newest entry read.
      const queued = await queryRows<{ key: string; upto: string }>(
        tx,
        sql`select account_key as key, max(id)::text as upto from credit_mark_queue
          group by account_key order by min(id) limit ${BATCH}`,
      );
      const outdated = await queryRows<{ key: string }>(
        tx,
        sql`select lower(account_no) as key from clients
          where credit_marks_valid_until < ${today}::date order by credit_marks_valid_until limit ${BATCH}`,
      );
      const keys = [...new Set([...queued.map((q) => q.key), ...outdated.map((o) => o.key)])];
      if (!keys.length) return true;
      changed += await refreshBatch(tx, keys, policy);
      if (queued.length)
        await tx.execute(
          sql`delete from credit_mark_queue q
            using unnest(${sql.param(queued.map((q) => q.key))}::text[], ${sql.param(queued.map((q) => q.upto))}::bigint[]) as v(key, upto)
            where q.account_key = v.key and q.id <= v.upto`,
        );
      return false;
    });
    if (done) return changed;
  }
}

/**
 * After a change of credit facts (an import, a payment): the marks it queued are computed now,
 * so the one who changed them pays, not the next reader of a queue. The change is committed
 * already: a failure here is logged and left to the next refresh (a queue read, housekeeping).
 */
export async function settleCreditMarks(deps: Deps): Promise<void> {
  try {
    await refreshCreditMarks(deps.db, { now: deps.now(), strict: deps.config.CREDIT_STRICT });
  } catch (error) {
    deps.logger.warn('credit marks not refreshed after a credit change', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
