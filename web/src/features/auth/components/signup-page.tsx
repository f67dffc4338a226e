import {
  isRole,
  isSelfRegistrationRole,
  MIN_PASSWORD_LENGTH,
  needsCompany,
  SELF_REGISTRATION_ROLES,
  validateRegistration,
} from '@tawreed/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import {
  CompanyField,
  EmailField,
  PasswordField,
  SelectField,
  TextField,
  useFormValues,
} from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { messageText, roleLabel, t } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { useRegister } from '../api/register';
import { AuthShell } from './auth-shell';

// SPEC §2's roles; administrators are made by `pnpm admin`, never by registering.
const ROLE_OPTIONS = SELF_REGISTRATION_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

export function SignupPage() {
  usePageTitle(t('auth.signup.title'));
  const navigate = useNavigate();
  const register = useRegister();
  const { values: form, bind } = useFormValues({
    name: '',
    email: '',
    role: '',
    companyName: '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const showCompany = isRole(form.role) && needsCompany(form.role);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // SPEC §5, in order: passwords match, length, required fields.
    const issue = validateRegistration(form);
    if (issue || !isSelfRegistrationRole(form.role)) {
      setError(issue ? messageText(issue.message) : t('validation.requiredFields'));
      return;
    }
    setError(null);
    try {
      const account = await register.mutateAsync({
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
        role: form.role,
        ...(needsCompany(form.role) ? { companyName: form.companyName || null } : {}),
      });
      // Under REGISTRATION=approval the account waits for an administrator; the sign-in page says so.
      navigate(
        account.status === 'pending' ? '/login?registered=true&pending=true' : '/login?registered=true',
      );
    } catch (failure) {
      setError(errorMessage(failure, t('auth.signup.failed')));
    }
  }

  const busy = register.isPending;
  return (
    <AuthShell switchTo={{ path: '/login', label: t('auth.signup.haveAccount') }}>
      <h1 className="auth__title">{t('auth.signup.title')}</h1>
      <p className="auth__subtitle">{t('auth.signup.subtitle')}</p>
      {error && <Alert variant="error">{error}</Alert>}
      <form className="form" onSubmit={handleSubmit} noValidate>
        <TextField
          id="signup-name"
          label={t('auth.signup.name')}
          autoComplete="name"
          {...bind('name')}
          required
        />
        <EmailField id="signup-email" label={t('auth.signup.email')} {...bind('email')} />
        <SelectField
          id="signup-role"
          label={t('auth.signup.role')}
          placeholder={t('auth.signup.rolePlaceholder')}
          options={ROLE_OPTIONS}
          {...bind('role')}
          required
        />
        {showCompany && (
          <CompanyField
            id="signup-company"
            label={t('auth.signup.company')}
            placeholder={t('auth.signup.companyPlaceholder')}
            {...bind('companyName')}
          />
        )}
        <PasswordField
          id="signup-password"
          label={t('auth.signup.password')}
          hint={t('auth.signup.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          {...bind('password')}
          required
        />
        <PasswordField
          id="signup-confirm-password"
          label={t('auth.signup.confirmPassword')}
          {...bind('confirmPassword')}
          required
        />
        <SubmitButton busy={busy} label={t('auth.signup.submit')} busyLabel={t('auth.signup.busy')} />
      </form>
    </AuthShell>
  );
}
