import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { matching } from '../../../db/matching.js';
import { passkeys, webauthnChallenges } from '../../../db/schema.js';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof webauthnChallenges.$inferInsert)['purpose'];

export function listPasskeys(db: DbOrTx, userId: string) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function findByCredentialId(db: DbOrTx, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
}

/** A new passkey; undefined when the credential is registered already (to anyone). */
export async function insertPasskey(db: DbOrTx, values: typeof passkeys.$inferInsert) {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
  return row;
}

export async function renamePasskey(db: DbOrTx, userId: string, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

export async function deletePasskey(db: DbOrTx, userId: string, id: string) {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/**
 * Records an assertion's counter and use, unless a later counter was recorded meanwhile (an
 * authenticator without a counter always answers 0).
 */
export async function recordUse(db: DbOrTx, id: string, counter: number, now: Date) {
  const rows = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), or(lt(passkeys.counter, counter), eq(passkeys.counter, 0))))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function storeChallenge(db: DbOrTx, values: typeof webauthnChallenges.$inferInsert) {
  await db.insert(webauthnChallenges).values(values);
}

/**
 * Takes a live challenge of `purpose`: deleting it, so that it answers one ceremony only,
 * however many requests race with it.
 */
export async function takeChallenge(db: DbOrTx, challenge: string, purpose: ChallengePurpose, now: Date) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(matching(webauthnChallenges, { challenge, purpose }), gt(webauthnChallenges.expiresAt, now)))
    .returning();
  return row;
}

/** Housekeeping: challenges nobody answered. */
export async function deleteExpiredChallenges(db: DbOrTx, now: Date) {
  const rows = await db
    .delete(webauthnChallenges)
    .where(sql`${webauthnChallenges.expiresAt} <= ${now.toISOString()}::timestamptz`)
    .returning({ challenge: webauthnChallenges.challenge });
  return rows.length;
}
