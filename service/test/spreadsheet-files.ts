/** Line files built in memory for the parser tests (src/features/spreadsheets/parse-*.test.ts). */
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import * as SheetJS from '@e965/xlsx';
import { inEnglish } from '@tawreed/domain';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { parseOrderLinesFile as keyedParse, SpreadsheetError } from '../src/features/spreadsheets/parse.js';

/** The parser answers row errors by key; these tests hold their English text. */
export const parseOrderLinesFile = async (...args: Parameters<typeof keyedParse>) =>
  inEnglish(await keyedParse(...args));

export const HEADER = [
  'Item Code',
  'Item Description',
  'Public Price',
  'Disc %',
  'Qty',
  'Net Value',
  'Gross Value',
  'Bonus',
];

export async function xlsx(
  rows: unknown[][],
  options: { sheets?: Record<string, unknown[][]> } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Order Lines');
  for (const row of rows) sheet.addRow(row);
  for (const [name, extra] of Object.entries(options.sheets ?? {})) {
    const other = workbook.addWorksheet(name);
    for (const row of extra) other.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A big sheet through exceljs's streaming writer: inline strings, no shared strings part. */
export async function streamedXlsx(rows: unknown[][]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Order Lines');
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** A legacy .xls (BIFF8, or BIFF5 when asked) written by SheetJS, as Excel 97-2003 saves one. */
export function xls(
  rows: unknown[][],
  options: { sheets?: Record<string, unknown[][]>; ref?: string; bookType?: 'xls' | 'biff5' } = {},
): Buffer {
  const workbook = SheetJS.utils.book_new();
  const sheet = SheetJS.utils.aoa_to_sheet(rows);
  if (options.ref) sheet['!ref'] = options.ref;
  SheetJS.utils.book_append_sheet(workbook, sheet, 'Order Lines');
  for (const [name, extra] of Object.entries(options.sheets ?? {})) {
    SheetJS.utils.book_append_sheet(workbook, SheetJS.utils.aoa_to_sheet(extra), name);
  }
  // Shared strings, as Excel writes them (SheetJS's LABEL records would cut text at 255 characters).
  return SheetJS.write(workbook, {
    type: 'buffer',
    bookType: options.bookType ?? 'xls',
    bookSST: true,
  }) as Buffer;
}

export const csv = (text: string) => Buffer.from(text, 'utf8');

export async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => {
      throw new Error('expected the file to be refused');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpreadsheetError);
  const { code, message } = error as SpreadsheetError;
  return { code, message };
}

interface TestEntry {
  name: string;
  /** Content, deflated here unless `raw` is given. */
  data?: Buffer;
  /** Already-deflated bytes. */
  raw?: Buffer;
  /** What the directory claims (defaults to the content's length). */
  uncompressedSize?: number;
}

/** A ZIP archive written by hand, so a test can make the directory claim anything. */
export function zipArchive(entries: TestEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = entry.raw ?? zlib.deflateRawSync(entry.data!);
    const name = Buffer.from(entry.name);
    const size = entry.uncompressedSize ?? entry.data!.length;
    const crc = entry.data ? zlib.crc32(entry.data) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(raw.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(raw.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, raw);
    central.push(header, name);
    offset += 30 + name.length + raw.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const WORKBOOK_XML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
);
export const RELS_XML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
);
