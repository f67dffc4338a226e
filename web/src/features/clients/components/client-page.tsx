import { useQuery } from '@tanstack/react-query';
import { canEditClients, canRecordPayments, canViewCredit } from '@tawreed/domain';
import { TawreedApiError, unwrap } from '@tawreed/sdk';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ScrollingTable } from '../../../components/ui/data-table';
import { Detail } from '../../../components/ui/detail';
import { Spinner } from '../../../components/ui/spinner';
import { type MessageKey, statusLabel, t } from '../../../i18n';
import { formatAmount, formatDate, formatDateTime } from '../../../i18n/format';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { CreditFigures, CreditFindings, PaymentDialog, useLiveClientCredit } from '../../credit';
import { type ClientDetail, useClient, useClientCredit, useClientStatement } from '../api/clients';
import { ClientEditDialog } from './client-edit-dialog';
import { ClientStatusBadge } from './client-status-badge';

const FIELD_LABELS: Record<string, MessageKey> = {
  creditLimitSAR: 'credit.limit',
  paymentTermsDays: 'clients.field.terms',
  status: 'clients.col.status',
};

const fieldLabel = (field: string) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field);

const none = (value: string | null | undefined) => (value ? value : t('orders.none'));

/**
 * /clients/{accountNo} (DESIGN §11): the client's profile, credit and aging, statement of
 * documents and payments, credit history and orders; editing and payments for those allowed.
 */
export function ClientPage() {
  const { accountNo = '' } = useParams();
  usePageTitle(t('page.client', { accountNo }));
  const user = useCurrentUser();
  const client = useClient(accountNo);
  useLiveClientCredit(accountNo);
  const back = (
    <div className="page-actions">
      <BackLink to="/clients">{t('clients.back')}</BackLink>
    </div>
  );
  if (!canViewCredit(user)) return <Alert variant="info">{t('clients.noAccess')}</Alert>;
  if (client.isPending) return <Spinner label={t('clients.loading')} text={t('clients.loading')} />;
  if (client.isError) {
    const notFound = client.error instanceof TawreedApiError && client.error.status === 404;
    return (
      <div className="stack">
        {back}
        <Alert variant="error">
          {notFound ? t('clients.notFound') : errorMessage(client.error, t('common.genericError'))}
        </Alert>
      </div>
    );
  }
  return (
    <div className="stack client-page">
      {back}
      <ClientProfile client={client.data} canEdit={canEditClients(user)} canPay={canRecordPayments(user)} />
      <ClientCreditCard accountNo={client.data.accountNo} />
      <ClientStatementCard accountNo={client.data.accountNo} />
      <ClientOrdersCard accountNo={client.data.accountNo} />
      <ClientHistoryCard client={client.data} />
    </div>
  );
}

function ClientProfile({
  client,
  canEdit,
  canPay,
}: {
  client: ClientDetail;
  canEdit: boolean;
  canPay: boolean;
}) {
  const [open, setOpen] = useState<'edit' | 'pay' | null>(null);
  const address = Object.values(client.address ?? {})
    .filter(Boolean)
    .join(', ');
  return (
    <Card
      headingLevel={2}
      title={
        <>
          {client.name} <ClientStatusBadge status={client.status} />
        </>
      }
      description={t('credit.account', { accountNo: client.accountNo })}
      actions={
        <>
          {canPay && (
            <Button variant="secondary" onClick={() => setOpen('pay')}>
              {t('payment.record')}
            </Button>
          )}
          {canEdit && <Button onClick={() => setOpen('edit')}>{t('clients.edit.open')}</Button>}
        </>
      }
    >
      <dl className="details">
        <Detail term={t('clients.field.nameAr')}>{none(client.nameAr)}</Detail>
        <Detail term={t('clients.field.vat')}>{none(client.vatNumber)}</Detail>
        <Detail term={t('clients.field.cr')}>{none(client.crNumber)}</Detail>
        <Detail term={t('clients.field.address')}>{none(address)}</Detail>
        <Detail term={t('clients.field.region')}>
          {none([client.region, client.area].filter(Boolean).join(' · '))}
        </Detail>
        <Detail term={t('clients.field.terms')}>
          {t('clients.termsDays', { days: client.paymentTermsDays })}
        </Detail>
        <Detail term={t('credit.limit')}>
          {client.creditLimitSAR === null ? t('credit.limitNotSet') : formatAmount(client.creditLimitSAR)}
        </Detail>
        <Detail term={t('clients.field.statusReason')}>{none(client.statusReason)}</Detail>
        <Detail term={t('clients.field.licence')}>
          {client.licenceNumber
            ? `${client.licenceNumber}${client.licenceExpiry ? ` · ${formatDate(client.licenceExpiry)}` : ''}`
            : t('orders.none')}
        </Detail>
      </dl>
      {canEdit && open === 'edit' && (
        <ClientEditDialog client={client} open onOpenChange={(next) => setOpen(next ? 'edit' : null)} />
      )}
      {canPay && (
        <PaymentDialog
          accountNo={client.accountNo}
          open={open === 'pay'}
          onOpenChange={(next) => setOpen(next ? 'pay' : null)}
        />
      )}
    </Card>
  );
}

