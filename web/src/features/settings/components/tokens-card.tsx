import { API_TOKEN_EXPIRY_DAYS } from '@tawreed/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useCreateForm } from '../../../components/ui/create-form';
import type { Columns } from '../../../components/ui/data-table';
import { SelectField, TextField } from '../../../components/ui/field';
import { FormSubmit } from '../../../components/ui/submit-button';
import { notify } from '../../../components/ui/toast';
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
  const id = useId();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('90');
  const form = useCreateForm(create, {
    done: t('settings.tokens.created'),
    failure: t('settings.tokens.error'),
    onCreated(created) {
      setName('');
      onCreated(created.token);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.create({ name: name.trim(), expiresInDays: expiry === 'never' ? null : Number(expiry) });
  };

  return (
    <form className="settings-inline-form" onSubmit={submit} aria-label={t('settings.tokens.create')}>
      <TextField
        id={`${id}-name`}
        label={t('settings.tokens.name')}
        hint={t('settings.tokens.nameHint')}
        required
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        id={`${id}-expiry`}
        label={t('settings.tokens.expiry')}
        options={EXPIRY_OPTIONS}
        value={expiry}
        onChange={(e) => setExpiry(e.target.value)}
      />
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

/** The new token's text, shown once, with a copy button. */
function NewTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify('success', t('settings.tokens.copied'));
    } catch {
      notify('error', t('settings.tokens.copyFailed'));
    }
  };
  return (
    <Alert variant="success" title={t('settings.tokens.secretTitle')}>
      <p>
        <code className="mono settings-secret" data-testid="api-token-secret">
          {secret}
        </code>
      </p>
      <div className="row-actions">
        <Button variant="secondary" onClick={copy}>
          {t('settings.tokens.copy')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('settings.tokens.done')}
        </Button>
      </div>
    </Alert>
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
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Card title={t('settings.tokens.title')} description={t('settings.tokens.description')}>
      <div className="stack">
        {secret && <NewTokenSecret secret={secret} onDone={() => setSecret(null)} />}
        <SettingsQuery query={list} failure={t('settings.tokens.error')}>
          {(data) =>
            data.tokens.length ? (
              <SettingsTable label={t('settings.tokens.title')} columns={tokenColumns()} rows={data.tokens} />
            ) : (
              <p>{t('settings.tokens.empty')}</p>
            )
          }
        </SettingsQuery>
        <CreateTokenForm onCreated={setSecret} />
      </div>
    </Card>
  );
}
