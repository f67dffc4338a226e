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
import { Readable } from 'node:stream';
import * as SheetJS from '@e965/xlsx';
import {
  computeOrderLine,
  MAX_FILE_BYTES,
  MESSAGES,
  type OrderLine,
  type OrderLineInput,
  orderTotal,
  validateOrderLine,
} from '@tawreed/domain';
import ExcelJS from 'exceljs';
import { FIELD_TITLES, fieldForHeader, LIMITS, type LineField, REQUIRED_FIELDS } from './columns.js';
import { CsvFormatError, csvRows, detectDelimiter } from './csv.js';
import {
  isZip,
  readCentralDirectory,
  readEntry,
  storedLocalRecord,
  Zip64Error,
  type ZipEntry,
  ZipFormatError,
  ZipSizeError,
} from './zip.js';

export type SpreadsheetErrorCode = 'UNSUPPORTED_FILE_TYPE' | 'VALIDATION_FAILED' | 'FILE_TOO_LARGE';

/** A file the parser refuses as a whole; the code maps onto DESIGN §4's 415 / 422 / 413. */
export class SpreadsheetError extends Error {
  constructor(
    readonly code: SpreadsheetErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SpreadsheetError';
  }
}

export interface ParsedSpreadsheet {
  /** Valid rows, amounts computed exactly (SPEC §5). */
  lines: OrderLine[];
  /** "Row 7: Quantity must be positive", one per problem, in row order. */
  errors: string[];
  /** Sum of the valid lines' net values, exact decimal string. */
  totalValueSAR: string;
  /** Data rows read (valid and invalid; header, blank rows and what follows TOTAL excluded). */
  rowCount: number;
  /** What the content is (never what the client declared): stored and served with the file. */
  contentType: typeof XLSX_TYPE | typeof XLS_TYPE | typeof CSV_TYPE;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLS_TYPE = 'application/vnd.ms-excel';
export const CSV_TYPE = 'text/csv';

export interface SpreadsheetUpload {
  bytes: Buffer;
  fileName: string;
  contentType?: string;
}

export const SPREADSHEET_MESSAGES = {
  invalidFileType: MESSAGES.invalidFileType,
  fileTooLarge: MESSAGES.fileTooLarge,
  oldXls: 'Excel 95 and older .xls files are not supported; save the sheet as .xlsx or .csv',
  encrypted: 'Password-protected spreadsheets are not supported; remove the password and save as .xlsx',
  zip64: 'ZIP64 spreadsheets are not supported; save the sheet as .xlsx or .csv',
  webPage: 'This file is a web page or XML, not a spreadsheet; save the sheet as .xlsx or .csv',
  notUtf8: 'The CSV file is not UTF-8 text; save it as "CSV UTF-8" and try again',
  tooManyRows: `The spreadsheet has more than ${LIMITS.maxDataRows.toLocaleString('en-US')} lines; an order takes at most ${LIMITS.maxDataRows.toLocaleString('en-US')}`,
  xmlDoctype:
    'The spreadsheet contains an XML document type declaration, which Excel never writes; save the sheet again as .xlsx',
  tooLargeDecompressed: 'The spreadsheet is too large when decompressed',
  tooManyCells: `The spreadsheet holds more cells than an order of ${LIMITS.maxDataRows.toLocaleString('en-US')} lines needs; keep only the order lines and save it again`,
  unreadable: 'Failed to parse the file. Please check the format and try again.',
  empty: 'The spreadsheet is empty',
} as const;

const fail = (code: SpreadsheetErrorCode, message: string) => new SpreadsheetError(code, message);

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
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

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
    let entries: ZipEntry[];
    try {
      entries = readCentralDirectory(bytes);
    } catch (error) {
      if (error instanceof Zip64Error) throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.zip64);
      throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.unreadable);
    }
    return entries.some((entry) => entryName(entry) === 'xl/workbook.xml')
      ? { kind: 'xlsx', entries }
      : undefined;
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
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
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
// Rows to lines

