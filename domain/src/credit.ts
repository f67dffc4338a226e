/**
 * Clients and credit (DESIGN §11): receivables, payment allocation, exposure, aging and the
 * credit check, as pure functions. Amounts are exact decimals (halalas as bigint, decimal strings
 * on the way out); time comes in as `now` and "today" is the Asia/Riyadh calendar day.
 */
import { riyadhDate } from './delivery.js';
import { renderStored } from './messages/by-language.js';
import type { Lang, MessageParams } from './messages/core.js';
import type { MessageKey } from './messages/en.js';
import { centsToString, toCents } from './money.js';
import type { PriceFindingCode } from './prices.js';
import type { OrderStatus } from './statuses.js';

export const CLIENT_STATUSES = ['ACTIVE', 'ON_HOLD', 'BLOCKED'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const RECEIVABLE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type ReceivableKind = (typeof RECEIVABLE_KINDS)[number];

export const PAYMENT_METHODS = ['BANK_TRANSFER', 'CHEQUE', 'CASH', 'CARD', 'OTHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where a payment comes from: recorded in Tawreed, or the ERP's payments file. */
export const PAYMENT_SOURCES = ['MANUAL', 'IMPORT'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export const FINDING_SEVERITIES = ['block', 'override', 'info'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

export const CREDIT_FINDING_CODES = [
  'BLOCKED',
  'LICENCE_EXPIRED',
  'OVER_LIMIT',
  'OVERDUE',
  'ON_HOLD',
  'CLIENT_UNKNOWN',
  'NO_CREDIT_LIMIT',
  'LICENCE_EXPIRING',
] as const;
export type CreditFindingCode = (typeof CREDIT_FINDING_CODES)[number];

/** A licence expiring within this many days (today included) is flagged LICENCE_EXPIRING. */
export const LICENCE_EXPIRING_DAYS = 30;

/** Days from `from` to `to` (both YYYY-MM-DD), negative when `to` is earlier. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

// ---------------------------------------------------------------------------------------------
// Receivables and payments

/** An open item imported from the ERP. Amounts include VAT; `openSAR` is what the ERP says is still open. */
export interface ReceivableDocument {
  kind: ReceivableKind;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD (a credit note's due date is its date when the ERP gives none). */
  dueDate: string;
  amountSAR: string;
  openSAR: string;
}

/** A payment recorded in Tawreed. */
export interface PaymentRecord {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  amountSAR: string;
}

/** A credit applied to an invoice: a payment or a credit note's open amount. */
export interface Allocation {
  source: { kind: 'PAYMENT'; id: string } | { kind: 'CREDIT_NOTE'; number: string };
  invoiceNumber: string;
  amountSAR: string;
}

export interface OpenInvoice {
  number: string;
  date: string;
  dueDate: string;
  amountSAR: string;
  /** Open after the payments and credit notes applied to it. */
  openSAR: string;
}

export interface AllocationResult {
  allocations: Allocation[];
  /** Invoices still open after allocation, oldest due first. */
  invoices: OpenInvoice[];
  /** Credits (payments, credit notes) left over when every invoice is cleared: the client is in credit. */
  unappliedSAR: string;
}

const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

/** Oldest due first, then oldest document date, then number: one total order every caller agrees on. */
function compareDue(a: { dueDate: string; date: string; number: string }, b: typeof a): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.number < b.number ? -1 : a.number > b.number ? 1 : 0;
}

/**
 * Applies credits to invoices oldest-due first (DESIGN §11): first each credit note's open amount
 * (oldest first), then each payment (oldest first). Whatever no invoice takes stays unapplied.
 */
export function allocateCredits(
  documents: readonly ReceivableDocument[],
  payments: readonly PaymentRecord[],
): AllocationResult {
  const invoices = documents
    .filter((d) => d.kind === 'INVOICE')
    .map((d) => ({ ...d, open: toCents(d.openSAR) }))
    .sort(compareDue);
  const credits: Array<{ source: Allocation['source']; left: bigint }> = [
    ...documents
      .filter((d) => d.kind === 'CREDIT_NOTE')
      .sort(compareDue)
      .map((d) => ({ source: { kind: 'CREDIT_NOTE' as const, number: d.number }, left: toCents(d.openSAR) })),
    ...[...payments]
      .sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.id < b.id ? -1 : 1))
      .map((p) => ({ source: { kind: 'PAYMENT' as const, id: p.id }, left: toCents(p.amountSAR) })),
  ];
  const allocations: Allocation[] = [];
  let unapplied = 0n;
  for (const credit of credits) {
    for (const invoice of invoices) {
      if (credit.left <= 0n) break;
      if (invoice.open <= 0n) continue;
      const take = smaller(credit.left, invoice.open);
      invoice.open -= take;
      credit.left -= take;
      allocations.push({
        source: credit.source,
        invoiceNumber: invoice.number,
        amountSAR: centsToString(take),
      });
    }
    if (credit.left > 0n) unapplied += credit.left;
  }
  return {
    allocations,
    invoices: invoices
      .filter((i) => i.open > 0n)
      .map(({ number, date, dueDate, amountSAR, open }) => ({
        number,
        date,
        dueDate,
        amountSAR,
        openSAR: centsToString(open),
      })),
    unappliedSAR: centsToString(unapplied),
  };
}

// ---------------------------------------------------------------------------------------------
// Aging

export const AGING_BUCKETS = ['d1to30', 'd31to60', 'd61to90', 'd90plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export type Aging = Record<AgingBucket, string>;

/** The bucket of an amount `days` past due (1–30, 31–60, 61–90, over 90), or null when not overdue. */
export function agingBucket(daysOverdue: number): AgingBucket | null {
  if (daysOverdue <= 0) return null;
  if (daysOverdue <= 30) return 'd1to30';
  if (daysOverdue <= 60) return 'd31to60';
  if (daysOverdue <= 90) return 'd61to90';
  return 'd90plus';
}

export interface Overdue {
  overdueSAR: string;
  aging: Aging;
  /** Days past due of the oldest overdue invoice; 0 when nothing is overdue. */
  oldestDays: number;
}

/**
 * Open amounts past their due date on the Asia/Riyadh calendar day of `now`: an invoice due on
 * the 10th is 1 day overdue from 00:00 Riyadh on the 11th (21:00 UTC on the 10th).
 */
export function ageInvoices(invoices: readonly OpenInvoice[], now: Date): Overdue {
  const today = riyadhDate(now);
  const sums: Record<AgingBucket, bigint> = { d1to30: 0n, d31to60: 0n, d61to90: 0n, d90plus: 0n };
  let total = 0n;
  let oldestDays = 0;
  for (const invoice of invoices) {
    const days = calendarDaysBetween(invoice.dueDate, today);
    const bucket = agingBucket(days);
    const open = toCents(invoice.openSAR);
    if (!bucket || open <= 0n) continue;
    sums[bucket] += open;
    total += open;
    if (days > oldestDays) oldestDays = days;
  }
  return {
    overdueSAR: centsToString(total),
    aging: {
      d1to30: centsToString(sums.d1to30),
      d31to60: centsToString(sums.d31to60),
      d61to90: centsToString(sums.d61to90),
      d90plus: centsToString(sums.d90plus),
    },
    oldestDays,
  };
}

// ---------------------------------------------------------------------------------------------
// Orders and exposure

/** What an order holds for the credit check. */
export interface CreditOrder {
  id: string;
  status: OrderStatus;
  withdrawnAt?: Date | string | null;
  totalValueSAR: string;
  /** DESIGN §12's payable total: totalValueSAR + VAT. */
  payableSAR: string;
}

/**
 * The amount an order counts for in exposure: its payable total with VAT (DESIGN §12), as
 * every receivable the exposure adds it to includes VAT. The one place that decides it.
 */
export function orderCreditAmount(order: Pick<CreditOrder, 'payableSAR'>): string {
  return order.payableSAR;
}

/**
 * Statuses of orders a reviewer has approved that are not yet delivered (and so not yet
 * invoiced by the ERP): they count in the client's exposure as open orders.
 */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = [
  'PENDING_HIGHER',
  'PENDING_WAREHOUSE',
  'READY_TO_PRINT',
  'PRINTED',
  'ORDER_DISPATCHED',
  'ORDER_TRANSPORTED',
];

export function isOpenOrder(order: Pick<CreditOrder, 'status' | 'withdrawnAt'>): boolean {
  return !order.withdrawnAt && OPEN_ORDER_STATUSES.includes(order.status);
}

export interface Exposure {
  /** Open invoices after allocation (never below zero: unapplied credit does not count, see computeExposure). */
  openReceivablesSAR: string;
  /** Approved, undelivered orders of the client (the order under review left out). */
  openOrdersSAR: string;
  /** The order under review ("0.00" when none). */
  orderSAR: string;
  exposureSAR: string;
  /** limit − exposure; null when the client has no limit. */
  availableSAR: string | null;
}

/**
 * Exposure (DESIGN §11) = open receivables + approved, undelivered orders + the order under
 * review. `orders` are the client's orders; the one under review is counted once, as itself.
 */
export function computeExposure(input: {
  allocation: Pick<AllocationResult, 'invoices' | 'unappliedSAR'>;
  orders: readonly CreditOrder[];
  order?: CreditOrder | null;
  creditLimitSAR: string | null;
}): Exposure {
  // Unapplied credit (an overpayment, a credit note larger than what is open) is the client's
  // money, shown on the statement as unappliedSAR; it does not lend against open orders, so
  // receivables stop at zero and available never exceeds the limit (reviewer's note, decided).
  // While invoices are open nothing is unapplied (allocation clears them first).
  const invoices = input.allocation.invoices.reduce((sum, i) => sum + toCents(i.openSAR), 0n);
  const receivables = invoices;
  const openOrders = input.orders
    .filter((o) => o.id !== input.order?.id && isOpenOrder(o))
    .reduce((sum, o) => sum + toCents(orderCreditAmount(o)), 0n);
  const orderAmount = input.order ? toCents(orderCreditAmount(input.order)) : 0n;
  const exposure = receivables + openOrders + orderAmount;
  return {
    openReceivablesSAR: centsToString(receivables),
    openOrdersSAR: centsToString(openOrders),
    orderSAR: centsToString(orderAmount),
    exposureSAR: centsToString(exposure),
    availableSAR:
      input.creditLimitSAR === null ? null : centsToString(toCents(input.creditLimitSAR) - exposure),
  };
}

// ---------------------------------------------------------------------------------------------
// The credit check

/** What the check reads of a client. */
export interface CreditClient {
  accountNo: string;
  creditLimitSAR: string | null;
  status: ClientStatus;
  statusReason: string | null;
  /** YYYY-MM-DD: the last day the establishment licence is valid. */
  licenceExpiry: string | null;
}

export interface Finding {
  /** A credit finding of §11 or a price finding of §12 (prices.ts). */
  code: CreditFindingCode | PriceFindingCode;
  severity: FindingSeverity;
  key: MessageKey;
  params: MessageParams;
}

/** A finding with its `message` rendered in `lang` (the credit answer's and the refusal's findings). */
export function renderFinding<F extends Finding>(lang: Lang, finding: F): F & { message: string } {
  return { ...finding, message: renderStored(lang, finding.key, finding.params) };
}

const BASE_SEVERITY: Record<CreditFindingCode, FindingSeverity> = {
  BLOCKED: 'block',
  LICENCE_EXPIRED: 'block',
  OVER_LIMIT: 'override',
  OVERDUE: 'override',
  ON_HOLD: 'override',
  CLIENT_UNKNOWN: 'info',
  NO_CREDIT_LIMIT: 'info',
  LICENCE_EXPIRING: 'info',
};

/** `CREDIT_STRICT=true` raises CLIENT_UNKNOWN to block and NO_CREDIT_LIMIT to override. */
export function findingSeverity(code: CreditFindingCode, strict: boolean): FindingSeverity {
  if (strict && code === 'CLIENT_UNKNOWN') return 'block';
  if (strict && code === 'NO_CREDIT_LIMIT') return 'override';
  return BASE_SEVERITY[code];
}

const FINDING_KEYS: Record<CreditFindingCode, MessageKey> = {
  BLOCKED: 'creditBlocked',
  LICENCE_EXPIRED: 'creditLicenceExpired',
  OVER_LIMIT: 'creditOverLimit',
  OVERDUE: 'creditOverdue',
  ON_HOLD: 'creditOnHold',
  CLIENT_UNKNOWN: 'creditClientUnknown',
  NO_CREDIT_LIMIT: 'creditNoLimit',
  LICENCE_EXPIRING: 'creditLicenceExpiring',
};

const SEVERITY_ORDER: Record<FindingSeverity, number> = { block: 0, override: 1, info: 2 };

/**
 * The credit check (DESIGN §11): what the client's record, exposure and overdue amounts say of
 * approving `order` on `now`. `client` null: the order's account number is not in the master.
 * Findings come most severe first. No data, no refusal: a client without limit, status or
 * receivables yields information only (unless `strict`).
 */
export function creditCheck(
  client: CreditClient | null,
  exposure: Pick<Exposure, 'exposureSAR'>,
  overdue: Pick<Overdue, 'overdueSAR' | 'oldestDays'>,
  order: { accountNo: string | null } | null,
  now: Date,
  options: { strict: boolean } = { strict: false },
): Finding[] {
  const findings: Finding[] = [];
  const add = (code: CreditFindingCode, params: MessageParams) =>
    findings.push({ code, severity: findingSeverity(code, options.strict), key: FINDING_KEYS[code], params });
  if (!client) {
    add('CLIENT_UNKNOWN', { accountNo: order?.accountNo ?? '' });
    return findings;
  }
  const today = riyadhDate(now);
  if (client.status === 'BLOCKED') add('BLOCKED', { reason: client.statusReason ?? '' });
  if (client.licenceExpiry) {
    const daysLeft = calendarDaysBetween(today, client.licenceExpiry);
    if (daysLeft < 0) add('LICENCE_EXPIRED', { date: client.licenceExpiry });
    else if (daysLeft <= LICENCE_EXPIRING_DAYS)
      add('LICENCE_EXPIRING', { date: client.licenceExpiry, days: daysLeft });
  }
  if (client.status === 'ON_HOLD') add('ON_HOLD', { reason: client.statusReason ?? '' });
  if (client.creditLimitSAR === null) add('NO_CREDIT_LIMIT', {});
  else {
    const over = toCents(exposure.exposureSAR) - toCents(client.creditLimitSAR);
    if (over > 0n)
      add('OVER_LIMIT', {
        amountSAR: centsToString(over),
        limitSAR: client.creditLimitSAR,
        exposureSAR: exposure.exposureSAR,
      });
  }
  if (toCents(overdue.overdueSAR) > 0n)
    add('OVERDUE', { amountSAR: overdue.overdueSAR, days: overdue.oldestDays });
  return findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}

/**
 * An approval over the credit check (DESIGN §11): the codes it overrode and the reviewer's
 * reason, kept with the history entry and shown to staff in their language.
 */
export interface CreditOverride {
  codes: string[];
  reason: string;
}

/** Credit and price findings together, most severe first (the order of each kept otherwise). */
export function mergeFindings(...groups: ReadonlyArray<readonly Finding[]>): Finding[] {
  return groups.flat().sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}

/** The refusal the findings call for: a block, an override without a reason, or none. */
export function creditRefusal(
  findings: readonly Finding[],
  hasOverrideReason: boolean,
): 'CREDIT_BLOCKED' | 'CREDIT_OVERRIDE_REQUIRED' | null {
  if (findings.some((f) => f.severity === 'block')) return 'CREDIT_BLOCKED';
  if (!hasOverrideReason && findings.some((f) => f.severity === 'override'))
    return 'CREDIT_OVERRIDE_REQUIRED';
  return null;
}

/** The client's whole credit picture (the credit answer of DESIGN §11 without its rendered messages). */
export interface CreditSummary extends Exposure, Overdue {
  findings: Finding[];
}

/**
 * Everything the credit answer and the review need, from the stored facts: documents and
 * payments counted, the client's orders, and the order under review (if any).
 */
export function creditSummary(input: {
  client: CreditClient | null;
  documents: readonly ReceivableDocument[];
  payments: readonly PaymentRecord[];
  orders: readonly CreditOrder[];
  order?: (CreditOrder & { accountNo: string | null }) | null;
  now: Date;
  strict: boolean;
}): CreditSummary {
  const allocation = allocateCredits(input.documents, input.payments);
  const exposure = computeExposure({
    allocation,
    orders: input.orders,
    order: input.order ?? null,
    creditLimitSAR: input.client?.creditLimitSAR ?? null,
  });
  const overdue = ageInvoices(allocation.invoices, input.now);
  const findings = creditCheck(input.client, exposure, overdue, input.order ?? null, input.now, {
    strict: input.strict,
  });
  return { ...exposure, ...overdue, findings };
}

/**
 * The ERP is the book of record for money: a receivables import for a client is its snapshot,
 * payments included. So a payment recorded in Tawreed counts only until the client's next
 * receivables import (after which the ERP's open amounts already reflect it, or will be
 * corrected by the ERP, never twice by Tawreed). A payment from the ERP's payments file
 * (source IMPORT) imported after that snapshot may still be one the snapshot reflects: it
 * counts only when dated after the snapshot's Asia/Riyadh day (a payment of that very day
 * waits for the next snapshot: the exposure errs high, never low).
 */
export function paymentsToCount<P extends { recordedAt: Date; date: string; source?: PaymentSource }>(
  payments: readonly P[],
  lastImportAt: Date | null,
): P[] {
  if (!lastImportAt) return [...payments];
  const snapshotDay = riyadhDate(lastImportAt);
  return payments.filter(
    (p) => p.recordedAt.getTime() > lastImportAt.getTime() && (p.source !== 'IMPORT' || p.date > snapshotDay),
  );
}

/**
 * Whether an order's step changes its client's exposure for everyone watching the client's
 * credit: the order enters or leaves the approved-and-undelivered set (a reviewer's approval,
 * delivery, rejection after approval) or is withdrawn.
 */
export function stepChangesExposure(step: {
  from: OrderStatus | null;
  to: OrderStatus;
  action: string;
}): boolean {
  if (step.action === 'withdraw') return true;
  const wasOpen = step.from !== null && OPEN_ORDER_STATUSES.includes(step.from);
  return wasOpen !== OPEN_ORDER_STATUSES.includes(step.to);
}
