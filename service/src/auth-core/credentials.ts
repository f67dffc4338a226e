/**
 * Who a credential belongs to: the one lookup of sessions and API tokens that the HTTP session
 * middleware (and through it the websocket route) and the auth feature share.
 */
import type { Actor } from '@tawreed/domain';
import { and, eq, gt, isNotNull, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { apiTokens, passkeys, secondFactors, sessions, users } from '../db/schema.js';
import type { SessionUser } from '../http/context.js';

export type UserRow = typeof users.$inferSelect;

/** Activated and not disabled: the only accounts that may sign in, hold a session or hear of orders. */
export const isUsable = () => and(isNotNull(users.activatedAt), isNull(users.disabledAt));

/** The caller as the request sees it: the account's identity (remembered for a while: credential-cache.ts). */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    companyName: row.companyName,
    isSalesRep: row.isSalesRep,
  };
}

/** The caller as the domain's rules see it. */
export function toActor(user: SessionUser): Actor {
  return { id: user.id, role: user.role, companyName: user.companyName, isSalesRep: user.isSalesRep };
}

/**
 * The kinds of second factor the account has confirmed (DESIGN §13; any passkey is 'passkey'), in one subquery of a
 * query over `users`. Columns are named in full: a one-table select leaves its own unqualified,
 * and an unqualified "id" inside the subquery would be the factor's.
 */
export const confirmedFactorKinds = () =>
  sql<
    string[]
  >`coalesce((select array_agg(k.kind order by k.kind) from (select f.kind from ${secondFactors} f where f.user_id = ${sql.raw('"users"."id"')} and f.confirmed_at is not null union select 'passkey' from ${passkeys} p where p.user_id = ${sql.raw('"users"."id"')}) k), '{}'::text[])`;

/**
 * The two lookups every request makes, built once per database and prepared on each connection
 * (a request then sends only the token's hash and the time).
 */
function prepareLookups(db: DbOrTx) {
  const tokenHash = sql.placeholder('tokenHash');
  const now = sql.placeholder('now');
  return {
    session: db
      .select({
        user: users,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        factors: confirmedFactorKinds(),
        secondFactorAt: sessions.secondFactorAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          // A sign-in waiting for its second factor is no session yet (login/mfa reads it).
          eq(sessions.mfaPending, false),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          isUsable(),
        ),
      )
      .prepare('find_live_session'),
    token: db
      .select({
        user: users,
        tokenId: apiTokens.id,
        lastUsedAt: apiTokens.lastUsedAt,
        expiresAt: apiTokens.expiresAt,
        factors: confirmedFactorKinds(),
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(and(eq(apiTokens.tokenHash, tokenHash), isLiveToken(now), isUsable()))
      .prepare('find_live_token'),
  };
}

const lookups = new WeakMap<DbOrTx, ReturnType<typeof prepareLookups>>();

function prepared(db: DbOrTx) {
  let found = lookups.get(db);
  if (!found) {
    found = prepareLookups(db);
    lookups.set(db, found);
  }
  return found;
}

/** The account behind a live session, with when the session was last used (null before its first use). */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await prepared(db).session.execute({ tokenHash, now: now.toISOString() });
  return row;
}

/** Records a session's use (the Sessions card's "last used"). */
export async function touchSession(db: DbOrTx, tokenHash: string, now: Date) {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Neither revoked nor past its expiry. */
export const isLiveToken = (now: Date | Placeholder) =>
  and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

export async function findLiveTokenUser(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await prepared(db).token.execute({ tokenHash, now: now.toISOString() });
  return row;
}

export async function touchToken(db: DbOrTx, tokenId: string, now: Date) {
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, tokenId));
}
