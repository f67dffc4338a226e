/**
 * Order lines from an uploaded spreadsheet (SPEC §5 "Spreadsheet import", DESIGN §4
 * "Spreadsheet format" and "Files"). Pure: bytes in, lines + per-row errors out.
 *
 * What the file is gets decided by its content, checked against its name: an .xlsx is a ZIP
 * holding xl/workbook.xml, a legacy .xls an OLE compound file holding a BIFF8 "Workbook"
 * stream (Excel 97-2003; read with SheetJS, since exceljs cannot read BIFF), a .csv UTF-8
 * text. Many ".xls" downloads are really xlsx or tab-separated text and are read as what
 * they are.
 *
 * A hostile file is refused before it costs much: 10 MB in, the ZIP's central directory
 * vetted (total declared size, compression ratio, no ZIP64) before anything inflates, every
 * inflate capped at the declared size, only the parts needed are inflated (workbook, shared
 * strings, first sheet), XML parts with a document type declaration refused (billion laughs,
 * XXE), an .xls only when its compound file holds a BIFF8 workbook that is not encrypted and
 * declares no more rows than are looked at (only those rows are read), at most 50 columns and
 * 5,000 data rows looked at (an order's line limit). The rows
 * obey the JSON order lines' rules (domain validateOrderLine). parse-worker.ts runs this off
 * the event loop.
 */
import { CsvFormatError, csvRows, detectDelimiter, MAX_FILE_BYTES, msg } from '@tawreed/domain';
import { LIMITS } from './columns.js';
import { LineCollector } from './line-collector.js';
import { parseXls } from './parse-xls.js';
import { parseXlsx, workbookEntries } from './parse-xlsx.js';
import {
  CSV_TYPE,
  fail,
  type ParsedSpreadsheet,
  SPREADSHEET_MESSAGES,
  type SpreadsheetUpload,
  XLS_TYPE,
  XLSX_TYPE,
} from './spreadsheet-error.js';
import { isZip, type ZipEntry } from './zip.js';

// ---------------------------------------------------------------------------------------
// What the file is

type Kind = 'xlsx' | 'ole' | 'text';
type Declared = 'xlsx' | 'xls' | 'csv';

const DECLARED_BY_EXTENSION: Record<string, Declared> = { xlsx: 'xlsx', xls: 'xls', csv: 'csv' };
const DECLARED_BY_TYPE: Record<string, Declared> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'text/csv': 'csv',
  'application/csv': 'csv',
  'text/comma-separated-values': 'csv',
};
/** Contents accepted for each declared type: a name promises a family, the bytes decide. */
const ACCEPTED: Record<Declared, readonly Kind[]> = {
  // An OLE ".xlsx" is a password-protected workbook (refused with its reason) or an .xls renamed
  // (read as what it is, as an xlsx named .xls is).
  xlsx: ['xlsx', 'ole'],
  xls: ['xlsx', 'ole', 'text'],
  csv: ['text', 'xlsx'],
};

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function declaredType(fileName: string, contentType: string | undefined): Declared | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const byName = DECLARED_BY_EXTENSION[extension];
  if (byName) return byName;
  // A name that says it is something else (lines.png, lines.pdf) is not a spreadsheet.
  if (extension !== '') return undefined;
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return DECLARED_BY_TYPE[type];
}

interface Sniffed {
  kind: Kind;
  /** For xlsx: the vetted central directory. */
  entries?: ZipEntry[];
  /** For text: the decoded characters. */
  text?: string;
}

function sniff(bytes: Buffer): Sniffed | undefined {
  if (isZip(bytes)) {
    const entries = workbookEntries(bytes);
    return entries ? { kind: 'xlsx', entries } : undefined;
  }
  if (bytes.subarray(0, 8).equals(OLE_SIGNATURE)) return { kind: 'ole' };
  const text = decodeText(bytes);
  return text === undefined ? undefined : { kind: 'text', text };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point (binary sniffing)
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The file as text, or undefined when it is binary (NUL or control bytes, a PDF...). */
function decodeText(bytes: Buffer): string | undefined {
  let text: string;
  // UTF-16 decoded strictly too: a lone surrogate would otherwise become U+FFFD.
  const utf16 = (encoding: 'utf-16le' | 'utf-16be') => {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(2));
    } catch {
      throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.textIllFormed);
    }
  };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = utf16('utf-16le');
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = utf16('utf-16be');
  else {
    if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return undefined;
    // Binary formats show NUL and control bytes within their first kilobytes.
    if (CONTROL_CHARACTERS.test(bytes.subarray(0, 65_536).toString('latin1'))) return undefined;
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.notUtf8);
    }
  }
  return CONTROL_CHARACTERS.test(text) ? undefined : text;
}

// ---------------------------------------------------------------------------------------
// CSV

function parseCsv(text: string, collector: LineCollector) {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (/^\s*</.test(body)) throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.webPage);
  try {
    for (const row of csvRows(body, detectDelimiter(body), LIMITS.maxColumns)) {
      if (!collector.accept(row.rowNumber, row.cells)) break;
    }
  } catch (error) {
    if (error instanceof CsvFormatError) {
      throw fail('VALIDATION_FAILED', msg('spreadsheetRow', { row: error.rowNumber, message: error.text }));
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------

/**
 * Parses an uploaded order spreadsheet. Throws SpreadsheetError for a file refused as a
 * whole (type, size, structure, limits); row problems come back in `errors` next to the
 * lines that are valid.
 */
export async function parseOrderLinesFile(input: SpreadsheetUpload): Promise<ParsedSpreadsheet> {
  const { bytes, fileName, contentType } = input;
  if (bytes.length > MAX_FILE_BYTES) throw fail('FILE_TOO_LARGE', SPREADSHEET_MESSAGES.fileTooLarge);
  const declared = declaredType(fileName, contentType);
  if (!declared || bytes.length === 0)
    throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.invalidFileType);
  const sniffed = sniff(bytes);
  if (!sniffed || !ACCEPTED[declared].includes(sniffed.kind)) {
    throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.invalidFileType);
  }
  const collector = new LineCollector();
  switch (sniffed.kind) {
    case 'ole':
      parseXls(bytes, collector);
      return { ...collector.result(), contentType: XLS_TYPE };
    case 'text':
      parseCsv(sniffed.text!, collector);
      return { ...collector.result(), contentType: CSV_TYPE };
    case 'xlsx':
      await parseXlsx(bytes, sniffed.entries!, collector);
      return { ...collector.result(), contentType: XLSX_TYPE };
  }
}

export { vetWorkbook } from './parse-xlsx.js';
export {
  type ParsedSpreadsheet,
  SPREADSHEET_MESSAGES,
  SpreadsheetError,
  type SpreadsheetErrorCode,
} from './spreadsheet-error.js';
