import { APPEAL_REJECTION_REASON_MAX } from '@tawreed/domain';
import { type FormEvent, useId, useState } from 'react';
import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { actionErrorMessage, useOrderActionMutation } from '../api/action-context';
import { type AppealDecision, decideAppeal, type Order } from '../api/order-actions';
import { appealRejectionReasonError } from '../validation';
import { CommentField } from './comment-field';

interface AppealDecisionDialogProps {
  order: Order;
  /** The PENDING appeal being decided; without it the dialog does nothing (SPEC §4). */
  appealId: string | null;
  decision: AppealDecision;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Accept Appeal / Reject Again, each behind a confirmation step. Rejecting needs a reason
 * (SPEC §5's required reading, at most 500 characters) and leaves the rejection final.
 */
export function AppealDecisionDialog({
  order,
  appealId,
  decision,
  open,
  onOpenChange,
}: AppealDecisionDialogProps) {
  const id = useId();
  const accept = decision === 'ACCEPT';
  const [step, setStep] = useState<'reason' | 'confirm'>(accept ? 'confirm' : 'reason');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const failure = t(accept ? 'decision.acceptFailed' : 'decision.rejectFailed');
  const mutation = useOrderActionMutation(
    order,
    open,
    (seen, input: { appealId: string; comment: string | null }) =>
      decideAppeal(input.appealId, seen, decision, input.comment),
    {
      onSuccess() {
        toast({
          variant: 'success',
          title: t(accept ? 'decision.accepted' : 'decision.rejected'),
          description: t(accept ? 'decision.acceptedBody' : 'decision.rejectedBody'),
        });
        close();
      },
      onError(error) {
        toast({
          variant: 'error',
          title: t('toast.error'),
          description: `${failure}: ${actionErrorMessage(error)}`,
        });
      },
    },
  );

  function close() {
    mutation.reset();
    setStep(accept ? 'confirm' : 'reason');
    setReasonError(null);
    onOpenChange(false);
  }

  function continueToConfirm(event: FormEvent) {
    event.preventDefault();
    const problem = appealRejectionReasonError(reason);
    setReasonError(problem);
    if (problem) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setStep('confirm');
  }

  function confirm() {
    if (!appealId) return;
    mutation.mutate({ appealId, comment: accept ? null : reason.trim() });
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t(accept ? 'decision.acceptTitle' : 'decision.rejectTitle')}
      description={t(accept ? 'decision.acceptBody' : 'decision.rejectBody')}
    >
      {step === 'reason' ? (
        <form className="form" onSubmit={continueToConfirm} noValidate>
          <CommentField
            id={`${id}-reason`}
            label={t('decision.reason')}
            value={reason}
            max={APPEAL_REJECTION_REASON_MAX}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError) setReasonError(appealRejectionReasonError(event.target.value));
            }}
          />
          <DialogFooter onCancel={close} submitLabel={t('decision.continue')} busy={false} />
        </form>
      ) : (
        <div className="form">
          <p className="confirm-question">
            {t(accept ? 'decision.confirmQuestionAccept' : 'decision.confirmQuestionReject')}
          </p>
          {!accept && (
            <blockquote className="quote">
              <span className="sr-only">{t('decision.reason')}: </span>
              {reason.trim()}
            </blockquote>
          )}
          <ActionError message={mutation.isError ? actionErrorMessage(mutation.error, failure) : null} />
          <DialogFooter
            onCancel={accept ? close : () => setStep('reason')}
            cancelLabel={accept ? t('actions.cancel') : t('decision.back')}
            submitLabel={t(accept ? 'decision.confirmAccept' : 'decision.confirmReject')}
            variant={accept ? 'primary' : 'destructive'}
            busy={mutation.isPending}
            disabled={!appealId}
            onSubmit={confirm}
          />
        </div>
      )}
    </ActionDialog>
  );
}
