import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { toast } from '../../../components/ui/toast';
import { type MessageKey, t } from '../../../i18n';
import { actionErrorMessage, useOrderActionMutation } from '../api/action-context';
import { approveOrder, markOrderReady, type Order, type OrderRef, resubmitOrder } from '../api/order-actions';

export type ConfirmAction = 'approve' | 'resubmit' | 'mark-ready';

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
  approve: {
    title: 'approve.title',
    body: 'approve.body',
    submit: 'approve.submit',
    success: 'approve.success',
    run: approveOrder,
  },
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

interface ConfirmActionDialogProps {
  action: ConfirmAction;
  order: Order;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Approve, resubmit and mark ready: one confirmation, no input. */
export function ConfirmActionDialog({ action, order, open, onOpenChange }: ConfirmActionDialogProps) {
  const config = CONFIRMS[action];
  const mutation = useOrderActionMutation(order, open, (seen) => config.run(seen), {
    onSuccess() {
      toast({ variant: 'success', title: t(config.success) });
      onOpenChange(false);
    },
  });
  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) mutation.reset();
        onOpenChange(next);
      }}
      title={t(config.title)}
      description={t(config.body)}
    >
      <div className="form">
        <ActionError message={mutation.isError ? actionErrorMessage(mutation.error) : null} />
        <DialogFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={t(config.submit)}
          busy={mutation.isPending}
          onSubmit={() => mutation.mutate(undefined)}
        />
      </div>
    </ActionDialog>
  );
}
