import { type MessageKey, t } from '../../../i18n';
import { markOrderReady, type Order, type OrderRef, resubmitOrder } from '../api/order-actions';
import { OrderActionDialog, type OrderDialogProps, useOrderActionDialog } from './order-action-dialog';

export type ConfirmAction = 'resubmit' | 'mark-ready';

const CONFIRMS: Record<
  ConfirmAction,
  {
    title: MessageKey;
    body: MessageKey;
    submit: MessageKey;
    success: MessageKey;
    run(order: OrderRef): Promise<Order>;
  }
> = {
  resubmit: {
    title: 'resubmit.title',
    body: 'resubmit.body',
    submit: 'resubmit.submit',
    success: 'resubmit.success',
    run: resubmitOrder,
  },
  'mark-ready': {
    title: 'markReady.title',
    body: 'markReady.body',
    submit: 'markReady.submit',
    success: 'markReady.success',
    run: markOrderReady,
  },
};

interface ConfirmActionDialogProps extends OrderDialogProps {
  action: ConfirmAction;
}

/** Resubmit and mark ready: one confirmation, no input (approve has its own dialog, with the credit check). */
export function ConfirmActionDialog({ action, ...props }: ConfirmActionDialogProps) {
  const config = CONFIRMS[action];
  const { mutation, dialog, form } = useOrderActionDialog(props, (seen) => config.run(seen), {
    success: { title: t(config.success) },
  });
  return (
    <OrderActionDialog
      dialog={dialog}
      {...form}
      title={t(config.title)}
      description={t(config.body)}
      submitLabel={t(config.submit)}
      onSubmit={() => mutation.mutate(undefined)}
    />
  );
}
