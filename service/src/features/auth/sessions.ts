import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';

const isLive = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** The account's live sessions, the most recently used first (the hash only to mark the caller's own). */
export function listLiveSessions(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      clientAddress: sessions.clientAddress,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isLive(now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Ends one live session of the account; answers its hash (to close its sockets), or null. */
export async function revokeSessionById(db: DbOrTx, userId: string, id: string, now: Date) {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isLive(now)))
    .returning({ tokenHash: sessions.tokenHash });
  return row?.tokenHash ?? null;
}

/** Ends every live session of the account except `keepHash` (the caller's own, when it has one). */
export async function revokeOtherSessions(db: DbOrTx, userId: string, keepHash: string | null, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.userId, userId), isLive(now), keepHash ? ne(sessions.tokenHash, keepHash) : undefined),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((row) => row.tokenHash);
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
