/**
 * GET /api/orders/export (DESIGN §4 "Export"): every matching order as .xlsx or .csv,
 * streamed in constant memory. The result is a web ReadableStream driven by its consumer:
 * rows are pulled from the source (a database cursor) only when the client has taken what
 * was produced, so a slow download never piles rows up in memory.
 */
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { csvLine, type Lang, neutraliseFormula, placeName, TIME_ZONE } from '@tawreed/domain';
import ExcelJS from 'exceljs';
import {
  COLUMN_FORMATS,
  deliveryLabel,
  EXPORT_COLUMNS,
  exportColumns,
  statusLabel,
} from './export-columns.js';
import { type XlsxCell, XlsxRowWriter } from './xlsx-row-xml.js';

export { EXPORT_COLUMNS, EXPORT_CSV_HEADERS } from './export-columns.js';

export interface ExportOrderRow {
  id: string;
  externalRef: string | null;
  clientName: string;
  clientAccountNo: string | null;
  medicalCompany: string;
  region: string;
  area: string;
  orderDate: string;
  status: string;
  deliveryStatus: string;
  totalValueSAR: string;
  vatSAR: string;
  payableSAR: string;
  lineCount: number;
  /** ISO 8601 in UTC, as the API shows it. */
  updatedAt: string;
  withdrawnAt: string | null;
}

export type ExportFormat = 'xlsx' | 'csv';

/** orders-export-{date}.{format}, the date as it is in Riyadh. */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
  return `orders-export-${date}.${format}`;
}

/**
 * One style object per column, shared by every cell of it: exceljs gives a style object one id
 * (a WeakMap keyed by the object), which the row writer then puts on every cell of the column.
 */
const CELL_STYLES: Array<Partial<ExcelJS.Style>> = COLUMN_FORMATS.map((numFmt) => (numFmt ? { numFmt } : {}));

/**
 * Asia/Riyadh is UTC+3 all year (no daylight saving since 1947 in the tz database); a fixed
 * offset keeps the per-row cost to one addition. export.test.ts checks it against Intl.
 */
export const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * An instant (ISO 8601) as the Date exceljs turns into an Excel serial: exceljs reads a
 * Date's UTC fields, so the Riyadh wall-clock time is written as if it were UTC.
 */
export function riyadhCellDate(iso: string | null): Date | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : new Date(ms + RIYADH_OFFSET_MS);
}

/** A calendar date 'YYYY-MM-DD' (no time, no zone) as a date cell at its midnight. */
export function calendarCellDate(date: string): Date | string {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(date) : Number.NaN;
  return Number.isNaN(ms) ? neutraliseFormula(date) : new Date(ms);
}

/**
 * A money amount (the database's numeric(14,2) as text) as a number cell. Number() parses the
 * decimal text to the nearest double, and every decimal of at most 15 significant digits
 * comes back from that double as the same text, in Excel too (it shows 15 digits): exact, no
 * arithmetic done on the amount. Anything else (never expected) stays text rather than be
 * shown rounded.
 */
export function sarCellValue(amount: string): number | string {
  if (!/^-?\d{1,13}(?:\.\d{1,2})?$/.test(amount)) return neutraliseFormula(amount);
  return Number(amount);
}

const safe = (value: string | null): string => (value ? neutraliseFormula(value) : '');

/**
 * The columns both formats write as neutralised text: who and where the order is for (the
 * region and area named in `lang`, as the portal names them).
 */
function identityCells(row: ExportOrderRow, lang: Lang): string[] {
  const { id, externalRef, clientName, clientAccountNo, medicalCompany, region, area } = row;
  const place = (name: string) => placeName(name, lang);
  return [id, externalRef, clientName, clientAccountNo, medicalCompany, place(region), place(area)].map(safe);
}

/** How a format writes an order's typed values: a calendar date, an amount, a count, an instant. */
interface CellWriter<T> {
  date: (date: string) => T;
  sar: (amount: string) => T;
  count: (count: number) => T;
  instant: (iso: string | null) => T;
}

/** One order's cells in the columns' order: text neutralised, typed values as `write` writes them. */
function orderCells<T>(row: ExportOrderRow, lang: Lang, write: CellWriter<T>): Array<string | T> {
  return [
    ...identityCells(row, lang),
    write.date(row.orderDate),
    safe(statusLabel(row.status, lang)),
    safe(deliveryLabel(row.deliveryStatus, lang)),
    write.sar(row.totalValueSAR),
    write.count(row.lineCount),
    write.instant(row.updatedAt),
    write.instant(row.withdrawnAt),
    write.sar(row.vatSAR),
    write.sar(row.payableSAR),
  ];
}

/** The xlsx row: dates and times as Date cells (Riyadh wall-clock time), amounts and the line count as numbers. */
const XLSX_CELLS: CellWriter<XlsxCell> = {
  date: calendarCellDate,
  sar: sarCellValue,
  count: (count) => count,
  instant: riyadhCellDate,
};

/** The CSV line's fields: the exact decimal amounts, times in ISO 8601 UTC. */
const CSV_FIELDS: CellWriter<string> = {
  date: safe,
  // A validated decimal string, never a formula: written as it is.
  sar: (amount) => amount,
  count: String,
  instant: (iso) => iso ?? '',
};

/** Streams the orders as `format`, headed in `lang`; cancel() stops reading the source (and closes it). */
export function createOrdersExport(
  format: ExportFormat,
  rows: AsyncIterable<ExportOrderRow>,
  lang: Lang = 'en',
): ReadableStream<Uint8Array> {
  return format === 'csv' ? csvExport(rows, lang) : xlsxExport(rows, lang);
}

// ---------------------------------------------------------------------------------------
// CSV: UTF-8 with a BOM (so Excel reads Arabic names right), CRLF, RFC 4180 quoting.

