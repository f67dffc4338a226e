import { addMoney } from '@tawreed/domain';
import { type Columns, DataTable } from '../../../components/ui/data-table';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { t } from '../../../i18n';
import { formatAmount, formatDate } from '../../../i18n/format';
import { formatAmountPlain, formatPercent } from '../../../i18n/format-order';
import { OrderStockSection } from '../../inventory/components/order-stock-section';
import type { Order } from '../api/get-order';

const dash = (value: string | null | undefined) => (value?.trim() ? value : t('common.none'));

type OrderLine = Order['lines'][number];

const lineColumns = (): Columns<OrderLine> => [
  { header: t('lines.itemCode'), cellClassName: 'mono', cell: (line) => line.itemCode },
  { header: t('lines.itemDescription'), cell: (line) => line.itemDescription },
  { header: t('lines.publicPrice'), numeric: true, cell: (line) => formatAmountPlain(line.publicPrice) },
  { header: t('lines.discount'), numeric: true, cell: (line) => formatPercent(line.discount) },
  { header: t('lines.quantity'), numeric: true, cell: (line) => line.quantity },
  { header: t('lines.netValue'), numeric: true, cell: (line) => formatAmountPlain(line.netValue) },
  { header: t('lines.grossValue'), numeric: true, cell: (line) => formatAmountPlain(line.grossValue) },
  { header: t('lines.bonus'), numeric: true, cell: (line) => formatAmountPlain(line.bonus) },
];

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
        <ScrollRegion label={t('lines.itemsTitle')}>
          <DataTable
            caption={t('lines.itemsTitle')}
            columns={lineColumns()}
            rows={order.lines}
            rowKey={(line) => line.id}
            footer={
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
            }
          />
        </ScrollRegion>
      )}
      {order.lines.length > 0 && <OrderStockSection orderId={order.id} version={order.version} />}
    </div>
  );
}
