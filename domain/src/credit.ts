/**
 * Clients and credit (DESIGN §11): the credit check and the credit summary, as pure functions,
 * over the figures of credit-exposure.ts (receivables, allocation, aging, exposure), which this
 * module re-exports. Amounts are exact decimals (halalas as bigint, decimal strings on the way
 * out); time comes in as `now` and "today" is the Asia/Riyadh calendar day.
 */
import {
  ageInvoices,
  allocateCredits,
  type ClientStatus,
  type CreditFindingCode,
  type CreditOrder,
  calendarDaysBetween,
  computeExposure,
  type Exposure,
  type FindingSeverity,
  LICENCE_EXPIRING_DAYS,
  OPEN_ORDER_STATUSES,
  type Overdue,
  type PaymentRecord,
  type PaymentSource,
  type ReceivableDocument,
} from './credit-exposure.js';
import { riyadhDate } from './delivery.js';
import { renderStored } from './messages/by-language.js';
import type { Lang, MessageParams } from './messages/core.js';
import type { MessageKey } from './messages/en.js';
import { centsToString, toCents } from './money.js';
import type { PriceFindingCode } from './prices.js';
import type { OrderStatus } from './statuses.js';

export * from './credit-exposure.js';

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
