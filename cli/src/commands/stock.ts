import { type components, importStockFile, STOCK_FILTERS, type TawreedClient, unwrap } from '@tawreed/sdk';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import { EXIT, failure, usageError } from '../errors.js';
import { readLocalFile } from '../files.js';
import { jsonFlag, LIST_FORMATS, listFormatOption, parseOptions } from '../options.js';
import { csvLine, type Io, print, printJson, red, table } from '../output.js';
import { pagedListCommand } from '../paged-list.js';
import { connect } from '../session.js';
import type { Act } from './types.js';

type Lot = components['schemas']['StockLot'];
type Recall = components['schemas']['Recall'];

/** `tawreed stock list|import|adjust|recall` (DESIGN §8): warehouse managers and reviewers. */
export function registerStockCommands(program: Command, io: Io, act: Act) {
  const stock = program
    .command('stock')
    .description('warehouse stock: lots, receipts, adjustments and recalls');

  pagedListCommand(stock, io, act, {
    description: 'lots, first expiry first',
    options: (command) =>
      command
        .option('--warehouse <code>', 'only this warehouse (its code)')
        .option('--item <code>', 'only this Item Code')
        .option('-q, --search <text>', 'Item Code, description or lot number')
        .addOption(new Option('--filter <filter>', 'only these lots').choices(STOCK_FILTERS)),
    filters: {
      warehouse: z.string().optional(),
      item: z.string().max(100).optional(),
      search: z.string().max(100).optional(),
      filter: z.enum(STOCK_FILTERS).optional(),
    },
    fetch: async (client, options) =>
      unwrap(
        client.GET('/api/inventory/lots', {
          params: {
            query: {
              warehouseId: await warehouseId(client, options.warehouse),
              itemCode: options.item,
              q: options.search,
              filter: options.filter,
              page: options.page,
              pageSize: options.pageSize,
            },
          },
        }),
      ),
    rows: 'lots',
    view: (page) => {
      const rows = page.lots.map((lot) => LOT_COLUMNS.map(([, , cell]) => cell(lot)));
      return {
        csv: { headers: LOT_COLUMNS.map(([csv]) => csv), rows },
        table: { headers: LOT_COLUMNS.map(([, heading]) => heading), rows, right: [5, 6, 7] },
      };
    },
  });

  stock
    .command('import')
    .description('receive a spreadsheet of lots (.xlsx or .csv, the template columns); all rows or none')
    .argument('<file>', 'the spreadsheet')
    .option('--warehouse <code>', 'warehouse for rows without a Warehouse column')
    .option('--json', 'print the result as JSON')
    .action(act((file: string, options) => importFile(io, file, options)));

  stock
    .command('adjust')
    .description('correct the on hand of a lot, with a reason (warehouse managers and administrators)')
    .argument('<lot>', 'lot id, or lot number (with --item when several items share it)')
    .requiredOption('--quantity <n>', 'units to add; negative to remove (e.g. -3)')
    .requiredOption('--reason <text>', 'why (3-500 characters)')
    .option('--item <code>', 'the Item Code of the lot')
    .option('--json', 'print the lot as JSON')
    .action(act((lot: string, options) => adjust(io, lot, options)));

  stock
    .command('recall')
    .description('every order, client, company, quantity and date a lot shipped to')
    .argument('<lot>', 'lot number')
    .option('--item <code>', 'only the lot of this Item Code')
    .addOption(listFormatOption())
    .action(act((lot: string, options) => recall(io, lot, options)));
}

async function warehouseId(client: TawreedClient, code: string | undefined) {
  if (!code) return undefined;
  const { warehouses } = await unwrap(client.GET('/api/inventory/warehouses'));
  const found = warehouses.find((w) => w.code.toLowerCase() === code.toLowerCase());
  if (!found)
    throw usageError(`No warehouse ${code}; known: ${warehouses.map((w) => w.code).join(', ') || 'none'}`);
  return found.id;
}

/** The columns of a lot: its CSV header, its table heading and its cell. */
const LOT_COLUMNS: Array<[csv: string, heading: string, cell: (lot: Lot) => string]> = [
  ['Warehouse', 'WAREHOUSE', (lot) => lot.warehouseCode],
  ['Item Code', 'ITEM', (lot) => lot.itemCode],
  ['Lot', 'LOT', (lot) => lot.lotNumber],
  ['Expiry', 'EXPIRY', (lot) => lot.expiryDate],
  ['Bin', 'BIN', (lot) => lot.bin],
  ['On Hand', 'ON HAND', (lot) => String(lot.onHand)],
  ['Reserved', 'RESERVED', (lot) => String(lot.reserved)],
  ['Available', 'AVAILABLE', (lot) => String(lot.available)],
  ['Expiry State', 'STATE', (lot) => lot.expiryState],
];

