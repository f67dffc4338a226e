/** Reading an .xlsx (a ZIP of XML parts) for parse.ts, inflating only what it needs. */

import { Readable } from 'node:stream';
import { MAX_FILE_BYTES } from '@tawreed/domain';
import ExcelJS from 'exceljs';
import { LIMITS } from './columns.js';
import { cellText, type LineCollector } from './line-collector.js';
import { fail, SPREADSHEET_MESSAGES, SpreadsheetError } from './spreadsheet-error.js';
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

const entryName = (entry: ZipEntry) => entry.name.replace(/^\/+/, '');

/** Refuses a zip bomb from its central directory alone, before any byte is inflated. */
export function checkDecompressedSize(entries: readonly ZipEntry[]) {
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
export function refuseDoctype(xml: Buffer) {
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
 * Where a workbook's first sheet is: the workbook and its relationships read (capped), the
 * sheet's path by the workbook's order (else the lowest-numbered sheet file), and the reader
 * of the other entries.
 */
async function firstSheet(bytes: Buffer, entries: ZipEntry[]) {
  const byName = new Map(entries.map((entry) => [entryName(entry), entry]));
  const read = (entry: ZipEntry | undefined) =>
    entry ? readEntry(bytes, entry, LIMITS.maxUncompressedBytes) : Promise.resolve(undefined);
  const [workbookXml, relsXml] = await Promise.all([
    read(byName.get('xl/workbook.xml')),
    read(byName.get('xl/_rels/workbook.xml.rels')),
  ]);
  const rels = relsXml ? relationships(relsXml.toString('utf8')) : [];
  const sheetPath =
    firstSheetPath(workbookXml?.toString('utf8') ?? '', rels) ??
    [...byName.keys()]
      .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
      .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))[0];
  return { byName, read, workbookXml, relsXml, rels, sheetPath };
}

/**
 * Inflates only the parts the first sheet needs (capped, off the event loop), then hands
 * exceljs's streaming WorkbookReader a minimal archive of stored entries in the order it
 * reads best: workbook, relationships, shared strings, then the sheet — so it parses the
 * sheet as it streams instead of spooling it to a temporary file, and skips styles,
 * themes, other sheets and pictures entirely.
 */
export async function parseXlsx(bytes: Buffer, entries: ZipEntry[], collector: LineCollector) {
  await vetWorkbook(bytes);
  let parts: Array<[string, Buffer]>;
  try {
    const { byName, read, workbookXml, relsXml, rels, sheetPath } = await firstSheet(bytes, entries);
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

/** A ZIP's vetted central directory when it holds a workbook (xl/workbook.xml), else undefined. */
export function workbookEntries(bytes: Buffer): ZipEntry[] | undefined {
  let entries: ZipEntry[];
  try {
    entries = readCentralDirectory(bytes);
  } catch (error) {
    if (error instanceof Zip64Error) throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.zip64);
    throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.unreadable);
  }
  return entries.some((entry) => entryName(entry) === 'xl/workbook.xml') ? entries : undefined;
}

/**
 * Rows of the first worksheet that hold a value, counted in its XML without parsing a cell
 * (styled empty rows are not counted): table imports refuse a file over their limit before
 * ExcelJS reads it. The workbook must have passed vetWorkbook.
 */
export async function countValueRows(bytes: Buffer): Promise<number> {
  const entries = workbookEntries(bytes);
  if (!entries) throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.invalidFileType);
  try {
    const { byName, read, sheetPath } = await firstSheet(bytes, entries);
    const sheetXml = await read(sheetPath ? byName.get(sheetPath) : undefined);
    if (!sheetXml) return 0;
    // Each <row ...>...</row> (or <row .../>) holding a <v> or an inline string <is>.
    const text = sheetXml.toString('latin1');
    let count = 0;
    for (const row of text.split(/<(?:\w+:)?row[\s>/]/).slice(1)) {
      const body = row.slice(0, row.search(/<\/(?:\w+:)?row>/) >>> 0);
      if (/<(?:\w+:)?(?:v|is)>/.test(body)) count++;
    }
    return count;
  } catch (error) {
    if (error instanceof ZipSizeError)
      throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.tooLargeDecompressed);
    if (error instanceof ZipFormatError) throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.unreadable);
    throw error;
  }
}

/**
 * Vets an .xlsx kept as an attachment (order form, appeal evidence) without parsing its rows:
 * a workbook ZIP whose directory passes the bomb checks, every XML part inflating to no more
 * than it declares and carrying no document type declaration.
 */
export async function vetWorkbook(bytes: Buffer): Promise<void> {
  if (bytes.length > MAX_FILE_BYTES) throw fail('FILE_TOO_LARGE', SPREADSHEET_MESSAGES.fileTooLarge);
  const entries = isZip(bytes) ? workbookEntries(bytes) : undefined;
  if (!entries) throw fail('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.invalidFileType);
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
