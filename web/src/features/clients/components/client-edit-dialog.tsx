import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CLIENT_STATUSES,
  changedCreditFields,
  clientChangesSchema,
  clientStateIssue,
  msg,
} from '@tawreed/domain';
import { SelectField, TextField } from '../../../components/ui/field';
import { type DialogState, SaveFormDialog } from '../../../components/ui/save-form';
import { useSaveForm } from '../../../components/ui/save-form-state';
import { t } from '../../../i18n';
import type { SafeParseResult } from '../../../lib/checked-input';
import { creditKeys } from '../../../lib/credit-keys';
import { type ClientChangesBody, type ClientDetail, updateClient } from '../api/clients';
import { ClientIdentityFields, ClientTermsFields, clientCoreInput } from './client-fields';

type Checked = ClientChangesBody;

/** DESIGN §11's national address, in its order. */
const ADDRESS_PARTS = [
  'buildingNumber',
  'street',
  'district',
  'city',
  'postalCode',
  'additionalNumber',
] as const;
type AddressPart = (typeof ADDRESS_PARTS)[number];

/** The form's values as the client stands. */
const valuesOf = (client: ClientDetail) => ({
  name: client.name,
  nameAr: client.nameAr ?? '',
  vatNumber: client.vatNumber ?? '',
  crNumber: client.crNumber ?? '',
  ...(Object.fromEntries(ADDRESS_PARTS.map((part) => [part, client.address[part] ?? ''])) as Record<
    AddressPart,
    string
  >),
  region: client.region ?? '',
  area: client.area ?? '',
  licenceNumber: client.licenceNumber ?? '',
  licenceExpiry: client.licenceExpiry ?? '',
  creditLimitSAR: client.creditLimitSAR ?? '',
  paymentTermsDays: String(client.paymentTermsDays),
  status: client.status as string,
  statusReason: client.statusReason ?? '',
  reason: '',
});

/** A failed rule as the domain's schema would answer it (one issue, under its field). */
function failed(path: string, message: ReturnType<typeof msg>): SafeParseResult<Checked> {
  return { success: false, error: { issues: [{ path: [path], message: JSON.stringify(message) }] } };
}

/**
 * Edits a client's credit terms (DESIGN §11): the limit, the payment terms and the status with
 * its reason; a change of any of the three carries a reason (3..500), kept in the client's history.
 * Mounted while open, so it starts from the client as it stands.
 */
export function ClientEditDialog({ client, ...dialog }: DialogState & { client: ClientDetail }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: Checked) => updateClient(client.accountNo, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
  const form = useSaveForm(valuesOf(client), 'client-edit');

  function check(): SafeParseResult<Checked> {
    const values = form.values;
    const text = (value: string | undefined) => value?.trim() || null;
    const parsed = clientChangesSchema.safeParse({
      ...clientCoreInput(values),
      address: Object.fromEntries(ADDRESS_PARTS.map((part) => [part, text(values[part])])),
      region: text(values.region),
      area: text(values.area),
      licenceNumber: text(values.licenceNumber),
      licenceExpiry: text(values.licenceExpiry),
      status: values.status,
      statusReason: values.statusReason.trim() || null,
      ...(values.reason.trim() && { reason: values.reason }),
    });
    if (!parsed.success) return parsed as SafeParseResult<Checked>;
    const changes = parsed.data as Checked;
    const state = clientStateIssue({
      status: changes.status ?? client.status,
      statusReason: changes.statusReason ?? null,
    });
    if (state) return failed(state.path, state.message);
    const changed = changedCreditFields(client, {
      creditLimitSAR: changes.creditLimitSAR ?? null,
      paymentTermsDays: changes.paymentTermsDays ?? client.paymentTermsDays,
      status: changes.status ?? client.status,
    });
    if (changed.length && !changes.reason) return failed('reason', msg('creditChangeReason'));
    return { success: true, data: changes };
  }

  return (
    <SaveFormDialog
      {...dialog}
      title={t('clients.edit.title')}
      description={t('clients.edit.description', { accountNo: client.accountNo })}
      form={form}
      save={save}
      check={check}
      conflictField={() => null}
      saved={() => ({ title: t('clients.edit.done') })}
      submitLabel={t('clients.edit.submit')}
    >
      <ClientIdentityFields form={form} />
      <fieldset className="stack stack--tight">
        <legend>{t('clients.field.address')}</legend>
        {ADDRESS_PARTS.map((part: AddressPart) => (
          <TextField key={part} label={t(`clients.address.${part}`)} {...form.field(part)} />
        ))}
      </fieldset>
      <TextField label={t('clients.field.regionName')} {...form.field('region')} />
      <TextField label={t('clients.field.area')} {...form.field('area')} />
      <TextField label={t('clients.field.licenceNumber')} {...form.field('licenceNumber')} />
      <TextField label={t('clients.field.licenceExpiry')} type="date" {...form.field('licenceExpiry')} />
      <ClientTermsFields form={form} />
      <SelectField
        label={t('clients.col.status')}
        options={CLIENT_STATUSES.map((status) => ({ value: status, label: t(`clients.status.${status}`) }))}
        {...form.field('status')}
      />
      <TextField label={t('clients.field.statusReason')} {...form.field('statusReason')} />
      <TextField
        label={t('clients.edit.reason')}
        hint={t('clients.edit.reasonHint')}
        {...form.field('reason')}
      />
    </SaveFormDialog>
  );
}
