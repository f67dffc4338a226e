import {
  APPEAL_REJECTION_REASON_MAX,
  appealCommentSchema,
  firstIssue,
  MAX_FILE_BYTES,
  MESSAGES,
  reviewCommentSchema,
} from '@tawreed/domain';
import { translateDomainMessage } from '../../i18n';

/** SPEC §5's checks of the action dialogs; each answers the message to show (in the reader's language), or null. */

/** The domain's rule, its message in the reader's language. */
function ruleError(schema: Parameters<typeof firstIssue>[0], value: string): string | null {
  const message = firstIssue(schema, value);
  return message === null ? null : translateDomainMessage(message);
}

export const reviewCommentError = (comment: string) => ruleError(reviewCommentSchema, comment);

export const appealCommentError = (comment: string) => ruleError(appealCommentSchema, comment);

export const EVIDENCE_EXTENSIONS = ['.xlsx', '.xls', '.pdf', '.png', '.jpg', '.jpeg'] as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

export function evidenceFileError(file: Pick<File, 'name' | 'size'>): string | null {
  if (!(EVIDENCE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return translateDomainMessage(MESSAGES.invalidFileType);
  }
  if (file.size > MAX_FILE_BYTES) return translateDomainMessage(MESSAGES.fileTooLarge);
  return null;
}

/** The required reading of SPEC §5: a reason is needed to reject an appeal. */
export function appealRejectionReasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return translateDomainMessage(MESSAGES.appealRejectionReasonRequired);
  if (length > APPEAL_REJECTION_REASON_MAX) return translateDomainMessage(MESSAGES.appealRejectionReasonMax);
  return null;
}

/** `value` and `today` are YYYY-MM-DD; today is the Asia/Riyadh day. */
export function expectedDateError(value: string, today: string): string | null {
  if (!value) return translateDomainMessage(MESSAGES.expectedDateRequired);
  if (value < today) return translateDomainMessage(MESSAGES.expectedDateNotPast);
  return null;
}

export function notDeliveredReasonError(reason: string): string | null {
  return reason.trim() ? null : translateDomainMessage(MESSAGES.notDeliveredReasonRequired);
}

export const INVOICE_ACCEPT = 'image/*,application/pdf,.pdf,.png,.jpg,.jpeg,.gif,.webp';

export function invoiceFileError(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const isImageOrPdf =
    file.type.startsWith('image/') ||
    file.type === 'application/pdf' ||
    ['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp'].includes(extensionOf(file.name));
  if (!isImageOrPdf) return translateDomainMessage(MESSAGES.invoiceInvalidType);
  if (file.size > MAX_FILE_BYTES) return translateDomainMessage(MESSAGES.invoiceTooLarge);
  return null;
}
