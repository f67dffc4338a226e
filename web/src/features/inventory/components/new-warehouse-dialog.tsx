import { warehouseInputSchema } from '@tawreed/domain';
import type { FormEvent } from 'react';
import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { TextField, useFormValues } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { checkedInput } from '../../../lib/checked-input';
import { useCreateWarehouse } from '../api/items';
import { focusFirstInvalid, useFormErrors } from './form-errors';

const EMPTY = { code: '', name: '' };

/** An administrator names a new warehouse (DESIGN §8); a taken code is shown under the code. */
export function NewWarehouseDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const create = useCreateWarehouse();
  const { values, setValues, bind } = useFormValues(EMPTY);
  const form = useFormErrors();

  const close = () => {
    create.reset();
    setValues(EMPTY);
    form.reset();
    onOpenChange(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const warehouse = checkedInput(warehouseInputSchema.safeParse(values), form.setErrors);
    form.checked();
    if (!warehouse) return focusFirstInvalid(element);
    create.mutate(warehouse, {
      onSuccess: (created) => {
        toast({ variant: 'success', title: t('inventory.warehouseForm.done', { code: created.code }) });
        close();
      },
      onError: (error) => {
        form.failed(error, 'code', element);
      },
    });
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('inventory.warehouseForm.title')}
      description={t('inventory.warehouseForm.description')}
    >
      <form className="form" onSubmit={submit} noValidate>
        <ActionError message={form.generalMessage(create)} />
        <TextField
          id="warehouse-code"
          label={t('inventory.warehouseForm.code')}
          hint={t('inventory.warehouseForm.codeHint')}
          error={form.errors.code}
          autoComplete="off"
          spellCheck={false}
          required
          {...bind('code')}
        />
        <TextField
          id="warehouse-name"
          label={t('inventory.warehouseForm.name')}
          error={form.errors.name}
          required
          {...bind('name')}
        />
        <DialogFooter
          onCancel={close}
          submitLabel={t('inventory.warehouseForm.submit')}
          busy={create.isPending}
        />
      </form>
    </ActionDialog>
  );
}
