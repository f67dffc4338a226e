import { useId } from 'react';
import { t } from '../../../i18n';
import { approveOrder } from '../api/order-actions';
import { CreditOverrideSection, useCreditOverride } from './credit-override';
import { OrderActionDialog, type OrderDialogProps, useOrderActionDialog } from './order-action-dialog';

/**
 * Approve (SPEC §7) with the credit check of DESIGN §11: a confirmation; when the check refuses,
 * its findings, and for an override a reason to send the approval again with.
 */
export function ApproveDialog(props: OrderDialogProps) {
  const id = useId();
  const override = useCreditOverride(`${id}-override`);
  const { mutation, dialog, form } = useOrderActionDialog(
    props,
    (seen, reason: string | null) => approveOrder(seen, reason),
    { success: { title: t('approve.success') }, onError: override.onError, onClose: override.reset },
  );
  return (
    <OrderActionDialog
      dialog={dialog}
      {...form}
      error={override.errorShown(form.error, mutation.error)}
      title={t('approve.title')}
      description={t('approve.body')}
      submitLabel={override.needsReason ? t('override.submit') : t('approve.submit')}
      disabled={override.blocked}
      onSubmit={() => {
        const reason = override.checkedReason();
        if (reason !== undefined) mutation.mutate(reason);
      }}
    >
      <CreditOverrideSection override={override} />
    </OrderActionDialog>
  );
}
