import { addMoney } from '@tawreed/domain';
import type { ReactNode } from 'react';
import { type Columns, ScrollingTable } from '../../../components/ui/data-table';
import { type MessageKey, placeLabel, t } from '../../../i18n';
import { formatAmount, formatDate } from '../../../i18n/format';
import { formatAmountPlain, formatPercent } from '../../../i18n/format-order';
import { OrderStockSection } from '../../inventory/components/order-stock-section';
import type { Order } from '../api/get-order';

/** Data people typed, isolated from the page's direction (a Latin reference inside Arabic text), or a dash. */
const dash = (value: string | null | undefined): ReactNode =>
  value?.trim() ? <bdi>{value}</bdi> : t('common.none');

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
  { header: t('lines.vat'), numeric: true, cell: (line) => formatAmountPlain(line.vatSAR) },
];

/** Header fields of SPEC §2 and the items in the uploaded spreadsheet's columns, with a TOTAL row. */
export function OrderLinesTab({ order }: { order: Order }) {
  const totals = {
    net: addMoney('0', ...order.lines.map((line) => line.netValue)),
    gross: addMoney('0', ...order.lines.map((line) => line.grossValue)),
    bonus: addMoney('0', ...order.lines.map((line) => line.bonus)),
  };
  const details: Array<{ label: MessageKey; value: ReactNode; className?: string; wide?: boolean }> = [
    { label: 'lines.clientName', value: order.clientName },
    { label: 'lines.accountNo', value: dash(order.clientAccountNo) },
    { label: 'lines.medicalCompany', value: dash(order.medicalCompany) },
    { label: 'lines.regionArea', value: `${placeLabel(order.region)} - ${placeLabel(order.area)}` },
    { label: 'lines.salesManager', value: dash(order.salesManager) },
    { label: 'lines.medicalRep', value: dash(order.medicalRep) },
    { label: 'lines.orderDate', value: formatDate(`${order.orderDate}T12:00:00+03:00`) },
    { label: 'lines.totalValue', value: formatAmount(order.totalValueSAR), className: 'strong' },
    { label: 'lines.vatTotal', value: formatAmount(order.vatSAR) },
    { label: 'lines.payable', value: formatAmount(order.payableSAR), className: 'strong' },
    { label: 'lines.externalRef', value: dash(order.externalRef) },
    { label: 'lines.notes', value: dash(order.notes), className: 'pre-line', wide: true },
  ];
  return (
    <div className="stack stack--tight">
      <dl className="details details--order">
        {details.map((detail) => (
          <div key={detail.label} className={detail.wide ? 'details__wide' : undefined}>
            <dt>{t(detail.label)}</dt>
            <dd className={detail.className}>{detail.value}</dd>
          </div>
        ))}
      </dl>

      {order.lines.length === 0 ? (
        <p className="empty-state">{t('lines.empty')}</p>
      ) : (
        <ScrollingTable
          title={t('lines.itemsTitle')}
          columns={lineColumns()}
          rows={order.lines}
          footer={
            <tfoot>
              <tr>
                <th scope="row" colSpan={5}>
                  {t('lines.total')}
                </th>
                <td className="num">{formatAmountPlain(totals.net)}</td>
                <td className="num">{formatAmountPlain(totals.gross)}</td>
                <td className="num">{formatAmountPlain(totals.bonus)}</td>
                {/* The order's stored VAT: the exact sum of the lines' VAT (DESIGN §12). */}
                <td className="num">{formatAmountPlain(order.vatSAR)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={8}>
                  {t('lines.payable')}
                </th>
                <td className="num">{formatAmountPlain(order.payableSAR)}</td>
              </tr>
            </tfoot>
          }
        />
      )}
      {order.lines.length > 0 && <OrderStockSection orderId={order.id} version={order.version} />}
    </div>
  );
}
