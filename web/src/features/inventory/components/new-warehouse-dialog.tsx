import { warehouseInputSchema } from '@tawreed/domain';
import { CodeField, TextField } from '../../../components/ui/field';
import { CreateDialog, type DialogState } from '../../../components/ui/save-form';
import { useSaveForm } from '../../../components/ui/save-form-state';
import { t } from '../../../i18n';
import { useCreateWarehouse } from '../api/items';

const EMPTY = { code: '', name: '' };

/** An administrator names a new warehouse (DESIGN §8); a taken code is shown under the code. */
export function NewWarehouseDialog(dialog: DialogState) {
  const save = useCreateWarehouse();
  const form = useSaveForm(EMPTY, 'warehouse');
  return (
    <CreateDialog
      {...dialog}
      texts="inventory.warehouseForm"
      unique="code"
      form={form}
      save={save}
      check={() => warehouseInputSchema.safeParse(form.values)}
    >
      <CodeField
        label={t('inventory.warehouseForm.code')}
        hint={t('inventory.warehouseForm.codeHint')}
        required
        {...form.field('code')}
      />
      <TextField label={t('inventory.warehouseForm.name')} required {...form.field('name')} />
    </CreateDialog>
  );
}
