import {
  CREDIT_MARK_LABELS,
  DEFAULT_PAGE_SIZE,
  DELIVERY_STATUS_LABELS,
  MAX_PAGE_SIZE,
  ORDER_SORTS,
  orderStatusLabel,
  type TawreedClient,
  unwrap,
} from '@tawreed/sdk';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import { EXIT, usageError } from '../errors.js';
import { addFilterOptions, filterOptionsSchema, toQuery } from '../filters.js';
import { listAllOrders, type OrderSummary, resolveOrderId } from '../lookup.js';
import { intOption, parseOptions } from '../options.js';
import {
  calendarDate,
  count,
  csvLine,
  dateTime,
  dim,
  ellipsize,
  type Io,
  outputWidth,
  print,
  printJson,
  sar,
  shortId,
  table,
  tableLayout,
  wrap,
  zoned,
} from '../output.js';
import { connect } from '../session.js';
import type { Act } from './types.js';

export function registerListCommands(orders: Command, io: Io, act: Act) {
  addFilterOptions(orders.command('list').description('list orders with the dashboard filters'))
    .option('--page <n>', 'page number', '1')
    .option('--page-size <n>', `orders per page (at most ${MAX_PAGE_SIZE})`, String(DEFAULT_PAGE_SIZE))
    .addOption(new Option('--sort <key>', 'sort order').choices(ORDER_SORTS).default('-updatedAt'))
    .option('--all', 'every matching order, all pages')
    .option('--json', 'print JSON (the API answer)')
    .option('--csv', 'print CSV')
    .action(act((options) => listOrders(io, options)));

  orders
    .command('show')
    .description('show one order: header, lines, attachments and history')
    .argument('<ref>', 'order id, its first characters (4 or more), or the external ref')
    .option('--json', 'print the order as JSON')
    .action(act((id: string, options) => showOrder(io, id, options)));
}

const listOptions = filterOptionsSchema.extend({
  page: intOption(1, 1_000_000),
  pageSize: intOption(1, MAX_PAGE_SIZE),
  sort: z.enum(ORDER_SORTS),
  all: z.boolean().default(false),
  json: z.boolean().default(false),
  csv: z.boolean().default(false),
});

const listHeaders = (io: Io) => [
  'ID',
  'Ext Ref',
  'Client',
  'Company',
  'Order Date',
  'Status',
  'Delivery',
  'Total',
  'Payable',
  zoned(io, 'Updated'),
];
/** Free text may be ellipsized; ids, dates and amounts never are. */
const LIST_SHRINK = [1, 2, 3, 5, 6];
/** Left out, in this order, when even ellipsized columns do not fit (e.g. 80 columns). */
const LIST_DROP = [6, 3, 8, 4, 1];

/** A staff answer carries each row's credit mark (absent for a medical company): then a Credit column. */
const hasCreditMarks = (orders: readonly OrderSummary[]) => orders.some((order) => 'creditMark' in order);
const creditCell = (order: OrderSummary) => (order.creditMark ? CREDIT_MARK_LABELS[order.creditMark] : '');

const listRow = (io: Io, order: OrderSummary) => [
  shortId(order.id),
  order.externalRef ?? '',
  order.clientName,
  order.medicalCompany,
  order.orderDate,
  `${orderStatusLabel(order.status)}${order.withdrawnAt ? ' (withdrawn)' : ''}`,
  DELIVERY_STATUS_LABELS[order.deliveryStatus],
  sar(order.totalValueSAR),
  // DESIGN §12: with VAT.
  sar(order.payableSAR),
  dateTime(io, order.updatedAt, false),
];

async function listOrders(io: Io, raw: unknown) {
  const options = parseOptions(listOptions, raw);
  if (options.json && options.csv) throw usageError('Choose one of --json and --csv');
  const { client } = await connect(io.env);
  const query = { ...toQuery(options), sort: options.sort };
  const page = options.all
    ? await listAllOrders(client, query).then((orders) => ({
        orders,
        total: orders.length,
        totalIsEstimate: false,
        page: 1,
        pageSize: orders.length,
      }))
    : await unwrap(
        client.GET('/api/orders', {
          params: { query: { ...query, page: options.page, pageSize: options.pageSize } },
        }),
      );

  const marks = hasCreditMarks(page.orders);
  if (options.json) printJson(io, page);
  else if (options.csv) {
    print(
      io,
      csvLine([
        'id',
        'externalRef',
        'clientName',
        'medicalCompany',
        'orderDate',
        'status',
        'deliveryStatus',
        'totalValueSAR',
        'updatedAt',
        'version',
        ...(marks ? ['creditMark'] : []),
        // DESIGN §12, last so scripts reading the earlier columns by position keep working.
        'vatSAR',
        'payableSAR',
      ]),
    );
    for (const o of page.orders) {
      print(
        io,
        csvLine([
          o.id,
          o.externalRef,
          o.clientName,
          o.medicalCompany,
          o.orderDate,
          o.status,
          o.deliveryStatus,
          o.totalValueSAR,
          o.updatedAt,
          o.version,
          ...(marks ? [o.creditMark ?? ''] : []),
          o.vatSAR,
          o.payableSAR,
        ]),
      );
    }
  } else if (page.orders.length === 0) print(io, 'No orders match.');
  else {
    const layout = tableLayout(
      [...listHeaders(io), ...(marks ? ['Credit'] : [])],
      page.orders.map((order) => [...listRow(io, order), ...(marks ? [creditCell(order)] : [])]),
      { right: [7, 8], shrink: LIST_SHRINK, drop: LIST_DROP, width: outputWidth(io) },
    );
    print(io, layout.text);
    const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
    // Past the service's exact-count limit the total is a lower bound: "10,000+ orders".
    const total = page.totalIsEstimate
      ? `${page.total.toLocaleString('en')}+ orders`
      : count(page.total, 'order');
    const where = page.totalIsEstimate ? `page ${page.page} of ${pages}+` : `page ${page.page} of ${pages}`;
    print(io, dim(io, `\n${total}${options.all ? '' : `, ${where}`}`));
    if (layout.hidden.length) {
      const note = `Left out to fit: ${layout.hidden.join(', ')} (widen the terminal, or --json)`;
      print(io, dim(io, ellipsize(note, outputWidth(io) ?? note.length)));
    }
  }
  return EXIT.ok;
}

