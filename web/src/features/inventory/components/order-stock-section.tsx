import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { type Columns, ScrollingTable } from '../../../components/ui/data-table';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../i18n';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/errors';
import { type OrderLineStock, seesStock, useLiveStock, useOrderStock } from '../api/inventory';
import { AVAILABILITY_TONE, type StockState } from './stock-indicator';

/** A line's or an order's availability as a badge. */
export function AvailabilityBadge({ state, label }: { state: StockState; label?: string }) {
  return <Badge tone={AVAILABILITY_TONE[state]}>{label ?? t(`stock.state.${state}`)}</Badge>;
}

/**
 * Each line's availability on the order page (DESIGN §8): what reviewers check before approving
 * and the warehouse before marking ready. Not rendered at all for a medical company.
 */
export function OrderStockSection({ orderId, version }: { orderId: string; version: number }) {
  const user = useCurrentUser();
  if (!seesStock(user)) return null;
  return <OrderStock orderId={orderId} version={version} />;
}

function OrderStock({ orderId, version }: { orderId: string; version: number }) {
  useLiveStock();
  const { data, error, isPending } = useOrderStock(orderId, version, true);
  return (
    <section className="order-stock stack stack--tight" aria-labelledby="order-stock-title">
      <h3 id="order-stock-title" className="import-preview__heading order-stock__title">
        {t('stock.title')} {data && <AvailabilityBadge state={data.availability} />}
      </h3>
      {isPending ? (
        <Spinner label={t('stock.loading')} />
      ) : !data ? (
        <Alert variant="error">
          {t('stock.loadFailed', { message: errorMessage(error, t('common.genericError')) })}
        </Alert>
      ) : (
        <>
          {data.shortLines.length > 0 && (
            <Alert variant="error">{t('stock.shortLines', { lines: data.shortLines.join(', ') })}</Alert>
          )}
          <ScrollingTable
            title={t('stock.title')}
            columns={lineColumns()}
            rows={data.lines}
            rowKey={(line) => line.lineId}
            rowProps={(line) => ({ 'data-item-code': line.itemCode })}
          />
        </>
      )}
    </section>
  );
}

const lineColumns = (): Columns<OrderLineStock> => [
  { header: t('lines.itemCode'), cellClassName: 'mono', cell: (line) => line.itemCode },
  { header: t('stock.col.required'), numeric: true, cell: (line) => line.required },
  { header: t('stock.col.reserved'), numeric: true, cell: (line) => line.reserved + line.shipped },
  { header: t('stock.col.free'), numeric: true, cell: (line) => line.available },
  { header: t('stock.col.state'), cell: (line) => <AvailabilityBadge state={line.state} /> },
  { header: t('stock.col.lots'), cell: (line) => <LotList lots={line.lots} /> },
];

/** Reserved (or shipped) lots in picking order: lot, expiry, bin and units. */
export function LotList({ lots }: { lots: OrderLineStock['lots'] }) {
  if (!lots.length) return <>{t('common.none')}</>;
  return (
    <ul className="order-stock__lots">
      {lots.map((lot) => (
        <li key={lot.lotId}>
          {t('stock.lot', {
            lot: lot.lotNumber,
            expiry: lot.expiryDate,
            bin: lot.bin,
            quantity: lot.quantity,
          })}
        </li>
      ))}
    </ul>
  );
}
