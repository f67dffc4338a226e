import { deliveryProgressStep, riyadhDate } from '@tawreed/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { FileChooser } from '../../../components/ui/file-chooser';
import { CheckIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { type MessageKey, t } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { actionErrorMessage, useOrderActionMutation } from '../api/action-context';
import {
  deliverOrder,
  dispatchOrder,
  type Order,
  recordNotDelivered,
  transportOrder,
  uploadInvoice,
} from '../api/order-actions';
import { expectedDateError, INVOICE_ACCEPT, invoiceFileError, notDeliveredReasonError } from '../validation';
import { CommentField } from './comment-field';

export type DeliveryStep = 'dispatch' | 'transport' | 'outcome';
export type DeliveryAction = 'dispatch' | 'transport' | 'deliver' | 'not-delivered';

const STEP_OF: Record<DeliveryAction, DeliveryStep> = {
  dispatch: 'dispatch',
  transport: 'transport',
  deliver: 'outcome',
  'not-delivered': 'outcome',
};

/** Every step the warehouse may take now. */
function availableSteps(order: Order): DeliveryStep[] {
  const can = (action: string) => order.allowedActions.includes(action as Order['allowedActions'][number]);
  const steps: DeliveryStep[] = [];
  if (can('dispatch')) steps.push('dispatch');
  if (can('transport')) steps.push('transport');
  if (can('deliver') || can('not-delivered')) steps.push('outcome');
  return steps;
}

/** The step the warehouse can take now, or null when there is none. */
function availableStep(order: Order): DeliveryStep | null {
  const can = (action: string) => order.allowedActions.includes(action as Order['allowedActions'][number]);
  if (can('dispatch')) return 'dispatch';
  // After a failed delivery, rescheduling (transport again) comes first.
  if (can('transport')) return 'transport';
  if (can('deliver') || can('not-delivered')) return 'outcome';
  return null;
}

interface DeliveryDialogProps {
  order: Order;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Opened for this action (the dashboard's buttons, ?action=). */
  initialAction?: DeliveryAction;
}

/** Delivery management (SPEC §4): step 1 dispatch, step 2 transport, step 3 delivered or not delivered. */
export function DeliveryDialog({ order, open, onOpenChange, initialAction }: DeliveryDialogProps) {
  const current = availableStep(order);
  const available = availableSteps(order);
  const asked = initialAction && order.allowedActions.includes(initialAction) ? STEP_OF[initialAction] : null;
  const [step, setStep] = useState<DeliveryStep | null>(asked ?? current);
  // Each recorded step (a new version of the order) moves the dialog on to the next one.
  const [seenVersion, setSeenVersion] = useState(order.version);
  if (seenVersion !== order.version) {
    setSeenVersion(order.version);
    setStep(current);
  }
  const warehouse = order.warehouse;
  const progress = deliveryProgressStep(order.status);
  const failedReason = warehouse?.notDeliveredReason ?? null;

  const steps: Array<{ key: DeliveryStep; label: MessageKey; done: boolean }> = [
    { key: 'dispatch', label: 'delivery.step1', done: Boolean(warehouse?.dispatchedAt) },
    { key: 'transport', label: 'delivery.step2', done: Boolean(warehouse?.transportedAt) && !failedReason },
    { key: 'outcome', label: 'delivery.step3', done: Boolean(warehouse?.actualDeliveryDate) },
  ];

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delivery.title')}
      description={t('delivery.description')}
      wide
    >
      <div className="form">
        <p className="sr-only">{t('delivery.progress', { step: progress })}</p>
        <ol className="delivery-steps">
          {steps.map((item, index) => {
            const state = item.done ? 'done' : step === item.key ? 'current' : 'upcoming';
            // A step the warehouse may take now can be chosen (after a failed delivery: reschedule or deliver).
            const choosable = state !== 'current' && available.includes(item.key);
            const content = (
              <>
                <span className="delivery-steps__marker" aria-hidden="true">
                  {item.done ? <CheckIcon /> : index + 1}
                </span>
                <span>
                  {t(item.label)}
                  {item.done && <span className="sr-only"> ({t('delivery.stepDone')})</span>}
                </span>
              </>
            );
            return (
              <li
                key={item.key}
                className={`delivery-steps__item delivery-steps__item--${state}`}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                {choosable ? (
                  <button type="button" className="delivery-steps__button" onClick={() => setStep(item.key)}>
                    {content}
                  </button>
                ) : (
                  content
                )}
              </li>
            );
          })}
        </ol>
        {failedReason && order.status === 'ORDER_TRANSPORTED' && (
          <Alert variant="error" title={t('delivery.failedTitle')}>
            {t('delivery.failedBody', { reason: asSentence(failedReason) })}
          </Alert>
        )}
        {step === 'dispatch' && <DispatchStep order={order} onClose={() => onOpenChange(false)} />}
        {step === 'transport' && (
          <TransportStep
            order={order}
            reschedule={Boolean(failedReason)}
            onClose={() => onOpenChange(false)}
          />
        )}
        {step === 'outcome' && (
          <OutcomeStep
            order={order}
            initialOutcome={initialAction === 'not-delivered' ? 'not-delivered' : 'deliver'}
            onClose={() => onOpenChange(false)}
          />
        )}
        {step === null && (
          <>
            <p className="muted">
              {order.status === 'ORDER_DELIVERED' ? t('delivery.complete') : t('delivery.nothingToDo')}
            </p>
            <div className="dialog-actions">
              <button type="button" className="button button--secondary" onClick={() => onOpenChange(false)}>
                {t('common.close')}
              </button>
            </div>
          </>
        )}
      </div>
    </ActionDialog>
  );
}

function failureToast(fallback: MessageKey) {
  return (error: unknown) =>
    toast({
      variant: 'error',
      title: t('toast.error'),
      description: `${t(fallback)}: ${actionErrorMessage(error)}`,
    });
}

function StepSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="delivery-step" aria-labelledby={id}>
      <h3 id={id} className="delivery-step__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

function DispatchStep({ order, onClose }: { order: Order; onClose(): void }) {
  const mutation = useOrderActionMutation(order, true, (seen) => dispatchOrder(seen), {
    onSuccess: () =>
      toast({
        variant: 'success',
        title: t('delivery.dispatched'),
        description: t('delivery.dispatchedBody'),
      }),
    onError: failureToast('delivery.dispatchFailed'),
  });
  return (
    <StepSection title={t('delivery.step1')}>
      <p>{t('delivery.dispatchBody')}</p>
      <ActionError
        message={mutation.isError ? actionErrorMessage(mutation.error, t('delivery.dispatchFailed')) : null}
      />
      <DialogFooter
        onCancel={onClose}
        submitLabel={t('delivery.dispatch')}
        busy={mutation.isPending}
        onSubmit={() => mutation.mutate(undefined)}
      />
    </StepSection>
  );
}

function TransportStep({
  order,
  reschedule,
  onClose,
}: {
  order: Order;
  reschedule: boolean;
  onClose(): void;
}) {
  const id = useId();
  const today = riyadhDate(new Date());
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useOrderActionMutation(
    order,
    true,
    // Noon in Riyadh: the chosen day whatever the time zone of the browser.
    (seen, day: string) => transportOrder(seen, new Date(`${day}T12:00:00+03:00`).toISOString()),
    {
      onSuccess: (changed) =>
        toast({
          variant: 'success',
          title: t('delivery.transported'),
          description: t('delivery.transportedBody', {
            date: formatDate(changed?.warehouse?.expectedDeliveryDate ?? new Date()),
          }),
        }),
      onError: failureToast('delivery.transportFailed'),
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = expectedDateError(date, today);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-date`)?.focus();
      return;
    }
    mutation.mutate(date);
  }

  return (
    <StepSection title={t(reschedule ? 'delivery.rescheduleTitle' : 'delivery.step2')}>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-date`}>
            {t('delivery.expectedDate')}
          </label>
          <input
            id={`${id}-date`}
            className="input"
            type="date"
            min={today}
            value={date}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-date-error` : undefined}
            onChange={(event) => {
              setDate(event.target.value);
              if (error) setError(expectedDateError(event.target.value, today));
            }}
          />
          {error && (
            <p id={`${id}-date-error`} className="field__error">
              {error}
            </p>
          )}
        </div>
        <ActionError
          message={
            mutation.isError ? actionErrorMessage(mutation.error, t('delivery.transportFailed')) : null
          }
        />
        <DialogFooter
          onCancel={onClose}
          submitLabel={t(reschedule ? 'delivery.reschedule' : 'delivery.transport')}
          busy={mutation.isPending}
        />
      </form>
    </StepSection>
  );
}

type Outcome = 'deliver' | 'not-delivered';

function OutcomeStep({
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
          <label className="choice">
            <input
              type="radio"
              name={`${id}-outcome`}
              checked={outcome === 'deliver'}
              onChange={() => setOutcome('deliver')}
            />
            {t('delivery.deliveredOption')}
          </label>
          {canFail && (
            <label className="choice">
              <input
                type="radio"
                name={`${id}-outcome`}
                checked={outcome === 'not-delivered'}
                onChange={() => setOutcome('not-delivered')}
              />
              {t('delivery.notDeliveredOption')}
            </label>
          )}
        </fieldset>
        {outcome === 'deliver' ? (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-invoice`}>
              {t('delivery.invoice')}
            </label>
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
          </div>
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

/** The reason as one sentence of the banner: its own closing punctuation replaces the catalog's period. */
function asSentence(reason: string): string {
  return reason.trim().replace(/[.!?\u3002\s]+$/u, '');
}
