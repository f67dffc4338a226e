/** Clients and credit SQL: the client master, its history, receivable documents and payments; decides nothing. */
import { accountKey, OPEN_ORDER_STATUSES } from '@tawreed/domain';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  clientCreditHistory,
  clients,
  orders,
  payments,
  receivableDocuments,
  users,
} from '../../db/schema.js';

export type ClientRow = typeof clients.$inferSelect;
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
    .where(inArray(sql`lower(${clients.accountNo})`, keys));
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

export function listHistory(db: DbOrTx, clientId: string) {
  return db
    .select({
      id: clientCreditHistory.id,
      at: clientCreditHistory.createdAt,
      actorId: clientCreditHistory.actorId,
      actorName: users.name,
      reason: clientCreditHistory.reason,
      before: clientCreditHistory.before,
      after: clientCreditHistory.after,
    })
    .from(clientCreditHistory)
    .leftJoin(users, eq(users.id, clientCreditHistory.actorId))
    .where(eq(clientCreditHistory.clientId, clientId))
    .orderBy(desc(clientCreditHistory.id));
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

/** Which of these (kind, number) pairs are already stored. */
export async function existingDocuments(db: DbOrTx, keys: Array<{ kind: string; number: string }>) {
  if (!keys.length) return new Set<string>();
  const rows = await db
    .select({ kind: receivableDocuments.kind, number: receivableDocuments.number })
    .from(receivableDocuments)
    .where(inArray(receivableDocuments.number, [...new Set(keys.map((k) => k.number))]));
  return new Set(rows.map((r) => `${r.kind}\u001f${r.number}`));
}

/** Inserts documents, replacing any stored under the same kind and number. */
export async function upsertDocuments(tx: Tx, rows: Array<typeof receivableDocuments.$inferInsert>) {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(receivableDocuments)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [receivableDocuments.kind, receivableDocuments.number],
        set: {
          clientId: sql`excluded.client_id`,
          date: sql`excluded.date`,
          dueDate: sql`excluded.due_date`,
          amountSar: sql`excluded.amount_sar`,
          openSar: sql`excluded.open_sar`,
          importedBy: sql`excluded.imported_by`,
          importedAt: sql`excluded.imported_at`,
        },
      });
  }
}

export async function markReceivablesImported(tx: Tx, clientIds: string[], at: Date) {
  if (!clientIds.length) return;
  await tx.update(clients).set({ receivablesImportedAt: at }).where(inArray(clients.id, clientIds));
}

export function listPayments(db: DbOrTx, clientId: string) {
  return db
    .select({
      id: payments.id,
      date: payments.date,
      amountSar: payments.amountSar,
      reference: payments.reference,
      method: payments.method,
      recordedAt: payments.recordedAt,
      recordedBy: payments.recordedBy,
      recordedByName: users.name,
      source: payments.source,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.recordedBy))
    .where(eq(payments.clientId, clientId))
    .orderBy(desc(payments.date), desc(payments.recordedAt));
}

export async function insertPayment(db: DbOrTx, row: typeof payments.$inferInsert) {
  const [created] = await db.insert(payments).values(row).returning();
  if (!created) throw new Error('payment not stored');
  return created;
}

/** The client's approved, undelivered orders (OPEN_ORDER_STATUSES, not withdrawn). */
export function openOrders(db: DbOrTx, accountNo: string) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      totalValueSar: orders.totalValueSar,
      payableSar: orders.payableSar,
    })
    .from(orders)
    .where(
      and(
        sql`lower(btrim(${orders.clientAccountNo})) = lower(btrim(${accountNo}))`,
        inArray(orders.status, [...OPEN_ORDER_STATUSES]),
        isNull(orders.withdrawnAt),
      ),
    );
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
    .where(inArray(clients.id, [...new Set(ids)].sort()))
    .orderBy(asc(clients.id))
    .for('update');
}

export type PaymentRow = typeof payments.$inferSelect;

/** Every payment of these clients (an import matches its rows to them by reference). */
export async function paymentsOfClients(db: DbOrTx, clientIds: string[]): Promise<PaymentRow[]> {
  if (!clientIds.length) return [];
  return db.select().from(payments).where(inArray(payments.clientId, clientIds));
}

export async function insertPayments(tx: Tx, rows: Array<typeof payments.$inferInsert>) {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(payments).values(rows.slice(i, i + 1000));
}

export async function updatePayment(
  tx: Tx,
  id: string,
  values: Pick<PaymentRow, 'date' | 'amountSar' | 'method'>,
) {
  await tx.update(payments).set(values).where(eq(payments.id, id));
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
    .where(and(inArray(receivableDocuments.clientId, clientIds), sql`${receivableDocuments.openSar} > 0`));
}

/** Marks documents paid: nothing open (the ERP's snapshot no longer lists them). */
export async function closeDocuments(tx: Tx, ids: string[], by: string, at: Date) {
  for (let i = 0; i < ids.length; i += 1000)
    await tx
      .update(receivableDocuments)
      .set({ openSar: '0.00', importedBy: by, importedAt: at })
      .where(inArray(receivableDocuments.id, ids.slice(i, i + 1000)));
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
