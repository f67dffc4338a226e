import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { type Columns, DataTable } from '../../../components/ui/data-table';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { notify } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { type AccountSession, useRevokeSession, useSessions } from '../api/account-settings';
import { SettingsQuery } from './settings-query';

interface RevokeMutation {
  isPending: boolean;
  mutate(id: string, options: { onSuccess(): void; onError(error: unknown): void }): void;
}

/** Signs out a session or revokes an API token: asks again in place, then says how it went. */
export function RevokeButton({
  kind,
  id,
  subject,
  useRevoke,
}: {
  kind: 'sessions' | 'tokens';
  id: string;
  subject: string;
  useRevoke(): RevokeMutation;
}) {
  const revoke = useRevoke();
  return (
    <ConfirmButton
      label={t(`settings.${kind}.revoke`)}
      confirmLabel={t(`settings.${kind}.confirmRevoke`)}
      subject={subject}
      busy={revoke.isPending}
      onConfirm={() =>
        revoke.mutate(id, {
          onSuccess: () => notify('success', t(`settings.${kind}.revoked`)),
          onError: (err) => notify('error', errorMessage(err, t(`settings.${kind}.error`))),
        })
      }
    />
  );
}

const sessionColumns = (): Columns<AccountSession> => [
  {
    header: t('settings.sessions.col.client'),
    cell: (session) => (
      <>
        <bdi title={session.userAgent ?? undefined}>{session.client}</bdi>{' '}
        {session.current && <Badge tone="success">{t('settings.sessions.current')}</Badge>}
      </>
    ),
  },
  {
    header: t('settings.sessions.col.address'),
    cell: (session) => (
      <bdi className="mono">{session.clientAddress ?? t('settings.sessions.unknownAddress')}</bdi>
    ),
  },
  { header: t('settings.sessions.col.created'), cell: (session) => formatDateTime(session.createdAt) },
  {
    header: t('settings.sessions.col.lastUsed'),
    cell: (session) =>
      session.lastUsedAt ? formatDateTime(session.lastUsedAt) : t('settings.sessions.never'),
  },
  {
    header: t('settings.sessions.col.actions'),
    cell: (session) =>
      !session.current && (
        <RevokeButton kind="sessions" id={session.id} subject={session.client} useRevoke={useRevokeSession} />
      ),
  },
];

/** A settings card's compact list (sessions, API tokens), named by the card's title, scrolling on its own. */
export function SettingsTable<Row extends { id: string }>({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: Columns<Row>;
  rows: readonly Row[];
}) {
  return (
    <ScrollRegion label={label}>
      <DataTable className="data-table data-table--compact" label={label} columns={columns} rows={rows} />
    </ScrollRegion>
  );
}

/** Settings → Active sessions: where the account is signed in; any other session can be signed out. */
export function SessionsCard() {
  const list = useSessions();
  return (
    <Card title={t('settings.sessions.title')} description={t('settings.sessions.description')}>
      <SettingsQuery query={list} failure={t('settings.sessions.error')}>
        {(data) => (
          <SettingsTable
            label={t('settings.sessions.title')}
            columns={sessionColumns()}
            rows={data.sessions}
          />
        )}
      </SettingsQuery>
    </Card>
  );
}