const CSV_BATCH_BYTES = 64 * 1024;

function csvExport(rows: AsyncIterable<ExportOrderRow>, lang: Lang): ReadableStream<Uint8Array> {
  const iterator = rows[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let started = false;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let text = '';
        if (!started) {
          started = true;
          text = `\uFEFF${csvLine(exportColumns(lang).map((column) => column.csvHeader))}`;
        }
        while (text.length < CSV_BATCH_BYTES) {
          const next = await iterator.next();
          if (cancelled) return;
          if (next.done) {
            if (text) controller.enqueue(encoder.encode(text));
            controller.close();
            return;
          }
          text += csvLine(orderCells(next.value, lang, CSV_FIELDS));
        }
        controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        cancelled = true;
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

// ---------------------------------------------------------------------------------------
// XLSX: exceljs's streaming WorkbookWriter, one committed row at a time.

/**
 * Rows written between turns of the event loop. The compressor takes one chunk (64 KB of
 * XML, about 100 rows) per turn, so yielding every 50 rows keeps it fed without stalls.
 */
const XLSX_BATCH_ROWS = 50;
/**
 * Uncompressed sheet XML allowed to wait for the compressor: above the high mark no row is
 * written until it is back under the low mark, so the compressor (on libuv's thread pool)
 * always has work while JavaScript writes rows, and memory stays bounded.
 */
const BACKLOG_HIGH = 512 * 1024;
const BACKLOG_LOW = 128 * 1024;
const BACKLOG_POLL_MS = 2;

interface ArchiverLike {
  abort?: () => void;
}

interface StreamState {
  length?: number;
}

/** The parts of exceljs 4.4's sheet stream (a StreamBuf piped into archiver) that hold a backlog. */
interface SheetStreamInternals {
  buffers?: Array<{ length: number }>;
  pipes?: Array<{ _writableState?: StreamState; _readableState?: StreamState }>;
}

/**
 * exceljs writes a sheet into a StreamBuf that ignores back-pressure: it buffers until
 * archiver attaches, then writes into archiver's entry stream whatever the compressor's
 * pace. This reads how much XML is waiting there, so rows can be metered to the zip's pace.
 */
function sheetBacklog(sheet: ExcelJS.Worksheet): number {
  const stream = (sheet as unknown as { _stream?: SheetStreamInternals })._stream;
  if (!stream) return 0;
  let bytes = 0;
  for (const buffer of stream.buffers ?? []) bytes += buffer.length;
  const pipe = stream.pipes?.[0];
  if (pipe) bytes += (pipe._writableState?.length ?? 0) + (pipe._readableState?.length ?? 0);
  return bytes;
}

function xlsxExport(rows: AsyncIterable<ExportOrderRow>, lang: Lang): ReadableStream<Uint8Array> {
  const iterator = rows[Symbol.asyncIterator]();
  // The zip comes out here; archiver respects this stream's back-pressure.
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  let ended = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const signal = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  /** Resolves on the next output, end or error. */
  const nextEvent = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });
  out.on('readable', signal);
  out.on('end', () => {
    ended = true;
    signal();
  });
  out.on('error', (error) => {
    failure = error;
    signal();
  });

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  // Arabic reads right to left: the sheet opens mirrored, as Excel shows an Arabic workbook.
  const sheet = workbook.addWorksheet('Orders', {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: lang === 'ar' }],
  });
  sheet.columns = exportColumns(lang).map((column, index) => ({
    header: column.header,
    width: column.width,
    style: CELL_STYLES[index]!,
  }));
  sheet.getRow(1).font = { bold: true };
  // Sort and filter buttons on the heading, over every column.
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  // The heading goes through exceljs (it opens the sheet's data); the rows are written as XML.
  sheet.getRow(1).commit();
  const rowWriter = new XlsxRowWriter(workbook, sheet, CELL_STYLES);
  let rowNumber = 1;
  let sourceDone = false;
  let throttled = false;
  let cancelled = false;

  const writeRows = async () => {
    let xml = '';
    for (let i = 0; i < XLSX_BATCH_ROWS; i++) {
      const next = await iterator.next();
      // Cancelled while waiting for the source: the zip is gone, write nothing more.
      if (cancelled) return;
      if (next.done) {
        sourceDone = true;
        if (xml) rowWriter.write(xml);
        sheet.commit();
        workbook.commit().catch((error: unknown) => {
          failure = error;
          signal();
        });
        return;
      }
      rowNumber += 1;
      xml += rowWriter.rowXml(rowNumber, orderCells(next.value, lang, XLSX_CELLS));
    }
    rowWriter.write(xml);
  };

  const abandon = () => {
    (workbook as unknown as { zip?: ArchiverLike }).zip?.abort?.();
    out.destroy();
  };

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          for (;;) {
            if (cancelled) return;
            const chunk: Buffer | null = out.read();
            if (chunk) {
              controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
              return;
            }
            if (failure) throw failure;
            if (ended) {
              controller.close();
              return;
            }
            if (sourceDone) {
              await nextEvent();
              continue;
            }
            const backlog = sheetBacklog(sheet);
            throttled = backlog > (throttled ? BACKLOG_LOW : BACKLOG_HIGH);
            if (throttled) {
              // The compressor is behind: let it catch up (or hand out output) first.
              await Promise.race([nextEvent(), sleep(BACKLOG_POLL_MS)]);
              continue;
            }
            await writeRows();
            // Give the zip stream a turn with what was just written.
            await nextTurn();
          }
        } catch (error) {
          abandon();
          await iterator.return?.();
          throw error;
        }
      },
      async cancel() {
        cancelled = true;
        abandon();
        signal();
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
