import { isRole, MIN_PASSWORD_LENGTH, needsCompany, ROLES, type Role } from '@tawreed/domain';
import type { ManagedAccount as Account } from '@tawreed/sdk';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { ActionDialog, ActionForm } from '../../../components/ui/action-dialog';
import { CompanyField, PasswordField, SelectField, useFormValues } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { roleLabel, t } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import {
  changeAccountRole,
  deactivateAccount,
  endAccountSessions,
  resetAccountPassword,
  resetAccountSecondFactors,
  setAccountSalesRep,
  useAccountMutation,
} from '../api/account-actions';

export type AccountDialog = {
  kind: 'deactivate' | 'role' | 'sales-rep' | 'password' | 'sessions' | 'second-factors';
  account: Account;
};

const failure = (error: unknown) => errorMessage(error, t('common.genericError'));
const done = (title: string) => toast({ variant: 'success', title });

/** Once an operation worked: say so, and close its dialog. */
function thenClose<R>(message: (result: R) => string, onClose: () => void) {
  return {
    onSuccess(result: R) {
      done(message(result));
      onClose();
    },
  };
}

/** An operation's title, its question about the account and its button. */
function texts(operation: 'deactivate' | 'role' | 'password' | 'sessions', { email }: Account) {
  return {
    title: t(`accounts.${operation}.title`),
    body: t(`accounts.${operation}.body`, { email }),
    submitLabel: t(`accounts.${operation}.submit`),
  };
}

/** The dialog for the operation chosen on an account's row, if any. */
export function AccountDialogs({ dialog, onClose }: { dialog: AccountDialog | null; onClose(): void }) {
  if (!dialog) return null;
  const { account } = dialog;
  const email = account.email;
  /** A destructive operation that asks only for a yes. */
  const confirm = <T,>(
    operation: 'deactivate' | 'sessions',
    run: () => Promise<T>,
    message: (result: T) => string,
  ) => (
    <ConfirmDialog {...texts(operation, account)} destructive run={run} message={message} onClose={onClose} />
  );
  switch (dialog.kind) {
    case 'deactivate':
      return confirm(
        'deactivate',
        () => deactivateAccount(account.id),
        () => t('accounts.deactivate.done', { email }),
      );
    case 'sales-rep': {
      const grant = !account.isSalesRep;
      return (
        <ConfirmDialog
          title={t(grant ? 'accounts.salesRep.grantTitle' : 'accounts.salesRep.revokeTitle')}
          body={t(grant ? 'accounts.salesRep.grantBody' : 'accounts.salesRep.revokeBody', { email })}
          submitLabel={t(grant ? 'accounts.salesRep.grant' : 'accounts.salesRep.revoke')}
          destructive={!grant}
          run={() => setAccountSalesRep(account.id, grant)}
          message={() => t(grant ? 'accounts.salesRep.granted' : 'accounts.salesRep.revoked', { email })}
          onClose={onClose}
        />
      );
    }
    case 'sessions':
      return confirm(
        'sessions',
        () => endAccountSessions(account.id),
        (ended) =>
          t('accounts.sessions.done', { email, sessions: ended.endedSessions, tokens: ended.revokedTokens }),
      );
    case 'second-factors': {
      const name = account.name.trim() || email;
      return (
        <ConfirmDialog
          title={t('mfa.accounts.resetTitle', { name })}
          body={t('mfa.accounts.resetDescription')}
          submitLabel={t('mfa.accounts.reset')}
          destructive
          run={() => resetAccountSecondFactors(account.id)}
          message={() => t('mfa.accounts.resetDone', { name })}
          onClose={onClose}
        />
      );
    }
    case 'role':
      return <ChangeRoleDialog account={account} onClose={onClose} />;
    case 'password':
      return <ResetPasswordDialog account={account} onClose={onClose} />;
  }
}

