import { t } from '../../../i18n';
import { deleteOrder } from '../api/order-actions';
import {
  dialogTexts,
  OrderActionDialog,
  type OrderDialogProps,
  useOrderActionDialog,
} from './order-action-dialog';

/**
 * DELETE /api/orders/{id}, with its consequence spelled out: a SUBMITTED order is deleted
 * permanently; a later one is withdrawn, kept for the record and frozen.
 */
export function DeleteOrderDialog(props: OrderDialogProps) {
  const permanent = props.order.allowedActions.includes('delete');
  const { mutation, dialog, form } = useOrderActionDialog(props, (seen) => deleteOrder(seen), {
    success: { title: t(permanent ? 'delete.success' : 'withdraw.success') },
  });
  return (
    <OrderActionDialog
      dialog={dialog}
      {...form}
      {...dialogTexts(permanent ? 'delete' : 'withdraw')}
      variant="destructive"
      onSubmit={() => mutation.mutate(undefined)}
    >
      <ul className="consequences">
        {(permanent
          ? (['delete.consequence1', 'delete.consequence2'] as const)
          : (['withdraw.consequence1', 'withdraw.consequence2', 'withdraw.consequence3'] as const)
        ).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </OrderActionDialog>
  );
}
