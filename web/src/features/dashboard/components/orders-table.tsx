import { ORDER_ID_SHORT, type OrderAction } from '@tawreed/domain';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EyeIcon } from '../../../components/ui/icons';
import { Tooltip } from '../../../components/ui/tooltip';
import { t } from '../../../i18n';
import { formatAmount, formatDate, formatDateTime, formatElapsed } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/current-user';
import {
  type OrderAvailability,
  seesStock,
  useLiveStock,
  useOrderAvailability,
} from '../../inventory/api/inventory';
import { StockIndicator } from '../../inventory/components/order-stock-section';
import type { OrderSummary } from '../api/get-orders';
import { DeliveryStatusBadge, OrderStatusBadge, SlaBadge } from './order-badges';

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
}

export function shortOrderId(id: string): string {
  return `${id.slice(0, ORDER_ID_SHORT)}...`;
}

/** A plain left click on a link inside the row; modified clicks (new tab) keep the browser's behaviour. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** SPEC §2's orders table; rows open the order, withdrawn rows are red. */
export function OrdersTable({ orders, now, busy, onOpenOrder, onAction, onViewOrder }: OrdersTableProps) {
  const staff = seesStock(useCurrentUser());
  const { data: stock } = useOrderAvailability(
    orders.map((order) => order.id),
    staff,
  );
  return (
    <div className="table-wrap" aria-busy={busy || undefined}>
      <table className="orders-table">
        <caption className="sr-only">{t('orders.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.col.id')}</th>
            <th scope="col">{t('orders.col.externalRef')}</th>
            <th scope="col">{t('orders.col.client')}</th>
            <th scope="col">{t('orders.col.company')}</th>
            <th scope="col" className="orders-table__amount">
              {t('orders.col.total')}
            </th>
            <th scope="col">{t('orders.col.status')}</th>
            <th scope="col">{t('orders.col.delivery')}</th>
            <th scope="col">{t('orders.col.sla')}</th>
            <th scope="col">{t('orders.col.updated')}</th>
            <th scope="col">{t('orders.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              stock={stock?.get(order.id)}
              now={now}
              onOpenOrder={onOpenOrder}
              onAction={onAction}
              onViewOrder={onViewOrder}
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

function OrderRow({
  order,
  now,
  onOpenOrder,
  onAction,
  onViewOrder,
  stock,
}: { order: OrderSummary; now: Date; stock?: OrderAvailability | undefined } & OrderRowHandlers) {
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
      <td>
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
      <td>{order.externalRef || t('orders.none')}</td>
      <td>
        <div className="orders-table__client">{order.clientName}</div>
        {order.clientAccountNo && <div className="orders-table__sub">{order.clientAccountNo}</div>}
      </td>
      <td>{order.medicalCompany || t('orders.notApplicable')}</td>
      <td className="orders-table__amount">{formatAmount(order.totalValueSAR)}</td>
      <td className="orders-table__status">
        <OrderStatusBadge status={order.status} />
        {stock && stock !== 'none' && <StockIndicator state={stock} />}
      </td>
      <td>
        {DELIVERY_BADGE_STATUSES.has(order.status) ? (
          <DeliveryStatusBadge deliveryStatus={order.deliveryStatus} />
        ) : (
          t('orders.none')
        )}
      </td>
      <td>
        <SlaBadge updatedAt={order.updatedAt} now={now} />
      </td>
      <td>
        <time
          dateTime={order.updatedAt}
          className="orders-table__date"
          title={formatDateTime(order.updatedAt)}
        >
          {formatDate(order.updatedAt)}
        </time>
        <div className="orders-table__sub">
          {t('time.ago', { relative: formatElapsed(order.updatedAt, now) })}
        </div>
      </td>
      <td>
        <div className="row-actions">
          <Tooltip content={t('orders.view')}>
            <button
              type="button"
              className="icon-button row-view"
              aria-label={t('orders.viewOrder', { id: short })}
              onClick={() => (onViewOrder ?? onOpenOrder)(order.id)}
            >
              <EyeIcon />
            </button>
          </Tooltip>
          {order.allowedActions.map((action) => (
            <Button
              key={action}
              variant={
                action === 'reject' || action === 'delete' || action === 'withdraw'
                  ? 'destructive'
                  : 'secondary'
              }
              className="button--small"
              aria-label={t('orders.actionOn', { action: t(`orderAction.${action}`), id: short })}
              onClick={() => onAction(order, action)}
            >
              {t(`orderAction.${action}`)}
            </Button>
          ))}
        </div>
      </td>
    </tr>
  );
}
