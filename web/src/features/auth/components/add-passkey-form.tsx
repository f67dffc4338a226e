import { TextField, type TextFieldProps, useRequiredField } from '../../../components/ui/field';
import { SettingsForm } from '../../../components/ui/submit-button';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { isPasskeyDeclined, useAddPasskey } from '../api/passkeys';

type Added = Awaited<ReturnType<ReturnType<typeof useAddPasskey>['mutateAsync']>>;

/** A passkey's name, when adding one and when renaming one: up to 100 characters, no autofill. */
export function PasskeyNameField(field: Omit<TextFieldProps, 'label'>) {
  return <TextField label={t('passkey.settings.name')} maxLength={100} autoComplete="off" {...field} />;
}

/**
 * A passkey's name, then the browser's own dialog creates it (DESIGN §13). Used by Settings'
 * Add dialog and by enrolment; `onAdded` receives the passkey and, for a first factor, the
 * recovery codes to show once.
 */
export function AddPasskeyForm({ onAdded, autoFocus }: { onAdded(added: Added): void; autoFocus?: boolean }) {
  const add = useAddPasskey();
  const name = useRequiredField({
    required: t('passkey.settings.nameRequired'),
    busy: add.isPending,
    focusOnRefusal: true,
    send: async (value, refuse) => {
      try {
        onAdded(await add.mutateAsync(value.trim()));
      } catch (err) {
        refuse(
          isPasskeyDeclined(err)
            ? t('passkey.signIn.declined')
            : errorMessage(err, t('passkey.settings.addFailed')),
        );
      }
    },
  });
  return (
    <SettingsForm {...name.form} label={t('passkey.settings.add')} busyLabel={t('passkey.signIn.busy')}>
      <PasskeyNameField
        placeholder={t('passkey.settings.namePlaceholder')}
        autoFocus={autoFocus}
        {...name.input}
      />
    </SettingsForm>
  );
}
