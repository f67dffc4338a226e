import { itemChangesSchema } from '@tawreed/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SaveForm } from '../../../components/ui/save-form';
import { useSaveForm, wholeNumber } from '../../../components/ui/save-form-state';
import { t } from '../../../i18n';
import { type StockItem, useUpdateStockItem } from '../api/items';
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
  const update = useUpdateStockItem(item.id);
  const form = useSaveForm(
    {
      description: item.description,
      gtin: item.gtin ?? '',
      unit: item.unit,
      minimumLevel: String(item.minimumLevel),
    },
    'edit-item',
  );
  const check = () => {
    const { values } = form;
    const gtin = values.gtin.trim();
    const minimumLevel = wholeNumber(values.minimumLevel);
    return itemChangesSchema.safeParse({
      ...(values.description.trim() !== item.description && { description: values.description }),
      ...(gtin !== (item.gtin ?? '') && { gtin: gtin || null }),
      ...(values.unit.trim() !== item.unit && { unit: values.unit }),
      ...(minimumLevel !== item.minimumLevel && { minimumLevel }),
    });
  };

  return (
    <SaveForm
      className="inventory__item-form"
      label={t('inventory.item.editTitle')}
      form={form}
      save={update}
      check={check}
      skip={(changes) => !Object.keys(changes).length}
      // A 409 here is a GTIN another item holds.
      conflictField={() => 'gtin'}
      saved={(saved) => ({ title: t('inventory.item.saved', { itemCode: saved.itemCode }) })}
      onDone={onDone}
      submitLabel={t('inventory.item.save')}
    >
      <TextField label={t('inventory.itemForm.itemDescription')} required {...form.field('description')} />
      <ItemFields field={form.field} />
    </SaveForm>
  );
}
