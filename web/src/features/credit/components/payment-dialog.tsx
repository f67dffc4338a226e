import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_METHODS, paymentInputSchema, riyadhDate } from '@tawreed/domain';
import { SelectField, TextField } from '../../../components/ui/field';
import { type DialogState, SaveFormDialog } from '../../../components/ui/save-form';
import { useSaveForm } from '../../../components/ui/save-form-state';
import { t } from '../../../i18n';
import { formatAmount } from '../../../i18n/format';
import { creditKeys } from '../../../lib/credit-keys';
import { type PaymentRequest, recordPayment } from '../api/credit';

/**
 * The Sales & Collection team records a client's payment (DESIGN §11, POST /api/payments): the
 * domain's payment rule on submit; the service allocates it oldest-due first and every credit
 * figure shown is refreshed.
 */
export function PaymentDialog({ accountNo, ...dialog }: DialogState & { accountNo: string }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: PaymentRequest) => recordPayment(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
  const form = useSaveForm(
    { date: riyadhDate(new Date()), amountSAR: '', reference: '', method: 'BANK_TRANSFER' },
    'payment',
  );
  return (
    <SaveFormDialog
      {...dialog}
      title={t('payment.title')}
      description={t('payment.description', { accountNo })}
      form={form}
      save={save}
      check={() => paymentInputSchema.safeParse({ accountNo, ...form.values })}
      conflictField={() => null}
      saved={(payment) => ({ title: t('payment.done', { amount: formatAmount(payment.amountSAR) }) })}
      submitLabel={t('payment.submit')}
    >
      <TextField label={t('payment.date')} type="date" required {...form.field('date')} />
      <TextField label={t('payment.amount')} inputMode="decimal" required {...form.field('amountSAR')} />
      <TextField label={t('payment.reference')} required {...form.field('reference')} />
      <SelectField
        label={t('payment.method')}
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`payment.method.${method}`) }))}
        {...form.field('method')}
      />
    </SaveFormDialog>
  );
}