function ClientCreditCard({ accountNo }: { accountNo: string }) {
  const credit = useClientCredit(accountNo);
  return (
    <Card title={t('credit.title')} className="credit-panel">
      {credit.isPending ? (
        <Spinner label={t('credit.loading')} text={t('credit.loading')} />
      ) : credit.isError ? (
        <Alert variant="error">{errorMessage(credit.error, t('common.genericError'))}</Alert>
      ) : (
        <div className="credit-panel__body">
          <CreditFigures credit={credit.data} />
          <CreditFindings findings={credit.data.findings} label={t('credit.findings')} />
        </div>
      )}
    </Card>
  );
}

function ClientStatementCard({ accountNo }: { accountNo: string }) {
  const statement = useClientStatement(accountNo);
  if (statement.isPending) return <Spinner label={t('clients.loading')} text={t('clients.loading')} />;
  if (statement.isError)
    return <Alert variant="error">{errorMessage(statement.error, t('common.genericError'))}</Alert>;
  const { documents, payments } = statement.data;
  return (
    <Card title={t('clients.statement')} description={t('clients.statementDescription')}>
      <div className="stack">
        {documents.length ? (
          <ScrollingTable
            title={t('clients.documents')}
            rows={documents}
            rowKey={(doc) => `${doc.kind}-${doc.number}`}
            stacked
            columns={[
              { header: t('clients.doc.kind'), cell: (doc) => t(`clients.doc.${doc.kind}`) },
              { header: t('clients.doc.number'), cell: (doc) => <bdi>{doc.number}</bdi> },
              { header: t('clients.doc.date'), cell: (doc) => formatDate(doc.date) },
              { header: t('clients.doc.due'), cell: (doc) => formatDate(doc.dueDate) },
              { header: t('clients.doc.amount'), numeric: true, cell: (doc) => formatAmount(doc.amountSAR) },
              {
                header: t('clients.doc.remaining'),
                numeric: true,
                cell: (doc) => formatAmount(doc.remainingSAR),
              },
            ]}
          />
        ) : (
          <p className="empty-state">{t('clients.noDocuments')}</p>
        )}
        {payments.length ? (
          <ScrollingTable
            title={t('clients.payments')}
            rows={payments}
            stacked
            columns={[
              { header: t('payment.date'), cell: (payment) => formatDate(payment.date) },
              { header: t('payment.reference'), cell: (payment) => <bdi>{payment.reference}</bdi> },
              { header: t('payment.method'), cell: (payment) => t(`payment.method.${payment.method}`) },
              {
                header: t('clients.doc.amount'),
                numeric: true,
                cell: (payment) => formatAmount(payment.amountSAR),
              },
              { header: t('clients.recordedBy'), cell: (payment) => none(payment.recordedBy?.name) },
            ]}
          />
        ) : (
          <p className="empty-state">{t('clients.noPayments')}</p>
        )}
      </div>
    </Card>
  );
}

function ClientOrdersCard({ accountNo }: { accountNo: string }) {
  const orders = useQuery({
    queryKey: ['orders', 'list', { client: accountNo }],
    queryFn: () => unwrap(api.GET('/api/orders', { params: { query: { q: accountNo, pageSize: 25 } } })),
  });
  const rows = (orders.data?.orders ?? []).filter(
    (order) => order.clientAccountNo?.toLowerCase() === accountNo.toLowerCase(),
  );
  return (
    <Card title={t('clients.orders')}>
      {orders.isPending ? (
        <Spinner label={t('orders.loading')} text={t('orders.loading')} />
      ) : rows.length === 0 ? (
        <p className="empty-state">{t('clients.noOrders')}</p>
      ) : (
        <ScrollingTable
          title={t('clients.orders')}
          rows={rows}
          stacked
          columns={[
            {
              header: t('orders.col.id'),
              cell: (order) => (
                <Link to={`/orders/${order.id}`} className="order-id">
                  {order.id.slice(0, 12)}
                </Link>
              ),
            },
            { header: t('orders.col.status'), cell: (order) => statusLabel(order.status) },
            {
              header: t('orders.col.total'),
              numeric: true,
              cell: (order) => formatAmount(order.totalValueSAR),
            },
            { header: t('orders.col.updated'), cell: (order) => formatDateTime(order.updatedAt) },
          ]}
        />
      )}
    </Card>
  );
}

function ClientHistoryCard({ client }: { client: ClientDetail }) {
  return (
    <Card title={t('clients.history')}>
      {client.history.length === 0 ? (
        <p className="empty-state">{t('clients.noHistory')}</p>
      ) : (
        <ul className="client-history">
          {client.history.map((entry) => (
            <li key={entry.id}>
              <strong>{formatDateTime(entry.at)}</strong> · {entry.actor?.name ?? t('orders.none')}
              <div>
                {Object.keys(entry.after)
                  .map(
                    (field) =>
                      `${fieldLabel(field)}: ${String(entry.before[field] ?? '—')} → ${String(entry.after[field] ?? '—')}`,
                  )
                  .join('; ')}
              </div>
              <blockquote className="quote">{entry.reason}</blockquote>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
