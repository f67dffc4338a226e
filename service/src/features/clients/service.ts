/**
 * Clients and credit (DESIGN §11): the client master and its history, receivables, payments, the
 * credit answer and the order review. Permission checks here; the rules are domain/'s.
 */
import {
  accountKey,
  allocateCredits,
  type CreditOrder,
  type CreditSummary,
  canEditClients,
  canRecordPayments,
  canViewCredit,
  centsToString,
  changedCreditFields,
  clientStateIssue,
  companyScope,
  creditSummary,
  english,
  type Finding,
  type Lang,
  mergeFindings,
  msg,
  type NewClient,
  paymentsToCount,
  renderFinding,
  toCents,
} from '@tawreed/domain';
import type { DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { AppError, forbidden, notFound, type ValidationIssue, validationFailed } from '../../http/errors.js';
import { actorOf, audit } from '../audit/write.js';
import { orderPriceFindings } from '../prices/check.js';
import { findPriceList } from '../prices/repository.js';
import { type RowError, rowMessage } from '../spreadsheets/import-sheets.js';
import { announceCredit } from './credit-events.js';
import { settleCreditMarks } from './credit-marks.js';
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

function stateIssues(state: { status: string; statusReason: string | null }) {
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
function auditNewClient(tx: DbOrTx, caller: SessionUser, row: repo.ClientRow, now: Date) {
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
async function applyChanges(
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

/**
 * Upserts parsed client rows by account number, all or none. A row for a known client changes
 * only the fields it gives; a credit change is kept in the history under `reason`.
 */
export async function upsertClients(
  deps: Deps,
  caller: SessionUser,
  rows: Array<{ row: number; input: NewClient }>,
  options: { reason: string; dryRun: boolean },
) {
  assertCanEditClients(caller);
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for (const { row, input } of rows) {
    const key = accountKey(input.accountNo);
    const first = seen.get(key);
    if (first !== undefined)
      errors.push({
        row,
        field: 'accountNo',
        message: rowMessage(row, msg('accountTwice', { accountNo: input.accountNo })),
      });
    seen.set(key, row);
  }
  if (errors.length) return { applied: false, created: 0, updated: 0, unchanged: 0, errors };
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const announced: string[] = [];
  const rollback = new Error('rollback');
  try {
    await inTransaction(deps, async (tx) => {
      const existing = new Map(
        (
          await repo.findClientsByAccounts(
            tx,
            rows.map((r) => r.input.accountNo),
          )
        ).map((c) => [accountKey(c.accountNo), c]),
      );
      const now = deps.now();
      for (const { row, input } of rows) {
        try {
          const current = existing.get(accountKey(input.accountNo));
          if (!current) {
            const status = input.status ?? 'ACTIVE';
            stateIssues({ status, statusReason: input.statusReason ?? null });
            const inserted = await repo.insertClient(tx, {
              ...toColumns(input),
              accountNo: input.accountNo,
              name: input.name,
              status,
            });
            if (inserted) await auditNewClient(tx, caller, inserted, now);
            counts.created++;
            announced.push(input.accountNo);
          } else {
            const { accountNo: _accountNo, ...changes } = input;
            const result = await applyChanges(
              tx,
              caller,
              current,
              { ...changes, reason: options.reason },
              now,
            );
            counts[result.changed ? 'updated' : 'unchanged']++;
            if (result.creditChanged) announced.push(current.accountNo);
          }
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const issues = (error.details?.issues as ValidationIssue[] | undefined) ?? [
            { path: '', message: error.text },
          ];
          for (const issue of issues)
            errors.push({
              row,
              field: issue.path,
              message: rowMessage(row, issue.message),
            });
        }
      }
      if (errors.length || options.dryRun) throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  if (errors.length) return { applied: false, created: 0, updated: 0, unchanged: 0, errors };
  if (!options.dryRun) {
    await settleCreditMarks(deps);
    await announceCredit(deps, announced);
  }
  return { applied: !options.dryRun, ...counts, errors };
}

// ---------------------------------------------------------------------------------------------
// Receivables and payments

// ---------------------------------------------------------------------------------------------
// Credit

const creditPolicy = (deps: Deps) => ({ now: deps.now(), strict: deps.config.CREDIT_STRICT });

interface CreditFacts {
  summary: CreditSummary;
  lastPaymentAt: string | null;
}

/**
 * The client's credit from what is stored (documents, counted payments, approved undelivered
 * orders) and, when reviewing, the order. `client` null: the account is not in the master.
 */
export async function creditFacts(
  policy: { now: Date; strict: boolean },
  db: DbOrTx,
  client: repo.ClientRow | null,
  order: (CreditOrder & { accountNo: string | null }) | null,
): Promise<CreditFacts> {
  // One after the other: inside an approval `db` is the transaction's one connection, and
  // queries issued at once on it would only queue (node-postgres) or interleave (PGlite).
  const documents = client ? await repo.listDocuments(db, client.id) : [];
  const payments = client ? await repo.listPayments(db, client.id) : [];
  const orders = client ? await repo.openOrders(db, client.accountNo) : [];
  const counted = paymentsToCount(payments, client?.receivablesImportedAt ?? null);
  const summary = creditSummary({
    client: client
      ? {
          accountNo: client.accountNo,
          creditLimitSAR: client.creditLimitSar,
          status: client.status,
          statusReason: client.statusReason,
          licenceExpiry: client.licenceExpiry,
        }
      : null,
    documents: documents.map((d) => ({
      kind: d.kind,
      number: d.number,
      date: d.date,
      dueDate: d.dueDate,
      amountSAR: d.amountSar,
      openSAR: d.openSar,
    })),
    payments: counted.map((p) => ({ id: p.id, date: p.date, amountSAR: p.amountSar })),
    orders: orders.map((o) => ({
      id: o.id,
      status: o.status,
      totalValueSAR: o.totalValueSar,
      payableSAR: o.payableSar,
    })),
    order,
    now: policy.now,
    strict: policy.strict,
  });
  const lastPaymentAt = payments.reduce<string | null>(
    (latest, p) => (!latest || p.date > latest ? p.date : latest),
    null,
  );
  return { summary, lastPaymentAt };
}

function toCreditDto(client: repo.ClientRow, facts: CreditFacts, lang: Lang) {
  const { summary } = facts;
  return {
    accountNo: client.accountNo,
    creditLimitSAR: client.creditLimitSar,
    exposureSAR: summary.exposureSAR,
    availableSAR: summary.availableSAR,
    openReceivablesSAR: summary.openReceivablesSAR,
    openOrdersSAR: summary.openOrdersSAR,
    overdueSAR: summary.overdueSAR,
    aging: summary.aging,
    lastPaymentAt: facts.lastPaymentAt,
    findings: renderFindings(summary.findings, lang),
  };
}

export async function getCredit(deps: Deps, caller: SessionUser, accountNo: string, lang: Lang) {
  assertCanViewCredit(caller);
  const client = await clientOr404(deps.db, accountNo);
  return toCreditDto(client, await creditFacts(creditPolicy(deps), deps.db, client, null), lang);
}

export async function getStatement(deps: Deps, caller: SessionUser, accountNo: string) {
  assertCanViewCredit(caller);
  const client = await clientOr404(deps.db, accountNo);
  const [documents, payments] = await Promise.all([
    repo.listDocuments(deps.db, client.id),
    repo.listPayments(deps.db, client.id),
  ]);
  const counted = new Set(paymentsToCount(payments, client.receivablesImportedAt).map((p) => p.id));
  const allocation = allocateCredits(
    documents.map((d) => ({
      kind: d.kind,
      number: d.number,
      date: d.date,
      dueDate: d.dueDate,
      amountSAR: d.amountSar,
      openSAR: d.openSar,
    })),
    payments
      .filter((p) => counted.has(p.id))
      .map((p) => ({ id: p.id, date: p.date, amountSAR: p.amountSar })),
  );
  const remaining = new Map(allocation.invoices.map((i) => [i.number, i.openSAR]));
  const credited = new Map<string, bigint>();
  for (const a of allocation.allocations)
    if (a.source.kind === 'CREDIT_NOTE')
      credited.set(a.source.number, (credited.get(a.source.number) ?? 0n) + toCents(a.amountSAR));
  return {
    accountNo: client.accountNo,
    documents: documents.map((d) => ({
      accountNo: client.accountNo,
      kind: d.kind,
      number: d.number,
      date: d.date,
      dueDate: d.dueDate,
      amountSAR: d.amountSar,
      openSAR: d.openSar,
      remainingSAR:
        d.kind === 'INVOICE'
          ? (remaining.get(d.number) ?? '0.00')
          : centsToString(toCents(d.openSar) - (credited.get(d.number) ?? 0n)),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      accountNo: client.accountNo,
      date: p.date,
      amountSAR: p.amountSar,
      reference: p.reference,
      method: p.method,
      recordedAt: p.recordedAt.toISOString(),
      recordedBy: p.recordedBy ? { id: p.recordedBy, name: p.recordedByName ?? '' } : null,
      counted: counted.has(p.id),
    })),
    allocations: allocation.allocations.map((a) => ({
      source: a.source.kind,
      sourceRef: a.source.kind === 'PAYMENT' ? a.source.id : a.source.number,
      invoiceNumber: a.invoiceNumber,
      amountSAR: a.amountSAR,
    })),
    unappliedSAR: allocation.unappliedSAR,
  };
}

/**
 * GET /api/orders/{id}/review: the client's credit with this order counted, and every finding.
 * Staff only (a medical company gets 404, as for every credit route).
 */
export async function getOrderReview(deps: Deps, caller: SessionUser, orderId: string, lang: Lang) {
  if (!canViewCredit(caller)) throw notFound('whatOrder');
  const order = await repo.findOrder(deps.db, orderId);
  if (!order) throw notFound('whatOrder');
  const client = order.clientAccountNo?.trim() ? await repo.findClient(deps.db, order.clientAccountNo) : null;
  const facts = await creditFacts(creditPolicy(deps), deps.db, client, {
    id: order.id,
    status: order.status,
    withdrawnAt: order.withdrawnAt,
    totalValueSAR: order.totalValueSar,
    payableSAR: order.payableSar,
    accountNo: order.clientAccountNo,
  });
  const prices = await orderPriceFindings(deps.database, order, {
    now: deps.now(),
    strict: deps.config.CREDIT_STRICT,
    tolerancePercent: deps.config.PRICE_TOLERANCE_PERCENT,
  });
  return {
    credit: client ? toCreditDto(client, facts, lang) : null,
    findings: renderFindings(mergeFindings(facts.summary.findings, prices), lang),
  };
}
