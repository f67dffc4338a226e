import { msg } from '@tawreed/domain';
import { and, asc, eq, gt, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import { isLiveToken, type UserRow } from '../../auth-core/credentials.js';
import type { DbOrTx } from '../../db/client.js';
import { apiTokens, rateLimits, sessions, users } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

// Plain selects, not the relational builder's findFirst: that builds its SQL anew on every call,
// which cost 15% of a session check's CPU (GET /api/auth/me, on every portal load).
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateUserLanguage(
  db: DbOrTx,
  id: string,
  language: string,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, id)).returning();
  return row;
}

export async function insertUser(
  db: DbOrTx,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertSession(
  db: DbOrTx,
  values: Pick<
    typeof sessions.$inferInsert,
    | 'tokenHash'
    | 'userId'
    | 'expiresAt'
    | 'userAgent'
    | 'clientAddress'
    | 'lastUsedAt'
    | 'mfaPending'
    | 'secondFactorAt'
  >,
) {
  await db.insert(sessions).values(values);
}

export async function revokeSession(db: DbOrTx, tokenHash: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every live session and API token of the account; answers how many of each. */
export async function revokeUserSessions(db: DbOrTx, userId: string, now: Date) {
  const endedSessions = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ tokenHash: sessions.tokenHash });
  const revokedTokens = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return { sessions: endedSessions.length, tokens: revokedTokens.length };
}

export async function insertToken(db: DbOrTx, values: typeof apiTokens.$inferInsert) {
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new AppError('CONFLICT', msg('tokenNotStored'));
  return row;
}

export function listTokens(db: DbOrTx, userId: string, now: Date) {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isLiveToken(now)))
    .orderBy(asc(apiTokens.createdAt));
}

export async function revokeToken(db: DbOrTx, userId: string, tokenId: string, now: Date) {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ tokenHash: apiTokens.tokenHash });
  return rows[0]?.tokenHash ?? null;
}

/** The latest time any of `keys` is blocked until, if one is blocked now. */
export async function latestBlock(db: DbOrTx, keys: string[], now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: max(rateLimits.blockedUntil) })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.blockedUntil, now)));
  return row?.until ?? null;
}

/**
 * Counts one attempt against `key` as a failure, unless the key is blocked now (then nothing
 * changes and the answer is false). Counts older than their `resetAt` start again at 1. From
 * the `free`-th failure on, the key is blocked for baseDelayMs x 2^(failures - free), at most
 * maxDelayMs. One statement, so parallel attempts cannot all pass one check.
 */
export async function claimAttempt(
  db: DbOrTx,
  key: string,
  now: Date,
  forgetAt: Date,
  policy: { free: number; baseDelayMs: number; maxDelayMs: number },
): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const blockedAfter = (failures: SQL) =>
    sql`case when ${failures} >= ${policy.free}::int then ${at} + least(${policy.maxDelayMs}::float8, ${policy.baseDelayMs}::float8 * power(2, least(${failures} - ${policy.free}::int, 30))) * interval '1 millisecond' end`;
  const failures = sql`(case when ${rateLimits.resetAt} <= ${at} then 1 else ${rateLimits.count} + 1 end)`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: forgetAt, blockedUntil: blockedAfter(sql`1`) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: failures, resetAt: forgetAt, blockedUntil: blockedAfter(failures) },
      setWhere: sql`${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${at}`,
    })
    .returning({ key: rateLimits.key });
  return rows.length > 0;
}

/** Takes back one counted attempt (it turned out not to be a failure); a block it set is lifted. */
export async function releaseAttempt(db: DbOrTx, key: string, free: number) {
  await db
    .update(rateLimits)
    .set({
      count: sql`greatest(${rateLimits.count} - 1, 0)`,
      blockedUntil: sql`case when ${rateLimits.count} - 1 >= ${free}::int then ${rateLimits.blockedUntil} end`,
    })
    .where(eq(rateLimits.key, key));
}

export async function clearFailures(db: DbOrTx, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
