import { deliveryProgressStep, ORDER_ID_PAGE, placeName } from '@tawreed/domain';
import { type ComponentProps, Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { PrinterIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../i18n';
import { formatAmount, formatDate, formatDateTime } from '../../../i18n/format';
import { formatAmountPlain, formatPercent } from '../../../i18n/format-order';
import { printLabelText } from '../../../i18n/print-labels';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { type OrderStock, seesStock, useOrderStock } from '../../inventory/api/inventory';
import { type Order, useOrder } from '../api/get-order';
import { BilingualLabel } from './bilingual-label';

/**
 * /orders/{id}/print: the pick list and the delivery note as paper documents. The print
 * style sheet hides the portal around them, so the browser's Print gives just the documents.
 */
export function OrderPrintPage() {
  const { id = '' } = useParams();
  usePageTitle(t('page.orderPrint', { id: id.slice(0, ORDER_ID_PAGE) }));
  const { data: order, isPending, isError, error } = useOrder(id);
  // The reserved lots per line (DESIGN §8); a medical company never sees stock.
  const user = useCurrentUser();
  const { data: stock } = useOrderStock(id, order?.version, seesStock(user) && Boolean(order));
  const toolbar = (
    <div className="page-actions no-print">
      <BackLink to={`/orders/${id}`}>{t('printView.back')}</BackLink>
      {order && deliveryProgressStep(order.status) > 0 && (
        <Button icon={<PrinterIcon />} onClick={() => window.print()}>
          {t('printView.print')}
        </Button>
      )}
    </div>
  );
  if (isPending) return <Spinner label={t('order.loading')} text={t('order.loading')} />;
  if (isError || !order) {
    return (
      <div className="stack">
        {toolbar}
        <Alert variant="error" title={t('order.errorTitle')}>
          {errorMessage(error, t('order.notFound'))}
        </Alert>
      </div>
    );
  }
  return (
    <div className="stack">
      {toolbar}
      {deliveryProgressStep(order.status) === 0 ? (
        <Alert variant="info">{t('printView.notPrinted')}</Alert>
      ) : (
        <div className="print-documents">
          <PrintDocument order={order} kind="pickList" stock={stock} />
          <PrintDocument order={order} kind="deliveryNote" stock={stock} />
        </div>
      )}
    </div>
  );
}

interface PrintDocumentProps {
  order: Order;
  kind: 'pickList' | 'deliveryNote';
  stock: OrderStock | undefined;
}

function PrintDocument({ order, kind, stock }: PrintDocumentProps) {
  const warehouse = order.warehouse;
  const pickList = kind === 'pickList';
  const number = pickList ? warehouse?.pickListNumber : warehouse?.deliveryNoteNo;
  return (
    <article
      className="print-doc"
      aria-label={printLabelText(pickList ? 'printView.pickList' : 'printView.deliveryNote')}
    >
      <header className="print-doc__header">
        <div>
          <p className="print-doc__brand">
            <BilingualLabel k="app.name" />
          </p>
          <h2 className="print-doc__title">
            <BilingualLabel k={pickList ? 'printView.pickList' : 'printView.deliveryNote'} />
          </h2>
        </div>
        <dl className="print-doc__numbers">
          <div>
            <dt>
              <BilingualLabel k={pickList ? 'warehouse.pickList' : 'warehouse.deliveryNote'} />
            </dt>
            <dd className="mono">{number ?? t('common.none')}</dd>
          </div>
          <PrintDetail k="printView.orderId" className="mono">
            {order.id.slice(0, ORDER_ID_PAGE)}
          </PrintDetail>
          <PrintDetail k="warehouse.printedAt">
            {warehouse?.printedAt ? formatDateTime(warehouse.printedAt) : t('common.none')}
          </PrintDetail>
        </dl>
      </header>
      <dl className="details details--compact print-doc__client">
        <PrintDetail k="lines.clientName">{order.clientName}</PrintDetail>
        <PrintDetail k="lines.accountNo">{order.clientAccountNo ?? t('common.none')}</PrintDetail>
        <PrintDetail k="lines.medicalCompany">{order.medicalCompany}</PrintDetail>
        <PrintDetail k="lines.regionArea">
          {/* Both languages, as every label on the page. */}
          <span className="bilingual">
            <span className="bilingual__en" lang="en" dir="ltr">
              {order.region} - {order.area}
            </span>
            <span className="bilingual__ar" lang="ar" dir="rtl">
              {placeName(order.region, 'ar')} - {placeName(order.area, 'ar')}
            </span>
          </span>
        </PrintDetail>
        <PrintDetail k="lines.orderDate">{formatDate(`${order.orderDate}T12:00:00+03:00`)}</PrintDetail>
        {!pickList && <PrintDetail k="lines.totalValue">{formatAmount(order.totalValueSAR)}</PrintDetail>}
        {!pickList && <PrintDetail k="lines.vatTotal">{formatAmount(order.vatSAR)}</PrintDetail>}
        <PrintDetail k="lines.payable">{formatAmount(order.payableSAR)}</PrintDetail>
      </dl>
      {/* On a phone screen the lines scroll in their own box; on paper they print whole. */}
      <section
        className="print-doc__lines"
        data-scroll="inline"
        aria-label={t('lines.itemsTitle')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <table className="data-table print-doc__table">
          <thead>
            <tr>
              <PrintColumn k="lines.itemCode" />
              <PrintColumn k="lines.itemDescription" />
              <PrintColumn k="lines.quantity" num />
              <PrintColumn k="lines.bonus" num />
              {pickList ? (
                <PrintColumn k="printView.picked" />
              ) : (
                <>
                  <PrintColumn k="lines.publicPrice" num />
                  <PrintColumn k="lines.discount" num />
                  <PrintColumn k="lines.netValue" num />
                </>
              )}
              <PrintColumn k="lines.vat" num />
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <Fragment key={line.id}>
                <tr>
                  <td className="mono">{line.itemCode}</td>
                  <td>{line.itemDescription}</td>
                  <td className="num">{line.quantity}</td>
                  <td className="num">{formatAmountPlain(line.bonus)}</td>
                  {pickList ? (
                    <td>
                      <span className="print-doc__checkbox" aria-hidden="true" />
                    </td>
                  ) : (
                    <>
                      <td className="num">{formatAmountPlain(line.publicPrice)}</td>
                      <td className="num">{formatPercent(line.discount)}</td>
                      <td className="num">{formatAmountPlain(line.netValue)}</td>
                    </>
                  )}
                  <td className="num">{formatAmountPlain(line.vatSAR)}</td>
                </tr>
                <LotsRow
                  lots={stock?.lines.find((entry) => entry.lineId === line.id)?.lots}
                  colSpan={pickList ? 6 : 8}
                />
              </Fragment>
            ))}
          </tbody>
        </table>
      </section>
      <footer className="print-doc__signatures">
        <p>
          <BilingualLabel k={pickList ? 'printView.pickedBy' : 'printView.receivedBy'} />
        </p>
        <p>
          <BilingualLabel k="printView.checkedBy" />
        </p>
      </footer>
    </article>
  );
}

/** The line's reserved (or shipped) lots in picking order, with expiry and bin. */
function LotsRow({
  lots,
  colSpan,
}: {
  lots: OrderStock['lines'][number]['lots'] | undefined;
  colSpan: number;
}) {
  if (!lots?.length) return null;
  return (
    <tr className="print-doc__lots">
      <td colSpan={colSpan}>
        <span className="print-doc__lots-label">{t('print.lots')}:</span>{' '}
        {lots
          .map((lot) =>
            t('print.lot', {
              lot: lot.lotNumber,
              expiry: lot.expiryDate,
              bin: lot.bin,
              quantity: lot.quantity,
            }),
          )
          .join('; ')}
      </td>
    </tr>
  );
}

type LabelKey = ComponentProps<typeof BilingualLabel>['k'];

/** A term of a printed details list, labelled in both languages, and its value. */
function PrintDetail({ k, className, children }: { k: LabelKey; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <BilingualLabel k={k} />
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** A printed table's column header, labelled in both languages; `num` for a numeric column. */
function PrintColumn({ k, num }: { k: LabelKey; num?: boolean }) {
  return (
    <th scope="col" className={num ? 'num' : undefined}>
      <BilingualLabel k={k} stacked />
    </th>
  );
}