interface AccountFormProps extends Omit<ComponentProps<typeof ActionForm>, 'error' | 'busy' | 'onCancel'> {
  title: string;
  body: string;
  /** The account mutation whose failure and progress the form shows. */
  mutation: { isError: boolean; error: unknown; isPending: boolean };
  onClose(): void;
}

/** An account operation's dialog: always open while chosen; closing it clears the choice. */
function AccountForm({ title, body, mutation, onClose, ...form }: AccountFormProps) {
  return (
    <ActionDialog open onOpenChange={(open) => !open && onClose()} title={title} description={body}>
      <ActionForm
        {...form}
        errorFirst
        error={mutation.isError ? failure(mutation.error) : null}
        busy={mutation.isPending}
        onCancel={onClose}
      />
    </ActionDialog>
  );
}

function ConfirmDialog<T>({
  run,
  message,
  destructive,
  ...form
}: Omit<AccountFormProps, 'mutation'> & {
  destructive?: boolean;
  run(): Promise<T>;
  /** The success toast's text. */
  message(result: T): string;
}) {
  const mutation = useAccountMutation(run);
  return (
    <AccountForm
      {...form}
      mutation={mutation}
      variant={destructive ? 'destructive' : 'primary'}
      onSubmit={() => mutation.mutate(undefined, thenClose(message, form.onClose))}
    />
  );
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

function ChangeRoleDialog({ account, onClose }: { account: Account; onClose(): void }) {
  const [role, setRole] = useState<Role>(account.role);
  const [company, setCompany] = useState(account.companyName ?? '');
  const [companyError, setCompanyError] = useState<string | undefined>();
  const withCompany = needsCompany(role);
  const mutation = useAccountMutation((input: { role: Role; company: string | null }) =>
    changeAccountRole(account.id, input.role, input.company),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (withCompany && !company) return setCompanyError(t('validation.companyRequired'));
    setCompanyError(undefined);
    mutation.mutate(
      { role, company: withCompany ? company : null },
      thenClose(
        (changed) => t('accounts.role.done', { email: changed.email, role: roleLabel(changed.role) }),
        onClose,
      ),
    );
  }

  return (
    <AccountForm {...texts('role', account)} mutation={mutation} onClose={onClose} onFormSubmit={submit}>
      <SelectField
        id="account-role"
        label={t('accounts.role.role')}
        options={ROLE_OPTIONS}
        value={role}
        onChange={(event) => isRole(event.target.value) && setRole(event.target.value)}
      />
      {withCompany && (
        <CompanyField
          id="account-company"
          label={t('accounts.role.company')}
          placeholder={t('accounts.role.companyPlaceholder')}
          value={company}
          error={companyError}
          onChange={(event) => setCompany(event.target.value)}
        />
      )}
    </AccountForm>
  );
}

function ResetPasswordDialog({ account, onClose }: { account: Account; onClose(): void }) {
  const { values, bind } = useFormValues({ password: '', confirm: '' });
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const mutation = useAccountMutation((next: string) => resetAccountPassword(account.id, next));

  function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC §5's rules and messages, as at registration.
    const problems = {
      password: values.password.length < MIN_PASSWORD_LENGTH ? t('validation.passwordTooShort') : undefined,
      confirm: values.password !== values.confirm ? t('validation.passwordsDoNotMatch') : undefined,
    };
    setErrors(problems);
    if (problems.password || problems.confirm) return;
    mutation.mutate(
      values.password,
      thenClose(() => t('accounts.password.done', { email: account.email }), onClose),
    );
  }

  return (
    <AccountForm {...texts('password', account)} mutation={mutation} onClose={onClose} onFormSubmit={submit}>
      <PasswordField
        id="account-new-password"
        label={t('accounts.password.new')}
        hint={t('auth.signup.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        {...bind('password')}
        error={errors.password}
      />
      <PasswordField
        id="account-confirm-password"
        label={t('accounts.password.confirm')}
        {...bind('confirm')}
        error={errors.confirm}
      />
    </AccountForm>
  );
}
