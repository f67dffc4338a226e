import {
  isRole,
  MEDICAL_COMPANIES,
  MIN_PASSWORD_LENGTH,
  needsCompany,
  ROLES,
  type Role,
} from '@tawreed/domain';
import type { Account } from '@tawreed/sdk';
import { type FormEvent, useState } from 'react';
import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { roleLabel, t } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import {
  changeAccountRole,
  deactivateAccount,
  endAccountSessions,
  resetAccountPassword,
  setAccountSalesRep,
  useAccountMutation,
} from '../api/account-actions';

export type AccountDialog = {
  kind: 'deactivate' | 'role' | 'sales-rep' | 'password' | 'sessions';
  account: Account;
};

const failure = (error: unknown) => errorMessage(error, t('common.genericError'));
const done = (title: string) => toast({ variant: 'success', title });

/** The dialog for the operation chosen on an account's row, if any. */
export function AccountDialogs({ dialog, onClose }: { dialog: AccountDialog | null; onClose(): void }) {
  if (!dialog) return null;
  const { account } = dialog;
  const email = account.email;
  switch (dialog.kind) {
    case 'deactivate':
      return (
        <ConfirmDialog
          title={t('accounts.deactivate.title')}
          body={t('accounts.deactivate.body', { email })}
          submitLabel={t('accounts.deactivate.submit')}
          destructive
          run={() => deactivateAccount(account.id)}
          onDone={() => done(t('accounts.deactivate.done', { email }))}
          onClose={onClose}
        />
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
          onDone={() => done(t(grant ? 'accounts.salesRep.granted' : 'accounts.salesRep.revoked', { email }))}
          onClose={onClose}
        />
      );
    }
    case 'sessions':
      return (
        <ConfirmDialog
          title={t('accounts.sessions.title')}
          body={t('accounts.sessions.body', { email })}
          submitLabel={t('accounts.sessions.submit')}
          destructive
          run={() => endAccountSessions(account.id)}
          onDone={(ended) =>
            done(
              t('accounts.sessions.done', {
                email,
                sessions: ended.endedSessions,
                tokens: ended.revokedTokens,
              }),
            )
          }
          onClose={onClose}
        />
      );
    case 'role':
      return <ChangeRoleDialog account={account} onClose={onClose} />;
    case 'password':
      return <ResetPasswordDialog account={account} onClose={onClose} />;
  }
}

function ConfirmDialog<T>({
  title,
  body,
  submitLabel,
  destructive,
  run,
  onDone,
  onClose,
}: {
  title: string;
  body: string;
  submitLabel: string;
  destructive?: boolean;
  run(): Promise<T>;
  onDone(result: T): void;
  onClose(): void;
}) {
  const mutation = useAccountMutation(run);
  return (
    <ActionDialog open onOpenChange={(open) => !open && onClose()} title={title} description={body}>
      <div className="form">
        <ActionError message={mutation.isError ? failure(mutation.error) : null} />
        <DialogFooter
          onCancel={onClose}
          submitLabel={submitLabel}
          variant={destructive ? 'destructive' : 'primary'}
          busy={mutation.isPending}
          onSubmit={() =>
            mutation.mutate(undefined, {
              onSuccess(result) {
                onDone(result);
                onClose();
              },
            })
          }
        />
      </div>
    </ActionDialog>
  );
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
const COMPANY_OPTIONS = MEDICAL_COMPANIES.map((company) => ({ value: company, label: company }));

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
      {
        onSuccess(changed) {
          done(t('accounts.role.done', { email: changed.email, role: roleLabel(changed.role) }));
          onClose();
        },
      },
    );
  }

  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('accounts.role.title')}
      description={t('accounts.role.body', { email: account.email })}
    >
      <form className="form" onSubmit={submit} noValidate>
        <ActionError message={mutation.isError ? failure(mutation.error) : null} />
        <SelectField
          id="account-role"
          label={t('accounts.role.role')}
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => isRole(event.target.value) && setRole(event.target.value)}
        />
        {withCompany && (
          <SelectField
            id="account-company"
            label={t('accounts.role.company')}
            placeholder={t('accounts.role.companyPlaceholder')}
            options={COMPANY_OPTIONS}
            value={company}
            error={companyError}
            onChange={(event) => setCompany(event.target.value)}
          />
        )}
        <DialogFooter onCancel={onClose} submitLabel={t('accounts.role.submit')} busy={mutation.isPending} />
      </form>
    </ActionDialog>
  );
}

function ResetPasswordDialog({ account, onClose }: { account: Account; onClose(): void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const mutation = useAccountMutation((next: string) => resetAccountPassword(account.id, next));

  function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC §5's rules and messages, as at registration.
    const problems = {
      password: password.length < MIN_PASSWORD_LENGTH ? t('validation.passwordTooShort') : undefined,
      confirm: password !== confirm ? t('validation.passwordsDoNotMatch') : undefined,
    };
    setErrors(problems);
    if (problems.password || problems.confirm) return;
    mutation.mutate(password, {
      onSuccess() {
        done(t('accounts.password.done', { email: account.email }));
        onClose();
      },
    });
  }

  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('accounts.password.title')}
      description={t('accounts.password.body', { email: account.email })}
    >
      <form className="form" onSubmit={submit} noValidate>
        <ActionError message={mutation.isError ? failure(mutation.error) : null} />
        <TextField
          id="account-new-password"
          label={t('accounts.password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.signup.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          id="account-confirm-password"
          label={t('accounts.password.confirm')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <DialogFooter
          onCancel={onClose}
          submitLabel={t('accounts.password.submit')}
          busy={mutation.isPending}
        />
      </form>
    </ActionDialog>
  );
}
