import { newItemInputSchema } from '@tawreed/domain';
import { CodeField, TextField } from '../../../components/ui/field';
import { type DialogState, SaveFormDialog } from '../../../components/ui/save-form';
import { useSaveForm, wholeNumber } from '../../../components/ui/save-form-state';
import { t } from '../../../i18n';
import { useCreateStockItem } from '../api/items';

const EMPTY = { itemCode: '', description: '', gtin: '', unit: 'EA', minimumLevel: '0' };

/**
 * A new stock item (warehouse managers and administrators): Item Code, description, optional
 * GTIN (check digit verified by the domain's rule), unit and minimum level.
 */
export function NewItemDialog(dialog: DialogState) {
  const save = useCreateStockItem();
  const form = useSaveForm(EMPTY, 'item');
  const { values } = form;
  const check = () => {
    const gtin = values.gtin.trim();
    return newItemInputSchema.safeParse({
      itemCode: values.itemCode,
      description: values.description,
      ...(gtin && { gtin }),
      ...(values.unit.trim() && { unit: values.unit }),
      minimumLevel: wholeNumber(values.minimumLevel),
    });
  };
  return (
    <SaveFormDialog
      {...dialog}
      title={t('inventory.itemForm.title')}
      description={t('inventory.itemForm.description')}
      wide
      form={form}
      save={save}
      check={check}
      // Without a GTIN, a 409 can only be the Item Code; with one it may be either.
      conflictField={(item) => (item.gtin ? null : 'itemCode')}
      saved={(created) => ({
        title: t('inventory.itemForm.done', { itemCode: created.itemCode }),
        description: t('inventory.itemForm.doneNote'),
      })}
      submitLabel={t('inventory.itemForm.submit')}
    >
      <div className="receive-form__grid">
        <CodeField label={t('inventory.itemForm.itemCode')} required {...form.field('itemCode')} />
        <TextField label={t('inventory.itemForm.itemDescription')} required {...form.field('description')} />
      </div>
      <ItemFields field={form.field} />
    </SaveFormDialog>
  );
}

/** The props `useSaveForm`'s `field` gives a text field. */
type Field = (name: 'gtin' | 'unit' | 'minimumLevel') => {
  id: string;
  error: string | undefined;
  value: string;
  onChange(event: { target: { value: string } }): void;
};

/** GTIN, unit and minimum level: the fields a new item and an item's edit share. */
export function ItemFields({ field }: { field: Field }) {
  return (
    <div className="receive-form__grid">
      <CodeField
        label={t('inventory.itemForm.gtin')}
        hint={t('inventory.itemForm.gtinHint')}
        inputMode="numeric"
        className="mono"
        {...field('gtin')}
      />
      <TextField
        label={t('inventory.itemForm.unit')}
        hint={t('inventory.itemForm.unitHint')}
        {...field('unit')}
      />
      <TextField
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        label={t('inventory.itemForm.minimum')}
        hint={t('inventory.itemForm.minimumHint')}
        {...field('minimumLevel')}
      />
    </div>
  );
}
