import { type FormEvent, useId, useState } from 'react';
import { ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { LabelledField } from '../../../components/ui/field';
import { FileChooser } from '../../../components/ui/file-chooser';
import { toast } from '../../../components/ui/toast';
import { type MessageKey, t } from '../../../i18n';
import { actionErrorMessage, useOrderActionMutation } from '../api/action-context';
import { deliverOrder, type Order, recordNotDelivered, uploadInvoice } from '../api/order-actions';
import { INVOICE_ACCEPT, invoiceFileError, notDeliveredReasonError } from '../validation';
import { CommentField } from './comment-field';
import { failureToast, StepSection } from './delivery-steps';

type Outcome = 'deliver' | 'not-delivered';

/** The outcomes offered, delivered first (not delivered only where the workflow allows it). */
const OUTCOMES: ReadonlyArray<{ value: Outcome; label: MessageKey }> = [
  { value: 'deliver', label: 'delivery.deliveredOption' },
  { value: 'not-delivered', label: 'delivery.notDeliveredOption' },
];

/** Step 3: delivered (with the invoice, if any) or not delivered (with the reason). */
export function OutcomeStep({
  order,
  initialOutcome,
  onClose,
}: {
  order: Order;
  initialOutcome: Outcome;
  onClose(): void;
}) {
  const id = useId();
  const canFail = order.allowedActions.includes('not-delivered');
  const [outcome, setOutcome] = useState<Outcome>(canFail ? initialOutcome : 'deliver');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<{ name: string; filename: string; file: File } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const deliver = useOrderActionMutation(
    order,
    true,
    (seen, path: string | null) => deliverOrder(seen, path),
    {
      onSuccess() {
        toast({
          variant: 'success',
          title: t('delivery.delivered'),
          description: t('delivery.deliveredBody'),
        });
        onClose();
      },
      onError: failureToast('delivery.deliverFailed'),
    },
  );
  const notDelivered = useOrderActionMutation(
    order,
    true,
    (seen, text: string) => recordNotDelivered(seen, text),
    {
      onSuccess() {
        toast({
          variant: 'success',
          title: t('delivery.notDelivered'),
          description: t('delivery.notDeliveredBody'),
        });
      },
      onError: failureToast('delivery.notDeliveredFailed'),
    },
  );

  async function chooseInvoice(file: File | undefined) {
    setInvoice(null);
    if (!file) return setFileError(null);
    const problem = invoiceFileError(file);
    setFileError(problem);
    if (problem) return;
    setUploading(true);
    try {
      const uploaded = await uploadInvoice(file);
      setInvoice({ name: file.name, filename: uploaded.filename, file });
    } catch (error) {
      setFileError(
        `${t('delivery.uploadFailed')}: ${actionErrorMessage(error, t('delivery.uploadFailedFallback'))}`,
      );
    } finally {
      setUploading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (outcome === 'deliver') {
      deliver.mutate(invoice?.filename ?? null);
      return;
    }
    const problem = notDeliveredReasonError(reason);
    setReasonError(problem);
    if (problem) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    notDelivered.mutate(reason.trim());
  }

  const active = outcome === 'deliver' ? deliver : notDelivered;
  const fallback = outcome === 'deliver' ? 'delivery.deliverFailed' : 'delivery.notDeliveredFailed';
  return (
    <StepSection title={t('delivery.step3')}>
      <form className="form" onSubmit={submit} noValidate>
        <fieldset className="choice-group">
          <legend className="field__label">{t('delivery.outcome')}</legend>
          {(canFail ? OUTCOMES : OUTCOMES.slice(0, 1)).map((choice) => (
            <label key={choice.value} className="choice">
              <input
                type="radio"
                name={`${id}-outcome`}
                checked={outcome === choice.value}
                onChange={() => setOutcome(choice.value)}
              />
              {t(choice.label)}
            </label>
          ))}
        </fieldset>
        {outcome === 'deliver' ? (
          <LabelledField id={`${id}-invoice`} label={t('delivery.invoice')}>
            <FileChooser
              id={`${id}-invoice`}
              buttonLabel={t('files.chooseOne')}
              accept={INVOICE_ACCEPT}
              invalid={Boolean(fileError)}
              disabled={uploading}
              describedBy={`${id}-invoice-hint${fileError ? ` ${id}-invoice-error` : ''}`}
              files={invoice ? [invoice.file] : []}
              emptyText={t('files.none')}
              listLabel={t('delivery.invoice')}
              removeLabel={(name) => t('files.remove', { name })}
              onAdd={(chosen) => void chooseInvoice(chosen[0])}
              onRemove={() => setInvoice(null)}
            />
            <p id={`${id}-invoice-hint`} className="field__hint" aria-live="polite">
              {uploading
                ? t('delivery.uploading')
                : invoice
                  ? t('delivery.uploaded', { name: invoice.name })
                  : t('delivery.invoiceHint')}
            </p>
            {fileError && (
              <p id={`${id}-invoice-error`} className="field__error">
                {fileError}
              </p>
            )}
          </LabelledField>
        ) : (
          <CommentField
            id={`${id}-reason`}
            label={t('delivery.reason')}
            value={reason}
            max={500}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError) setReasonError(notDeliveredReasonError(event.target.value));
            }}
          />
        )}
        <ActionError message={active.isError ? actionErrorMessage(active.error, t(fallback)) : null} />
        <DialogFooter
          onCancel={onClose}
          submitLabel={t(outcome === 'deliver' ? 'delivery.markDelivered' : 'delivery.recordNotDelivered')}
          variant={outcome === 'deliver' ? 'primary' : 'destructive'}
          busy={active.isPending || uploading}
        />
      </form>
    </StepSection>
  );
}
