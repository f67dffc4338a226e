import {
  isRole,
  isSelfRegistrationRole,
  MEDICAL_COMPANIES,
  MIN_PASSWORD_LENGTH,
  needsCompany,
  SELF_REGISTRATION_ROLES,
  validateRegistration,
} from '@tawreed/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { roleLabel, t, translateDomainMessage } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { useRegister } from '../api/register';
import { AuthShell } from './auth-shell';

// SPEC §2's roles; administrators are made by `pnpm admin`, never by registering.
const ROLE_OPTIONS = SELF_REGISTRATION_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
const COMPANY_OPTIONS = MEDICAL_COMPANIES.map((company) => ({ value: company, label: company }));

export function SignupPage() {
  usePageTitle(t('auth.signup.title'));
  const navigate = useNavigate();
  const register = useRegister();
  const [form, setForm] = useState({
    name: '',
    email: '',
    role: '',
    companyName: '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const update = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const showCompany = isRole(form.role) && needsCompany(form.role);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // SPEC §5, in order: passwords match, length, required fields.
    const issue = validateRegistration(form);
    if (issue || !isSelfRegistrationRole(form.role)) {
      setError(translateDomainMessage(issue?.message ?? t('validation.requiredFields')));
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
    <AuthShell>
      <h1 className="auth__title">{t('auth.signup.title')}</h1>
      <p className="auth__subtitle">{t('auth.signup.subtitle')}</p>
      {error && <Alert variant="error">{error}</Alert>}
      <form className="form" onSubmit={handleSubmit} noValidate>
        <TextField
          id="signup-name"
          label={t('auth.signup.name')}
          autoComplete="name"
          value={form.name}
          onChange={update('name')}
          required
        />
        <TextField
          id="signup-email"
          label={t('auth.signup.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={update('email')}
          required
        />
        <SelectField
          id="signup-role"
          label={t('auth.signup.role')}
          placeholder={t('auth.signup.rolePlaceholder')}
          options={ROLE_OPTIONS}
          value={form.role}
          onChange={update('role')}
          required
        />
        {showCompany && (
          <SelectField
            id="signup-company"
            label={t('auth.signup.company')}
            placeholder={t('auth.signup.companyPlaceholder')}
            options={COMPANY_OPTIONS}
            value={form.companyName}
            onChange={update('companyName')}
          />
        )}
        <TextField
          id="signup-password"
          label={t('auth.signup.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.signup.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          value={form.password}
          onChange={update('password')}
          required
        />
        <TextField
          id="signup-confirm-password"
          label={t('auth.signup.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={update('confirmPassword')}
          required
        />
        <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('auth.signup.busy') : t('auth.signup.submit')}
        </Button>
      </form>
      <p className="auth__switch">
        <Link to="/login">{t('auth.signup.haveAccount')}</Link>
      </p>
    </AuthShell>
  );
}
