/**
 * Stock spreadsheets: the receipts template (Stock_Template.xlsx; the template is the format),
 * the import (all rows or none, errors per row and field like the order import) and the lot
 * export (.xlsx or CSV, streamed page by page, formulas neutralised).
 */
import { INVENTORY_LIMITS, msg, receiptInputSchema, resolveReceipt } from '@tawreed/domain';
import ExcelJS from 'exceljs';
import { inTransaction } from '../../db/transaction.js';
import type { Deps, SessionUser } from '../../http/context.js';
import {
  AppError,
  constraintError,
  type ErrorText,
  fromZodIssues,
  type ValidationIssue,
  validationFailed,
} from '../../http/errors.js';
import type { Upload } from '../../http/uploads.js';
import { SpreadsheetError } from '../spreadsheets/parse.js';
import { ParseBusyError, readRowsInWorker } from '../spreadsheets/parse-pool.js';
import { receiveInTx } from './receipts.js';
import * as repo from './repository.js';
import { assertCanChangeStock, assertCanViewStock } from './service.js';

export const STOCK_TEMPLATE_FILE = 'Stock_Template.xlsx';
/** Columns of the template and the import (headers case-insensitive; GS1 may replace item, lot and expiry). */
export const STOCK_COLUMNS = [
  { header: 'Warehouse', field: 'warehouse', width: 14 },
  { header: 'Item Code', field: 'itemCode', width: 16 },
  { header: 'Item Description', field: 'description', width: 40 },
  { header: 'Lot', field: 'lotNumber', width: 16 },
  { header: 'Expiry', field: 'expiryDate', width: 14 },
  { header: 'Bin', field: 'bin', width: 12 },
  { header: 'Qty', field: 'quantity', width: 10 },
  { header: 'GS1', field: 'gs1', width: 44 },
] as const;
type StockField = (typeof STOCK_COLUMNS)[number]['field'];

const HEADER_ALIASES: Record<string, StockField> = {
  warehouse: 'warehouse',
  warehousecode: 'warehouse',
  itemcode: 'itemCode',
  sku: 'itemCode',
  itemdescription: 'description',
  description: 'description',
  lot: 'lotNumber',
  lotnumber: 'lotNumber',
  batch: 'lotNumber',
  expiry: 'expiryDate',
  expirydate: 'expiryDate',
  bin: 'bin',
  location: 'bin',
  qty: 'quantity',
  quantity: 'quantity',
  gs1: 'gs1',
  barcode: 'gs1',
};
const headerKey = (text: string) => text.toLowerCase().replace(/[\s_.\-%]+/g, '');

