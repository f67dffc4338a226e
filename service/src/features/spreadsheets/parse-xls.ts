/** Reading a legacy .xls (BIFF8 in an OLE compound file) for parse.ts, with SheetJS. */

import * as SheetJS from '@e965/xlsx';
import { LIMITS } from './columns.js';
import { cellText, type LineCollector } from './line-collector.js';
import { fail, SPREADSHEET_MESSAGES } from './spreadsheet-error.js';

const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
const BIFF = {
  BOF: 0x0809,
  EOF: 0x000a,
  FILEPASS: 0x002f,
  MULRK: 0x00bd,
  BIFF8: 0x0600,
  WORKBOOK_GLOBALS: 0x0005,
} as const;

/** Records that carry one cell value (BLANK and MULBLANK, formatting only, are not read). */
const BIFF_VALUE_CELLS = new Set([
  0x0006, // FORMULA
  0x00fd, // LABELSST
  0x0203, // NUMBER
  0x0204, // LABEL
  0x0205, // BOOLERR
  0x027e, // RK
  0x00d6, // RSTRING
]);

/**
 * Cell values a workbook may hold: every line of the longest order in every column looked at.
 * SheetJS keeps an object per value, so this bounds what reading the file can cost.
 */
const MAX_XLS_CELLS = LIMITS.maxScannedRows * LIMITS.maxColumns;

/** The error values of BIFF8 error cells, as Excel shows them (and exceljs reads them from xlsx). */
const BIFF_ERRORS: Record<number, string> = {
  0: '#NULL!',
  7: '#DIV/0!',
  15: '#VALUE!',
  23: '#REF!',
  29: '#NAME?',
  36: '#NUM!',
  42: '#N/A',
};

/** SheetJS's reading options: the first sheet, only as many rows as are looked at, values only. */
const XLS_READ_OPTIONS = {
  type: 'buffer',
  dense: true,
  sheets: 0,
  sheetRows: LIMITS.maxScannedRows + 1,
  cellDates: true,
  cellText: false,
  cellHTML: false,
  cellFormula: false,
  cellStyles: false,
  cellNF: false,
  bookVBA: false,
  bookDeps: false,
  bookProps: false,
  WTF: false,
} as const;

interface CompoundFile {
  FileIndex: Array<{ name: string; type: number; size: number; content?: Uint8Array }>;
}

/**
 * The compound file's BIFF8 workbook stream, vetted: an OLE file that is not a workbook (a
 * Word document named .xls) is not a spreadsheet; an older BIFF (Excel 95) or an encrypted
 * workbook is refused with its reason. Walks only the workbook-globals records (a few KB).
 */
function xlsWorkbookStream(bytes: Buffer): Uint8Array {
  if (bytes.includes(ENCRYPTED_PACKAGE)) throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.encrypted);
  let container: CompoundFile;
  try {
    container = SheetJS.CFB.read(bytes, { type: 'buffer' }) as CompoundFile;
  } catch {
    throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.unreadable);
  }
  const streams = container.FileIndex.filter((entry) => entry.type === 2);
  const workbook = streams.find((entry) => entry.name === 'Workbook');
  if (!workbook) {
    if (streams.some((entry) => entry.name === 'Book'))
      throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.oldXls);
    throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.invalidFileType);
  }
  const stream = workbook.content;
  if (!stream || stream.length < 8) throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.unreadable);
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  if (view.getUint16(0, true) !== BIFF.BOF)
    throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.invalidFileType);
  if (view.getUint16(4, true) !== BIFF.BIFF8)
    throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.oldXls);
  if (view.getUint16(6, true) !== BIFF.WORKBOOK_GLOBALS)
    throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.invalidFileType);
  // Every record: FILEPASS in the workbook globals means encrypted; cell values are counted.
  let cells = 0;
  let globals = true;
  for (let at = 0; at + 4 <= stream.length; ) {
    const type = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (globals && type === BIFF.FILEPASS)
      throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.encrypted);
    if (type === BIFF.EOF) globals = false;
    else if (type === BIFF.MULRK) cells += Math.max(0, Math.floor((size - 6) / 6));
    else if (BIFF_VALUE_CELLS.has(type)) cells++;
    if (cells > MAX_XLS_CELLS) throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.tooManyCells);
    at += 4 + size;
  }
  if (globals) throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.unreadable);
  return stream;
}

/** A SheetJS cell as the text a user sees, the way cellText reads exceljs's values. */
function xlsCellText(cell: SheetJS.CellObject | undefined): string {
  if (!cell) return '';
  if (cell.t === 'e') return BIFF_ERRORS[cell.v as number] ?? '';
  return cellText(cell.v);
}

/**
 * Reads the first sheet of a BIFF8 workbook (SheetJS) under the same limits as an .xlsx: a
 * sheet whose declared range runs past the rows looked at is refused before its rows are
 * used, and SheetJS keeps no more than those rows in memory.
 */
export function parseXls(bytes: Buffer, collector: LineCollector) {
  const stream = xlsWorkbookStream(bytes);
  let sheet: SheetJS.WorkSheet | undefined;
  try {
    // The vetted BIFF8 stream itself (SheetJS reads a stream that starts with BOF as one): the
    // compound file is not parsed twice, and nothing but that stream is read.
    const workbook = SheetJS.read(
      Buffer.from(stream.buffer, stream.byteOffset, stream.byteLength),
      XLS_READ_OPTIONS,
    );
    sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  } catch {
    throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.unreadable);
  }
  const rows = sheet?.['!data'];
  if (!sheet || !rows) throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.empty);
  const declared = sheet['!fullref'] ?? sheet['!ref'];
  if (declared && SheetJS.utils.decode_range(declared).e.r >= LIMITS.maxScannedRows)
    throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.tooManyRows);
  const last = Math.min(rows.length, LIMITS.maxScannedRows + 1);
  for (let index = 0; index < last; index++) {
    const row = rows[index];
    if (!row) continue; // no cells: a row exceljs would not report either
    const width = Math.min(row.length, LIMITS.maxColumns);
    const cells: string[] = new Array(width);
    for (let column = 0; column < width; column++) cells[column] = xlsCellText(row[column]);
    if (!collector.accept(index + 1, cells)) break;
  }
}
