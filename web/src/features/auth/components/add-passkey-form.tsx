import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../../components/ui/field';
import { SettingsForm } from '../../../components/ui/submit-button';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { isPasskeyDeclined, useAddPasskey } from '../api/passkeys';

type Added = Awaited<ReturnType<ReturnType<typeof useAddPasskey>['mutateAsync']>>;

/**
 * A passkey's name, then the browser's own dialog creates it (DESIGN §13). Used by Settings'
 * Add dialog and by enrolment; `onAdded` receives the passkey and, for a first factor, the
 * recovery codes to show once.
 */
export function AddPasskeyForm({ onAdded, autoFocus }: { onAdded(added: Added): void; autoFocus?: boolean }) {
  const id = useId();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('passkey.settings.nameRequired'));
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setError(undefined);
    try {
      onAdded(await add.mutateAsync(name.trim()));
    } catch (err) {
      setError(
        isPasskeyDeclined(err)
          ? t('passkey.signIn.declined')
          : errorMessage(err, t('passkey.settings.addFailed')),
      );
      document.getElementById(`${id}-name`)?.focus();
    }
  };
  return (
    <SettingsForm
      onSubmit={submit}
      busy={add.isPending}
      label={t('passkey.settings.add')}
      busyLabel={t('passkey.signIn.busy')}
    >
      <TextField
        id={`${id}-name`}
        label={t('passkey.settings.name')}
        placeholder={t('passkey.settings.namePlaceholder')}
        maxLength={100}
        autoComplete="off"
        autoFocus={autoFocus}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
    </SettingsForm>
  );
}
