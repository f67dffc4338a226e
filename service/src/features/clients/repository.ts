/** Clients and credit SQL: the client master, its history, receivable documents and payments; decides nothing. */
import { accountKey } from '@tawreed/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import {
  clientCreditHistory,
  clients,
  orders,
  payments,
  receivableDocuments,
  users,
} from '../../db/schema.js';

export type ClientRow = typeof clients.$inferSelect;

/** A list as one array parameter: one statement text whatever its length, no parameter per item. */
const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
const uuidArray = (values: readonly string[]) => sql`${sql.param(values)}::uuid[]`;
export type ClientInsert = typeof clients.$inferInsert;

/** The case-insensitive key of an account number (normalised as stored: accountKey), as the unique index reads it. */
const byAccount = (accountNo: string) => sql`lower(${clients.accountNo}) = ${accountKey(accountNo)}`;

export async function findClient(db: DbOrTx, accountNo: string): Promise<ClientRow | null> {
  const [row] = await db.select().from(clients).where(byAccount(accountNo)).limit(1);
  return row ?? null;
}

/** The client row locked for the rest of the transaction (credit changes, the approval's check). */
export async function lockClient(tx: Tx, accountNo: string): Promise<ClientRow | null> {
  const [row] = await tx.select().from(clients).where(byAccount(accountNo)).limit(1).for('update');
  return row ?? null;
}

export async function findClientsByAccounts(db: DbOrTx, accountNos: string[]): Promise<ClientRow[]> {
  if (!accountNos.length) return [];
  const keys = [...new Set(accountNos.map(accountKey))];
  return db
    .select()
    .from(clients)
    .where(sql`lower(${clients.accountNo}) = any(${textArray(keys)})`);
}

export interface ClientFilter {
  q?: string | undefined;
  status?: ClientRow['status'] | undefined;
  /** A medical company's name: only clients its orders named. */
  company?: string | null;
}

