/**
 * Account administration (DESIGN §7), one module for both the administrator's API routes and
 * `pnpm admin`: list, create, activate, deactivate, change role, grant or revoke the sales
 * representative's view, reset a password or the second factors, end sessions and API tokens.
 */
import {
  type AccountStatus,
  MIN_PASSWORD_LENGTH,
  msg,
  type RegistrationInput,
  type Role,
} from '@tawreed/domain';
import type { UserRow } from '../../auth-core/credentials.js';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../http/context.js';
import { AppError, notFound, validationFailed } from '../../http/errors.js';
import { type AuditActor, type AuditInput, actorOf, audit, CLI_ACTOR } from '../audit/write.js';
import { resetFactors } from '../auth/mfa/service.js';
import { hashPassword } from '../auth/passwords.js';
import * as authRepo from '../auth/repository.js';
import { companyFor, createAccount, normaliseEmail } from '../auth/service.js';
import { type AccountDto, type ManagedAccountDto, toAccountDto, toManagedAccountDto } from '../users/dto.js';
import * as repo from './repository.js';

export type AccountDeps = Pick<Deps, 'db' | 'config' | 'now' | 'events'>;

/** Who asks, when an administrator signed in to the portal or the API asks (the command line has no one). */
export interface AccountAdministrator {
  id: string;
  email: string;
}

/** Who the audit trail names: the administrator, or the command line when there is none. */
const actor = (by: AccountAdministrator | undefined): AuditActor => (by ? actorOf(by) : CLI_ACTOR);

export interface SessionsEnded {
  endedSessions: number;
  revokedTokens: number;
}

const LAST_ADMINISTRATOR = msg('lastAdministrator');

/** SALES_REP_EMAILS marks an account when an administrator creates or activates it, never at registration. */
function listedAsSalesRep(deps: AccountDeps, email: string): boolean {
  return deps.config.SALES_REP_EMAILS.includes(normaliseEmail(email));
}

async function loadAccount(db: DbOrTx, id: string) {
  const row = await authRepo.findUserById(db, id);
  if (!row) throw notFound('whatAccount');
  return row;
}

function refuseSelf(
  by: AccountAdministrator | undefined,
  id: string,
  what: 'doDeactivateAccount' | 'doDemoteAccount',
) {
  if (by?.id === id) throw new AppError('CONFLICT', msg('cannotOwnAccount', { doing: msg(what) }));
}

/** Refuses to take the last usable administrator away (disabling it or changing its role). */
async function keepAnAdministrator(tx: DbOrTx, id: string) {
  const administrators = await repo.lockActiveAdministrators(tx);
  if (administrators.length === 1 && administrators[0] === id)
    throw new AppError('CONFLICT', LAST_ADMINISTRATOR);
}

export async function listAccounts(deps: AccountDeps, status?: AccountStatus): Promise<ManagedAccountDto[]> {
  const rows = await repo.listAccounts(deps.db, status);
  return rows.map((row) => toManagedAccountDto(row, row.factors));
}

/** Removes every second factor and recovery code of the account: it enrols again (DESIGN §13). */
export async function resetSecondFactors(
  deps: AccountDeps,
  id: string,
  by?: AccountAdministrator,
): Promise<ManagedAccountDto> {
  const { user } = await resetFactors(deps, id, actor(by));
  return toManagedAccountDto(user, []);
}

/** The account with this email, for the command line, which names accounts by email. */
export async function accountIdByEmail(deps: AccountDeps, email: string): Promise<string> {
  const row = await authRepo.findUserByEmail(deps.db, normaliseEmail(email));
  if (!row) throw new AppError('NOT_FOUND', msg('noAccountWithEmail', { email }));
  return row.id;
}

export const hasActiveAdministrator = repo.hasActiveAdministrator;

/** An account made by an administrator: any role, usable at once, whatever REGISTRATION says. */
export async function createAccountAsAdministrator(
  deps: AccountDeps,
  input: RegistrationInput,
  options: { salesRep?: boolean } = {},
  by?: AccountAdministrator,
): Promise<AccountDto> {
  const row = await createAccount(
    deps,
    input,
    {
      activatedAt: deps.now(),
      isSalesRep: Boolean(options.salesRep) || listedAsSalesRep(deps, input.email),
    },
    actor(by),
  );
  return toAccountDto(row);
}

/** Lets a pending or disabled account sign in. */
export async function activateAccount(
  deps: AccountDeps,
  id: string,
  by?: AccountAdministrator,
): Promise<AccountDto> {
  const current = await loadAccount(deps.db, id);
  return changeAccount(
    deps,
    id,
    (tx) => repo.activateAccount(tx, id, deps.now(), listedAsSalesRep(deps, current.email)),
    { kind: 'accountActivated', by },
  );
}

