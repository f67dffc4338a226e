import { canEditClients, canRecordPayments, canViewCredit } from '@tawreed/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ListCard } from '../../../components/ui/list-card';
import { t } from '../../../i18n';
import { formatAmount } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/page-title';
import {
  CLIENTS_TEMPLATE_URL,
  type Client,
  importClients,
  importReceivables,
  RECEIVABLES_TEMPLATE_URL,
  useClients,
} from '../api/clients';
import { ClientCreateDialog } from './client-create-dialog';
import { ClientImport } from './client-import';
import { ClientPager, ClientSearchField } from './client-list-controls';
import { ClientStatusBadge } from './client-status-badge';

const PAGE_SIZE = 25;

/**
 * The Clients page (DESIGN §11), for staff: the client master searched by name or account, each
 * client's page a click away; those who edit clients create one (New client) and import clients,
 * the credit team and administrators receivables.
 */
export function ClientsPage() {
  usePageTitle(t('page.clients'));
  const user = useCurrentUser();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const searchFor = (next: string) => {
    setSearch(next);
    setPage(1);
  };
  const [creating, setCreating] = useState(false);
  const staff = canViewCredit(user);
  const clients = useClients(search, page, { enabled: staff, pageSize: PAGE_SIZE });
  if (!staff) return <Alert variant="info">{t('clients.noAccess')}</Alert>;
  const list = clients.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;
  const rows = (list?.clients ?? []) as Client[];
  return (
    <div className="stack clients-page">
      <div className="page-actions clients-page__header">
        <p className="muted">{t('clients.description')}</p>
        {canEditClients(user) && (
          <Button onClick={() => setCreating(true)}>{t('clients.create.open')}</Button>
        )}
      </div>
      {canEditClients(user) && creating && <ClientCreateDialog open onOpenChange={setCreating} />}
      {/* The price lists that check each client's order lines (DESIGN §12). */}
      <p>
        <Link to="/price-lists">{t('priceLists.link')}</Link>
      </p>
      {canEditClients(user) && (
        <div className="clients-page__imports">
          <ClientImport kind="clients" templateUrl={CLIENTS_TEMPLATE_URL} run={importClients} />
          {canRecordPayments(user) && (
            <ClientImport kind="receivables" templateUrl={RECEIVABLES_TEMPLATE_URL} run={importReceivables} />
          )}
        </div>
      )}
      <ListCard
        texts="clients"
        query={clients}
        before={<ClientSearchField id="clients-search" value={search} onSearch={searchFor} />}
        after={<ClientPager page={page} pages={pages} onPage={setPage} />}
        rows={rows}
        rowKey={(client) => client.accountNo}
        columns={[
          {
            header: t('clients.col.account'),
            cell: (client) => (
              <Link to={`/clients/${encodeURIComponent(client.accountNo)}`}>
                <bdi>{client.accountNo}</bdi>
              </Link>
            ),
          },
          {
            header: t('clients.col.name'),
            cell: (client) => (
              <>
                <div>{client.name}</div>
                {client.nameAr && <div className="muted">{client.nameAr}</div>}
              </>
            ),
          },
          {
            header: t('clients.col.status'),
            cell: (client) => <ClientStatusBadge status={client.status} />,
          },
          {
            header: t('clients.col.limit'),
            numeric: true,
            cell: (client) =>
              client.creditLimitSAR === null ? (
                <Badge>{t('credit.limitNotSet')}</Badge>
              ) : (
                formatAmount(client.creditLimitSAR)
              ),
          },
          {
            header: t('clients.col.terms'),
            numeric: true,
            cell: (client) => t('clients.termsDays', { days: client.paymentTermsDays }),
          },
        ]}
      />
    </div>
  );
}