const FIELD_LABEL = 16;

async function showOrder(io: Io, reference: string, raw: unknown) {
  const options = parseOptions(z.object({ json: z.boolean().default(false) }), raw);
  const { client } = await connect(io.env);
  const order = await fetchOrder(client, await resolveOrderId(client, reference));
  if (options.json) {
    printJson(io, order);
    return EXIT.ok;
  }
  // A field too long for the terminal wraps under itself: nothing of an order's header is cut.
  const width = outputWidth(io);
  const field = (label: string, value: string | null | undefined) =>
    value
      ? `${label}:`.padEnd(FIELD_LABEL) + wrap(value, width ? width - FIELD_LABEL : undefined, FIELD_LABEL)
      : null;
  const w = order.warehouse;
  const header = [
    `Order ${order.id}  (version ${order.version})`,
    field(
      'Status',
      `${orderStatusLabel(order.status)}${order.withdrawnAt ? ` (withdrawn ${dateTime(io, order.withdrawnAt)})` : ''}`,
    ),
    field('Delivery', DELIVERY_STATUS_LABELS[order.deliveryStatus]),
    field('Client', `${order.clientName}${order.clientAccountNo ? ` (${order.clientAccountNo})` : ''}`),
    field('External ref', order.externalRef),
    field('Company', order.medicalCompany),
    field('Region / area', `${order.region} / ${order.area}`),
    field('Order date', order.orderDate),
    field('Total', sar(order.totalValueSAR)),
    field('VAT', sar(order.vatSAR)),
    field('Payable', sar(order.payableSAR)),
    field('Sales manager', order.salesManager),
    field('Medical rep', order.medicalRep),
    field('Notes', order.notes),
    field('Pick list', w?.pickListNumber),
    field('Delivery note', w?.deliveryNoteNo),
    field('Expected', calendarDate(io, w?.expectedDeliveryDate)),
    field('Delivered', dateTime(io, w?.actualDeliveryDate)),
    field('Not delivered', w?.notDeliveredReason),
    field('Updated', dateTime(io, order.updatedAt)),
    field('You can', order.allowedActions.join(', ') || 'nothing'),
  ].filter(Boolean);
  print(io, header.join('\n'));
  print(io, `\n${count(order.lines.length, 'line')}`);
  print(
    io,
    table(
      ['Item Code', 'Description', 'Price', 'Disc %', 'Qty', 'Net', 'Bonus', 'Gross', 'VAT'],
      order.lines.map((l) => [
        l.itemCode,
        l.itemDescription,
        l.publicPrice,
        l.discount,
        String(l.quantity),
        l.netValue,
        l.bonus,
        l.grossValue,
        l.vatSAR,
      ]),
      { right: [2, 3, 4, 5, 6, 7, 8], shrink: [1], drop: [3, 6, 7], width },
    ),
  );
  if (order.attachments.length) {
    print(io, '\nAttachments');
    print(
      io,
      table(
        ['Type', 'File', 'Size', zoned(io, 'Added')],
        order.attachments.map((a) => [
          a.attachmentType,
          a.fileName,
          `${(a.sizeBytes / 1024 / 1024).toFixed(2)} MB`,
          dateTime(io, a.createdAt, false),
        ]),
        { shrink: [1], width },
      ),
    );
  }
  print(io, '\nHistory');
  print(
    io,
    table(
      [zoned(io, 'When'), 'Action', 'From', 'To', 'By', 'Comment'],
      order.history.map((h) => [
        dateTime(io, h.createdAt, false),
        h.action,
        h.fromStatus ?? '',
        h.toStatus ?? '',
        h.actor ? `${h.actor.name} (${h.actor.role})` : 'system',
        h.comment ?? '',
      ]),
      { shrink: [2, 3, 4, 5], drop: [2], width },
    ),
  );
  return EXIT.ok;
}

export async function fetchOrder(client: TawreedClient, id: string) {
  return unwrap(client.GET('/api/orders/{id}', { params: { path: { id } } }));
}
