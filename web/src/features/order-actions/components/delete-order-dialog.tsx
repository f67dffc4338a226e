import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { actionErrorMessage, useOrderActionMutation } from '../api/action-context';
import { deleteOrder, type Order } from '../api/order-actions';

interface DeleteOrderDialogProps {
  order: Order;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * DELETE /api/orders/{id}, with its consequence spelled out: a SUBMITTED order is deleted
 * permanently; a later one is withdrawn, kept for the record and frozen.
 */
export function DeleteOrderDialog({ order, open, onOpenChange }: DeleteOrderDialogProps) {
  const permanent = order.allowedActions.includes('delete');
  const mutation = useOrderActionMutation(order, open, (seen) => deleteOrder(seen), {
    onSuccess() {
      toast({ variant: 'success', title: t(permanent ? 'delete.success' : 'withdraw.success') });
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
      title={t(permanent ? 'delete.title' : 'withdraw.title')}
      description={t(permanent ? 'delete.description' : 'withdraw.description')}
    >
      <div className="form">
        <ul className="consequences">
          {(permanent
            ? (['delete.consequence1', 'delete.consequence2'] as const)
            : (['withdraw.consequence1', 'withdraw.consequence2', 'withdraw.consequence3'] as const)
          ).map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <ActionError message={mutation.isError ? actionErrorMessage(mutation.error) : null} />
        <DialogFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={t(permanent ? 'delete.submit' : 'withdraw.submit')}
          variant="destructive"
          busy={mutation.isPending}
          onSubmit={() => mutation.mutate(undefined)}
        />
      </div>
    </ActionDialog>
  );
}