/** Numbers as their shortest round-trip text; everything else as the text a user sees. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText)) {
      return cell.richText.map((run) => cellText((run as { text?: unknown }).text)).join('');
    }
    if ('result' in cell) return cellText(cell.result);
    if ('formula' in cell || 'sharedFormula' in cell) return '';
    if (typeof cell.error === 'string') return cell.error;
    if ('text' in cell) return cellText(cell.text);
  }
  return '';
}

const NUMERIC_FIELDS = new Set<LineField>([
  'publicPrice',
  'discount',
  'quantity',
  'valueUnit',
  'netValue',
  'grossValue',
  'bonus',
]);

/**
 * Amount text as typed or exported: "1,234.50" loses its grouping (only with a decimal
 * point, so "8,350" from a decimal-comma locale is never misread as 8350), "10%" in the
 * discount column is 10.
 */
function amountText(field: LineField, text: string): string {
  let value = text;
  if (/^-?\d{1,3}(,\d{3})+\.\d+$/.test(value)) value = value.replaceAll(',', '');
  if (field === 'discount' && value.endsWith('%')) value = value.slice(0, -1).trim();
  return value;
}

const TOTAL_LABEL = /^(?:total|الإجمالي|المجموع):?$/i;

/** Takes rows in order, finds the header, stops at TOTAL, validates and computes lines. */
class LineCollector {
  private columns: Array<LineField | undefined> | null = null;
  private scanned = 0;
  readonly lines: OrderLine[] = [];
  readonly errors: string[] = [];
  private droppedErrors = 0;
  dataRows = 0;

  /** False once the TOTAL row has been seen: nothing after it is data. */
  accept(rowNumber: number, cells: readonly string[]): boolean {
    if (++this.scanned > LIMITS.maxScannedRows)
      throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.tooManyRows);
    const first = cells.find((cell) => cell.trim() !== '');
    if (first === undefined) return true;
    if (this.columns === null) {
      this.columns = this.readHeader(cells);
      return true;
    }
    if (TOTAL_LABEL.test(first.trim())) return false;
    const input: OrderLineInput = {};
    let blank = true;
    this.columns.forEach((field, index) => {
      if (!field) return;
      const text = (cells[index] ?? '').trim();
      if (text === '') return;
      blank = false;
      input[field] = NUMERIC_FIELDS.has(field) ? amountText(field, text) : text;
    });
    // Text only in columns the format does not know (a side note) is not a line.
    if (blank) return true;
    if (++this.dataRows > LIMITS.maxDataRows)
      throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.tooManyRows);
    const issues = validateOrderLine(input);
    if (issues.length === 0) this.lines.push(computeOrderLine(input));
    else for (const issue of issues) this.addError(`Row ${rowNumber}: ${issue.message}`);
    return true;
  }

  private readHeader(cells: readonly string[]): Array<LineField | undefined> {
    const seen = new Set<LineField>();
    const columns = cells.map((cell) => {
      const field = fieldForHeader(cell.trim());
      if (!field || seen.has(field)) return undefined;
      seen.add(field);
      return field;
    });
    const missing = REQUIRED_FIELDS.filter((field) => !seen.has(field));
    if (missing.length > 0) {
      throw fail(
        'VALIDATION_FAILED',
        `Missing required columns: ${missing.map((field) => FIELD_TITLES[field]).join(', ')}`,
      );
    }
    return columns;
  }

  private addError(message: string) {
    if (this.errors.length < LIMITS.maxErrors) this.errors.push(message);
    else this.droppedErrors++;
  }

  result(): Omit<ParsedSpreadsheet, 'contentType'> {
    if (this.columns === null) throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.empty);
    const errors = [...this.errors];
    if (this.droppedErrors > 0) errors.push(`...and ${this.droppedErrors} more errors`);
    if (this.dataRows === 0) errors.push(MESSAGES.atLeastOneLine);
    return {
      lines: this.lines,
      errors,
      totalValueSAR: orderTotal(this.lines),
      rowCount: this.dataRows,
    };
  }
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
      throw fail('VALIDATION_FAILED', `Row ${error.rowNumber}: ${error.message}`);
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------
// XLSX

