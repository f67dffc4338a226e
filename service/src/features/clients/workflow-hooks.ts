/**
 * The credit check inside an approval (DESIGN §11): approve and appeal-accept lock the client's
 * row, count its exposure with this order, and refuse on a block (409 CREDIT_BLOCKED) or on an
 * override finding without a reason (409 CREDIT_OVERRIDE_REQUIRED); error.details.findings
 * lists them. No data, no refusal: an account not in the master, or a client without limit,
 * status or receivables, approves exactly as before (unless CREDIT_STRICT). The price check of
 * §12 adds its findings: a PRICE_MISMATCH needs the override reason too.
 */
import {
  type CreditOverride,
  creditRefusal,
  type Finding,
  mergeFindings,
  msg,
  type OrderAction,
  type OrderStatus,
} from '@tawreed/domain';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { lockClientWithPriceFindings } from '../prices/check.js';
import { creditFacts } from './credit-answers.js';
import * as repo from './repository.js';

const CHECKED_ACTIONS: readonly OrderAction[] = ['approve', 'accept-appeal'];

export interface ApprovalCredit {
  order: {
    id: string;
    status: OrderStatus;
    withdrawnAt: Date | null;
    totalValueSar: string;
    payableSar: string;
    clientAccountNo: string | null;
  };
  action: OrderAction;
  /** The reviewer's override reason (10..500, checked by the route). */
  overrideReason?: string | undefined;
  now: Date;
  strict: boolean;
  /** PRICE_TOLERANCE_PERCENT (DESIGN §12). */
  tolerancePercent: string;
}

/**
 * The findings of a refusal's error.details: each `message` stays a message (key and params) until
 * the error answer renders it in the caller's language (localizedErrorBody).
 */
function keyedFindings(findings: readonly Finding[]) {
  return findings.map(({ code, severity, key, params }) => ({
    code,
    severity,
    params,
    message: { key, params },
  }));
}

/**
 * Runs the check for an approval in its transaction; answers the override the history entry
 * carries when a reason was given (naming the codes it overrides), or null.
 */
export async function checkCreditBeforeApproval(
  tx: Tx,
  input: ApprovalCredit,
): Promise<CreditOverride | null> {
  if (!CHECKED_ACTIONS.includes(input.action)) return null;
  const accountNo = input.order.clientAccountNo?.trim() || null;
  // The price check of DESIGN §12 counts as the credit check's: a mismatch needs the same override.
  // Its statement locks the client's row: approvals of one client's orders take turns, and the
  // credit facts, read after it, count the approval that went first.
  const priced = await lockClientWithPriceFindings(tx, input.order, {
    now: input.now,
    strict: input.strict,
    tolerancePercent: input.tolerancePercent,
  });
  const client = accountNo && priced.clientLocked ? await repo.findClient(tx, accountNo) : null;
  const { summary } = await creditFacts({ now: input.now, strict: input.strict }, tx, client, {
    id: input.order.id,
    status: input.order.status,
    withdrawnAt: input.order.withdrawnAt,
    totalValueSAR: input.order.totalValueSar,
    payableSAR: input.order.payableSar,
    accountNo,
  });
  const findings = mergeFindings(summary.findings, priced.findings);
  const reason = input.overrideReason?.trim() || null;
  const refusal = creditRefusal(findings, reason !== null);
  // Each code once: an order may have many mispriced lines.
  const codes = (severity: string) => [
    ...new Set(findings.filter((f) => f.severity === severity).map((f) => f.code)),
  ];
  if (refusal === 'CREDIT_BLOCKED') {
    throw new AppError('CREDIT_BLOCKED', msg('creditRefusalBlocked', { codes: codes('block').join(', ') }), {
      findings: keyedFindings(findings),
    });
  }
  if (refusal === 'CREDIT_OVERRIDE_REQUIRED') {
    throw new AppError(
      'CREDIT_OVERRIDE_REQUIRED',
      msg('creditRefusalOverride', { codes: codes('override').join(', ') }),
      { findings: keyedFindings(findings) },
    );
  }
  return reason ? { codes: codes('override'), reason } : null;
}
