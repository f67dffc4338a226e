import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { isPasskeyDeclined } from '../api/passkeys';
import { usePasskeySignIn } from '../api/sign-in';

/**
 * Signs in with a passkey (DESIGN §13): on the sign-in page a passkey alone, on the second
 * step one of that person's passkeys. The browser's own dialog asks the person to choose and
 * verify; a refusal or a cancel is said beside the button.
 */
export function PasskeySignInButton({ label, onSignedIn }: { label: string; onSignedIn(): void }) {
  const signIn = usePasskeySignIn();
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    try {
      await signIn.mutateAsync();
      onSignedIn();
    } catch (err) {
      setError(
        isPasskeyDeclined(err) ? t('passkey.signIn.declined') : errorMessage(err, t('passkey.signIn.failed')),
      );
    }
  };
  return (
    <>
      {error && (
        <Alert variant="error" title={t('passkey.signIn.failed')}>
          {error}
        </Alert>
      )}
      <Button
        variant="secondary"
        block
        onClick={() => void run()}
        disabled={signIn.isPending}
        aria-busy={signIn.isPending || undefined}
      >
        {signIn.isPending ? t('passkey.signIn.busy') : label}
      </Button>
    </>
  );
}
