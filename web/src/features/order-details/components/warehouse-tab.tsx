import { DELIVERY_STATUSES, type DeliveryStatus, deliveryProgressStep } from '@tawreed/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { CheckIcon, CloseIcon, PrinterIcon } from '../../../components/ui/icons';
import { t } from '../../../i18n';
import { formatDate, formatDateTime } from '../../../i18n/format';
import type { Order } from '../api/get-order';

const dash = (value: string | null | undefined) => value || t('common.none');

function ProgressItem({
  done,
  failed,
  title,
  children,
}: {
  done: boolean;
  failed?: boolean;
  title: string;
  children?: ReactNode;
}) {
  const state = failed ? 'failed' : done ? 'done' : 'waiting';
  return (
    <li className={`delivery-progress__item delivery-progress__item--${state}`}>
      <span className="delivery-progress__marker" aria-hidden="true">
        {failed ? <CloseIcon /> : done ? <CheckIcon /> : null}
      </span>
      <div>
        <p className="delivery-progress__title">
          {title}
          <span className="sr-only">
            {' '}
            ({t(failed ? 'warehouse.failed' : done ? 'warehouse.done' : 'warehouse.notYet')})
          </span>
        </p>
        {children}
      </div>
    </li>
  );
}

/** Pick list, delivery note, printed time and the delivery progress, once the order is printed. */
export function WarehouseTab({ order }: { order: Order }) {
  const warehouse = order.warehouse;
  if (deliveryProgressStep(order.status) === 0 || !warehouse) {
    return <p className="empty-state">{t('warehouse.empty')}</p>;
  }
  const failed = Boolean(warehouse.notDeliveredReason);
  const delivered = Boolean(warehouse.actualDeliveryDate);
  return (
    <div className="stack stack--tight">
      <dl className="details details--compact">
        <div>
          <dt>{t('warehouse.pickList')}</dt>
          <dd className="mono">{dash(warehouse.pickListNumber)}</dd>
        </div>
        <div>
          <dt>{t('warehouse.deliveryNote')}</dt>
          <dd className="mono">{dash(warehouse.deliveryNoteNo)}</dd>
        </div>
        <div>
          <dt>{t('warehouse.printedAt')}</dt>
          <dd>{warehouse.printedAt ? formatDateTime(warehouse.printedAt) : t('common.none')}</dd>
        </div>
        <div>
          <dt>{t('warehouse.deliveryStatus')}</dt>
          <dd>
            <Badge tone={failed ? 'danger' : delivered ? 'success' : 'info'}>
              {(DELIVERY_STATUSES as readonly string[]).includes(order.deliveryStatus)
                ? t(`deliveryStatus.${order.deliveryStatus as DeliveryStatus}`)
                : order.deliveryStatus}
            </Badge>
          </dd>
        </div>
      </dl>
      <div>
        <Link className="button button--secondary button--small" to={`/orders/${order.id}/print`}>
          <PrinterIcon />
          {t('warehouse.printView')}
        </Link>
      </div>
      <section className="delivery-progress" aria-label={t('warehouse.progressTitle')}>
        <h4 className="section-title">{t('warehouse.progressTitle')}</h4>
        <ol className="delivery-progress__list">
          <ProgressItem done={Boolean(warehouse.dispatchedAt)} title={t('warehouse.dispatched')}>
            {warehouse.dispatchedAt && <p className="muted">{formatDateTime(warehouse.dispatchedAt)}</p>}
          </ProgressItem>
          <ProgressItem done={Boolean(warehouse.transportedAt)} title={t('warehouse.inTransit')}>
            {warehouse.transportedAt && <p className="muted">{formatDateTime(warehouse.transportedAt)}</p>}
            {warehouse.expectedDeliveryDate && (
              <p>{t('warehouse.expected', { date: formatDate(warehouse.expectedDeliveryDate) })}</p>
            )}
          </ProgressItem>
          {failed && !delivered ? (
            <ProgressItem done={false} failed title={t('warehouse.notDelivered')}>
              <p>{t('warehouse.reason', { reason: warehouse.notDeliveredReason ?? '' })}</p>
            </ProgressItem>
          ) : (
            <ProgressItem done={delivered} title={t('warehouse.delivered')}>
              {warehouse.actualDeliveryDate && (
                <p className="muted">{formatDateTime(warehouse.actualDeliveryDate)}</p>
              )}
              {warehouse.deliveryInvoicePath && (
                <a href={warehouse.deliveryInvoicePath} target="_blank" rel="noopener">
                  {t('warehouse.viewInvoice')}
                </a>
              )}
            </ProgressItem>
          )}
        </ol>
      </section>
    </div>
  );
}
