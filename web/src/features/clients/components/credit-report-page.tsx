import { canViewCredit } from '@tawreed/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { BodyCard } from '../../../components/ui/card';
import { ScrollingTable } from '../../../components/ui/data-table';
import { Detail } from '../../../components/ui/detail';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { formatAmount } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import {
  type ClientAging,
  CREDIT_REPORT_SORTS,
  type CreditReportSort,
  exportCreditReport,
  useCreditReport,
} from '../api/credit-report';
import { ClientPager, ClientSearchField } from './client-list-controls';
import { ClientStatusBadge } from './client-status-badge';

const PAGE_SIZE = 25;
const BUCKETS = ['d1to30', 'd31to60', 'd61to90', 'd90plus'] as const;

const amount = (value: string | null) => (value === null ? '—' : formatAmount(value));

/** The columns both tables share: the client (a link to its page), then the figures. */
function agingColumns(withBuckets: boolean) {
  return [
    {
      header: t('clients.col.account'),
      cell: (row: ClientAging) => (
        <Link to={`/clients/${encodeURIComponent(row.accountNo)}`}>
          <bdi>{row.accountNo}</bdi>
        </Link>
      ),
    },
    {
      header: t('clients.col.name'),
      cell: (row: ClientAging) => (
        <>
          <div>{row.name}</div>
          {row.nameAr && <div className="muted">{row.nameAr}</div>}
        </>
      ),
    },
    {
      header: t('clients.col.status'),
      cell: (row: ClientAging) => <ClientStatusBadge status={row.status} />,
    },
    { header: t('clients.col.limit'), numeric: true, cell: (row: ClientAging) => amount(row.creditLimitSAR) },
    {
      header: t('creditReport.col.exposure'),
      numeric: true,
      cell: (row: ClientAging) => amount(row.exposureSAR),
    },
    { header: t('credit.available'), numeric: true, cell: (row: ClientAging) => amount(row.availableSAR) },
    { header: t('credit.overdue'), numeric: true, cell: (row: ClientAging) => amount(row.overdueSAR) },
    ...(withBuckets
      ? BUCKETS.map((bucket) => ({
          header: t(`credit.aging.${bucket}`),
          numeric: true,
          cell: (row: ClientAging) => amount(row.aging[bucket]),
        }))
      : []),
  ];
}

/**
 * The credit report (DESIGN §11), for staff: totals, the largest exposures, and the aging of
 * every client sorted and paged by the server, with its export to .xlsx.
 */
export function CreditReportPage() {
  usePageTitle(t('page.creditReport'));
  const user = useCurrentUser();
  const staff = canViewCredit(user);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CreditReportSort>('overdue');
  const [page, setPage] = useState(1);
  const searchFor = (next: string) => {
    setSearch(next);
    setPage(1);
  };
  const [exporting, setExporting] = useState(false);
  const report = useCreditReport({ search, sort, page, pageSize: PAGE_SIZE });
  if (!staff) return <Alert variant="info">{t('clients.noAccess')}</Alert>;
  const data = report.data;
  const pages = data ? Math.max(1, Math.ceil(data.totals.clients / PAGE_SIZE)) : 1;
  const download = async () => {
    setExporting(true);
    try {
      const fileName = await exportCreditReport({ search, sort });
      toast({ variant: 'success', title: t('creditReport.exported', { fileName }) });
    } catch (error) {
      toast({ variant: 'error', title: errorMessage(error, t('common.genericError')) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="stack credit-report-page">
      <p className="muted">{t('creditReport.description')}</p>
      {report.isPending ? (
        <Spinner label={t('creditReport.loading')} text={t('creditReport.loading')} />
      ) : report.isError || !data ? (
        <Alert variant="error">{errorMessage(report.error, t('common.genericError'))}</Alert>
      ) : (
        <>
          <BodyCard
            label={t('creditReport.totals')}
            heading={t('creditReport.totalsAsOf', { date: data.asOf })}
          >
            <dl className="details credit-figures">
              <Detail term={t('creditReport.clients')}>{String(data.totals.clients)}</Detail>
              <Detail term={t('credit.openReceivables')}>
                {formatAmount(data.totals.openReceivablesSAR)}
              </Detail>
              <Detail term={t('credit.openOrders')}>{formatAmount(data.totals.openOrdersSAR)}</Detail>
              <Detail term={t('creditReport.col.exposure')}>
                <span data-testid="credit-report-exposure">{formatAmount(data.totals.exposureSAR)}</span>
              </Detail>
              <Detail term={t('credit.overdue')}>{formatAmount(data.totals.overdueSAR)}</Detail>
              {BUCKETS.map((bucket) => (
                <Detail key={bucket} term={t(`credit.aging.${bucket}`)}>
                  {formatAmount(data.totals.aging[bucket])}
                </Detail>
              ))}
            </dl>
          </BodyCard>
          <BodyCard heading={t('creditReport.largest')}>
            {data.largestExposures.length === 0 ? (
              <p className="empty-state">{t('creditReport.noExposure')}</p>
            ) : (
              <ScrollingTable
                title={t('creditReport.largest')}
                rows={data.largestExposures}
                rowKey={(row) => row.accountNo}
                stacked
                columns={agingColumns(false)}
              />
            )}
          </BodyCard>
        </>
      )}
      <BodyCard heading={t('creditReport.aging')}>
        <div className="credit-report-page__filters">
          <ClientSearchField id="credit-report-search" value={search} onSearch={searchFor} />
          <SelectField
            id="credit-report-sort"
            label={t('creditReport.sort')}
            value={sort}
            options={CREDIT_REPORT_SORTS.map((value) => ({
              value,
              label: t(`creditReport.sort.${value}`),
            }))}
            onChange={(event) => {
              setSort(event.target.value as CreditReportSort);
              setPage(1);
            }}
          />
          <Button variant="secondary" onClick={download} disabled={exporting}>
            {exporting ? t('creditReport.exporting') : t('creditReport.export')}
          </Button>
        </div>
        {data && data.clients.length === 0 ? (
          <p className="empty-state">{t('clients.empty')}</p>
        ) : data ? (
          <>
            <ScrollingTable
              title={t('creditReport.aging')}
              busy={report.isPlaceholderData}
              rows={data.clients}
              rowKey={(row) => row.accountNo}
              stacked
              columns={agingColumns(true)}
            />
            <ClientPager page={page} pages={pages} onPage={setPage} />
          </>
        ) : null}
      </BodyCard>
    </div>
  );
}
