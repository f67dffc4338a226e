import { TextField } from '../../../components/ui/field';
import type { useSaveForm } from '../../../components/ui/save-form-state';
import { wholeNumber } from '../../../components/ui/save-form-state';
import { t } from '../../../i18n';

/** The fields a new client and a client's edit share: names, tax numbers, limit and terms. */
type ClientCoreValues = Record<
  'name' | 'nameAr' | 'vatNumber' | 'crNumber' | 'creditLimitSAR' | 'paymentTermsDays',
  string
>;
type ClientForm = Pick<ReturnType<typeof useSaveForm<ClientCoreValues>>, 'field'>;

/** The shared fields as the domain's client schemas read them (empty optional text: null). */
export function clientCoreInput(values: ClientCoreValues) {
  return {
    name: values.name,
    nameAr: values.nameAr.trim() || null,
    vatNumber: values.vatNumber,
    crNumber: values.crNumber,
    creditLimitSAR: values.creditLimitSAR.trim() || null,
    paymentTermsDays: wholeNumber(values.paymentTermsDays),
  };
}

/** The client's English and Arabic names and its VAT and CR numbers. */
export function ClientIdentityFields({ form }: { form: ClientForm }) {
  return (
    <>
      <TextField label={t('clients.field.name')} required {...form.field('name')} />
      <TextField label={t('clients.field.nameAr')} dir="auto" {...form.field('nameAr')} />
      <TextField label={t('clients.field.vat')} inputMode="numeric" {...form.field('vatNumber')} />
      <TextField label={t('clients.field.cr')} inputMode="numeric" {...form.field('crNumber')} />
    </>
  );
}

/** The credit limit (empty: not set) and the payment terms in days. */
export function ClientTermsFields({ form }: { form: ClientForm }) {
  return (
    <>
      <TextField
        label={t('credit.limit')}
        inputMode="decimal"
        hint={t('clients.edit.limitHint')}
        {...form.field('creditLimitSAR')}
      />
      <TextField
        label={t('clients.field.terms')}
        inputMode="numeric"
        required
        {...form.field('paymentTermsDays')}
      />
    </>
  );
}
