/**
 * Stock spreadsheets: the receipts template (Stock_Template.xlsx; the template is the format),
 * the import (all rows or none, errors per row and field like the order import) and the lot
 * export (.xlsx or CSV, streamed page by page, formulas neutralised).
 */
import { INVENTORY_LIMITS, receiptInputSchema, riyadhDate } from '@tawreed/domain';
import ExcelJS from 'exceljs';
import { inTransaction } from '../../db/transaction.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { AppError, validationFailed } from '../../http/errors.js';
import type { Upload } from '../../http/uploads.js';
import { csvLine } from '../spreadsheets/csv.js';
import { neutraliseFormula } from '../spreadsheets/export.js';
import { SpreadsheetError } from '../spreadsheets/parse.js';
import { ParseBusyError, readRowsInWorker } from '../spreadsheets/parse-pool.js';
import type { StockQuery } from './dto.js';
import * as repo from './repository.js';
import {
  assertCanChangeStock,
  assertCanViewStock,
  receiveInTx,
  stockFilterFor,
  toLotDto,
} from './service.js';

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

interface ImportError {
  row: number;
  field: string;
  message: string;
}

/** Reads the rows, checks each with the receipt schema, then receives them all in one transaction. */
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
      maxRows: INVENTORY_LIMITS.maxImportRows + 1,
    });
  } catch (error) {
    if (error instanceof ParseBusyError) throw new AppError('RATE_LIMITED', error.message);
    if (error instanceof SpreadsheetError) throw new AppError(error.code, error.message);
    throw error;
  }
  const [header, ...data] = sheet.rows;
  if (!header) throw validationFailed([{ path: 'file', message: 'The spreadsheet is empty' }]);
  const fields = header.cells.map((cell) => HEADER_ALIASES[headerKey(cell)]);
  if (!fields.includes('quantity') || !fields.includes('bin')) {
    throw validationFailed([
      { path: 'file', message: 'The header row must name at least Bin and Qty (see the template)' },
    ]);
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
        message: `Row ${row.rowNumber}: ${value.warehouse ? `Unknown warehouse ${value.warehouse}` : 'Warehouse is required'}`,
      });
      continue;
    }
    const quantity = value.quantity && /^\d+$/.test(value.quantity) ? Number(value.quantity) : Number.NaN;
    const parsed = receiptInputSchema.safeParse({
      warehouseId,
      bin: value.bin ?? '',
      quantity: Number.isNaN(quantity) ? (value.quantity ?? '') : quantity,
      ...(value.itemCode && { itemCode: value.itemCode }),
      ...(value.description && { description: value.description }),
      ...(value.lotNumber && { lotNumber: value.lotNumber }),
      ...(value.expiryDate && { expiryDate: value.expiryDate }),
      ...(value.gs1 && { gs1: value.gs1 }),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({
          row: row.rowNumber,
          field: String(issue.path[0] ?? ''),
          message: `Row ${row.rowNumber}: ${issue.message}`,
        });
      }
      continue;
    }
    inputs.push({ row: row.rowNumber, input: parsed.data });
  }
  if (!inputs.length && !errors.length)
    throw validationFailed([{ path: 'file', message: 'The spreadsheet has no rows' }]);
  if (errors.length) return { applied: false, received: 0, errors, completedOrderIds: [] };
  const outcome = await inTransaction(deps, async (tx, events) => {
    const completed: string[] = [];
    for (const { row, input } of inputs) {
      try {
        const result = await tx.transaction((sp) => receiveInTx(deps, sp, caller, input, events));
        completed.push(...result.completedOrderIds);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const issues = (error.details?.issues as Array<{ path: string; message: string }> | undefined) ?? [
          { path: '', message: error.message },
        ];
        for (const issue of issues)
          errors.push({ row, field: issue.path, message: `Row ${row}: ${issue.message}` });
      }
    }
    if (errors.length) {
      events.length = 0;
      throw new RollbackImport();
    }
    return completed;
  }).catch((error: unknown) => {
    if (error instanceof RollbackImport) return null;
    throw error;
  });
  if (!outcome) return { applied: false, received: 0, errors, completedOrderIds: [] };
  return { applied: true, received: inputs.length, errors: [], completedOrderIds: [...new Set(outcome)] };
}

class RollbackImport extends Error {}

const EXPORT_HEADERS = [
  'Warehouse',
  'Item Code',
  'Item Description',
  'Lot',
  'Expiry',
  'Bin',
  'On Hand',
  'Reserved',
  'Available',
  'Expiry State',
];

export function exportFileName(format: 'xlsx' | 'csv', now: Date) {
  return `stock-export-${riyadhDate(now)}.${format}`;
}

/** Every lot matching the filters, streamed a page at a time. */
export function exportStock(
  deps: Deps,
  caller: SessionUser,
  query: Omit<StockQuery, 'page' | 'pageSize'> & { format: 'xlsx' | 'csv' },
) {
  assertCanViewStock(caller);
  const filter = stockFilterFor(deps, query);
  const cells = (lot: repo.LotView) => {
    const dto = toLotDto(deps, lot);
    return [
      dto.warehouseCode,
      dto.itemCode,
      dto.itemDescription,
      dto.lotNumber,
      dto.expiryDate,
      dto.bin,
      dto.onHand,
      dto.reserved,
      dto.available,
      dto.expiryState,
    ];
  };
  const text = (value: string | number) => (typeof value === 'number' ? value : neutraliseFormula(value));
  if (query.format === 'csv') {
    const encoder = new TextEncoder();
    const pages = repo.iterateLots(deps.db, filter);
    let started = false;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`\uFEFF${csvLine(EXPORT_HEADERS)}`));
          return;
        }
        const next = await pages.next();
        if (next.done) return controller.close();
        controller.enqueue(
          encoder.encode(
            next.value.map((lot) => csvLine(cells(lot).map((cell) => String(text(cell))))).join(''),
          ),
        );
      },
    });
  }
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const chunks: Buffer[] = [];
      const { PassThrough } = await import('node:stream');
      const sink = new PassThrough();
      sink.on('data', (chunk: Buffer) => chunks.push(chunk));
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true });
      const sheet = workbook.addWorksheet('Stock');
      sheet.addRow(EXPORT_HEADERS).commit();
      for await (const page of repo.iterateLots(deps.db, filter)) {
        for (const lot of page) sheet.addRow(cells(lot).map(text)).commit();
        while (chunks.length) controller.enqueue(new Uint8Array(chunks.shift() as Buffer));
      }
      sheet.commit();
      await workbook.commit();
      while (chunks.length) controller.enqueue(new Uint8Array(chunks.shift() as Buffer));
      controller.close();
    },
  });
}
