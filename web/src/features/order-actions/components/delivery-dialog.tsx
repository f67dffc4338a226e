import { deliveryProgressStep } from '@tawreed/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CheckIcon } from '../../../components/ui/icons';
import { type MessageKey, t } from '../../../i18n';
import type { Order } from '../api/order-actions';
import { OutcomeStep } from './delivery-outcome-step';
import { DispatchStep, TransportStep } from './delivery-steps';
import { WideOrderDialog } from './order-action-dialog';

export type DeliveryStep = 'dispatch' | 'transport' | 'outcome';
export type DeliveryAction = 'dispatch' | 'transport' | 'deliver' | 'not-delivered';

const STEP_OF: Record<DeliveryAction, DeliveryStep> = {
  dispatch: 'dispatch',
  transport: 'transport',
  deliver: 'outcome',
  'not-delivered': 'outcome',
};

/** Every step the warehouse may take now, in the order they come. */
function availableSteps(order: Order): DeliveryStep[] {
  const can = (action: string) => order.allowedActions.includes(action as Order['allowedActions'][number]);
  const steps: DeliveryStep[] = [];
  if (can('dispatch')) steps.push('dispatch');
  if (can('transport')) steps.push('transport');
  if (can('deliver') || can('not-delivered')) steps.push('outcome');
  return steps;
}

/**
 * The step the warehouse can take now, or null when there is none. After a failed delivery,
 * rescheduling (transport again) comes before the outcome.
 */
function availableStep(order: Order): DeliveryStep | null {
  return availableSteps(order)[0] ?? null;
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
    <WideOrderDialog texts="delivery" open={open} onOpenChange={onOpenChange}>
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
    </WideOrderDialog>
  );
}

/** The reason as one sentence of the banner: its own closing punctuation replaces the catalog's period. */
function asSentence(reason: string): string {
  return reason.trim().replace(/[.!?\u3002\s]+$/u, '');
}
