/**
 * Clients and credit (DESIGN §11): the credit answer of a client, its statement and the order
 * review (the client's credit and every finding of §11 and §12 for an order), from what is
 * stored. Permission checks here; the rules are domain/'s. The client master is service.ts.
 */
import {
  allocateCredits,
  type CreditOrder,
  type CreditSummary,
  canViewCredit,
  centsToString,
  creditSummary,
  type Lang,
  mergeFindings,
  paymentsToCount,
  toCents,
} from '@tawreed/domain';
import type { DbOrTx } from '../../db/client.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { orderPriceFindings } from '../prices/check.js';
import { creditRows } from './credit-rows.js';
import * as repo from './repository.js';
import { assertCanViewCredit, clientOr404, renderFindings } from './service.js';

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
  // One statement (inside an approval `db` is the transaction's one connection).
  const { documents, payments, orders } = client
    ? await creditRows(db, client)
    : { documents: [], payments: [], orders: [] };
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
    documents: documents.map(creditDocument),
    payments: counted.map(creditPayment),
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

/** A stored receivable document as the credit rules read it. */
const creditDocument = (
  d: Pick<repo.DocumentRow, 'kind' | 'number' | 'date' | 'dueDate' | 'amountSar' | 'openSar'>,
) => ({
  kind: d.kind,
  number: d.number,
  date: d.date,
  dueDate: d.dueDate,
  amountSAR: d.amountSar,
  openSAR: d.openSar,
});

/** A stored payment as the credit rules read it. */
const creditPayment = (p: Pick<repo.PaymentRow, 'id' | 'date' | 'amountSar'>) => ({
  id: p.id,
  date: p.date,
  amountSAR: p.amountSar,
});

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
    documents.map(creditDocument),
    payments.filter((p) => counted.has(p.id)).map(creditPayment),
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
      ...creditDocument(d),
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
  const policy = creditPolicy(deps);
  // The credit and the price check read apart (`deps.db` is the pool): on two connections at once.
  const credit = async () => {
    const client = order.clientAccountNo?.trim()
      ? await repo.findClient(deps.db, order.clientAccountNo)
      : null;
    const facts = await creditFacts(policy, deps.db, client, {
      id: order.id,
      status: order.status,
      withdrawnAt: order.withdrawnAt,
      totalValueSAR: order.totalValueSar,
      payableSAR: order.payableSar,
      accountNo: order.clientAccountNo,
    });
    return { client, facts };
  };
  const [{ client, facts }, prices] = await Promise.all([
    credit(),
    orderPriceFindings(deps.db, order, {
      now: policy.now,
      strict: deps.config.CREDIT_STRICT,
      tolerancePercent: deps.config.PRICE_TOLERANCE_PERCENT,
    }),
  ]);
  return {
    credit: client ? toCreditDto(client, facts, lang) : null,
    findings: renderFindings(mergeFindings(facts.summary.findings, prices), lang),
  };
}
