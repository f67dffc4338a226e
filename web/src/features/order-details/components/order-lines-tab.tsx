import { addMoney } from '@tawreed/domain';
import { t } from '../../../i18n';
import { formatAmount, formatDate } from '../../../i18n/format';
import { formatAmountPlain, formatPercent } from '../../../i18n/format-order';
import { OrderStockSection } from '../../inventory/components/order-stock-section';
import type { Order } from '../api/get-order';

const dash = (value: string | null | undefined) => (value?.trim() ? value : t('common.none'));

/** Header fields of SPEC §2 and the items in the uploaded spreadsheet's columns, with a TOTAL row. */
export function OrderLinesTab({ order }: { order: Order }) {
  const totals = {
    net: addMoney('0', ...order.lines.map((line) => line.netValue)),
    gross: addMoney('0', ...order.lines.map((line) => line.grossValue)),
    bonus: addMoney('0', ...order.lines.map((line) => line.bonus)),
  };
  return (
    <div className="stack stack--tight">
      <dl className="details details--order">
        <div>
          <dt>{t('lines.clientName')}</dt>
          <dd>{order.clientName}</dd>
        </div>
        <div>
          <dt>{t('lines.accountNo')}</dt>
          <dd>{dash(order.clientAccountNo)}</dd>
        </div>
        <div>
          <dt>{t('lines.medicalCompany')}</dt>
          <dd>{dash(order.medicalCompany) || t('common.notAvailable')}</dd>
        </div>
        <div>
          <dt>{t('lines.regionArea')}</dt>
          <dd>
            {order.region} - {order.area}
          </dd>
        </div>
        <div>
          <dt>{t('lines.salesManager')}</dt>
          <dd>{dash(order.salesManager)}</dd>
        </div>
        <div>
          <dt>{t('lines.medicalRep')}</dt>
          <dd>{dash(order.medicalRep)}</dd>
        </div>
        <div>
          <dt>{t('lines.orderDate')}</dt>
          <dd>{formatDate(`${order.orderDate}T12:00:00+03:00`)}</dd>
        </div>
        <div>
          <dt>{t('lines.totalValue')}</dt>
          <dd className="strong">{formatAmount(order.totalValueSAR)}</dd>
        </div>
        <div>
          <dt>{t('lines.externalRef')}</dt>
          <dd>{dash(order.externalRef)}</dd>
        </div>
        <div className="details__wide">
          <dt>{t('lines.notes')}</dt>
          <dd className="pre-line">{dash(order.notes)}</dd>
        </div>
      </dl>

      {order.lines.length === 0 ? (
        <p className="empty-state">{t('lines.empty')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (axe scrollable-region-focusable)
        <section className="table-wrap" data-scroll="inline" aria-label={t('lines.itemsTitle')} tabIndex={0}>
          <table className="data-table">
            <caption className="sr-only">{t('lines.itemsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lines.itemCode')}</th>
                <th scope="col">{t('lines.itemDescription')}</th>
                <th scope="col" className="num">
                  {t('lines.publicPrice')}
                </th>
                <th scope="col" className="num">
                  {t('lines.discount')}
                </th>
                <th scope="col" className="num">
                  {t('lines.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('lines.netValue')}
                </th>
                <th scope="col" className="num">
                  {t('lines.grossValue')}
                </th>
                <th scope="col" className="num">
                  {t('lines.bonus')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <td className="mono">{line.itemCode}</td>
                  <td>{line.itemDescription}</td>
                  <td className="num">{formatAmountPlain(line.publicPrice)}</td>
                  <td className="num">{formatPercent(line.discount)}</td>
                  <td className="num">{line.quantity}</td>
                  <td className="num">{formatAmountPlain(line.netValue)}</td>
                  <td className="num">{formatAmountPlain(line.grossValue)}</td>
                  <td className="num">{formatAmountPlain(line.bonus)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={5}>
                  {t('lines.total')}
                </th>
                <td className="num">{formatAmountPlain(totals.net)}</td>
                <td className="num">{formatAmountPlain(totals.gross)}</td>
                <td className="num">{formatAmountPlain(totals.bonus)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      )}
      {order.lines.length > 0 && <OrderStockSection orderId={order.id} version={order.version} />}
    </div>
  );
}
