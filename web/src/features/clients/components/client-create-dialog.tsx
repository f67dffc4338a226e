import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newClientSchema } from '@tawreed/domain';
import { TextField } from '../../../components/ui/field';
import { CreateDialog, type DialogState } from '../../../components/ui/save-form';
import { useSaveForm } from '../../../components/ui/save-form-state';
import { t } from '../../../i18n';
import type { SafeParseResult } from '../../../lib/checked-input';
import { creditKeys } from '../../../lib/credit-keys';
import { createClient, type NewClientBody } from '../api/clients';
import { ClientIdentityFields, ClientTermsFields, clientCoreInput } from './client-fields';

const EMPTY = {
  accountNo: '',
  name: '',
  nameAr: '',
  vatNumber: '',
  crNumber: '',
  creditLimitSAR: '',
  paymentTermsDays: '30',
};

/**
 * A new client (DESIGN §11, POST /api/clients), for those who edit clients: the account number
 * and name required, the Arabic name, VAT and CR numbers, the limit (empty: not set) and the
 * payment terms; the rest is on the client's page afterwards. A taken account is shown under it.
 */
export function ClientCreateDialog(dialog: DialogState) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: NewClientBody) => createClient(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
  const form = useSaveForm(EMPTY, 'client-create');

  function check(): SafeParseResult<NewClientBody> {
    const values = form.values;
    return newClientSchema.safeParse({
      accountNo: values.accountNo,
      ...clientCoreInput(values),
    }) as SafeParseResult<NewClientBody>;
  }

  return (
    <CreateDialog {...dialog} texts="clients.create" unique="accountNo" form={form} save={save} check={check}>
      <TextField label={t('clients.col.account')} required dir="ltr" {...form.field('accountNo')} />
      <ClientIdentityFields form={form} />
      <ClientTermsFields form={form} />
    </CreateDialog>
  );
}
