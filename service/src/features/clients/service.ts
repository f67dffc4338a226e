/**
 * Clients and credit (DESIGN §11): the client master and its history (create, edit, import,
 * list; the import is client-import.ts), and who may see or change what. Permission checks here; the rules are domain/'s.
 * The credit answer, the statement and the order review are credit-answers.ts.
 */
import {
  canEditClients,
  canRecordPayments,
  canViewCredit,
  changedCreditFields,
  clientStateIssue,
  companyScope,
  english,
  type Finding,
  type Lang,
  msg,
  type NewClient,
  renderFinding,
} from '@tawreed/domain';
import type { DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { AppError, forbidden, notFound, validationFailed } from '../../http/errors.js';
import { actorOf, audit } from '../audit/write.js';
import { findPriceList } from '../prices/repository.js';
import { announceCredit } from './credit-events.js';
import type { ClientDto, ClientListQuery } from './dto.js';
import * as repo from './repository.js';

type ClientChangesInput = Partial<Omit<NewClient, 'accountNo'>> & {
  priceListId?: string | null | undefined;
  reason?: string | undefined;
};

// ---------------------------------------------------------------------------------------------
// Access

/** Credit routes answer 404 to whoever may not see credit (a medical company never learns a client exists). */
export function assertCanViewCredit(caller: SessionUser) {
  if (!canViewCredit(caller)) throw notFound('whatClient');
}
export function assertCanEditClients(caller: SessionUser) {
  assertCanViewCredit(caller);
  if (!canEditClients(caller)) throw forbidden(msg('clientEditForbidden'));
}
export function assertCanRecordPayments(caller: SessionUser) {
  assertCanViewCredit(caller);
  if (!canRecordPayments(caller)) throw forbidden(msg('paymentsForbidden'));
}

export async function clientOr404(db: DbOrTx, accountNo: string) {
  const row = await repo.findClient(db, accountNo);
  if (!row) throw notFound('whatClient');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Mapping

export function toClientDto(row: repo.ClientRow): ClientDto {
  return {
    accountNo: row.accountNo,
    name: row.name,
    nameAr: row.nameAr,
    vatNumber: row.vatNumber,
    crNumber: row.crNumber,
    address: {
      buildingNumber: row.buildingNumber,
      street: row.street,
      district: row.district,
      city: row.city,
      postalCode: row.postalCode,
      additionalNumber: row.additionalNumber,
    },
    region: row.region,
    area: row.area,
    paymentTermsDays: row.paymentTermsDays,
    creditLimitSAR: row.creditLimitSar,
    status: row.status,
    statusReason: row.statusReason,
    licenceNumber: row.licenceNumber,
    licenceExpiry: row.licenceExpiry,
    priceListId: row.priceListId,
  };
}

/** A client's fields as columns (only those given: a change leaves the others alone). */
export function toColumns(input: ClientChangesInput): Partial<repo.ClientInsert> {
  const columns: Partial<repo.ClientInsert> = {};
  const copy = <K extends keyof repo.ClientInsert>(key: K, value: repo.ClientInsert[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  copy('name', input.name);
  copy('nameAr', input.nameAr);
  copy('vatNumber', input.vatNumber);
  copy('crNumber', input.crNumber);
  copy('buildingNumber', input.address?.buildingNumber);
  copy('street', input.address?.street);
  copy('district', input.address?.district);
  copy('city', input.address?.city);
  copy('postalCode', input.address?.postalCode);
  copy('additionalNumber', input.address?.additionalNumber);
  copy('region', input.region);
  copy('area', input.area);
  copy('paymentTermsDays', input.paymentTermsDays);
  copy('creditLimitSar', input.creditLimitSAR);
  copy('status', input.status);
  copy('statusReason', input.statusReason);
  copy('licenceNumber', input.licenceNumber);
  copy('licenceExpiry', input.licenceExpiry);
  copy('priceListId', input.priceListId);
  return columns;
}

const creditTerms = (
  row: Pick<repo.ClientRow, 'creditLimitSar' | 'paymentTermsDays' | 'status' | 'statusReason'>,
) => ({
  creditLimitSAR: row.creditLimitSar,
  paymentTermsDays: row.paymentTermsDays,
  status: row.status,
  statusReason: row.statusReason,
});

export function renderFindings(findings: readonly Finding[], lang: Lang) {
  return findings.map((f) => {
    const { code, severity, params, message } = renderFinding(lang, f);
    return { code, severity, params, message };
  });
}

// ---------------------------------------------------------------------------------------------
// The client master

export async function listClients(deps: Deps, caller: SessionUser, query: ClientListQuery) {
  const staff = canViewCredit(caller);
  const { rows, total } = await repo.listClients(
    deps.db,
    { q: query.q, status: staff ? query.status : undefined, company: staff ? null : companyScope(caller) },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    clients: rows.map((row) => (staff ? toClientDto(row) : { accountNo: row.accountNo, name: row.name })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getClient(deps: Deps, caller: SessionUser, accountNo: string) {
  assertCanViewCredit(caller);
  const row = await clientOr404(deps.db, accountNo);
  const history = await repo.listHistory(deps.db, row.id);
  return {
    ...toClientDto(row),
    history: history.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: entry.actorId ? { id: entry.actorId, name: entry.actorName ?? '' } : null,
      reason: entry.reason,
      before: entry.before as Record<string, unknown>,
      after: entry.after as Record<string, unknown>,
    })),
  };
}

export function stateIssues(state: { status: string; statusReason: string | null }) {
  const issue = clientStateIssue(state);
  if (issue) throw validationFailed([issue]);
}

export async function createClient(deps: Deps, caller: SessionUser, input: NewClient) {
  assertCanEditClients(caller);
  const status = input.status ?? 'ACTIVE';
  stateIssues({ status, statusReason: input.statusReason ?? null });
  const created = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertClient(tx, {
      ...toColumns(input),
      accountNo: input.accountNo,
      name: input.name,
      status,
    });
    if (inserted) await auditNewClient(tx, caller, inserted, deps.now());
    return inserted;
  });
  if (!created) throw new AppError('CONFLICT', msg('clientExists', { accountNo: input.accountNo }));
  // Orders already naming the account now have a client (CLIENT_UNKNOWN no longer applies).
  await announceCredit(deps, [created.accountNo]);
  return toClientDto(created);
}

/** A new client's credit terms, in the audit trail (DESIGN §13). */
export function auditNewClient(tx: DbOrTx, caller: SessionUser, row: repo.ClientRow, now: Date) {
  return audit(tx, {
    kind: 'clientCreditChanged',
    actor: actorOf(caller),
    subject: row.accountNo,
    details: { created: true, fields: [], before: null, after: creditTerms(row) },
    at: now,
  });
}

/**
 * Applies a change to a locked client: a change of limit, terms or status needs a reason and
 * writes one history entry (actor, reason, before, after). Answers whether anything changed.
 */
export async function applyChanges(
  tx: DbOrTx,
  caller: SessionUser,
  row: repo.ClientRow,
  changes: ClientChangesInput,
  now: Date,
) {
  const columns = toColumns(changes);
  // Back to ACTIVE without a word: the old reason no longer applies.
  if (changes.status === 'ACTIVE' && changes.statusReason === undefined) columns.statusReason = null;
  const next = { ...row, ...columns } as repo.ClientRow;
  const changed = changedCreditFields(
    { creditLimitSAR: row.creditLimitSar, paymentTermsDays: row.paymentTermsDays, status: row.status },
    { creditLimitSAR: next.creditLimitSar, paymentTermsDays: next.paymentTermsDays, status: next.status },
  );
  if (changed.length && !changes.reason)
    throw validationFailed([{ path: 'reason', message: msg('creditChangeReason') }]);
  stateIssues(next);
  const differs = (Object.keys(columns) as Array<keyof repo.ClientRow>).some(
    (key) => columns[key as keyof typeof columns] !== row[key],
  );
  if (!differs) return { row, changed: false, creditChanged: false };
  if (
    columns.priceListId &&
    columns.priceListId !== row.priceListId &&
    !(await findPriceList(tx, columns.priceListId))
  )
    throw validationFailed([{ path: 'priceListId', message: msg('priceListUnknown') }]);
  const updated = await repo.updateClient(tx, row.id, { ...columns, updatedAt: now });
  if (updated.priceListId !== row.priceListId) {
    // The assignment is audited like a credit change: it decides the prices an order is held to.
    await repo.insertHistory(tx, {
      clientId: row.id,
      actorId: caller.id,
      reason: changes.reason ?? english(msg('clientPriceListChanged')),
      before: { priceListId: row.priceListId },
      after: { priceListId: updated.priceListId },
      createdAt: now,
    });
  }
  if (changed.length) {
    await repo.insertHistory(tx, {
      clientId: row.id,
      actorId: caller.id,
      reason: changes.reason ?? english(msg('creditChangeReason')),
      before: creditTerms(row),
      after: creditTerms(updated),
      createdAt: now,
    });
    await audit(tx, {
      kind: 'clientCreditChanged',
      actor: actorOf(caller),
      subject: row.accountNo,
      details: {
        created: false,
        fields: changed,
        before: creditTerms(row),
        after: creditTerms(updated),
        reason: changes.reason ?? null,
      },
      at: now,
    });
  }
  return { row: updated, changed: true, creditChanged: changed.length > 0 };
}

export async function updateClient(
  deps: Deps,
  caller: SessionUser,
  accountNo: string,
  changes: ClientChangesInput,
) {
  assertCanEditClients(caller);
  const { row: updated, creditChanged } = await inTransaction(deps, async (tx) => {
    const row = await repo.lockClient(tx, accountNo);
    if (!row) throw notFound('whatClient');
    return applyChanges(tx, caller, row, changes, deps.now());
  });
  if (creditChanged) await announceCredit(deps, [updated.accountNo]);
  return toClientDto(updated);
}
