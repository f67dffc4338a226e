import {
  ACCOUNT_PENDING_MESSAGE,
  isRole,
  isSelfRegistrationRole,
  MEDICAL_COMPANIES,
  msg,
  needsCompany,
  type RegistrationInput,
  validateLogin,
  validateRegistration,
} from '@tawreed/domain';
import type { UserRow } from '../../auth-core/credentials.js';
import { API_TOKEN_PREFIX, hashSecret, newSecret, SESSION_TTL_MS } from '../../auth-core/secrets.js';
import type { Deps } from '../../http/context.js';
import { AppError, validationFailed } from '../../http/errors.js';
import { type AuditActor, audit } from '../audit/write.js';
import { toAccountDto } from '../users/dto.js';
import { hashPassword, verifyPassword } from './passwords.js';
import * as repo from './repository.js';
import { admitLoginAttempt } from './throttle.js';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The medical company an account of `role` belongs to: required and known for MEDICAL_COMPANY, else none. */
export function companyFor(role: string, companyName: string | null | undefined): string | null {
  if (!isRole(role) || !needsCompany(role)) return null;
  const company = (companyName ?? '').trim();
  if (!company) throw validationFailed([{ path: 'companyName', message: msg('companyRequired') }]);
  if (!(MEDICAL_COMPANIES as readonly string[]).includes(company)) {
    throw validationFailed([{ path: 'companyName', message: msg('unknownCompany') }]);
  }
  return company;
}

export interface NewAccountState {
  /** When the account became usable; null leaves it pending for an administrator. */
  activatedAt: Date | null;
  isSalesRep: boolean;
}

/** Validates and stores a new account; self-registration and the administrator's commands both come here. */
export async function createAccount(
  deps: Pick<Deps, 'db'>,
  input: RegistrationInput,
  state: NewAccountState,
  /** Who creates it (audit trail); the new account itself when absent (self-registration). */
  by?: AuditActor,
): Promise<UserRow> {
  const issue = validateRegistration(input);
  if (issue || !isRole(input.role)) {
    throw validationFailed([issue ?? { path: 'role', message: msg('requiredFields') }]);
  }
  const fields = {
    name: input.name.trim(),
    email: normaliseEmail(input.email),
    passwordHash: await hashPassword(input.password),
    role: input.role,
    companyName: companyFor(input.role, input.companyName),
    activatedAt: state.activatedAt,
    isSalesRep: state.isSalesRep,
  };
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertUser(tx, fields);
    if (!inserted) return null;
    await audit(tx, {
      kind: 'accountCreated',
      actor: by ?? { id: inserted.id, label: inserted.email },
      subject: inserted.id,
      details: {
        role: inserted.role,
        companyName: inserted.companyName,
        active: Boolean(inserted.activatedAt),
        isSalesRep: inserted.isSalesRep,
      },
    });
    return inserted;
  });
  if (!row) throw new AppError('CONFLICT', msg('emailTaken'));
  return row;
}

/**
 * Self-registration (SPEC §2, DESIGN §7): never an administrator, never the sales
 * representative's view (whatever SALES_REP_EMAILS lists), and under REGISTRATION=approval
 * an account that signs in only once an administrator activates it.
 */
export async function register(deps: Deps, input: RegistrationInput) {
  const mode = deps.config.REGISTRATION;
  if (!isSelfRegistrationRole(input.role)) {
    throw validationFailed([{ path: 'role', message: msg('requiredFields') }]);
  }
  if (mode === 'companies-only' && input.role !== 'MEDICAL_COMPANY') {
    throw new AppError('FORBIDDEN', msg('companiesOnly'));
  }
  const row = await createAccount(deps, input, {
    activatedAt: mode === 'approval' ? null : deps.now(),
    isSalesRep: false,
  });
  return toAccountDto(row);
}

const invalidCredentials = () => new AppError('UNAUTHENTICATED', msg('invalidCredentials'));

/**
 * Checks the credentials from `clientAddress`: the same 401 for an unknown email, a wrong
 * password and a disabled account; 429 while throttled (before any password is hashed); 403
 * ACCOUNT_PENDING, only to someone who knows the password, while an administrator has yet to
 * activate the account.
 */
export async function authenticate(deps: Deps, email: string, password: string, clientAddress: string) {
  const issues = validateLogin({ email, password });
  if (issues.length) throw validationFailed(issues);
  const account = normaliseEmail(email);
  const attempt = await admitLoginAttempt(deps.db, account, clientAddress, deps.now());
  const user = await repo.findUserByEmail(deps.db, account);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok || user.disabledAt) {
    await auditSignInFailure(deps, { id: user?.id ?? null, label: account }, 'invalidCredentials');
    throw invalidCredentials();
  }
  await attempt.succeeded();
  if (!user.activatedAt) {
    await auditSignInFailure(deps, { id: user.id, label: account }, 'accountPending');
    throw new AppError('ACCOUNT_PENDING', ACCOUNT_PENDING_MESSAGE);
  }
  return user;
}

/** A refused sign-in, in the audit trail (no transaction: nothing else is written). */
export function auditSignInFailure(
  deps: Pick<Deps, 'db'>,
  who: { id: string | null; label: string },
  reason: 'invalidCredentials' | 'accountPending' | 'mfaCodeInvalid',
) {
  const actor: AuditActor = who.id ? { id: who.id, label: who.label } : { id: null, label: who.label };
  return audit(deps.db, { kind: 'signInFailed', actor, subject: who.id, details: { reason } });
}

/** The client a session was signed in from, as its sessions list shows it. */
export interface SessionClient {
  userAgent: string | null;
  clientAddress: string | null;
}

/**
 * A new session; `mfa.pendingMs` makes it a sign-in that waits for the second factor (it
 * authenticates nothing else), `mfa.passed` one that passed it (DESIGN §13).
 */
export async function startSession(
  deps: Deps,
  userId: string,
  client: SessionClient,
  mfa: { pendingMs?: number; passed?: boolean } = {},
) {
  const token = newSecret();
  const now = deps.now();
  const ttlMs = mfa.pendingMs ?? SESSION_TTL_MS;
  const expiresAt = new Date(now.getTime() + ttlMs);
  await repo.insertSession(deps.db, {
    tokenHash: hashSecret(token),
    userId,
    expiresAt,
    lastUsedAt: now,
    userAgent: client.userAgent?.slice(0, 300) || null,
    clientAddress: client.clientAddress,
    mfaPending: mfa.pendingMs !== undefined,
    secondFactorAt: mfa.passed ? now : null,
  });
  return { token, expiresAt, ttlMs };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A bearer token acting as `userId`; `expiresInDays` null (or absent) never expires. */
export async function createApiToken(
  deps: Deps,
  userId: string,
  input: { name: string; expiresInDays?: number | null },
) {
  const token = `${API_TOKEN_PREFIX}${newSecret()}`;
  const row = await repo.insertToken(deps.db, {
    userId,
    name: input.name,
    tokenHash: hashSecret(token),
    prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
    expiresAt: input.expiresInDays ? new Date(deps.now().getTime() + input.expiresInDays * DAY_MS) : null,
  });
  return { ...toTokenDto(row), token };
}

export function toTokenDto(row: Awaited<ReturnType<typeof repo.insertToken>>) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
