import { randomBytes } from 'node:crypto';
import {
  formatRecoveryCode,
  type MfaMethod,
  mfaMethodsFor,
  msg,
  mustEnrolSecondFactor,
  RECOVERY_CODE_COUNT,
  recoveryCodeOf,
  totpCodeOf,
} from '@tawreed/domain';
import type { UserRow } from '../../../auth-core/credentials.js';
import type { Deps } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { foundOr404 } from '../../../http/found.js';
import { type AuditActor, audit } from '../../audit/write.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { findUserById } from '../repository.js';
import { admitLoginAttempt } from '../throttle.js';
import * as repo from './repository.js';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.js';

/** How long a sign-in that passed its password waits for the second factor. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;

type MfaDeps = Pick<Deps, 'db' | 'now' | 'events' | 'config'>;

export const codeInvalid = () => new AppError('MFA_CODE_INVALID', msg('mfaCodeInvalid'));

/** Ten letters and digits of base32 (50 bits): what a person copies down once. */
function newRecoveryCode(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
}

/** Ten new recovery codes: as shown once, and the argon2id hashes that are kept. */
export async function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((recovery) => hashPassword(recovery)));
  return { shown: codes.map(formatRecoveryCode), hashes };
}

/** Second-factor attempts count against the account and the client address as passwords do (DESIGN §7). */
const admitCodeAttempt = (deps: MfaDeps, userId: string, clientAddress: string) =>
  admitLoginAttempt(deps.db, `mfa:${userId}`, clientAddress, deps.now());

/** The caller's factors, what is left of the recovery codes, and whether the policy makes it enrol. */
export async function status(deps: MfaDeps, user: Pick<UserRow, 'id' | 'role'>) {
  const factors = await repo.listConfirmedFactors(deps.db, user.id);
  const kinds = factors.map((factor) => factor.kind);
  return {
    factors: factors.map((factor) => ({
      kind: factor.kind,
      confirmedAt: factor.confirmedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft: kinds.length ? await repo.countUnusedRecoveryCodes(deps.db, user.id) : 0,
    required: deps.config.MFA_REQUIRED_ROLES.includes(user.role),
    enrolmentRequired: mustEnrolSecondFactor(user.role, kinds, deps.config.MFA_REQUIRED_ROLES),
  };
}

/** A new TOTP secret for the caller's authenticator app; answered once, never again. */
export async function startTotp(deps: MfaDeps, user: Pick<UserRow, 'id' | 'email'>) {
  const secret = newTotpSecret();
  if (!(await repo.startTotpEnrolment(deps.db, user.id, secret))) {
    throw new AppError('CONFLICT', msg('mfaAlreadyEnrolled'));
  }
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

/**
 * Confirms the enrolment with the app's first code and answers ten recovery codes (shown
 * once; only their argon2 hashes are kept). The session it happens in has passed its second factor.
 */
export async function confirmTotp(
  deps: MfaDeps,
  userId: string,
  input: string,
  clientAddress: string,
  sessionTokenHash: string | null,
) {
  const attempt = await admitCodeAttempt(deps, userId, clientAddress);
  const factor = await repo.findTotp(deps.db, userId);
  if (!factor || factor.confirmedAt) throw new AppError('CONFLICT', msg('mfaNotEnrolled'));
  const code = totpCodeOf(input);
  const now = deps.now();
  const step = code ? await matchTotp(factor.secret, code, now, factor.lastUsedStep) : null;
  if (step === null) throw codeInvalid();
  const { shown, hashes } = await newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.useTotpStep(tx, factor.id, step, now, true))) throw codeInvalid();
    await repo.replaceRecoveryCodes(tx, userId, hashes);
    if (sessionTokenHash) await repo.markSessionPassed(tx, sessionTokenHash, now);
    await audit(tx, {
      kind: 'totpEnrolled',
      actor: { id: userId },
      subject: userId,
      at: now,
      // The recovery codes shown with it, once (their number: never the codes).
      details: { recoveryCodes: shown.length },
    });
  });
  await attempt.succeeded();
  await deps.events.publish([{ type: 'account:changed', userId }]);
  return { recoveryCodes: shown };
}

/**
 * Checks a second-factor code of the account (a TOTP code or an unused recovery code) and
 * uses it up; 401 MFA_CODE_INVALID for a wrong, stale or reused one, 429 while throttled.
 */
export async function useSecondFactor(
  deps: MfaDeps,
  userId: string,
  input: string,
  clientAddress: string,
): Promise<MfaMethod> {
  const attempt = await admitCodeAttempt(deps, userId, clientAddress);
  const method = await useCode(deps, userId, input);
  if (!method) throw codeInvalid();
  await attempt.succeeded();
  if (method === 'recovery') {
    const left = await repo.countUnusedRecoveryCodes(deps.db, userId);
    await audit(deps.db, {
      kind: 'recoveryCodeUsed',
      actor: { id: userId },
      subject: userId,
      details: { left },
    });
  }
  return method;
}

async function useCode(deps: MfaDeps, userId: string, input: string): Promise<MfaMethod | null> {
  const now = deps.now();
  const totp = totpCodeOf(input);
  if (totp) {
    const factor = await repo.findTotp(deps.db, userId);
    if (!factor?.confirmedAt) return null;
    const step = await matchTotp(factor.secret, totp, now, factor.lastUsedStep);
    return step !== null && (await repo.useTotpStep(deps.db, factor.id, step, now, false)) ? 'totp' : null;
  }
  const recovery = recoveryCodeOf(input);
  if (!recovery) return null;
  for (const row of await repo.unusedRecoveryCodes(deps.db, userId)) {
    if (await verifyPassword(row.codeHash, recovery)) {
      return (await repo.useRecoveryCode(deps.db, row.id, now)) ? 'recovery' : null;
    }
  }
  return null;
}

/** An administrator's reset: every factor and recovery code of the account goes; it enrols again. */
export async function resetFactors(deps: MfaDeps, userId: string, by: AuditActor) {
  const user = await foundOr404(findUserById(deps.db, userId), 'whatAccount');
  const removed = await deps.db.transaction(async (tx) => {
    const count = await repo.removeFactors(tx, userId);
    await audit(tx, { kind: 'factorsReset', actor: by, subject: userId, details: { removed: count } });
    return count;
  });
  await deps.events.publish([{ type: 'account:changed', userId }]);
  return { user, removed };
}

/** How the account's sign-in can be completed: none without a confirmed factor. */
export async function methodsOf(deps: MfaDeps, userId: string) {
  const factors = await repo.listConfirmedFactors(deps.db, userId);
  return mfaMethodsFor(factors.map((factor) => factor.kind));
}
