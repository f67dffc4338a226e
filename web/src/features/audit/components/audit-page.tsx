import { AUDIT_KINDS, type AuditKind } from '@tawreed/domain';
import { unwrap } from '@tawreed/sdk';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';

interface Filters {
  actor: string;
  kind: AuditKind | '';
  from: string;
  to: string;
}

type Entry = Awaited<ReturnType<typeof loadPage>>['entries'][number];

function query(filters: Filters) {
  return {
    ...(filters.actor.trim() && { actor: filters.actor.trim() }),
    ...(filters.kind && { kind: filters.kind }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
  };
}

function loadPage(filters: Filters, cursor?: string) {
  return unwrap(api.GET('/api/audit', { params: { query: { ...query(filters), limit: 50, cursor } } }));
}

const exportHref = (filters: Filters, format: 'xlsx' | 'csv') =>
  `/api/audit/export?${new URLSearchParams({ ...query(filters), format }).toString()}`;

/** /audit (DESIGN §13): the administrator's view of the audit trail, filtered and exported. */
export function AuditPage() {
  usePageTitle(t('page.audit'));
  const user = useCurrentUser();
  if (user.role !== 'ADMIN') return <Alert variant="error">{t('audit.onlyAdministrators')}</Alert>;
  return <AuditTrail />;
}

function AuditTrail() {
  const [filters, setFilters] = useState<Filters>({ actor: '', kind: '', from: '', to: '' });
  const [entries, setEntries] = useState<Entry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadPage(filters)
      .then((page) => {
        if (!live) return;
        setEntries(page.entries);
        setNext(page.nextCursor);
        setError(null);
      })
      .catch((err: unknown) => live && setError(errorMessage(err, t('audit.table'))));
    return () => {
      live = false;
    };
  }, [filters]);

  const more = async () => {
    if (!next) return;
    const page = await loadPage(filters, next);
    setEntries((shown) => [...shown, ...page.entries]);
    setNext(page.nextCursor);
  };
  const verify = async () => {
    const result = await unwrap(api.GET('/api/audit/verify'));
    setVerdict(
      result.ok
        ? t('audit.verified', { entries: result.entries })
        : t('audit.broken', { seq: result.firstBroken?.seq ?? 0 }),
    );
  };
  const set = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));
  const textFilter = (key: 'actor' | 'from' | 'to', type?: 'date') => (
    <TextField
      id={`audit-${key}`}
      type={type}
      label={t(`audit.filter.${key}`)}
      value={filters[key]}
      onChange={(event) => set({ [key]: event.target.value })}
    />
  );

  return (
    <section className="card audit-card" aria-label={t('audit.table')}>
      <header className="card__header">
        <p className="card__description">{t('audit.description')}</p>
      </header>
      <div className="audit-filters">
        {textFilter('actor')}
        <SelectField
          id="audit-kind"
          label={t('audit.filter.kind')}
          value={filters.kind}
          onChange={(event) => set({ kind: event.target.value as AuditKind | '' })}
          options={[
            { value: '', label: t('audit.filter.allKinds') },
            ...AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`audit.kind.${kind}`) })),
          ]}
        />
        {textFilter('from', 'date')}
        {textFilter('to', 'date')}
      </div>
      <div className="audit-actions">
        <a className="button button--secondary" href={exportHref(filters, 'xlsx')} download>
          {t('audit.exportXlsx')}
        </a>
        <a className="button button--secondary" href={exportHref(filters, 'csv')} download>
          {t('audit.exportCsv')}
        </a>
        <Button variant="secondary" onClick={() => void verify()}>
          {t('audit.verify')}
        </Button>
        {verdict && <output aria-live="polite">{verdict}</output>}
      </div>
      {error && <Alert variant="error">{t('audit.loadFailed', { message: error })}</Alert>}
      <ScrollRegion label={t('audit.entries')}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('audit.col.seq')}</th>
              <th scope="col">{t('audit.col.at')}</th>
              <th scope="col">{t('audit.col.actor')}</th>
              <th scope="col">{t('audit.col.kind')}</th>
              <th scope="col">{t('audit.col.subject')}</th>
              <th scope="col">{t('audit.col.details')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.seq}</td>
                <td>{formatDateTime(entry.at)}</td>
                <td className="audit-cell--wrap">{entry.actorLabel}</td>
                <td>{t(`audit.kind.${entry.kind}`)}</td>
                <td className="audit-cell--wrap">{entry.subject ?? ''}</td>
                <td className="audit-cell--wrap">
                  <code dir="ltr">{JSON.stringify(entry.details)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {!entries.length && !error && <p>{t('audit.empty')}</p>}
      {next && (
        <Button variant="secondary" onClick={() => void more()}>
          {t('audit.more')}
        </Button>
      )}
    </section>
  );
}
