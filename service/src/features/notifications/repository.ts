import { type KeyedMessage, type NotificationKind, renderStored } from '@tawreed/domain';
import { and, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { isUsable } from '../../auth-core/credentials.js';
import { type DbOrTx, findUserRow } from '../../db/client.js';
import { notifications, users } from '../../db/schema.js';

/** A notification's stored columns: the catalog key, its parameters and the English text. */
export function keyedColumns({ key, params }: KeyedMessage) {
  return { message: renderStored('en', key, params), messageKey: key, messageParams: params };
}

/** Who hears a notification and what it tells them: one group of one order's notifications. */
export interface NoticeGroup {
  /** Which accounts (a condition on users), before the usable, not-muted and not-the-actor filters. */
  who: SQL;
  kind: NotificationKind;
  severity: string;
  message: KeyedMessage;
}

/**
 * The INSERT of every group's notifications about one order, as one statement: one row for
 * every usable (activated, enabled) account a group names that has not switched off the
 * group's kind, except the actor. Stored as the catalog key and parameters (each reader sees
 * it in its language) with the English text beside them. Returns `id, user_id` and what the row
 * says (`severity, message_key, message_params`: the live channel tells sockets from it); usable
 * as a CTE of a larger statement (the workflow's transition write).
 */
export function insertNoticesSql(
  groups: readonly NoticeGroup[],
  exceptUserId: string | null,
  orderId: string,
  createdAt: Date,
): SQL | null {
  if (!groups.length) return null;
  const selects = groups.map((group) => {
    const columns = keyedColumns(group.message);
    const recipients = and(
      group.who,
      isUsable(),
      exceptUserId ? ne(users.id, exceptUserId) : undefined,
      sql`not (${group.kind}::text = any(${users.mutedNotifications}))`,
    );
    return sql`select gen_random_uuid(), ${users.id}, ${group.severity}::text, ${columns.message}::text,
      ${columns.messageKey}::text, ${JSON.stringify(columns.messageParams)}::jsonb, ${orderId}::uuid,
      ${createdAt.toISOString()}::timestamptz from ${users} where ${recipients}`;
  });
  return sql`insert into ${notifications} (id, user_id, severity, message, message_key, message_params, order_id, created_at)
    ${sql.join(selects, sql` union all `)} returning id, user_id, severity, message_key, message_params`;
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
