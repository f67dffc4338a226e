import { type FormEvent, useId, useState } from 'react';
import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PrinterIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { actionErrorMessage, useOrderActionMutation } from '../api/action-context';
import { type Order, printOrder } from '../api/order-actions';

interface PrintDialogProps {
  order: Order;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Print with an optional delivery note number, then the printable pick list and delivery note. */
export function PrintDialog({ order, open, onOpenChange }: PrintDialogProps) {
  const id = useId();
  const [deliveryNoteNo, setDeliveryNoteNo] = useState('');
  const [printed, setPrinted] = useState(false);
  const mutation = useOrderActionMutation(
    order,
    open,
    (seen, note: string | null) => printOrder(seen, note),
    {
      onSuccess() {
        toast({ variant: 'success', title: t('print.success') });
        setPrinted(true);
      },
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate(deliveryNoteNo.trim() || null);
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          mutation.reset();
          setPrinted(false);
        }
        onOpenChange(next);
      }}
      title={t('print.title')}
      description={t('print.description')}
    >
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
        <form className="form" onSubmit={submit} noValidate>
          <TextField
            id={`${id}-note`}
            label={t('print.deliveryNote')}
            hint={t('print.deliveryNoteHint')}
            value={deliveryNoteNo}
            maxLength={50}
            autoComplete="off"
            onChange={(event) => setDeliveryNoteNo(event.target.value)}
          />
          <ActionError message={mutation.isError ? actionErrorMessage(mutation.error) : null} />
          <DialogFooter
            onCancel={() => onOpenChange(false)}
            submitLabel={t('print.submit')}
            busy={mutation.isPending}
          />
        </form>
      )}
    </ActionDialog>
  );
}