const entryName = (entry: ZipEntry) => entry.name.replace(/^\/+/, '');

/** Refuses a zip bomb from its central directory alone, before any byte is inflated. */
function checkDecompressedSize(entries: readonly ZipEntry[]) {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (
      total > LIMITS.maxUncompressedBytes ||
      (entry.uncompressedSize >= LIMITS.ratioCheckFromBytes && ratio > LIMITS.maxCompressionRatio)
    ) {
      throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.tooLargeDecompressed);
    }
  }
}

function xmlAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

interface Relationship {
  id: string;
  type: string;
  /** Resolved to a path inside the archive. */
  path: string;
}

function relationships(xml: string): Relationship[] {
  return [...xml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)].flatMap(([tag]) => {
    const id = xmlAttribute(tag, 'Id');
    const target = xmlAttribute(tag, 'Target');
    if (!id || !target) return [];
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
    return [{ id, type: xmlAttribute(tag, 'Type') ?? '', path }];
  });
}

/** The first sheet in the workbook's own order (what a user sees as the first tab). */
function firstSheetPath(workbookXml: string, rels: Relationship[]): string | undefined {
  const sheet = /<(?:\w+:)?sheet\b[^>]*>/.exec(workbookXml)?.[0];
  const relId = sheet ? /\s(?:\w+:)?id\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(sheet) : null;
  const id = relId ? (relId[1] ?? relId[2]) : undefined;
  return rels.find((rel) => rel.id === id)?.path;
}

/**
 * Office never writes a DTD; one in an .xlsx part is an entity-expansion bomb (billion laughs)
 * or an external entity (XXE) waiting for a parser that resolves it. Refused outright.
 */
function refuseDoctype(xml: Buffer) {
  if (/<!\s*(?:DOCTYPE|ENTITY)/i.test(xml.toString('latin1')))
    throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.xmlDoctype);
}

/** <row> elements in a sheet: a sheet of 19,000 rows is refused before any is parsed. */
function rowElements(sheetXml: Buffer): number {
  const pattern = /<(?:\w+:)?row[\s>/]/g;
  const text = sheetXml.toString('latin1');
  let count = 0;
  while (pattern.exec(text) !== null) count++;
  return count;
}

const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
);
const EMPTY_RELS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
);

const CHUNK = 64 * 1024;

/**
 * Slices of at most 64 KB that never split a UTF-8 sequence: exceljs's streaming reader
 * decodes every chunk on its own, so a split character would turn into U+FFFD.
 */
function* utf8Chunks(content: Buffer): Generator<Buffer> {
  let start = 0;
  while (start < content.length) {
    let end = Math.min(start + CHUNK, content.length);
    while (end < content.length && end > start && (content[end]! & 0xc0) === 0x80) end--;
    yield content.subarray(start, end);
    start = end;
  }
}

function* records(parts: Array<[string, Buffer]>): Generator<Buffer> {
  for (const [name, content] of parts) {
    const [header, nameBytes] = storedLocalRecord(name, content);
    yield Buffer.concat([header!, nameBytes!]);
    yield* utf8Chunks(content);
  }
}

/**
 * Inflates only the parts the first sheet needs (capped, off the event loop), then hands
 * exceljs's streaming WorkbookReader a minimal archive of stored entries in the order it
 * reads best: workbook, relationships, shared strings, then the sheet — so it parses the
 * sheet as it streams instead of spooling it to a temporary file, and skips styles,
 * themes, other sheets and pictures entirely.
 */
