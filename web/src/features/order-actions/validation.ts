import {
  APPEAL_REJECTION_REASON_MAX,
  acceptFor,
  appealCommentSchema,
  type FileRuleName,
  fileRuleError,
  firstIssue,
  msg,
  overrideReasonField,
  reviewCommentSchema,
} from '@tawreed/domain';
import { messageText } from '../../i18n';

/** SPEC §5's checks of the action dialogs; each answers the message to show (in the reader's language), or null. */

/** The domain's rule, its message in the reader's language. */
function ruleError(schema: Parameters<typeof firstIssue>[0], value: string): string | null {
  const message = firstIssue(schema, value);
  return message === null ? null : messageText(message);
}

export const reviewCommentError = (comment: string) => ruleError(reviewCommentSchema, comment);

/** DESIGN §11: an override reason of 10..500 characters, the service's own rule. */
export const overrideReasonError = (reason: string) => ruleError(overrideReasonField, reason);

export const appealCommentError = (comment: string) => ruleError(appealCommentSchema, comment);

/** A file against the domain's rule for its kind, the message in the reader's language. */
function fileError(rule: FileRuleName, file: Pick<File, 'name' | 'size'> & { type?: string }): string | null {
  const message = fileRuleError(rule, file);
  return message === null ? null : messageText(message);
}

export const EVIDENCE_ACCEPT = acceptFor('evidence');

export const evidenceFileError = (file: Pick<File, 'name' | 'size'>) => fileError('evidence', file);

/** The required reading of SPEC §5: a reason is needed to reject an appeal. */
export function appealRejectionReasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return messageText(msg('appealRejectionReasonRequired'));
  if (length > APPEAL_REJECTION_REASON_MAX) return messageText(msg('appealRejectionReasonMax'));
  return null;
}

/** `value` and `today` are YYYY-MM-DD; today is the Asia/Riyadh day. */
export function expectedDateError(value: string, today: string): string | null {
  if (!value) return messageText(msg('expectedDateRequired'));
  if (value < today) return messageText(msg('expectedDateNotPast'));
  return null;
}

export function notDeliveredReasonError(reason: string): string | null {
  return reason.trim() ? null : messageText(msg('notDeliveredReasonRequired'));
}

export const INVOICE_ACCEPT = acceptFor('invoice');

export const invoiceFileError = (file: Pick<File, 'name' | 'size' | 'type'>) => fileError('invoice', file);
