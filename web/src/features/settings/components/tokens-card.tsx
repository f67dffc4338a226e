import { API_TOKEN_EXPIRY_DAYS } from '@tawreed/domain';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useCreateForm } from '../../../components/ui/create-form';
import type { Columns } from '../../../components/ui/data-table';
import { SelectField, TextField, useFormValues } from '../../../components/ui/field';
import { SecretCard } from '../../../components/ui/secret-once';
import { FormSubmit } from '../../../components/ui/submit-button';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { type ApiToken, useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/account-settings';
import { RevokeButton, SettingsTable } from './sessions-card';
import { SettingsQuery } from './settings-query';

const EXPIRY_OPTIONS = API_TOKEN_EXPIRY_DAYS.map((days) => ({
  value: days === null ? 'never' : String(days),
  label: t(days === null ? 'settings.tokens.expiry.never' : `settings.tokens.expiry.${days}`),
}));

function CreateTokenForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const create = useCreateApiToken();
  const { values, setValues, field } = useFormValues({ name: '', expiry: '90' });
  const name = values.name;
  const form = useCreateForm(create, {
    done: t('settings.tokens.created'),
    failure: t('settings.tokens.error'),
    onCreated(created) {
      setValues((current) => ({ ...current, name: '' }));
      onCreated(created.token);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.create({
      name: name.trim(),
      expiresInDays: values.expiry === 'never' ? null : Number(values.expiry),
    });
  };

  return (
    <form className="settings-inline-form" onSubmit={submit} aria-label={t('settings.tokens.create')}>
      <TextField
        label={t('settings.tokens.name')}
        hint={t('settings.tokens.nameHint')}
        required
        maxLength={100}
        {...field('name')}
      />
      <SelectField label={t('settings.tokens.expiry')} options={EXPIRY_OPTIONS} {...field('expiry')} />
      <FormSubmit
        className="settings-inline-form__submit"
        busy={create.isPending}
        disabled={!name.trim()}
        label={t('settings.tokens.create')}
        busyLabel={t('settings.tokens.creating')}
      />
      {form.error && <Alert variant="error">{form.error}</Alert>}
    </form>
  );
}

const tokenColumns = (): Columns<ApiToken> => [
  {
    header: t('settings.tokens.col.name'),
    cell: (token) => (
      <>
        <bdi>{token.name}</bdi> <code className="mono">{token.prefix}…</code>
      </>
    ),
  },
  { header: t('settings.tokens.col.created'), cell: (token) => formatDateTime(token.createdAt) },
  {
    header: t('settings.tokens.col.lastUsed'),
    cell: (token) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('settings.tokens.notUsed')),
  },
  {
    header: t('settings.tokens.col.expires'),
    cell: (token) => (token.expiresAt ? formatDateTime(token.expiresAt) : t('settings.tokens.never')),
  },
  {
    header: t('settings.tokens.col.actions'),
    cell: (token) => (
      <RevokeButton kind="tokens" id={token.id} subject={token.name} useRevoke={useRevokeApiToken} />
    ),
  },
];

/** Settings → API tokens: create one (name and expiry, its text shown once), list and revoke. */
export function TokensCard() {
  const list = useApiTokens();
  return (
    <SecretCard
      texts="settings.tokens"
      testId="api-token-secret"
      copy="settings.tokens"
      doneLabel={t('settings.tokens.done')}
    >
      {(onSecret) => (
        <>
          <SettingsQuery query={list} failure={t('settings.tokens.error')}>
            {(data) =>
              data.tokens.length ? (
                <SettingsTable
                  label={t('settings.tokens.title')}
                  columns={tokenColumns()}
                  rows={data.tokens}
                />
              ) : (
                <p>{t('settings.tokens.empty')}</p>
              )
            }
          </SettingsQuery>
          <CreateTokenForm onCreated={onSecret} />
        </>
      )}
    </SecretCard>
  );
}
