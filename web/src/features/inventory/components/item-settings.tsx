import { itemChangesSchema } from '@tawreed/domain';
import { type FormEvent, useState } from 'react';
import { ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { TextField, useFormValues } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { checkedInput } from '../../../lib/checked-input';
import { type StockItem, useUpdateStockItem } from '../api/items';
import { focusFirstInvalid, useFormErrors, wholeNumber } from './form-errors';
import { ItemFields } from './new-item-dialog';

/** The item's unit and GTIN, and for those who change stock an inline form to edit them. */
export function ItemSettings({ item, mayChange }: { item: StockItem; mayChange: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="stack stack--tight">
      <div className="inventory__item-facts">
        <span className="muted">
          {item.gtin
            ? t('inventory.item.unitGtin', { unit: item.unit, gtin: item.gtin })
            : t('inventory.item.unit', { unit: item.unit })}
        </span>
        {mayChange && !editing && (
          <Button variant="secondary" className="button--small" onClick={() => setEditing(true)}>
            {t('inventory.item.edit')}
          </Button>
        )}
      </div>
      {editing && <ItemEditForm item={item} onDone={() => setEditing(false)} />}
    </div>
  );
}

/**
 * Description, GTIN, unit and minimum level. Only the fields that changed are sent: the API
 * keeps no version of an item, so a field someone else changed meanwhile is not overwritten.
 */
function ItemEditForm({ item, onDone }: { item: StockItem; onDone(): void }) {
  const update = useUpdateStockItem();
  const { values, bind } = useFormValues({
    description: item.description,
    gtin: item.gtin ?? '',
    unit: item.unit,
    minimumLevel: String(item.minimumLevel),
  });
  const form = useFormErrors();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const gtin = values.gtin.trim();
    const minimumLevel = wholeNumber(values.minimumLevel);
    const candidate = {
      ...(values.description.trim() !== item.description && { description: values.description }),
      ...(gtin !== (item.gtin ?? '') && { gtin: gtin || null }),
      ...(values.unit.trim() !== item.unit && { unit: values.unit }),
      ...(minimumLevel !== item.minimumLevel && { minimumLevel }),
    };
    const changes = checkedInput(itemChangesSchema.safeParse(candidate), form.setErrors);
    form.checked();
    if (!changes) return focusFirstInvalid(element);
    if (!Object.keys(changes).length) return onDone();
    update.mutate(
      { id: item.id, changes },
      {
        onSuccess: (saved) => {
          toast({ variant: 'success', title: t('inventory.item.saved', { itemCode: saved.itemCode }) });
          onDone();
        },
        onError: (error) => {
          // A 409 here is a GTIN another item holds.
          form.failed(error, 'gtin', element);
        },
      },
    );
  };

  return (
    <form
      className="form inventory__item-form"
      aria-label={t('inventory.item.editTitle')}
      onSubmit={submit}
      noValidate
    >
      <ActionError message={form.generalMessage(update)} />
      <TextField
        id="edit-item-description"
        label={t('inventory.itemForm.itemDescription')}
        error={form.errors.description}
        required
        {...bind('description')}
      />
      <ItemFields errors={form.errors} bind={bind} idPrefix="edit-item" />
      <DialogFooter onCancel={onDone} submitLabel={t('inventory.item.save')} busy={update.isPending} />
    </form>
  );
}
