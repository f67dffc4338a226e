import { type MfaMethod, validateLogin } from '@tawreed/domain';
import { isMfaRequired } from '@tawreed/sdk';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { EmailField, PasswordField, useFormValues } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useToast } from '../../../components/ui/toast';
import { messageText, t } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { useSignIn } from '../api/sign-in';
import { AuthShell } from './auth-shell';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { SecondFactorStep } from './second-factor-step';

type LoginField = 'email' | 'password';

export function LoginPage() {
  usePageTitle(t('auth.login.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const justRegistered = searchParams.get('registered') === 'true';
  const awaitingApproval = searchParams.get('pending') === 'true';
  const signIn = useSignIn();
  const { toast, dismiss } = useToast();
  const form = useFormValues({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  // The password was right and the account has a second factor: its code comes next.
  const [codeStep, setCodeStep] = useState<readonly MfaMethod[] | null>(null);
  const signedIn = () => {
    dismiss(); // an earlier 'Login Failed' no longer applies
    navigate('/dashboard', { replace: true });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, password } = form.values;
    const issues = validateLogin({ email, password });
    setErrors(Object.fromEntries(issues.map((issue) => [issue.path, messageText(issue.message)])));
    const [first] = issues;
    if (first) {
      document.getElementById(`login-${first.path}`)?.focus();
      return;
    }
    try {
      const answer = await signIn.mutateAsync({ email: email.trim(), password });
      if (isMfaRequired(answer)) {
        dismiss();
        setCodeStep(answer.methods);
        return;
      }
      signedIn();
    } catch (error) {
      toast({
        variant: 'error',
        title: t('auth.login.failedTitle'),
        description: errorMessage(error, t('auth.login.failedFallback')),
      });
    }
  }

  const busy = signIn.isPending;
  if (codeStep) {
    return (
      <AuthShell>
        <SecondFactorStep
          methods={codeStep}
          onSignedIn={signedIn}
          onBack={() => {
            form.setValues({ email: form.values.email, password: '' });
            setCodeStep(null);
          }}
        />
      </AuthShell>
    );
  }
  return (
    <AuthShell switchTo={{ path: '/signup', label: t('auth.login.noAccount') }}>
      <h1 className="auth__title">{t('auth.login.title')}</h1>
      <p className="auth__subtitle">{t('auth.login.subtitle')}</p>
      {justRegistered && (
        <Alert variant="success">
          {t(awaitingApproval ? 'auth.login.registeredPending' : 'auth.login.registered')}
        </Alert>
      )}
      <form className="form" onSubmit={handleSubmit} noValidate>
        <EmailField
          id="login-email"
          label={t('auth.login.email')}
          {...form.bind('email')}
          error={errors.email}
        />
        <PasswordField
          id="login-password"
          label={t('auth.login.password')}
          autoComplete="current-password"
          {...form.bind('password')}
          error={errors.password}
          required
        />
        <SubmitButton busy={busy} label={t('auth.login.submit')} busyLabel={t('auth.login.busy')} />
      </form>
      <p className="auth__divider">{t('passkey.signIn.or')}</p>
      <PasskeySignInButton label={t('passkey.signIn.button')} onSignedIn={signedIn} />
    </AuthShell>
  );
}
