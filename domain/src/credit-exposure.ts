/**
 * Clients and credit (DESIGN §11), the figures: closed sets, receivables, payment allocation
 * oldest due first, aging by Asia/Riyadh days, open orders and exposure, as pure functions. The
 * credit check that reads them is credit.ts. Amounts are exact decimals (halalas as bigint,
 * decimal strings on the way out); time comes in as `now`.
 */
import { riyadhDate } from './delivery.js';
import { centsToString, toCents } from './money.js';
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
