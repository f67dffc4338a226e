import { ORDER_ID_SHORT, type OrderAction } from '@tawreed/domain';
import { type MouseEvent, memo } from 'react';
import { Link } from 'react-router';
import { type Language, type MessageKey, t, useLanguage } from '../../../i18n';
import {
  formatAmount,
  formatDateTime,
  formatElapsed,
  formatGregorianDate,
  formatHijriDate,
} from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/current-user';
import { seesStock, useLiveStock, useOrderAvailability } from '../../inventory/api/availability';
import type { OrderAvailability } from '../../inventory/api/inventory';
import { StockIndicator } from '../../inventory/components/stock-indicator';
import type { OrderSummary } from '../api/get-orders';
import { CreditMarkBadge, DeliveryStatusBadge, OrderStatusBadge, SlaBadge } from './order-badges';
import { RowActions } from './row-actions';

// SPEC §2: the delivery badge shows only for these statuses; every other row shows '-'.
const DELIVERY_BADGE_STATUSES = new Set<string>(['READY_TO_PRINT', 'PRINTED']);

export interface OrderRowHandlers {
  /** Opens the order (the order page by default; the details feature may show it as a modal). */
  onOpenOrder(orderId: string): void;
  /** One of the row's `allowedActions` was chosen. */
  onAction(order: OrderSummary, action: OrderAction): void;
  /** The View button: a quick look without leaving the list (the details modal); defaults to onOpenOrder. */
  onViewOrder?(orderId: string): void;
}

interface OrdersTableProps extends OrderRowHandlers {
  orders: OrderSummary[];
  now: Date;
  busy: boolean;
  /**
   * A reviewer's queue (issue 29): one line a row, no Delivery column (a review queue holds no
   * order in delivery), the Updated cell's dates in its title.
   */
  dense?: boolean;
}

export function shortOrderId(id: string): string {
  return `${id.slice(0, ORDER_ID_SHORT)}...`;
}

/** A plain left click on a link inside the row; modified clicks (new tab) keep the browser's behaviour. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The columns in SPEC §2's order; the class sizes the column, the label heads a phone card's field. */
const COLUMNS = [
  { key: 'id', label: 'orders.col.id' },
  { key: 'ref', label: 'orders.col.externalRef' },
  { key: 'client', label: 'orders.col.client' },
  { key: 'company', label: 'orders.col.company' },
  { key: 'total', label: 'orders.col.total' },
  { key: 'status', label: 'orders.col.status' },
  { key: 'delivery', label: 'orders.col.delivery' },
  { key: 'sla', label: 'orders.col.sla' },
  { key: 'updated', label: 'orders.col.updated' },
  { key: 'actions', label: 'orders.col.actions' },
] as const satisfies ReadonlyArray<{ key: string; label: MessageKey }>;
type ColumnKey = (typeof COLUMNS)[number]['key'];

function label(key: ColumnKey): string {
  return t(COLUMNS.find((column) => column.key === key)!.label);
}

/**
 * SPEC §2's orders table; rows open the order, withdrawn rows are red. It fits its card at
 * laptop widths (fixed column sizes, compact badges, one action plus a menu); in a narrow card
 * (a phone, a tablet) each row becomes a card with the same cells, each labelled.
 */
export function OrdersTable({ orders, busy, dense = false, ...rowProps }: OrdersTableProps) {
  const staff = seesStock(useCurrentUser());
  // Rows re-render only when their own data (or the language) changes: a page change, a
  // filter typed or a card chosen does not redo the 25 rows already on screen.
  const language = useLanguage();
  const { data: stock } = useOrderAvailability(
    orders.map((order) => order.id),
    staff,
  );
  const columns = dense ? COLUMNS.filter((column) => column.key !== 'delivery') : COLUMNS;
  return (
    <div className="table-wrap orders-table-wrap" aria-busy={busy || undefined}>
      <table className={dense ? 'orders-table orders-table--dense' : 'orders-table'}>
        <caption className="sr-only">{t('orders.table')}</caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} className={`orders-table__col--${column.key}`} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.key === 'total' ? 'orders-table__amount' : undefined}
              >
                {t(column.label)}
                {/* The dense queue names the payable line once, in its heading, so each amount fits its column. */}
                {dense && column.key === 'total' && (
                  <div className="orders-table__sub">{t('orders.col.withVat')}</div>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              stock={stock?.get(order.id)}
              language={language}
              dense={dense}
              {...rowProps}
            />
          ))}
        </tbody>
      </table>
      {staff && <LiveStock />}
    </div>
  );
}

/** Receipts and shipments change the indicators: refetched over the websocket's stock:changed. */
function LiveStock() {
  useLiveStock();
  return null;
}

