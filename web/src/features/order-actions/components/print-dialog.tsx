import { type FormEvent, useId, useState } from 'react';
import { ActionDialog, ActionForm } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PrinterIcon } from '../../../components/ui/icons';
import { t } from '../../../i18n';
import { printOrder } from '../api/order-actions';
import { type OrderDialogProps, useOrderActionDialog } from './order-action-dialog';

/** Print with an optional delivery note number, then the printable pick list and delivery note. */
export function PrintDialog(props: OrderDialogProps) {
  const { order, onOpenChange } = props;
  const id = useId();
  const [deliveryNoteNo, setDeliveryNoteNo] = useState('');
  const [printed, setPrinted] = useState(false);
  const { mutation, dialog, form } = useOrderActionDialog(
    props,
    (seen, note: string | null) => printOrder(seen, note),
    {
      success: { title: t('print.success') },
      onSuccess: () => setPrinted(true),
      keepOpen: true,
      onClose: () => setPrinted(false),
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate(deliveryNoteNo.trim() || null);
  }

  return (
    <ActionDialog {...dialog} title={t('print.title')} description={t('print.description')}>
      {printed ? (
        <div className="form">
          <Alert variant="success" title={t('print.success')}>
            {t('print.done')}
          </Alert>
          <div className="dialog-actions">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('common.close')}
            </Button>
            <ButtonLink to={`/orders/${order.id}/print`} variant="primary" icon={<PrinterIcon />}>
              {t('print.openView')}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <ActionForm {...form} onFormSubmit={submit} submitLabel={t('print.submit')}>
          <TextField
            id={`${id}-note`}
            label={t('print.deliveryNote')}
            hint={t('print.deliveryNoteHint')}
            value={deliveryNoteNo}
            maxLength={50}
            autoComplete="off"
            onChange={(event) => setDeliveryNoteNo(event.target.value)}
          />
        </ActionForm>
      )}
    </ActionDialog>
  );
}
