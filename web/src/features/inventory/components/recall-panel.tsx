import { TawreedApiError } from '@tawreed/sdk';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { type Columns, ScrollingTable } from '../../../components/ui/data-table';
import { TextField } from '../../../components/ui/field';
import { DownloadIcon, SearchIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { type Recall, recallCsvUrl, useRecall } from '../api/inventory';
import { shortId } from './inventory-page';

type Shipment = Recall['shipments'][number];

const shipmentColumns = (): Columns<Shipment> => [
  {
    header: t('inventory.recallPanel.col.order'),
    cell: (shipment) => (
      <Link to={`/orders/${shipment.orderId}`} className="mono">
        {shortId(shipment.orderId)}
      </Link>
    ),
  },
  {
    header: t('inventory.recallPanel.col.client'),
    cell: (shipment) => (
      <>
        {shipment.clientName}
        {shipment.clientAccountNo && <div className="muted">{shipment.clientAccountNo}</div>}
      </>
    ),
  },
  { header: t('inventory.recallPanel.col.company'), cell: (shipment) => shipment.medicalCompany },
  {
    header: t('inventory.recallPanel.col.item'),
    cellClassName: 'mono',
    cell: (shipment) => shipment.itemCode,
  },
  { header: t('inventory.recallPanel.col.quantity'), numeric: true, cell: (shipment) => shipment.quantity },
  { header: t('inventory.recallPanel.col.shipped'), cell: (shipment) => formatDateTime(shipment.shippedAt) },
  {
    header: t('inventory.recallPanel.col.note'),
    cellClassName: 'mono',
    cell: (shipment) => shipment.deliveryNoteNo ?? t('common.none'),
  },
];

/** Recall (DESIGN §8): for a lot, every order, client, company, quantity and date it shipped to. */
export function RecallPanel({ lotNumber, onLot }: { lotNumber: string; onLot(lot: string): void }) {
  const { data, error, isFetching } = useRecall(lotNumber);
  const notFound = error instanceof TawreedApiError && error.status === 404;
  return (
    <CardSection
      titleId="recall-title"
      title={t('inventory.recallPanel.title')}
      description={t('inventory.recallPanel.description')}
    >
      <div className="card__body stack stack--tight">
        <form
          className="inventory__recall-form"
          onSubmit={(event) => {
            event.preventDefault();
            onLot(String(new FormData(event.currentTarget).get('lot') ?? '').trim());
          }}
        >
          <TextField
            key={lotNumber}
            id="recall-lot"
            name="lot"
            label={t('inventory.recallPanel.lot')}
            defaultValue={lotNumber}
            autoComplete="off"
          />
          <Button type="submit" variant="secondary" icon={<SearchIcon />}>
            {t('inventory.recallPanel.find')}
          </Button>
          {data && (
            <a className="button button--secondary" href={recallCsvUrl(lotNumber)} download>
              <DownloadIcon />
              {t('inventory.recallPanel.csv')}
            </a>
          )}
        </form>
        {lotNumber && isFetching && !data ? (
          <Spinner label={t('inventory.recallPanel.loading')} />
        ) : notFound ? (
          <Alert variant="info">{t('inventory.recallPanel.notFound', { lot: lotNumber })}</Alert>
        ) : error ? (
          <Alert variant="error">{errorMessage(error, t('common.genericError'))}</Alert>
        ) : data && data.shipments.length === 0 ? (
          <p className="muted">{t('inventory.recallPanel.empty', { lot: data.lotNumber })}</p>
        ) : data ? (
          <>
            <p role="status">
              {t('inventory.recallPanel.summary', {
                lot: data.lotNumber,
                quantity: data.totalQuantity,
                count: data.shipments.length,
              })}
            </p>
            <ScrollingTable
              title={t('inventory.recallPanel.table', { lot: data.lotNumber })}
              columns={shipmentColumns()}
              rows={data.shipments}
              rowKey={(shipment) => `${shipment.orderId}-${shipment.lotId}-${shipment.shippedAt}`}
              rowProps={(shipment) => ({ 'data-order-id': shipment.orderId })}
            />
          </>
        ) : null}
      </div>
    </CardSection>
  );
}
