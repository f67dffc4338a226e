import { CLIENT_LIMITS } from '@tawreed/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { t } from '../../../i18n';
import { CreditFindings, creditRefusalOf } from '../../credit';
import { overrideReasonError } from '../validation';
import { CommentField, useCheckedComment } from './comment-field';

type Refusal = NonNullable<ReturnType<typeof creditRefusalOf>>;

/**
 * An approval the credit check refused (DESIGN §11): 409 CREDIT_OVERRIDE_REQUIRED asks for a
 * reason (10..500, the domain's rule) and the approval is sent again with it; 409 CREDIT_BLOCKED
 * shows its findings and allows no override. The refusal is kept while the retry runs.
 */
export function useCreditOverride(id: string) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const reason = useCheckedComment(id, overrideReasonError);
  return {
    refusal,
    reason,
    blocked: refusal?.code === 'CREDIT_BLOCKED',
    needsReason: refusal?.code === 'CREDIT_OVERRIDE_REQUIRED',
    /** A failed approval: a credit refusal is kept (its findings and, when allowed, a reason field). */
    onError(error: unknown) {
      const next = creditRefusalOf(error);
      if (next) setRefusal(next);
    },
    /** The dialog closed: the refusal and the reason go. */
    reset() {
      setRefusal(null);
      reason.clear();
      reason.forgetError();
    },
    /**
     * The override to send: null when none was asked, the checked reason, or undefined when the
     * reason is missing or invalid (its message shown, the focus on it) or the check blocks.
     */
    checkedReason(): string | null | undefined {
      if (!refusal) return null;
      if (refusal.code === 'CREDIT_BLOCKED') return undefined;
      return reason.checked() ?? undefined;
    },
    /** The failed call's message unless it is the refusal shown here. */
    errorShown(error: string | null, cause: unknown): string | null {
      return creditRefusalOf(cause) ? null : error;
    },
  };
}

/** The refusal's findings and, for an override, the reason field (nothing before a refusal). */
export function CreditOverrideSection({ override }: { override: ReturnType<typeof useCreditOverride> }) {
  const { refusal } = override;
  if (!refusal) return null;
  return (
    <>
      <Alert
        variant={override.blocked ? 'error' : 'info'}
        title={t(override.blocked ? 'override.blockedTitle' : 'override.requiredTitle')}
      >
        {t(override.blocked ? 'override.blockedBody' : 'override.requiredBody')}
      </Alert>
      <CreditFindings findings={refusal.findings} label={t('override.findings')} />
      {override.needsReason && (
        <CommentField
          {...override.reason.field}
          label={t('override.reason')}
          max={CLIENT_LIMITS.overrideReasonMax}
          required
        />
      )}
    </>
  );
}
