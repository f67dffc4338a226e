import { riyadhDate } from '@tawreed/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { type MessageKey, t } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { actionErrorMessage, useOrderActionMutation } from '../api/action-context';
import { dispatchOrder, type Order, transportOrder } from '../api/order-actions';
import { expectedDateError } from '../validation';

/** A failed step as an error toast, the step's own words before the reason. */
export function failureToast(fallback: MessageKey) {
  return (error: unknown) =>
    toast({
      variant: 'error',
      title: t('toast.error'),
      description: `${t(fallback)}: ${actionErrorMessage(error)}`,
    });
}

/** One step of the delivery dialog under its heading. */
export function StepSection({ title, children }: { title: string; children: ReactNode }) {
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

/** Step 1: the order leaves the warehouse. */
export function DispatchStep({ order, onClose }: { order: Order; onClose(): void }) {
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

/** Step 2 (or a reschedule after a failed delivery): the expected delivery date. */
export function TransportStep({
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
        <TextField
          id={`${id}-date`}
          label={t('delivery.expectedDate')}
          type="date"
          min={today}
          value={date}
          error={error ?? undefined}
          onChange={(event) => {
            setDate(event.target.value);
            if (error) setError(expectedDateError(event.target.value, today));
          }}
        />
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
