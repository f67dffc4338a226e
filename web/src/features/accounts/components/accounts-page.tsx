import { ACCOUNT_STATUSES, type AccountStatus, isAccountStatus } from '@tawreed/domain';
import type { ManagedAccount as Account } from '@tawreed/sdk';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActionMenu, type ActionMenuItem } from '../../../components/ui/action-menu';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Columns, DataTable } from '../../../components/ui/data-table';
import { SelectField } from '../../../components/ui/field';
import { CheckIcon, ChevronDownIcon } from '../../../components/ui/icons';
import { LoadState } from '../../../components/ui/load-state';
import { toast } from '../../../components/ui/toast';
import { roleLabel, t } from '../../../i18n';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { activateAccount, useAccountMutation } from '../api/account-actions';
import { useAccounts } from '../api/get-accounts';
import { type AccountDialog, AccountDialogs } from './account-dialogs';

const STATUS_TONE: Record<AccountStatus, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  disabled: 'neutral',
};

/** /accounts (DESIGN §7): the administrator's table of every account and what can be done to each. */
export function AccountsPage() {
  usePageTitle(t('page.accounts'));
  const user = useCurrentUser();
  if (user.role !== 'ADMIN') return <Alert variant="error">{t('accounts.onlyAdministrators')}</Alert>;
  return <AccountsManager selfId={user.id} />;
}

function AccountsManager({ selfId }: { selfId: string }) {
  const [params, setParams] = useSearchParams();
  const shown = params.get('status') ?? '';
  const status = isAccountStatus(shown) ? shown : null;
  const { data: accounts, error, isPending, isFetching } = useAccounts();
  const [dialog, setDialog] = useState<AccountDialog | null>(null);

  const count = (which: AccountStatus) => accounts?.filter((a) => a.status === which).length ?? 0;
  const rows = status ? (accounts ?? []).filter((a) => a.status === status) : (accounts ?? []);
  const filterOptions = [
    { value: '', label: t('accounts.filter.all') },
    ...ACCOUNT_STATUSES.map((value) => ({
      value,
      label: t('accounts.filter.option', { status: t(`accounts.status.${value}`), count: count(value) }),
    })),
  ];

  return (
    <section className="card accounts-card" aria-label={t('accounts.table')}>
      <header className="card__header accounts-card__header">
        <p className="card__description">{t('accounts.description')}</p>
        <SelectField
          id="accounts-status"
          label={t('accounts.filter.label')}
          options={filterOptions}
          value={status ?? ''}
          onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
        />
      </header>
      <LoadState
        pending={isPending}
        error={!accounts && error}
        empty={rows.length === 0}
        loading={t('accounts.loading')}
        failed={(message) => t('accounts.loadFailed', { message })}
        emptyText={t('accounts.empty')}
      >
        <div className="table-wrap stack-table-wrap" aria-busy={isFetching || undefined}>
          <DataTable
            className="accounts-table stack-table"
            stacked
            caption={t('accounts.table')}
            columns={accountColumns(selfId, (kind, account) => setDialog({ kind, account }))}
            rows={rows}
            rowProps={(account) => ({ 'data-account': account.email })}
          />
        </div>
      </LoadState>
      <AccountDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}

interface ManageMenuProps {
  account: Account;
  /** The administrator's own account: it may not change its own role or deactivate itself. */
  isSelf: boolean;
  onChoose(kind: AccountDialog['kind']): void;
}

function accountColumns(
  selfId: string,
  onChoose: (kind: AccountDialog['kind'], account: Account) => void,
): Columns<Account> {
  return [
    {
      header: t('accounts.col.account'),
      cellClassName: 'stack-table__wide',
      cell: (account) => (
        <>
          <div className="accounts-table__name">
            {account.name.trim() || account.email}
            {account.id === selfId && <Badge tone="info">{t('accounts.you')}</Badge>}
          </div>
          <div className="accounts-table__sub">
            <bdi>{account.email}</bdi>
          </div>
        </>
      ),
    },
    {
      header: t('accounts.col.role'),
      cell: (account) => (
        <div className="accounts-table__badges">
          <Badge tone="brand">{roleLabel(account.role)}</Badge>
          {account.isSalesRep && <Badge tone="info">{t('accounts.salesRepMark')}</Badge>}
          {account.secondFactors.length > 0 && (
            <Badge tone="success">
              {t('mfa.accounts.column')}: {t('mfa.accounts.on')}
            </Badge>
          )}
        </div>
      ),
    },
    {
      header: t('accounts.col.company'),
      cell: (account) => account.companyName ?? t('common.none'),
    },
    {
      header: t('accounts.col.status'),
      cell: (account) => (
        <Badge tone={STATUS_TONE[account.status]}>{t(`accounts.status.${account.status}`)}</Badge>
      ),
    },
    {
      header: t('accounts.col.registered'),
      cellClassName: 'accounts-table__date',
      cell: (account) => (
        <time dateTime={account.createdAt} title={formatDateTime(account.createdAt)}>
          {formatDate(account.createdAt)}
        </time>
      ),
    },
    {
      header: t('accounts.col.actions'),
      labelled: false,
      cellClassName: 'stack-table__wide',
      cell: (account) => (
        <div className="accounts-table__actions">
          {account.status !== 'active' && <ActivateButton account={account} />}
          <ManageMenu
            account={account}
            isSelf={account.id === selfId}
            onChoose={(kind) => onChoose(kind, account)}
          />
        </div>
      ),
    },
  ];
}

/** Activation lets someone in; nothing is lost by it, so it needs no confirmation. */
function ActivateButton({ account }: { account: Account }) {
  const activate = useAccountMutation(() => activateAccount(account.id));
  return (
    <Button
      className="button--small"
      icon={<CheckIcon />}
      disabled={activate.isPending}
      aria-busy={activate.isPending || undefined}
      aria-label={t('accounts.activateLabel', { email: account.email })}
      onClick={() =>
        activate.mutate(undefined, {
          onSuccess: () =>
            toast({ variant: 'success', title: t('accounts.activated', { email: account.email }) }),
          onError: (error) =>
            toast({
              variant: 'error',
              title: t('toast.error'),
              description: errorMessage(error, t('common.genericError')),
            }),
        })
      }
    >
      {t('accounts.activate')}
    </Button>
  );
}

/** The account's other operations; each opens its dialog (a confirmation for what takes access away). */
function ManageMenu({ account, isSelf, onChoose }: ManageMenuProps) {
  const items: Array<ActionMenuItem<AccountDialog['kind']>> = [
    // An administrator cannot change its own role or lock itself out (the service refuses too).
    ...(isSelf ? [] : [{ key: 'role' as const, label: t('accounts.role.menu') }]),
    {
      key: 'sales-rep',
      label: t(account.isSalesRep ? 'accounts.salesRep.revokeMenu' : 'accounts.salesRep.grantMenu'),
    },
    { key: 'password', label: t('accounts.password.menu') },
    { key: 'sessions', label: t('accounts.sessions.menu') },
    ...(account.secondFactors.length
      ? [{ key: 'second-factors' as const, label: t('mfa.accounts.reset'), danger: true }]
      : []),
    ...(isSelf || account.status === 'disabled'
      ? []
      : [{ key: 'deactivate' as const, label: t('accounts.deactivate.menu'), danger: true }]),
  ];
  return (
    <ActionMenu
      trigger={
        <Button
          variant="secondary"
          className="button--small"
          aria-label={t('accounts.manageLabel', { email: account.email })}
        >
          {t('accounts.manage')}
          <ChevronDownIcon />
        </Button>
      }
      items={items}
      onSelect={onChoose}
    />
  );
}
