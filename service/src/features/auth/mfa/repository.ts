import { and, eq, isNotNull, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { passkeys, recoveryCodes, secondFactors, sessions } from '../../../db/schema.js';

export async function findTotp(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), eq(secondFactors.kind, 'totp')))
    .limit(1);
  return row;
}

/** The account's confirmed factors (kind and since when; passkeys as one, since the first). */
export async function listConfirmedFactors(db: DbOrTx, userId: string) {
  const factors = await db
    .select({ kind: secondFactors.kind, confirmedAt: secondFactors.confirmedAt })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)));
  const [first] = await db
    .select({ createdAt: min(passkeys.createdAt) })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return first?.createdAt
    ? [...factors, { kind: 'passkey' as const, confirmedAt: first.createdAt }]
    : factors;
}

/** A new secret for an enrolment that waits for its first code (replacing an unconfirmed one). */
export async function startTotpEnrolment(db: DbOrTx, userId: string, secret: string) {
  const rows = await db
    .insert(secondFactors)
    .values({ userId, kind: 'totp', secret })
    .onConflictDoUpdate({
      target: [secondFactors.userId, secondFactors.kind],
      set: { secret, createdAt: sql`now()`, lastUsedStep: null },
      setWhere: isNull(secondFactors.confirmedAt),
    })
    .returning({ id: secondFactors.id });
  return rows.length > 0;
}

/**
 * Records `step` as used, unless a step as late or later already was (one statement, so two
 * requests with the same code cannot both pass); `confirm` also confirms the enrolment.
 */
export async function useTotpStep(db: DbOrTx, id: string, step: number, now: Date, confirm: boolean) {
  const rows = await db
    .update(secondFactors)
    .set({ lastUsedStep: step, ...(confirm ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(secondFactors.id, id),
        or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
        confirm ? isNull(secondFactors.confirmedAt) : isNotNull(secondFactors.confirmedAt),
      ),
    )
    .returning({ id: secondFactors.id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export function unusedRecoveryCodes(db: DbOrTx, userId: string) {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/** Marks a recovery code used, unless it already was (one statement: a code works once). */
export async function useRecoveryCode(db: DbOrTx, id: string, now: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: string) {
  const rows = await unusedRecoveryCodes(db, userId);
  return rows.length;
}

/** Removes every factor, passkey and recovery code of the account; answers how many factors there were. */
export async function removeFactors(db: DbOrTx, userId: string) {
  const removed = await db
    .delete(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .returning({ confirmedAt: secondFactors.confirmedAt });
  const removedKeys = await db
    .delete(passkeys)
    .where(eq(passkeys.userId, userId))
    .returning({ id: passkeys.id });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return removed.filter((row) => row.confirmedAt).length + (removedKeys.length ? 1 : 0);
}

/** Removes the authenticator app; the recovery codes go too when no factor is left. */
export async function removeTotp(db: DbOrTx, userId: string) {
  await db.delete(secondFactors).where(and(eq(secondFactors.userId, userId), eq(secondFactors.kind, 'totp')));
  await dropRecoveryCodesWithoutFactor(db, userId);
}

/** The recovery codes go with the last factor. */
export async function dropRecoveryCodesWithoutFactor(db: DbOrTx, userId: string) {
  if ((await listConfirmedFactors(db, userId)).length === 0) {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  }
}

/** A sign-in waiting for its second factor, by the hash of its cookie. */
export async function findPendingSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.mfaPending, true),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row;
}

/** The session passed its second factor now (enrolment's first code counts). */
export async function markSessionPassed(db: DbOrTx, tokenHash: string, now: Date) {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.tokenHash, tokenHash));
}