/** A search's `like` pattern: lower case, wildcards taken literally, anywhere in the text. */
export const searchPattern = (q: string) =>
  `%${q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function clientWhere(filter: ClientFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q?.trim()) {
    const pattern = searchPattern(filter.q);
    conditions.push(
      sql`(lower(${clients.accountNo}) like ${pattern} or lower(${clients.name}) like ${pattern} or lower(coalesce(${clients.nameAr}, '')) like ${pattern})`,
    );
  }
  if (filter.status) conditions.push(eq(clients.status, filter.status));
  if (filter.company !== undefined && filter.company !== null) {
    conditions.push(
      sql`lower(${clients.accountNo}) in (select lower(btrim(${orders.clientAccountNo})) from ${orders} where ${orders.medicalCompany} = ${filter.company} and ${orders.clientAccountNo} is not null)`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listClients(
  db: DbOrTx,
  filter: ClientFilter,
  place: { offset: number; limit: number },
) {
  const where = clientWhere(filter);
  // One after the other: `db` may be a transaction's single connection.
  const rows = await db
    .select()
    .from(clients)
    .where(where)
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.accountNo))
    .limit(place.limit)
    .offset(place.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(clients).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function insertClient(db: DbOrTx, row: ClientInsert): Promise<ClientRow | null> {
  const [created] = await db.insert(clients).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function updateClient(
  db: DbOrTx,
  id: string,
  values: Partial<ClientInsert>,
): Promise<ClientRow> {
  const [updated] = await db.update(clients).set(values).where(eq(clients.id, id)).returning();
  if (!updated) throw new Error(`client ${id} vanished inside its own transaction`);
  return updated;
}

export async function insertHistory(db: DbOrTx, row: typeof clientCreditHistory.$inferInsert) {
  await db.insert(clientCreditHistory).values(row);
}

/** Rows read with `fields` from a client's table and the user its row names (none: null). */
type WithUser<F extends SelectedFields> = SelectResult<
  F,
  'partial',
  { client_credit_history: 'not-null'; payments: 'not-null'; users: 'nullable' }
>;

/**
 * One client's rows of `table` (its credit history, its payments) as `fields`, in `order`;
 * `fields` may name the user in the `by` column (`users.name`).
 */
async function clientRowsWithUser<F extends SelectedFields>(
  db: DbOrTx,
  table: typeof clientCreditHistory | typeof payments,
  by: PgColumn,
  clientId: string,
  fields: F,
  order: SQL[],
) {
  const rows = await db
    .select(fields as SelectedFields)
    .from(table as PgTable)
    .leftJoin(users, eq(users.id, by))
    .where(eq(table.clientId, clientId))
    .orderBy(...order);
  return rows as WithUser<F>[];
}

export function listHistory(db: DbOrTx, clientId: string) {
  const fields = {
    id: clientCreditHistory.id,
    at: clientCreditHistory.createdAt,
    actorId: clientCreditHistory.actorId,
    actorName: users.name,
    reason: clientCreditHistory.reason,
    before: clientCreditHistory.before,
    after: clientCreditHistory.after,
  };
  return clientRowsWithUser(db, clientCreditHistory, clientCreditHistory.actorId, clientId, fields, [
    desc(clientCreditHistory.id),
  ]);
}

export type DocumentRow = typeof receivableDocuments.$inferSelect;

export function listDocuments(db: DbOrTx, clientId: string) {
  return db
    .select()
    .from(receivableDocuments)
    .where(eq(receivableDocuments.clientId, clientId))
    .orderBy(
      asc(receivableDocuments.dueDate),
      asc(receivableDocuments.date),
      asc(receivableDocuments.number),
    );
}

/** Which of these (kind, number) pairs are already stored: one probe of the (kind, number) key per pair. */
export async function existingDocuments(db: DbOrTx, keys: Array<{ kind: string; number: string }>) {
  if (!keys.length) return new Set<string>();
  const rows = await queryRows<{ kind: string; number: string }>(
    db,
    sql`select d.kind, d.number from unnest(${textArray(keys.map((k) => k.kind))}, ${textArray(keys.map((k) => k.number))}) as v(kind, number)
      join ${receivableDocuments} d on d.kind = v.kind and d.number = v.number`,
  );
  return new Set(rows.map((r) => `${r.kind}\u001f${r.number}`));
}

/** Documents one import writes; who imported them and when are the same for all. */
export interface DocumentWrite {
  clientId: string;
  kind: string;
  number: string;
  date: string;
  dueDate: string;
  amountSar: string;
  openSar: string;
}

/** Rows per statement: each is one INSERT ... SELECT FROM unnest (its statement triggers fire once). */
const WRITE_CHUNK = 10_000;

/**
 * Inserts documents, replacing any stored under the same kind and number: one statement per
 * 10,000 rows, each column one array parameter (the document triggers run once per statement).
 */
export async function upsertDocuments(
  tx: Tx,
  rows: readonly DocumentWrite[],
  by: { importedBy: string; importedAt: Date },
) {
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    const chunk = rows.slice(i, i + WRITE_CHUNK);
    const column = (pick: (row: DocumentWrite) => string) => textArray(chunk.map(pick));
    await tx.execute(sql`insert into ${receivableDocuments}
        (client_id, kind, number, date, due_date, amount_sar, open_sar, imported_by, imported_at)
      select v.client_id::uuid, v.kind, v.number, v.date::date, v.due_date::date, v.amount::numeric,
        v.open::numeric, ${by.importedBy}::uuid, ${by.importedAt.toISOString()}::timestamptz
      from unnest(${column((r) => r.clientId)}, ${column((r) => r.kind)}, ${column((r) => r.number)},
        ${column((r) => r.date)}, ${column((r) => r.dueDate)}, ${column((r) => r.amountSar)},
        ${column((r) => r.openSar)}) as v(client_id, kind, number, date, due_date, amount, open)
      on conflict (kind, number) do update set client_id = excluded.client_id, date = excluded.date,
        due_date = excluded.due_date, amount_sar = excluded.amount_sar, open_sar = excluded.open_sar,
        imported_by = excluded.imported_by, imported_at = excluded.imported_at`);
  }
}

export async function markReceivablesImported(tx: Tx, clientIds: string[], at: Date) {
  if (!clientIds.length) return;
  await tx
    .update(clients)
    .set({ receivablesImportedAt: at })
    .where(sql`${clients.id} = any(${uuidArray(clientIds)})`);
}

export function listPayments(db: DbOrTx, clientId: string) {
  const fields = {
    id: payments.id,
    date: payments.date,
    amountSar: payments.amountSar,
    reference: payments.reference,
    method: payments.method,
    recordedAt: payments.recordedAt,
    recordedBy: payments.recordedBy,
    recordedByName: users.name,
    source: payments.source,
  };
  const order = [desc(payments.date), desc(payments.recordedAt)];
  return clientRowsWithUser(db, payments, payments.recordedBy, clientId, fields, order);
}

export async function insertPayment(db: DbOrTx, row: typeof payments.$inferInsert) {
  const [created] = await db.insert(payments).values(row).returning();
  if (!created) throw new Error('payment not stored');
  return created;
}

export async function findOrder(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      withdrawnAt: orders.withdrawnAt,
      totalValueSar: orders.totalValueSar,
      payableSar: orders.payableSar,
      clientAccountNo: orders.clientAccountNo,
      medicalCompany: orders.medicalCompany,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

/** The clients' rows locked in id order (an import's clients: two imports never wait on each other in a cycle). */
export async function lockClientsById(tx: Tx, ids: string[]) {
  if (!ids.length) return;
  await tx
    .select({ id: clients.id })
    .from(clients)
    .where(sql`${clients.id} = any(${uuidArray([...new Set(ids)].sort())})`)
    .orderBy(asc(clients.id))
    .for('update');
}

export type PaymentRow = typeof payments.$inferSelect;

/** Every payment of these clients (an import matches its rows to them by reference). */
export async function paymentsOfClients(db: DbOrTx, clientIds: string[]): Promise<PaymentRow[]> {
  if (!clientIds.length) return [];
  return db
    .select()
    .from(payments)
    .where(sql`${payments.clientId} = any(${uuidArray(clientIds)})`);
}

/** Payments one import adds (who recorded them, when and from where: the same for all). */
export interface PaymentWrite {
  clientId: string;
  date: string;
  amountSar: string;
  reference: string;
  method: string;
}

export async function insertPayments(
  tx: Tx,
  rows: readonly PaymentWrite[],
  by: { recordedBy: string; recordedAt: Date; source: PaymentRow['source'] },
) {
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    const chunk = rows.slice(i, i + WRITE_CHUNK);
    const column = (pick: (row: PaymentWrite) => string) => textArray(chunk.map(pick));
    await tx.execute(sql`insert into ${payments} (client_id, date, amount_sar, reference, method, recorded_by, recorded_at, source)
      select v.client_id::uuid, v.date::date, v.amount::numeric, v.reference, v.method, ${by.recordedBy}::uuid,
        ${by.recordedAt.toISOString()}::timestamptz, ${by.source}
      from unnest(${column((r) => r.clientId)}, ${column((r) => r.date)}, ${column((r) => r.amountSar)},
        ${column((r) => r.reference)}, ${column((r) => r.method)}) as v(client_id, date, amount, reference, method)`);
  }
}

/** Corrects payments to the figures given (an import's rows for payments already known), in one statement. */
export async function updatePayments(
  tx: Tx,
  rows: ReadonlyArray<{ id: string } & Pick<PaymentRow, 'date' | 'amountSar' | 'method'>>,
) {
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    const chunk = rows.slice(i, i + WRITE_CHUNK);
    await tx.execute(sql`update ${payments} set date = v.date::date, amount_sar = v.amount::numeric, method = v.method
      from unnest(${textArray(chunk.map((r) => r.id))}, ${textArray(chunk.map((r) => r.date))},
        ${textArray(chunk.map((r) => r.amountSar))}, ${textArray(chunk.map((r) => r.method))}) as v(id, date, amount, method)
      where ${payments.id} = v.id::uuid`);
  }
}

/** The documents of these clients still open (a snapshot import closes those absent from its file). */
export function openDocumentsOf(db: DbOrTx, clientIds: string[]) {
  if (!clientIds.length) return Promise.resolve([]);
  return db
    .select({
      id: receivableDocuments.id,
      kind: receivableDocuments.kind,
      number: receivableDocuments.number,
    })
    .from(receivableDocuments)
    .where(
      sql`${receivableDocuments.clientId} = any(${uuidArray(clientIds)}) and ${receivableDocuments.openSar} > 0`,
    );
}

/** Marks documents paid: nothing open (the ERP's snapshot no longer lists them). */
export async function closeDocuments(tx: Tx, ids: string[], by: string, at: Date) {
  for (let i = 0; i < ids.length; i += 1000)
    await tx
      .update(receivableDocuments)
      .set({ openSar: '0.00', importedBy: by, importedAt: at })
      .where(sql`${receivableDocuments.id} = any(${uuidArray(ids.slice(i, i + 1000))})`);
}

/** The order's account number, for the live channel's client:credit after the order moved. */
export async function orderAccountNo(db: DbOrTx, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountNo: orders.clientAccountNo })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.accountNo?.trim() || null;
}
