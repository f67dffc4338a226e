import { type MfaMethod, recoveryCodeOf, totpCodeOf } from '@tawreed/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { useCompleteSignIn } from '../api/sign-in';
import { PasskeySignInButton } from './passkey-sign-in-button';

/**
 * The sign-in's second step (DESIGN §13): a code from the authenticator app or a recovery code,
 * or one of the person's passkeys when they have one.
 */
export function SecondFactorStep({
  methods,
  onSignedIn,
  onBack,
}: {
  methods: readonly MfaMethod[];
  onSignedIn(): void;
  onBack(): void;
}) {
  const complete = useCompleteSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!totpCodeOf(code) && !recoveryCodeOf(code)) {
      setError(t('mfa.signIn.codeRequired'));
      document.getElementById('login-code')?.focus();
      return;
    }
    setError(undefined);
    try {
      await complete.mutateAsync(code);
      onSignedIn();
    } catch (err) {
      setError(errorMessage(err, t('auth.login.failedFallback')));
    }
  };

  return (
    <>
      <h1 className="auth__title">{t('mfa.signIn.title')}</h1>
      <p className="auth__subtitle">{t('mfa.signIn.subtitle')}</p>
      <form className="form" onSubmit={submit} aria-label={t('mfa.signIn.title')} noValidate>
        <CodeField
          id="login-code"
          label={t('mfa.signIn.code')}
          hint={t('mfa.signIn.codeHint')}
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <SubmitButton
          busy={complete.isPending}
          label={t('mfa.signIn.submit')}
          busyLabel={t('mfa.signIn.busy')}
        />
      </form>
      {methods.includes('passkey') && (
        <PasskeySignInButton label={t('passkey.secondStep.button')} onSignedIn={onSignedIn} />
      )}
      <Button variant="ghost" onClick={onBack}>
        {t('mfa.signIn.back')}
      </Button>
    </>
  );
}
