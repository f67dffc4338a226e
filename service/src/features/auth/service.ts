import {
  isRole,
  MEDICAL_COMPANIES,
  MESSAGES,
  needsCompany,
  type RegistrationInput,
  validateLogin,
  validateRegistration,
} from '@tawreed/domain';
import type { Deps, SessionUser } from '../../http/context.js';
import { AppError, validationFailed } from '../../http/errors.js';
import { toUserDto } from '../users/dto.js';
import { hashPassword, verifyPassword } from './passwords.js';
import * as repo from './repository.js';
import { API_TOKEN_PREFIX, hashSecret, newSecret, SESSION_TTL_MS } from './secrets.js';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toSessionUser(row: repo.UserRow, salesRepEmails: string[]): SessionUser {
  const dto = toUserDto(row, salesRepEmails);
  return {
    id: dto.id,
    name: dto.name,
    email: dto.email,
    role: dto.role,
    companyName: dto.companyName,
    isSalesRep: dto.isSalesRep,
  };
}

/** Creates an account; shared by self-registration and the admin command. */
export async function createAccount(deps: Pick<Deps, 'db'>, input: RegistrationInput) {
  const issue = validateRegistration(input);
  if (issue) throw validationFailed([issue]);
  if (!isRole(input.role)) throw validationFailed([{ path: 'role', message: MESSAGES.requiredFields }]);
  const companyName = needsCompany(input.role) ? (input.companyName ?? '').trim() : null;
  if (companyName !== null) {
    if (!companyName) throw validationFailed([{ path: 'companyName', message: MESSAGES.companyRequired }]);
    if (!(MEDICAL_COMPANIES as readonly string[]).includes(companyName)) {
      throw validationFailed([{ path: 'companyName', message: 'Unknown medical company' }]);
    }
  }
  const row = await repo.insertUser(deps.db, {
    name: input.name.trim(),
    email: normaliseEmail(input.email),
    passwordHash: await hashPassword(input.password),
    role: input.role,
    companyName,
  });
  if (!row) throw new AppError('CONFLICT', 'An account with this email already exists');
  return row;
}

export async function register(deps: Deps, input: RegistrationInput) {
  if (deps.config.REGISTRATION === 'companies-only' && input.role !== 'MEDICAL_COMPANY') {
    throw new AppError('FORBIDDEN', 'Self-registration is open to medical companies only');
  }
  const row = await createAccount(deps, input);
  return toUserDto(row, deps.config.SALES_REP_EMAILS);
}

function rateLimited(resetAt: Date, now: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new AppError(
    'RATE_LIMITED',
    'Too many failed sign-in attempts. Please try again later.',
    { retryAfterSeconds: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

/** Checks the credentials; the same 401 for an unknown email and a wrong password. */
export async function authenticate(deps: Deps, email: string, password: string, clientIp: string | null) {
  const issues = validateLogin({ email, password });
  if (issues.length) throw validationFailed(issues);
  const now = deps.now();
  const keys = [`login:email:${normaliseEmail(email)}`, ...(clientIp ? [`login:ip:${clientIp}`] : [])];
  const limits = [LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_LIMIT * 10];
  for (const [i, key] of keys.entries()) {
    const failures = await repo.readFailures(deps.db, key, now);
    if (failures && failures.count >= limits[i]!) throw rateLimited(failures.resetAt, now);
  }
  const user = await repo.findUserByEmail(deps.db, normaliseEmail(email));
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok || user.disabledAt) {
    for (const key of keys) await repo.countFailure(deps.db, key, now, LOGIN_FAILURE_WINDOW_MS);
    throw new AppError('UNAUTHENTICATED', 'Invalid email or password');
  }
  await repo.clearFailures(deps.db, keys[0]!);
  return user;
}

export async function startSession(deps: Deps, userId: string) {
  const token = newSecret();
  const expiresAt = new Date(deps.now().getTime() + SESSION_TTL_MS);
  await repo.insertSession(deps.db, hashSecret(token), userId, expiresAt);
  return { token, expiresAt };
}

export async function createApiToken(deps: Deps, userId: string, name: string) {
  const token = `${API_TOKEN_PREFIX}${newSecret()}`;
  const row = await repo.insertToken(deps.db, {
    userId,
    name,
    tokenHash: hashSecret(token),
    prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
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
  };
}