async function parseXlsx(bytes: Buffer, entries: ZipEntry[], collector: LineCollector) {
  await vetWorkbook(bytes);
  const byName = new Map(entries.map((entry) => [entryName(entry), entry]));
  const read = (entry: ZipEntry | undefined) =>
    entry ? readEntry(bytes, entry, LIMITS.maxUncompressedBytes) : Promise.resolve(undefined);

  let parts: Array<[string, Buffer]>;
  try {
    const [workbookXml, relsXml] = await Promise.all([
      read(byName.get('xl/workbook.xml')),
      read(byName.get('xl/_rels/workbook.xml.rels')),
    ]);
    const rels = relsXml ? relationships(relsXml.toString('utf8')) : [];
    const sheetPath =
      firstSheetPath(workbookXml!.toString('utf8'), rels) ??
      [...byName.keys()]
        .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
        .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))[0];
    const sharedPath =
      rels.find((rel) => rel.type.endsWith('/sharedStrings'))?.path ?? 'xl/sharedStrings.xml';
    const sheetEntry = sheetPath ? byName.get(sheetPath) : undefined;
    if (!sheetEntry) throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.empty);
    const [sheetXml, sharedXml] = await Promise.all([read(sheetEntry), read(byName.get(sharedPath))]);
    for (const part of [workbookXml, relsXml, sheetXml, sharedXml]) if (part) refuseDoctype(part);
    if (rowElements(sheetXml!) > LIMITS.maxScannedRows)
      throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.tooManyRows);
    parts = [
      ['xl/workbook.xml', workbookXml!],
      ['xl/_rels/workbook.xml.rels', EMPTY_RELS],
      ['xl/sharedStrings.xml', sharedXml ?? EMPTY_SHARED_STRINGS],
      ['xl/worksheets/sheet1.xml', sheetXml!],
    ];
  } catch (error) {
    if (error instanceof ZipSizeError)
      throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.tooLargeDecompressed);
    if (error instanceof ZipFormatError) throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.unreadable);
    throw error;
  }

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(records(parts)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      let previous = 0;
      for await (const row of worksheet) {
        const rowNumber = Number.isInteger(row.number) && row.number > previous ? row.number : previous + 1;
        previous = rowNumber;
        const values = row.values as unknown[];
        const width = Math.min(values.length - 1, LIMITS.maxColumns);
        const cells: string[] = new Array(Math.max(0, width));
        for (let column = 1; column <= width; column++) cells[column - 1] = cellText(values[column]);
        if (!collector.accept(rowNumber, cells)) break;
      }
      break; // the first worksheet only
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.unreadable);
  }
}

// ---------------------------------------------------------------------------------------
// XLS (BIFF8 in an OLE compound file)

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
function parseXls(bytes: Buffer, collector: LineCollector) {
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

/**
 * Vets an .xlsx kept as an attachment (order form, appeal evidence) without parsing its rows:
 * a workbook ZIP whose directory passes the bomb checks, every XML part inflating to no more
 * than it declares and carrying no document type declaration.
 */
export async function vetWorkbook(bytes: Buffer): Promise<void> {
  if (bytes.length > MAX_FILE_BYTES) throw fail('FILE_TOO_LARGE', SPREADSHEET_MESSAGES.fileTooLarge);
  const sniffed = isZip(bytes) ? sniff(bytes) : undefined;
  if (sniffed?.kind !== 'xlsx') throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.invalidFileType);
  const entries = sniffed.entries!;
  checkDecompressedSize(entries);
  try {
    for (const entry of entries) {
      if (!/\.(?:xml|rels|vml)$/i.test(entry.name)) continue;
      refuseDoctype(await readEntry(bytes, entry, LIMITS.maxUncompressedBytes));
    }
  } catch (error) {
    if (error instanceof ZipSizeError)
      throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.tooLargeDecompressed);
    if (error instanceof ZipFormatError) throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.unreadable);
    throw error;
  }
}
