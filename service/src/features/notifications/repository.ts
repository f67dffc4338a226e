import { type KeyedMessage, type NotificationKind, renderStored } from '@tawreed/domain';
import { and, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { isUsable } from '../../auth-core/credentials.js';
import { type DbOrTx, findUserRow } from '../../db/client.js';
import { notifications, users } from '../../db/schema.js';

/** A notification's stored columns: the catalog key, its parameters and the English text. */
export function keyedColumns({ key, params }: KeyedMessage) {
  return { message: renderStored('en', key, params), messageKey: key, messageParams: params };
}

/**
 * One notification for every usable (activated, enabled) account matching `who` that has not
 * switched off `kind`, except the actor; answers (id, userId). Stored as the catalog key and
 * parameters (each reader sees it in its language) with the English text beside them.
 */
export async function notifyUsers(
  tx: DbOrTx,
  who: SQL,
  exceptUserId: string | null,
  kind: NotificationKind,
  values: { severity: string; message: KeyedMessage; orderId: string; createdAt: Date },
) {
  const columns = keyedColumns(values.message);
  const recipients = and(
    who,
    isUsable(),
    exceptUserId ? ne(users.id, exceptUserId) : undefined,
    sql`not (${kind}::text = any(${users.mutedNotifications}))`,
  );
  const rows = await tx
    .insert(notifications)
    .select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: users.id,
          severity: sql`${values.severity}`.as('severity'),
          message: sql`${columns.message}`.as('message'),
          messageKey: sql`${columns.messageKey}`.as('message_key'),
          messageParams: sql`${JSON.stringify(columns.messageParams)}::jsonb`.as('message_params'),
          orderId: sql`${values.orderId}::uuid`.as('order_id'),
          createdAt: sql`${values.createdAt.toISOString()}::timestamptz`.as('created_at'),
          readAt: sql`null::timestamptz`.as('read_at'),
        })
        .from(users)
        .where(recipients),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  return rows;
}

export function listForUser(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function markRead(db: DbOrTx, userId: string, id: string, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export function findForUser(db: DbOrTx, userId: string, id: string) {
  return findUserRow(db, notifications, id, userId);
}
