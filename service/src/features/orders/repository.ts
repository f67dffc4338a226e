import { approvalStage, approvalStageMask, type OrderStatus, riyadhDate } from '@tawreed/domain';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import {
  type DbOrTx,
  findUserRow,
  lostNamedStatement,
  namingPool,
  queryRows,
  statementName,
} from '../../db/client.js';
import { decodeRow, decodeRows, jsonObjectOf, jsonRows } from '../../db/json-rows.js';
import {
  appeals,
  files,
  orderApprovalDays,
  orderCounts,
  orderHistory,
  orderLines,
  orders,
  rejections,
  tempFiles,
  users,
  warehouseRecords,
} from '../../db/schema.js';
import type { ExportOrderRow } from '../spreadsheets/export.js';
import { type ExportQuery, readAhead, streamCursor } from './export-cursor.js';

export type OrderRow = typeof orders.$inferSelect;
export type WarehouseRow = typeof warehouseRecords.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type FileRow = Omit<typeof files.$inferSelect, 'content' | 'storageKey' | 'checksum'>;

const fileColumns = {
  id: files.id,
  orderId: files.orderId,
  appealId: files.appealId,
  kind: files.kind,
  fileName: files.fileName,
  storedName: files.storedName,
  contentType: files.contentType,
  sizeBytes: files.sizeBytes,
  uploadedBy: files.uploadedBy,
  createdAt: files.createdAt,
};

/** The row an INSERT ... RETURNING wrote (it always writes one; an empty answer is a fault, not a 404). */
function written<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('the database returned no row for a write');
  return row;
}

/**
 * The order_counts rows a change of status moves: -1 on `from`, +1 on `to`, in the writer's
 * stripe (counter_stripe()) and in key order, so concurrent moves neither queue on one row nor
 * deadlock. `source` is a query whose rows are the changed orders (a CTE name or a table
 * expression with medical_company and company_id); answers the statement to run or embed.
 */
export function moveCountSql(
  order: { medicalCompany: string; companyId: string },
  from: OrderStatus | null,
  to: OrderStatus | null,
) {
  const changes = [...(from ? [sql`(${from}::text, -1)`] : []), ...(to ? [sql`(${to}::text, 1)`] : [])];
  return sql`insert into ${orderCounts} (medical_company, owner_id, status, stripe, count)
    select ${order.medicalCompany}, ${order.companyId}::uuid, d.status, counter_stripe(), d.delta
    from (values ${sql.join(changes, sql`, `)}) as d(status, delta) order by d.status
    on conflict (medical_company, owner_id, status, stripe) do update set count = ${orderCounts.count} + excluded.count`;
}

/** Keeps order_counts current for one order's change of status (see moveCountSql). */
export async function moveCount(
  tx: DbOrTx,
  order: { medicalCompany: string; companyId: string },
  from: OrderStatus | null,
  to: OrderStatus | null,
) {
  if (from === to) return;
  await tx.execute(moveCountSql(order, from, to));
}

export async function insertOrder(tx: DbOrTx, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const row = written(await tx.insert(orders).values(values).returning());
  await moveCount(tx, row, null, row.status);
  return row;
}

export async function deleteOrder(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'medicalCompany' | 'companyId' | 'status'>,
) {
  const removed = await tx.delete(orders).where(eq(orders.id, order.id)).returning({ id: orders.id });
  if (removed.length) await moveCount(tx, order, order.status, null);
  return removed.length > 0;
}

export async function replaceLines(
  tx: DbOrTx,
  orderId: string,
  lines: Array<Omit<typeof orderLines.$inferInsert, 'orderId' | 'position'>>,
) {
  await tx.delete(orderLines).where(eq(orderLines.orderId, orderId));
  await tx.update(orders).set({ lineCount: lines.length }).where(eq(orders.id, orderId));
  if (lines.length === 0) return;
  // Chunked so a 5,000-line order stays under the driver's parameter limit.
  for (let start = 0; start < lines.length; start += 1000) {
    await tx
      .insert(orderLines)
      .values(
        lines
          .slice(start, start + 1000)
          .map((line, index) => ({ ...line, orderId, position: start + index + 1 })),
      );
  }
}

/**
 * The queries every order detail runs (an action's answer, GET /api/orders/{id}), built once per
 * database (or transaction) with the order id as a placeholder: building a select of every
 * column of orders and its warehouse record costs more CPU than the database takes to run it.
 * On a PostgreSQL pool they are named prepared statements (parsed and planned once per
 * connection, client.ts's namingPool), unnamed in a transaction or once a pooler lost one.
 */
