/** Appeals and delivery invoices: the rows the workflow's appeal and deliver steps write. */

import { msg } from '@tawreed/domain';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { appeals, files, users } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { personColumns } from './repository.js';

export type AppealRow = typeof appeals.$inferSelect;

export async function insertAppeal(tx: DbOrTx, values: typeof appeals.$inferInsert) {
  const [row] = await tx.insert(appeals).values(values).returning();
  // One appeal per order: the insert returns its row unless another took the order's place.
  if (!row) throw new AppError('CONFLICT', msg('orderHasAppeal'));
  return row;
}

export async function findAppeal(db: DbOrTx, appealId: string) {
  const [row] = await db.select().from(appeals).where(eq(appeals.id, appealId));
  return row;
}

export async function decideAppealRow(
  tx: DbOrTx,
  appealId: string,
  values: Pick<AppealRow, 'status' | 'decision' | 'decisionComment' | 'decidedBy' | 'decidedAt'>,
) {
  const rows = await tx
    .update(appeals)
    .set(values)
    .where(and(eq(appeals.id, appealId), eq(appeals.status, 'PENDING')))
    .returning({ id: appeals.id });
  return rows.length > 0;
}

export function listAppeals(db: DbOrTx, orderId: string) {
  return db
    .select({
      appeal: appeals,
      submitter: personColumns,
    })
    .from(appeals)
    .innerJoin(users, eq(users.id, appeals.submittedBy))
    .where(eq(appeals.orderId, orderId))
    .orderBy(desc(appeals.createdAt));
}

export function appealFiles(db: DbOrTx, appealIds: string[]) {
  if (appealIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: files.id, appealId: files.appealId, fileName: files.fileName, sizeBytes: files.sizeBytes })
    .from(files)
    .where(inArray(files.appealId, appealIds));
}

export async function findInvoice(db: DbOrTx, storedName: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.storedName, storedName), eq(files.kind, 'invoice')));
  return row;
}

export async function linkInvoice(tx: DbOrTx, fileId: string, orderId: string) {
  await tx
    .update(files)
    .set({ orderId })
    .where(and(eq(files.id, fileId), or(isNull(files.orderId), eq(files.orderId, orderId))));
}
