import { APPEAL_REJECTION_REASON_MAX } from '@tawreed/domain';
import { type FormEvent, useId, useState } from 'react';
import { ActionDialog, ActionForm } from '../../../components/ui/action-dialog';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { creditRefusalOf } from '../../credit';
import { actionErrorMessage } from '../api/action-context';
import { type AppealDecision, decideAppeal } from '../api/order-actions';
import { appealRejectionReasonError } from '../validation';
import { CommentField, useCheckedComment } from './comment-field';
import { CreditOverrideSection, useCreditOverride } from './credit-override';
import { type OrderDialogProps, useOrderActionDialog } from './order-action-dialog';

interface AppealDecisionDialogProps extends OrderDialogProps {
  /** The PENDING appeal being decided; without it the dialog does nothing (SPEC §4). */
  appealId: string | null;
  decision: AppealDecision;
}

/**
 * Accept Appeal / Reject Again, each behind a confirmation step. Rejecting needs a reason
 * (SPEC §5's required reading, at most 500 characters) and leaves the rejection final.
 */
export function AppealDecisionDialog({ appealId, decision, ...props }: AppealDecisionDialogProps) {
  const id = useId();
  const accept = decision === 'ACCEPT';
  const [step, setStep] = useState<'reason' | 'confirm'>(accept ? 'confirm' : 'reason');
  const reason = useCheckedComment(`${id}-reason`, appealRejectionReasonError);
  // Accepting runs the credit check as approve does (DESIGN §11).
  const override = useCreditOverride(`${id}-override`);
  const failure = t(accept ? 'decision.acceptFailed' : 'decision.rejectFailed');
  const { mutation, dialog, form } = useOrderActionDialog(
    props,
    (seen, input: { appealId: string; comment: string | null; overrideReason: string | null }) =>
      decideAppeal(input.appealId, seen, decision, input.comment, input.overrideReason),
    {
      success: {
        title: t(accept ? 'decision.accepted' : 'decision.rejected'),
        description: t(accept ? 'decision.acceptedBody' : 'decision.rejectedBody'),
      },
      onSuccess: () => dialog.onClose(),
      onError(error) {
        override.onError(error);
        // A credit refusal is explained in the dialog, with what to do next.
        if (creditRefusalOf(error)) return;
        toast({
          variant: 'error',
          title: t('toast.error'),
          description: `${failure}: ${actionErrorMessage(error)}`,
        });
      },
      onClose() {
        setStep(accept ? 'confirm' : 'reason');
        reason.forgetError();
        override.reset();
      },
      fallback: failure,
    },
  );

  function close() {
    dialog.onClose();
    props.onOpenChange(false);
  }

  function continueToConfirm(event: FormEvent) {
    event.preventDefault();
    if (reason.checked() !== null) setStep('confirm');
  }

  function confirm() {
    if (!appealId) return;
    const overrideReason = accept ? override.checkedReason() : null;
    if (overrideReason === undefined) return;
    mutation.mutate({ appealId, comment: accept ? null : reason.value.trim(), overrideReason });
  }

  return (
    <ActionDialog
      {...dialog}
      title={t(accept ? 'decision.acceptTitle' : 'decision.rejectTitle')}
      description={t(accept ? 'decision.acceptBody' : 'decision.rejectBody')}
    >
      {step === 'reason' ? (
        <ActionForm
          onFormSubmit={continueToConfirm}
          error={null}
          onCancel={close}
          submitLabel={t('decision.continue')}
          busy={false}
        >
          <CommentField {...reason.field} label={t('decision.reason')} max={APPEAL_REJECTION_REASON_MAX} />
        </ActionForm>
      ) : (
        <ActionForm
          {...form}
          error={override.errorShown(form.error, mutation.error)}
          onCancel={accept ? close : () => setStep('reason')}
          cancelLabel={accept ? t('actions.cancel') : t('decision.back')}
          submitLabel={
            override.needsReason
              ? t('override.submit')
              : t(accept ? 'decision.confirmAccept' : 'decision.confirmReject')
          }
          variant={accept ? 'primary' : 'destructive'}
          disabled={!appealId || override.blocked}
          onSubmit={confirm}
        >
          <p className="confirm-question">
            {t(accept ? 'decision.confirmQuestionAccept' : 'decision.confirmQuestionReject')}
          </p>
          {accept && <CreditOverrideSection override={override} />}
          {!accept && (
            <blockquote className="quote">
              <span className="sr-only">{t('decision.reason')}: </span>
              {reason.value.trim()}
            </blockquote>
          )}
        </ActionForm>
      )}
    </ActionDialog>
  );
}