const detailQueries = new WeakMap<DbOrTx, ReturnType<typeof buildDetailQueries>>();
const namedDetailQueries = new WeakMap<DbOrTx, ReturnType<typeof buildDetailQueries>>();
const UNNAMED = undefined as unknown as string;

function buildDetailQueries(db: DbOrTx, named: boolean) {
  const id = sql.placeholder('id');
  const nameOf = (query: { toSQL(): { sql: string } }) =>
    named ? statementName(query.toSQL().sql) : UNNAMED;
  const appealsOfOrder = db.select({ id: appeals.id }).from(appeals).where(eq(appeals.orderId, id));
  const order = db
    .select({ order: orders, warehouse: warehouseRecords })
    .from(orders)
    .leftJoin(warehouseRecords, eq(warehouseRecords.orderId, orders.id))
    .where(eq(orders.id, id));
  const lines = db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.position));
  const history = db
    .select({ entry: orderHistory, actor: personColumns })
    .from(orderHistory)
    .leftJoin(users, eq(users.id, orderHistory.actorId))
    .where(eq(orderHistory.orderId, id))
    .orderBy(asc(orderHistory.seq));
  const attached = db
    .select(fileColumns)
    .from(files)
    .where(or(eq(files.orderId, id), inArray(files.appealId, appealsOfOrder)))
    .orderBy(asc(files.createdAt));
  const whole = db
    .select({
      order: orders,
      warehouse: warehouseRecords,
      lines: jsonRows(
        jsonObjectOf(lineColumns),
        sql`from ${orderLines} where ${orderLines.orderId} = ${orders.id}`,
        sql`${orderLines.position}`,
      ),
      history: jsonRows(
        sql`json_build_object('entry', ${jsonObjectOf(historyColumns)}, 'actor',
          case when ${users.id} is null then null else ${jsonObjectOf(personColumns)} end)`,
        sql`from ${orderHistory} left join ${users} on ${users.id} = ${orderHistory.actorId}
          where ${orderHistory.orderId} = ${orders.id}`,
        sql`${orderHistory.seq}`,
      ),
      files: jsonRows(
        jsonObjectOf(fileColumns),
        sql`from ${files} where ${files.orderId} = ${orders.id}
          or ${files.appealId} in (select ${appeals.id} from ${appeals} where ${appeals.orderId} = ${orders.id})`,
        sql`${files.createdAt}`,
      ),
    })
    .from(orders)
    .leftJoin(warehouseRecords, eq(warehouseRecords.orderId, orders.id))
    .where(eq(orders.id, id));
  return {
    whole: whole.prepare(nameOf(whole)),
    order: order.prepare(nameOf(order)),
    lines: lines.prepare(nameOf(lines)),
    history: history.prepare(nameOf(history)),
    files: attached.prepare(nameOf(attached)),
  };
}

/** Runs `run` on the detail queries: named on a pool that allows it, else unnamed. */
async function runDetail<T>(db: DbOrTx, run: (queries: ReturnType<typeof buildDetailQueries>) => Promise<T>) {
  const pool = namingPool(db);
  if (pool) {
    try {
      return await run(detail(db, true));
    } catch (err) {
      if (!lostNamedStatement(pool, err)) throw err;
    }
  }
  return run(detail(db, false));
}

function detail(db: DbOrTx, named: boolean) {
  const cache = named ? namedDetailQueries : detailQueries;
  const known = cache.get(db);
  if (known) return known;
  const queries = buildDetailQueries(db, named);
  cache.set(db, queries);
  return queries;
}

const lineColumns = getTableColumns(orderLines);
const historyColumns = getTableColumns(orderHistory);
type HistoryRow = { entry: typeof orderHistory.$inferSelect; actor: Person | null };
type Person = Pick<typeof users.$inferSelect, keyof typeof personColumns>;

/**
 * The order with its warehouse record, lines, history (with each actor) and files, in one
 * statement (every order detail, an action's answer among them): the children come as JSON
 * (db/json-rows.ts), in the orders of findLines, findHistory and findOrderFiles.
 */
