import { newItemInputSchema } from '@tawreed/domain';
import type { FormEvent } from 'react';
import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { TextField, useFormValues } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { checkedInput } from '../../../lib/checked-input';
import { useCreateStockItem } from '../api/items';
import { focusFirstInvalid, useFormErrors, wholeNumber } from './form-errors';

const EMPTY = { itemCode: '', description: '', gtin: '', unit: 'EA', minimumLevel: '0' };

/**
 * A new stock item (warehouse managers and administrators): Item Code, description, optional
 * GTIN (check digit verified by the domain's rule), unit and minimum level.
 */
export function NewItemDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const create = useCreateStockItem();
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
    const gtin = values.gtin.trim();
    const item = checkedInput(
      newItemInputSchema.safeParse({
        itemCode: values.itemCode,
        description: values.description,
        ...(gtin && { gtin }),
        ...(values.unit.trim() && { unit: values.unit }),
        minimumLevel: wholeNumber(values.minimumLevel),
      }),
      form.setErrors,
    );
    form.checked();
    if (!item) return focusFirstInvalid(element);
    create.mutate(item, {
      onSuccess: (created) => {
        toast({
          variant: 'success',
          title: t('inventory.itemForm.done', { itemCode: created.itemCode }),
          description: t('inventory.itemForm.doneNote'),
        });
        close();
      },
      onError: (error) => {
        // Without a GTIN, a 409 can only be the Item Code; with one it may be either.
        form.failed(error, gtin ? null : 'itemCode', element);
      },
    });
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('inventory.itemForm.title')}
      description={t('inventory.itemForm.description')}
      wide
    >
      <form className="form" onSubmit={submit} noValidate>
        <ActionError message={form.generalMessage(create)} />
        <div className="receive-form__grid">
          <TextField
            id="item-itemCode"
            label={t('inventory.itemForm.itemCode')}
            error={form.errors.itemCode}
            autoComplete="off"
            spellCheck={false}
            required
            {...bind('itemCode')}
          />
          <TextField
            id="item-description"
            label={t('inventory.itemForm.itemDescription')}
            error={form.errors.description}
            required
            {...bind('description')}
          />
        </div>
        <ItemFields errors={form.errors} bind={bind} idPrefix="item" />
        <DialogFooter onCancel={close} submitLabel={t('inventory.itemForm.submit')} busy={create.isPending} />
      </form>
    </ActionDialog>
  );
}

type Bind = (name: 'gtin' | 'unit' | 'minimumLevel') => {
  value: string;
  onChange(event: { target: { value: string } }): void;
};

/** GTIN, unit and minimum level: the fields a new item and an item's edit share. */
export function ItemFields({
  errors,
  bind,
  idPrefix,
}: {
  errors: Record<string, string>;
  bind: Bind;
  idPrefix: string;
}) {
  return (
    <div className="receive-form__grid">
      <TextField
        id={`${idPrefix}-gtin`}
        label={t('inventory.itemForm.gtin')}
        hint={t('inventory.itemForm.gtinHint')}
        error={errors.gtin}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        className="mono"
        {...bind('gtin')}
      />
      <TextField
        id={`${idPrefix}-unit`}
        label={t('inventory.itemForm.unit')}
        hint={t('inventory.itemForm.unitHint')}
        error={errors.unit}
        {...bind('unit')}
      />
      <TextField
        id={`${idPrefix}-minimumLevel`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        label={t('inventory.itemForm.minimum')}
        hint={t('inventory.itemForm.minimumHint')}
        error={errors.minimumLevel}
        {...bind('minimumLevel')}
      />
    </div>
  );
}