/** Disables the account and ends its sessions and API tokens (its open sockets close too). */
export async function deactivateAccount(
  deps: AccountDeps,
  id: string,
  by?: AccountAdministrator,
): Promise<AccountDto> {
  refuseSelf(by, id, 'doDeactivateAccount');
  await loadAccount(deps.db, id);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    await keepAnAdministrator(tx, id);
    const disabled = await repo.disableAccount(tx, id, now);
    await authRepo.revokeUserSessions(tx, id, now);
    await audit(tx, { kind: 'accountDeactivated', actor: actor(by), subject: id, at: now });
    return disabled!;
  });
  await deps.events.publish([{ type: 'session:revoked', userId: id, credentialHash: null }]);
  return toAccountDto(row);
}

/**
 * Writes to the account (`write` answers the changed row, none when the account is gone) with
 * its audit entry in one transaction, then tells the account's open pages, or, when the change
 * `signsOut` the account, its sessions; answers the changed account.
 */
async function changeAccount(
  deps: AccountDeps,
  id: string,
  write: (tx: DbOrTx) => Promise<UserRow | undefined>,
  entry: Pick<AuditInput, 'kind' | 'details'> & { by: AccountAdministrator | undefined },
  signsOut = false,
): Promise<AccountDto> {
  const row = await deps.db.transaction(async (tx) => {
    const updated = await write(tx);
    if (!updated) throw notFound('whatAccount');
    const { kind, by, details } = entry;
    await audit(tx, { kind, actor: actor(by), subject: id, details, at: deps.now() });
    return updated;
  });
  await deps.events.publish([
    signsOut
      ? { type: 'session:revoked', userId: id, credentialHash: null }
      : { type: 'account:changed', userId: id },
  ]);
  return toAccountDto(row);
}

/** Writes `change` to the account (after `check`, which may refuse). */
const writeChange =
  (id: string, change: repo.AccountChange, check: (tx: DbOrTx) => Promise<void> = () => Promise.resolve()) =>
  async (tx: DbOrTx) => {
    await check(tx);
    return repo.updateAccount(tx, id, change);
  };

/** A new role; a medical company keeps (or is given) its company, every other role has none. */
export async function changeRole(
  deps: AccountDeps,
  id: string,
  role: Role,
  companyName?: string | null,
  by?: AccountAdministrator,
): Promise<AccountDto> {
  refuseSelf(by, id, 'doDemoteAccount');
  const current = await loadAccount(deps.db, id);
  const company = companyFor(role, companyName ?? current.companyName);
  const details = { from: current.role, to: role, fromCompany: current.companyName, toCompany: company };
  return changeAccount(
    deps,
    id,
    writeChange(id, { role, companyName: company }, (tx) =>
      current.role === 'ADMIN' && role !== 'ADMIN' ? keepAnAdministrator(tx, id) : Promise.resolve(),
    ),
    { kind: 'roleChanged', by, details },
  );
}

/** Grants or revokes the sales representative's view of every order (DESIGN §3, §7). */
export async function setSalesRep(
  deps: AccountDeps,
  id: string,
  isSalesRep: boolean,
  by?: AccountAdministrator,
): Promise<AccountDto> {
  await loadAccount(deps.db, id);
  return changeAccount(deps, id, writeChange(id, { isSalesRep }), {
    kind: 'salesRepChanged',
    by,
    details: { isSalesRep },
  });
}

/** Sets a new password and ends the account's sessions and API tokens. */
export async function resetPassword(
  deps: AccountDeps,
  id: string,
  password: string,
  by?: AccountAdministrator,
): Promise<AccountDto> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw validationFailed([{ path: 'password', message: msg('passwordTooShort') }]);
  }
  await loadAccount(deps.db, id);
  const passwordHash = await hashPassword(password);
  const write = async (tx: DbOrTx) => {
    const updated = await repo.updateAccount(tx, id, { passwordHash });
    if (updated) await authRepo.revokeUserSessions(tx, id, deps.now());
    return updated;
  };
  return changeAccount(deps, id, write, { kind: 'passwordReset', by }, true);
}

/** Signs the account out everywhere: every session and API token ends. */
export async function endSessions(
  deps: AccountDeps,
  id: string,
  by?: AccountAdministrator,
): Promise<SessionsEnded> {
  await loadAccount(deps.db, id);
  const ended = await deps.db.transaction(async (tx) => {
    const revoked = await authRepo.revokeUserSessions(tx, id, deps.now());
    await audit(tx, {
      kind: 'sessionsEnded',
      actor: actor(by),
      subject: id,
      details: { sessions: revoked.sessions, tokens: revoked.tokens },
      at: deps.now(),
    });
    return revoked;
  });
  await deps.events.publish([{ type: 'session:revoked', userId: id, credentialHash: null }]);
  return { endedSessions: ended.sessions, revokedTokens: ended.tokens };
}