export async function findOrderWhole(db: DbOrTx, id: string) {
  const [row] = await runDetail(db, (queries) => queries.whole.execute({ id }));
  if (!row) return undefined;
  return {
    order: row.order,
    warehouse: row.warehouse,
    lines: decodeRows(row.lines, (item) => decodeRow<LineRow>(lineColumns, item)!),
    history: decodeRows(
      row.history,
      (item): HistoryRow => ({
        entry: decodeRow<HistoryRow['entry']>(historyColumns, item.entry as Record<string, unknown>)!,
        actor: decodeRow<Person>(personColumns, item.actor as Record<string, unknown> | null),
      }),
    ),
    files: decodeRows(row.files, (item) => decodeRow<FileRow>(fileColumns, item)!),
  };
}

export async function findOrder(db: DbOrTx, id: string) {
  const [row] = await runDetail(db, (queries) => queries.order.execute({ id }));
  return row;
}

/** Locks the order row for the rest of the transaction (PostgreSQL; PGlite is single-connection). */
export async function lockOrder(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export function findLines(db: DbOrTx, orderId: string) {
  return runDetail(db, (queries) => queries.lines.execute({ id: orderId }));
}

export async function countLines(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return Number(row?.n ?? 0);
}

/** Who did something (a history entry's actor, an appeal's submitter), as the order's DTOs show them. */
export const personColumns = { id: users.id, name: users.name, email: users.email, role: users.role };

export function findHistory(db: DbOrTx, orderId: string) {
  return runDetail(db, (queries) => queries.history.execute({ id: orderId }));
}

/** A history entry; an approval also marks its stage on the order's Riyadh day (the "Approved Today" counters). */
export async function insertHistory(tx: DbOrTx, values: typeof orderHistory.$inferInsert) {
  const row = written(await tx.insert(orderHistory).values(values).returning());
  const stage = row.fromStatus ? approvalStage(row.action, row.fromStatus) : null;
  if (stage) await recordApproval(tx, row.orderId, approvalStageMask([stage]), riyadhDate(row.createdAt));
  return row;
}

/** Adds `stages` to the order's approvals of `day`; unchanged bits write nothing (the counters' trigger stays quiet). */
async function recordApproval(tx: DbOrTx, orderId: string, stages: number, day: string) {
  await tx.execute(sql`insert into ${orderApprovalDays} (day, order_id, medical_company, stages)
    select ${day}::date, ${orders.id}, ${orders.medicalCompany}, ${stages}::smallint from ${orders} where ${orders.id} = ${orderId}
    on conflict (day, order_id) do update set stages = ${orderApprovalDays.stages} | excluded.stages
    where (${orderApprovalDays.stages} | excluded.stages) <> ${orderApprovalDays.stages}`);
}

/** Every file of an order: its uploads, the delivery invoice and its appeal's evidence. */
export function findOrderFiles(db: DbOrTx, orderId: string) {
  return runDetail(db, (queries) => queries.files.execute({ id: orderId }));
}

/** The object keys of every file of an order (before the order and its files are removed). */
export async function orderObjectKeys(db: DbOrTx, orderId: string): Promise<string[]> {
  const appealsOfOrder = db.select({ id: appeals.id }).from(appeals).where(eq(appeals.orderId, orderId));
  const rows = await db
    .select({ key: files.storageKey })
    .from(files)
    .where(
      and(
        or(eq(files.orderId, orderId), inArray(files.appealId, appealsOfOrder)),
        isNotNull(files.storageKey),
      ),
    );
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

export async function findFileKinds(db: DbOrTx, orderId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ kind: files.kind })
    .from(files)
    .where(and(eq(files.orderId, orderId), isNull(files.appealId)));
  return new Set(rows.map((row) => row.kind));
}

export async function insertFile(tx: DbOrTx, values: typeof files.$inferInsert): Promise<FileRow> {
  return written(await tx.insert(files).values(values).returning(fileColumns));
}

/** A stored file with its bytes and the order it belongs to (directly or through an appeal). */
export async function findFileWithOrder(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({
      file: files,
      orderId: sql<string>`coalesce(${files.orderId}, ${appeals.orderId})`,
    })
    .from(files)
    .leftJoin(appeals, eq(appeals.id, files.appealId))
    .where(where);
  return row;
}

export { files as filesTable };

/** Applies a change only if the order is still in the status and version the caller saw. */
export async function updateOrderIf(
  tx: DbOrTx,
  id: string,
  expected: { status: OrderStatus; version: number },
  set: Partial<typeof orders.$inferInsert>,
) {
  const [row] = await tx
    .update(orders)
    .set({ ...set, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, id), eq(orders.status, expected.status), eq(orders.version, expected.version)))
    .returning();
  return row;
}

