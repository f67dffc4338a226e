import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canEditPriceLists, canViewCredit } from '@tawreed/domain';
import { useId } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { CardSection } from '../../../components/ui/card';
import { ScrollingTable } from '../../../components/ui/data-table';
import { DownloadIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { SpreadsheetImport } from '../../../components/ui/spreadsheet-import';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { formatAmount } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import {
  importPriceList,
  PRICE_LIST_TEMPLATE_URL,
  type PriceImportResult,
  priceListExportUrl,
  priceListKeys,
  usePriceList,
} from '../api/price-lists';
import { validityDate } from './price-lists-page';

/** /price-lists/{id}: one list's validity and items; its export, and for editors its import. */
export function PriceListPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const staff = canViewCredit(user);
  const list = usePriceList(id);
  usePageTitle(t('page.priceList', { name: list.data?.name ?? '' }));
  const back = (
    <div className="page-actions">
      <BackLink to="/price-lists">{t('priceLists.back')}</BackLink>
    </div>
  );
  if (!staff) return <Alert variant="info">{t('priceLists.noAccess')}</Alert>;
  if (list.isPending) return <Spinner label={t('priceLists.loading')} text={t('priceLists.loading')} />;
  if (list.isError) {
    return (
      <div className="stack">
        {back}
        <Alert variant="error">{errorMessage(list.error, t('common.genericError'))}</Alert>
      </div>
    );
  }
  const detail = list.data;
  return (
    <div className="stack price-list-page">
      {back}
      <dl className="details details--compact">
        <div>
          <dt>{t('priceLists.col.name')}</dt>
          <dd>
            {detail.name} {detail.isDefault && <Badge tone="brand">{t('priceLists.isDefault')}</Badge>}
          </dd>
        </div>
        <div>
          <dt>{t('priceLists.col.validFrom')}</dt>
          <dd>{validityDate(detail.validFrom)}</dd>
        </div>
        <div>
          <dt>{t('priceLists.col.validTo')}</dt>
          <dd>{validityDate(detail.validTo)}</dd>
        </div>
        <div>
          <dt>{t('priceLists.col.clients')}</dt>
          <dd>{detail.clientCount}</dd>
        </div>
      </dl>
      {canEditPriceLists(user) && <PriceListImport id={detail.id} />}
      <CardSection
        titleId="price-list-items"
        title={t('priceLists.items', { count: detail.items.length })}
        description={t('priceLists.itemsDescription')}
        aside={
          <a className="button button--secondary" href={priceListExportUrl(detail.id)} download>
            <DownloadIcon />
            {t('priceLists.export')}
          </a>
        }
      >
        <div className="card__body">
          {detail.items.length === 0 ? (
            <p className="empty-state">{t('priceLists.noItems')}</p>
          ) : (
            <ScrollingTable
              title={t('priceLists.items', { count: detail.items.length })}
              rows={detail.items}
              rowKey={(item) => item.itemCode}
              columns={[
                { header: t('priceLists.col.itemCode'), cell: (item) => <bdi>{item.itemCode}</bdi> },
                {
                  header: t('priceLists.col.price'),
                  numeric: true,
                  cell: (item) => formatAmount(item.priceSAR),
                },
              ]}
            />
          )}
        </div>
      </CardSection>
    </div>
  );
}

const importCounts = ({ created, updated, unchanged }: PriceImportResult) => ({
  created,
  updated,
  unchanged,
});

/** The list's items from a spreadsheet: the template, the file, and every row's problems as in the order import. */
function PriceListImport({ id }: { id: string }) {
  const fieldId = useId();
  const queryClient = useQueryClient();
  const importFile = useMutation({
    mutationFn: (chosen: File) => importPriceList(id, chosen),
    onSuccess: (result) => {
      if (!result.applied) return;
      toast({ variant: 'success', title: t('priceLists.import.done', importCounts(result)) });
      void queryClient.invalidateQueries({ queryKey: priceListKeys.all });
    },
  });
  return (
    <SpreadsheetImport
      id={fieldId}
      title={t('priceLists.import.title')}
      description={t('priceLists.import.description')}
      templateUrl={PRICE_LIST_TEMPLATE_URL}
      fileLabel={t('priceLists.import.file')}
      accept=".xlsx,.csv"
      submitLabel={t('priceLists.import.submit')}
      importing={importFile.isPending}
      error={importFile.error}
      result={importFile.data}
      done={(result) => t('priceLists.import.done', importCounts(result))}
      onFileChange={() => importFile.reset()}
      onImport={(file) => importFile.mutate(file)}
    />
  );
}