const OrderRow = memo(function OrderRow({
  order,
  now,
  onOpenOrder,
  onAction,
  onViewOrder,
  stock,
  dense,
}: {
  order: OrderSummary;
  now: Date;
  dense: boolean;
  stock?: OrderAvailability | undefined;
  /** Only compared: texts are read at render, so a switch must render the row again. */
  language: Language;
} & OrderRowHandlers) {
  const short = shortOrderId(order.id);
  const withdrawn = Boolean(order.withdrawnAt);
  return (
    <tr
      className={withdrawn ? 'orders-table__row orders-table__row--withdrawn' : 'orders-table__row'}
      data-order-id={order.id}
      // Mouse convenience only: the Order ID link and the View button are the accessible controls.
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, button, input, select')) return;
        onOpenOrder(order.id);
      }}
    >
      <td data-label={label('id')} className="orders-table__id">
        <Link
          to={`/orders/${order.id}`}
          className="order-id"
          title={order.id}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onOpenOrder(order.id);
          }}
        >
          <bdi>{short}</bdi>
        </Link>
        {withdrawn && <span className="withdrawn-tag">{t('orders.withdrawn')}</span>}
      </td>
      <td data-label={label('ref')} className="orders-table__ref">
        {order.externalRef ? (
          <bdi title={dense ? order.externalRef : undefined}>{order.externalRef}</bdi>
        ) : (
          t('orders.none')
        )}
      </td>
      <td data-label={label('client')} className="orders-table__client-cell">
        <div className="orders-table__client" title={dense ? order.clientName : undefined}>
          {order.clientName}
        </div>
        {order.clientAccountNo && (
          <div className="orders-table__sub">
            <bdi>{order.clientAccountNo}</bdi>
          </div>
        )}
      </td>
      <td data-label={label('company')}>
        <div className="orders-table__company" title={dense ? order.medicalCompany : undefined}>
          {order.medicalCompany || t('orders.notApplicable')}
        </div>
      </td>
      <td data-label={label('total')} className="orders-table__amount">
        {formatAmount(order.totalValueSAR)}
        {/* DESIGN §12: the payable total under SPEC's net total, in the same cell (the queue keeps its density). */}
        {dense ? (
          <div
            className="orders-table__sub"
            title={t('orders.payable', { amount: formatAmount(order.payableSAR) })}
          >
            <span className="orders-table__vat-label">{t('orders.col.withVat')} </span>
            {formatAmount(order.payableSAR)}
          </div>
        ) : (
          <div className="orders-table__sub">
            {t('orders.payable', { amount: formatAmount(order.payableSAR) })}
          </div>
        )}
      </td>
      <td data-label={label('status')} className="orders-table__status">
        <OrderStatusBadge status={order.status} />
        {/* The stock indicator beside the status, the credit mark on a line of its own in the dense queue. */}
        {stock && stock !== 'none' && <StockIndicator state={stock} />}
        {order.creditMark && <CreditMarkBadge mark={order.creditMark} />}
      </td>
      {!dense && (
        <td data-label={label('delivery')} className="orders-table__delivery">
          {DELIVERY_BADGE_STATUSES.has(order.status) ? (
            <DeliveryStatusBadge deliveryStatus={order.deliveryStatus} />
          ) : (
            t('orders.none')
          )}
        </td>
      )}
      <td data-label={label('sla')} className="orders-table__sla">
        <SlaBadge updatedAt={order.updatedAt} now={now} />
      </td>
      <td data-label={label('updated')} className="orders-table__updated">
        {dense ? (
          // Two short lines, the date and its Hijri companion; the time and the age in the title.
          <time
            dateTime={order.updatedAt}
            className="orders-table__date"
            title={`${formatDateTime(order.updatedAt)} · ${formatHijriDate(order.updatedAt)} · ${t('time.ago', { relative: formatElapsed(order.updatedAt, now) })}`}
          >
            {formatGregorianDate(order.updatedAt)}
            <span className="orders-table__sub">{formatHijriDate(order.updatedAt)}</span>
          </time>
        ) : (
          <>
            <time
              dateTime={order.updatedAt}
              className="orders-table__date"
              title={formatDateTime(order.updatedAt)}
            >
              {formatGregorianDate(order.updatedAt)}
            </time>
            <div className="orders-table__sub">{formatHijriDate(order.updatedAt)}</div>
            <div className="orders-table__sub">
              {t('time.ago', { relative: formatElapsed(order.updatedAt, now) })}
            </div>
          </>
        )}
      </td>
      <td data-label={label('actions')} className="orders-table__actions">
        <RowActions
          order={order}
          short={short}
          onView={() => (onViewOrder ?? onOpenOrder)(order.id)}
          onAction={(action) => onAction(order, action)}
        />
      </td>
    </tr>
  );
});