export async function upsertWarehouse(
  tx: DbOrTx,
  orderId: string,
  set: Partial<typeof warehouseRecords.$inferInsert>,
) {
  return written(
    await tx
      .insert(warehouseRecords)
      .values({ orderId, ...set })
      .onConflictDoUpdate({ target: warehouseRecords.orderId, set })
      .returning(),
  );
}

export async function insertRejection(tx: DbOrTx, values: typeof rejections.$inferInsert) {
  await tx.insert(rejections).values(values);
}

export async function findLatestRejection(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ rejection: rejections, actor: { id: users.id, name: users.name, email: users.email } })
    .from(rejections)
    .innerJoin(users, eq(users.id, rejections.actorId))
    .where(eq(rejections.orderId, orderId))
    .orderBy(desc(rejections.createdAt))
    .limit(1);
  return row;
}

export async function insertTempFile(tx: DbOrTx, values: typeof tempFiles.$inferInsert) {
  return written(
    await tx.insert(tempFiles).values(values).returning({
      id: tempFiles.id,
      fileName: tempFiles.fileName,
      sizeBytes: tempFiles.sizeBytes,
      expiresAt: tempFiles.expiresAt,
    }),
  );
}

export function findTempFile(db: DbOrTx, id: string, userId: string) {
  return findUserRow(db, tempFiles, id, userId);
}

export async function deleteTempFile(tx: DbOrTx, id: string) {
  await tx.delete(tempFiles).where(eq(tempFiles.id, id));
}

export * from './list-query.js';

// ---- export ----

/** One export row as the database hands it over (every value already the file's text), with its keyset position. */
export type ExportRowText = ExportOrderRow & { cursorTs: string };

const isoText = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The export's columns, formatted by PostgreSQL (on its own core) rather than parsed into
 * Dates and objects and formatted again in the service: the writer gets ready-made text.
 */
const exportSelect = sql`select ${orders.id}::text as "id", ${orders.externalRef} as "externalRef",
  ${orders.clientName} as "clientName", ${orders.clientAccountNo} as "clientAccountNo",
  ${orders.medicalCompany} as "medicalCompany", ${orders.region} as "region", ${orders.area} as "area",
  ${orders.orderDate}::text as "orderDate", ${orders.status} as "status", ${orders.deliveryStatus} as "deliveryStatus",
  ${orders.totalValueSar}::text as "totalValueSAR",
  ${orders.vatSar}::text as "vatSAR", ${orders.payableSar}::text as "payableSAR",
  ${orders.lineCount} as "lineCount",
  ${isoText(orders.updatedAt)} as "updatedAt", ${isoText(orders.withdrawnAt)} as "withdrawnAt",
  ${orders.updatedAt}::text as "cursorTs"
  from ${orders}`;

const EXPORT_ORDER = sql`order by ${orders.updatedAt} desc, ${orders.id} desc`;

/**
 * Export rows in keyset pages (the embedded database, where a long transaction would hold
 * its only connection): memory stays flat whatever the count. The next page is read while
 * this one is being written.
 */
export async function* streamExportPages(db: DbOrTx, where: SQL | undefined, batchSize = 1000) {
  // The keyset keeps the timestamp as PostgreSQL's text (microseconds); a JS Date would drop them.
  yield* readAhead<ExportRowText>((previous) => {
    if (previous && previous.length < batchSize) return null;
    const last = previous?.at(-1);
    const condition = and(
      where,
      last
        ? sql`(${orders.updatedAt}, ${orders.id}) < (${last.cursorTs}::timestamptz, ${last.id}::uuid)`
        : undefined,
    );
    return queryRows<ExportRowText>(
      db,
      sql`${exportSelect} ${condition ? sql`where ${condition}` : sql``} ${EXPORT_ORDER} limit ${batchSize}`,
    );
  });
}

/** The export's SELECT for `where`, as text and parameters, for a server-side cursor. */
export function exportQuery(db: DbOrTx, where: SQL | undefined): ExportQuery {
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  return dialect.sqlToQuery(sql`${exportSelect} ${where ? sql`where ${where}` : sql``} ${EXPORT_ORDER}`);
}

/** Export rows through one server-side cursor on this thread (see streamCursor). */
export function streamExportCursor(pool: pg.Pool, db: DbOrTx, where: SQL | undefined, batchSize = 1000) {
  return streamCursor<ExportRowText>(pool, exportQuery(db, where), batchSize);
}
