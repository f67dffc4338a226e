/**
 * The credit mark of a queue row and `sort=risk` (DESIGN §11): what the credit check would say
 * of the order's next approval, reduced to its worst severity. One rule, from the same findings
 * as the check itself (credit.ts), so the mark and the refusal never disagree.
 */
import {
  ageInvoices,
  allocateCredits,
  type CreditClient,
  type CreditOrder,
  calendarDaysBetween,
  computeExposure,
  creditCheck,
  type Finding,
  type OpenInvoice,
  type PaymentRecord,
  type ReceivableDocument,
} from './credit.js';
import { riyadhDate } from './delivery.js';
import type { OrderStatus } from './statuses.js';

export const CREDIT_MARKS = ['block', 'override', 'clear'] as const;
export type CreditMark = (typeof CREDIT_MARKS)[number];

/**
 * Statuses whose next step is a decision the credit check guards (approve, accept-appeal): only
 * these orders carry a mark; every other order's is null (nothing left to decide on credit).
 */
export const CREDIT_DECISION_STATUSES: readonly OrderStatus[] = [
  'PENDING_CREDIT',
  'RESUBMITTED',
  'PENDING_HIGHER',
  'APPEAL_REVIEW',
];

export function awaitsCreditDecision(order: { status: OrderStatus; withdrawnAt?: Date | string | null }) {
  return !order.withdrawnAt && CREDIT_DECISION_STATUSES.includes(order.status);
}

/**
 * The mark the findings call for: `block` when one blocks (CREDIT_BLOCKED), `override` when one
 * needs an override reason (CREDIT_OVERRIDE_REQUIRED), `clear` otherwise; null when the order
 * names no client of the master and nothing refuses it (no credit data, no mark).
 */
export function creditMark(
  findings: readonly Pick<Finding, 'severity'>[],
  hasClient: boolean,
): CreditMark | null {
  if (findings.some((f) => f.severity === 'block')) return 'block';
  if (findings.some((f) => f.severity === 'override')) return 'override';
  return hasClient ? 'clear' : null;
}

/** A mark in the CLI's English table (the portal reads its catalogs). */
export const CREDIT_MARK_LABELS: Record<CreditMark, string> = {
  block: 'Blocked',
  override: 'Override needed',
  clear: 'Clear',
};

/** The stored rank of a mark: `sort=risk` reads block, override, clear, then orders without a mark. */
export const CREDIT_MARK_RANK: Record<CreditMark, number> = { block: 0, override: 1, clear: 2 };

export function creditMarkOfRank(rank: number | null | undefined): CreditMark | null {
  return CREDIT_MARKS.find((mark) => CREDIT_MARK_RANK[mark] === rank) ?? null;
}

/**
 * The last Asia/Riyadh day on which a client's marks stay what they are on `now` with nothing
 * written: an open invoice turns overdue the day after its due date (OVERDUE) and a licence
 * expires the day after its expiry (LICENCE_EXPIRED). Null: nothing changes with time alone.
 */
export function creditMarkValidUntil(
  /** The invoices still open after allocation (allocateCredits). */
  invoices: readonly Pick<OpenInvoice, 'dueDate'>[],
  licenceExpiry: string | null,
  now: Date,
): string | null {
  const today = riyadhDate(now);
  let until: string | null = null;
  const consider = (day: string) => {
    if (calendarDaysBetween(today, day) >= 0 && (until === null || day < until)) until = day;
  };
  for (const invoice of invoices) consider(invoice.dueDate);
  if (licenceExpiry) consider(licenceExpiry);
  return until;
}

/**
 * The marks of one client's orders and how long they hold: for each order awaiting a
 * credit-checked decision, the credit check exactly as creditSummary runs it for that order (the
 * client's allocation and aging computed once for all of them). `client` null: the account is
 * not in the master. `payments` are those that count (paymentsToCount).
 */
export function clientCreditMarks(input: {
  client: CreditClient | null;
  accountNo: string;
  documents: readonly ReceivableDocument[];
  payments: readonly PaymentRecord[];
  orders: readonly CreditOrder[];
  now: Date;
  strict: boolean;
}): { marks: Map<string, CreditMark | null>; validUntil: string | null } {
  const allocation = allocateCredits(input.documents, input.payments);
  const overdue = ageInvoices(allocation.invoices, input.now);
  const marks = new Map<string, CreditMark | null>();
  for (const order of input.orders) {
    if (!awaitsCreditDecision(order)) {
      marks.set(order.id, null);
      continue;
    }
    const exposure = computeExposure({
      allocation,
      orders: input.orders,
      order,
      creditLimitSAR: input.client?.creditLimitSAR ?? null,
    });
    const findings = creditCheck(input.client, exposure, overdue, { accountNo: input.accountNo }, input.now, {
      strict: input.strict,
    });
    marks.set(order.id, creditMark(findings, input.client !== null));
  }
  const validUntil = input.client
    ? creditMarkValidUntil(allocation.invoices, input.client.licenceExpiry, input.now)
    : null;
  return { marks, validUntil };
}