async function importFile(io: Io, file: string, raw: unknown) {
  const options = parseOptions(z.object({ warehouse: z.string().optional(), json: jsonFlag }), raw);
  const local = await readLocalFile(file);
  const { client } = await connect(io.env);
  const result = await importStockFile(client, local, await warehouseId(client, options.warehouse));
  if (options.json) printJson(io, result);
  else if (result.applied) {
    print(io, `Received ${result.received} row(s) from ${local.name}.`);
    if (result.completedOrderIds.length)
      print(io, `Short orders now fully reserved: ${result.completedOrderIds.join(', ')}`);
  } else {
    for (const error of result.errors) print(io, red(io, error.message));
    print(io, `Nothing was received: ${result.errors.length} problem(s) in ${local.name}.`);
  }
  return result.applied ? EXIT.ok : EXIT.failed;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function resolveLot(client: TawreedClient, given: string, itemCode: string | undefined) {
  if (UUID.test(given)) return given;
  const { lots } = await unwrap(
    client.GET('/api/inventory/lots', { params: { query: { q: given, itemCode, pageSize: 100 } } }),
  );
  const matches = lots.filter((lot) => lot.lotNumber === given);
  if (matches.length === 1) return matches[0]!.id;
  throw usageError(
    matches.length
      ? `Lot ${given} exists for several items or warehouses; give --item or the lot id`
      : `No lot ${given}`,
  );
}

async function adjust(io: Io, lot: string, raw: unknown) {
  const options = parseOptions(
    z.object({
      quantity: z
        .string()
        .regex(/^-?\d{1,10}$/, 'expected a whole number such as 5 or -3')
        .transform(Number),
      reason: z.string(),
      item: z.string().optional(),
      json: jsonFlag,
    }),
    raw,
  );
  const { client } = await connect(io.env);
  const id = await resolveLot(client, lot, options.item);
  const result = await unwrap(
    client.POST('/api/inventory/lots/{id}/adjustments', {
      params: { path: { id } },
      body: { quantity: options.quantity, reason: options.reason },
    }),
  );
  if (options.json) printJson(io, result.lot);
  else
    print(
      io,
      `Lot ${result.lot.lotNumber} of ${result.lot.itemCode}: ${result.lot.onHand} on hand, ${result.lot.reserved} reserved.`,
    );
  return EXIT.ok;
}

async function recall(io: Io, lot: string, raw: unknown) {
  const options = parseOptions(z.object({ item: z.string().optional(), format: z.enum(LIST_FORMATS) }), raw);
  const { client } = await connect(io.env);
  const answer = await unwrap(
    client.GET('/api/inventory/recall', {
      params: { query: { lotNumber: lot, itemCode: options.item, format: 'json' } },
    }),
  ).catch((err: unknown) => {
    if (err instanceof Error && /not found/i.test(err.message)) throw failure(`No lot ${lot}`);
    throw err;
  });
  if (typeof answer === 'string') throw failure('Unexpected CSV answer');
  const result: Recall = answer;
  const rows = result.shipments.map((s) => [
    s.orderId,
    s.clientName,
    s.clientAccountNo ?? '',
    s.medicalCompany,
    s.itemCode,
    String(s.quantity),
    s.shippedAt,
    s.deliveryNoteNo ?? '',
  ]);
  if (options.format === 'json') printJson(io, result);
  else if (options.format === 'csv') {
    io.stdout.write(
      `${csvLine(['Order', 'Client', 'Account No', 'Medical Company', 'Item Code', 'Quantity', 'Shipped At', 'Delivery Note'])}\n`,
    );
    for (const row of rows) io.stdout.write(`${csvLine(row)}\n`);
  } else if (!rows.length) print(io, `Lot ${lot} has not shipped to any order.`);
  else {
    print(
      io,
      table(['ORDER', 'CLIENT', 'ACCOUNT', 'COMPANY', 'ITEM', 'QTY', 'SHIPPED', 'DELIVERY NOTE'], rows, {
        right: [5],
      }),
    );
    print(io, `${result.totalQuantity} unit(s) of lot ${lot} shipped to ${rows.length} order(s).`);
  }
  return EXIT.ok;
}