export async function buildStockTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Receipts');
  sheet.columns = STOCK_COLUMNS.map((column) => ({
    header: column.header,
    key: column.field,
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    warehouse: 'RUH-01',
    itemCode: 'MED-10452',
    description: 'Nitrile examination gloves, size M (box of 100)',
    lotNumber: 'GL2407A',
    expiryDate: '2028-06-30',
    bin: 'A-01-03',
    quantity: 120,
  });
  sheet.addRow({
    warehouse: 'RUH-01',
    bin: 'B-02-01',
    quantity: 48,
    gs1: '(01)09506000134352(17)280131(10)PX24B',
  });
  const help = workbook.addWorksheet('Instructions');
  for (const line of [
    'How to fill in the stock receipts template',
    '1. One row per lot received. Keep the header row.',
    '2. Warehouse is the warehouse code (or choose the warehouse when uploading). Bin and Qty (a whole number of at least 1) are required.',
    '3. Give Item Code, Lot and Expiry (YYYY-MM-DD), or a scanned GS1 string with (01) GTIN, (10) lot and (17) expiry.',
    '4. A new Item Code needs its Item Description. If any row has a problem, nothing is received and every problem is listed by row.',
  ]) {
    help.addRow([line]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function templateFor(caller: SessionUser) {
  assertCanViewStock(caller);
  return buildStockTemplate();
}

/** "Row 7: …" for a catalog message; zod's own wording keeps its row number in both languages. */
function rowText(row: number, text: ErrorText): ErrorText {
  if ('zod' in text) return { zod: { en: `Row ${row}: ${text.zod.en}`, ar: `الصف ${row}: ${text.zod.ar}` } };
  return msg('spreadsheetRow', { row, message: text });
}

interface ImportError {
  row: number;
  field: string;
  /** Rendered in the caller's language by the route. */
  message: ErrorText;
}

/**
 * A stock import (issue 27): the file refused unread past INVENTORY_LIMITS.maxImportRows; every
 * row checked (the receipt schema, then against the stock) before anything is written, so a
 * file with any bad row writes nothing; then the rows received in short batches.
 */
export async function importStock(
  deps: Deps,
  caller: SessionUser,
  upload: Upload,
  defaultWarehouseId?: string,
) {
  assertCanChangeStock(caller);
  let sheet: Awaited<ReturnType<typeof readRowsInWorker>>;
  try {
    sheet = await readRowsInWorker({
      bytes: upload.bytes,
      fileName: upload.fileName,
      contentType: upload.declaredType,
      maxDataRows: INVENTORY_LIMITS.maxImportRows,
    });
  } catch (error) {
    if (error instanceof ParseBusyError) throw new AppError('RATE_LIMITED', error.text);
    if (error instanceof SpreadsheetError) throw new AppError(error.code, error.text);
    throw error;
  }
  const [header, ...data] = sheet.rows;
  if (!header) throw validationFailed([{ path: 'file', message: msg('sheetEmpty') }]);
  const fields = header.cells.map((cell) => HEADER_ALIASES[headerKey(cell)]);
  if (!fields.includes('quantity') || !fields.includes('bin')) {
    throw validationFailed([{ path: 'file', message: msg('stockHeaderNeeds') }]);
  }
  const warehouses = new Map((await repo.listWarehouses(deps.db)).map((w) => [w.code.toLowerCase(), w.id]));
  const errors: ImportError[] = [];
  const inputs: Array<{ row: number; input: ReturnType<typeof receiptInputSchema.parse> }> = [];
  for (const row of data) {
    const value: Partial<Record<StockField, string>> = {};
    fields.forEach((field, index) => {
      const cell = row.cells[index]?.trim();
      if (field && cell) value[field] = cell;
    });
    const warehouseId = value.warehouse ? warehouses.get(value.warehouse.toLowerCase()) : defaultWarehouseId;
    if (!warehouseId) {
      errors.push({
        row: row.rowNumber,
        field: 'warehouse',
        message: msg('spreadsheetRow', {
          row: row.rowNumber,
          message: value.warehouse
            ? msg('unknownWarehouseCode', { code: value.warehouse })
            : msg('warehouseRequired'),
        }),
      });
      continue;
    }
    const quantity = value.quantity && /^\d+$/.test(value.quantity) ? Number(value.quantity) : Number.NaN;
    const sent = {
      warehouseId,
      bin: value.bin ?? '',
      quantity: Number.isNaN(quantity) ? (value.quantity ?? '') : quantity,
      ...(value.itemCode && { itemCode: value.itemCode }),
      ...(value.description && { description: value.description }),
      ...(value.lotNumber && { lotNumber: value.lotNumber }),
      ...(value.expiryDate && { expiryDate: value.expiryDate }),
      ...(value.gs1 && { gs1: value.gs1 }),
    };
    const parsed = receiptInputSchema.safeParse(sent);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({
          row: row.rowNumber,
          field: String(issue.path[0] ?? ''),
          message: rowText(row.rowNumber, fromZodIssues([issue], sent)[0]!.message),
        });
      }
      continue;
    }
    inputs.push({ row: row.rowNumber, input: parsed.data });
  }
  if (!inputs.length && !errors.length)
    throw validationFailed([{ path: 'file', message: msg('spreadsheetNoRows') }]);
  if (!errors.length) errors.push(...(await checkAgainstStock(deps, inputs, new Set(warehouses.values()))));
  if (errors.length) return { applied: false, received: 0, errors, completedOrderIds: [] };
  return writeInBatches(deps, caller, inputs);
}

/** Rows one transaction of an import writes: a few seconds at most (see `pnpm bench`). */
export const IMPORT_BATCH_ROWS = 100;

type CheckedInput = { row: number; input: ReturnType<typeof receiptInputSchema.parse> };

/**
 * Every row checked against the stock as it stands, in file order, before anything is written
 * (read-only, no transaction held): the refusals receiveInTx would make (unknown warehouse, a
 * GTIN that is another item's, a new item without its description, a lot known with another
 * expiry), each row seeing what the rows before it add. A file with any such row writes nothing.
 */
async function checkAgainstStock(deps: Deps, inputs: CheckedInput[], warehouseIds: Set<string>) {
  const errors: ImportError[] = [];
  const now = deps.now();
  const resolved = inputs.map(({ row, input }) => ({ row, input, receipt: resolveReceipt(input, now) }));
  const codes = new Set<string>();
  const gtins = new Set<string>();
  for (const { receipt } of resolved) {
    if (!receipt.ok) continue;
    if (receipt.value.itemCode) codes.add(receipt.value.itemCode);
    if (receipt.value.gtin) gtins.add(receipt.value.gtin);
  }
  type Planned = { key: string; itemCode: string; gtin: string | null };
  const byCode = new Map<string, Planned>();
  const byGtin = new Map<string, Planned>();
  const lots = new Map<string, string>();
  for (const item of await repo.findItemsByCodesOrGtins(deps.db, [...codes], [...gtins])) {
    const planned = { key: item.id, itemCode: item.itemCode, gtin: item.gtin };
    byCode.set(item.itemCode, planned);
    if (item.gtin) byGtin.set(item.gtin, planned);
  }
  const known = [...new Set([...byCode.values()].map((item) => item.key))];
  for (const lot of await repo.lotExpiriesOf(deps.db, known)) {
    lots.set(`${lot.itemId}|${lot.warehouseId}|${lot.lotNumber}`, lot.expiryDate);
  }
  const refuse = (row: number, field: string, message: ErrorText) =>
    errors.push({ row, field, message: rowText(row, message) });
  for (const { row, input, receipt } of resolved) {
    if (!receipt.ok) {
      for (const issue of receipt.issues) refuse(row, issue.path, issue.message);
      continue;
    }
    const { itemCode, gtin, lotNumber, expiryDate } = receipt.value;
    if (!warehouseIds.has(input.warehouseId)) {
      refuse(row, 'warehouseId', msg('unknownWarehouse'));
      continue;
    }
    let item = itemCode ? byCode.get(itemCode) : byGtin.get(gtin ?? '');
    if (item && gtin && item.gtin && item.gtin !== gtin) {
      refuse(row, 'gs1', msg('scannedGtinNotItems', { gtin, item: item.itemCode, itemGtin: item.gtin }));
      continue;
    }
    const holder = gtin && !item?.gtin && itemCode ? byGtin.get(gtin) : undefined;
    if (holder && holder !== item) {
      refuse(row, 'gs1', msg('scannedGtinTaken', { gtin: gtin ?? '' }));
      continue;
    }
    if (!item) {
      if (!itemCode || !input.description) {
        refuse(row, itemCode ? 'description' : 'itemCode', msg('unknownItemNeedsDescription'));
        continue;
      }
      item = { key: `new:${itemCode}`, itemCode, gtin: gtin ?? null };
      byCode.set(itemCode, item);
      if (gtin) byGtin.set(gtin, item);
    } else if (gtin && !item.gtin) {
      item.gtin = gtin;
      byGtin.set(gtin, item);
    }
    const lotKey = `${item.key}|${input.warehouseId}|${lotNumber}`;
    const expiry = lots.get(lotKey);
    if (expiry && expiry !== expiryDate) {
      refuse(
        row,
        'expiryDate',
        msg('lotExpiryDiffers', { lot: lotNumber, item: item.itemCode, known: expiry, given: expiryDate }),
      );
      continue;
    }
    lots.set(lotKey, expiryDate);
  }
  return errors;
}

/**
 * The checked rows received IMPORT_BATCH_ROWS at a time, each batch in its own short
 * transaction (with its outbox events), so no import holds a connection in one long transaction.
 * Only a change someone else makes between the check and the write (another request taking the
 * same GTIN, say) can stop an import part-way: the batch with that row is rolled back whole, the
 * batches before it stay received, and the answer says which row stopped it and how many rows
 * were received (`applied: false`, `received` > 0).
 */
async function writeInBatches(deps: Deps, caller: SessionUser, inputs: CheckedInput[]) {
  const completed: string[] = [];
  let received = 0;
  for (let start = 0; start < inputs.length; start += IMPORT_BATCH_ROWS) {
    const batch = inputs.slice(start, start + IMPORT_BATCH_ROWS);
    let current = batch[0]!.row;
    try {
      const done = await inTransaction(deps, async (tx, events) => {
        const ids: string[] = [];
        for (const { row, input } of batch) {
          current = row;
          ids.push(...(await receiveInTx(deps, tx, caller, input, events)).completedOrderIds);
        }
        return ids;
      });
      completed.push(...done);
      received += batch.length;
    } catch (error) {
      const refusal = error instanceof AppError ? error : constraintError(error)?.error;
      if (!refusal) throw error;
      const issues = (refusal.details?.issues as ValidationIssue[] | undefined) ?? [
        { path: '', message: refusal.text },
      ];
      const errors: ImportError[] = [
        { row: current, field: '', message: msg('importStoppedAt', { row: current }) },
        ...issues.map((issue) => ({
          row: current,
          field: issue.path,
          message: rowText(current, issue.message),
        })),
      ];
      return { applied: false, received, errors, completedOrderIds: [...new Set(completed)] };
    }
  }
  return { applied: true, received, errors: [], completedOrderIds: [...new Set(completed)] };
}
