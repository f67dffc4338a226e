/**
 * The rows of a tabular spreadsheet (.xlsx or CSV) as text cells, for the table imports other
 * than order lines (stock receipts now; clients, receivables and prices to come take the same
 * path with their own limit). Runs in the parse worker (parse-pool.ts): an .xlsx passes the
 * same ZIP-bomb and DOCTYPE checks as every workbook (vetWorkbook) before ExcelJS reads it.
 *
 * The limit is on data rows (the header row and empty rows aside) and a file over it is refused
 * before the rest is parsed (issue 27): an .xlsx has the rows holding a value counted in its
 * sheet's XML first (no cell parsed), a CSV stops at the first row past the limit.
 */
import { csvRows, detectDelimiter, msg } from '@tawreed/domain';
import ExcelJS from 'exceljs';
import { SPREADSHEET_MESSAGES, SpreadsheetError, vetWorkbook } from './parse.js';
import { countValueRows } from './parse-xlsx.js';

export interface SheetRows {
  rows: Array<{ rowNumber: number; cells: string[] }>;
}

const MAX_COLUMNS = 30;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

/** The header row and at most `maxDataRows` rows after it; more is refused (422) unread. */
export async function readSheetRows(
  input: { bytes: Buffer; fileName: string; contentType?: string },
  maxDataRows: number,
): Promise<SheetRows> {
  const isZip = input.bytes.length > 4 && input.bytes.readUInt32LE(0) === 0x04034b50;
  const name = input.fileName.toLowerCase();
  const rows: SheetRows['rows'] = [];
  const maxRows = maxDataRows + 1; // the header
  const tooMany = () =>
    new SpreadsheetError(
      'VALIDATION_FAILED',
      msg('importTooManyRows', { max: maxDataRows.toLocaleString('en-US') }),
    );
  if (isZip && !name.endsWith('.csv')) {
    await vetWorkbook(input.bytes);
    if ((await countValueRows(input.bytes)) > maxRows) throw tooMany();
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(input.bytes as unknown as ArrayBuffer);
    } catch {
      throw new SpreadsheetError('VALIDATION_FAILED', SPREADSHEET_MESSAGES.unreadable);
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new SpreadsheetError('VALIDATION_FAILED', SPREADSHEET_MESSAGES.empty);
    let failed: Error | null = null;
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (failed) return;
      if (rows.length >= maxRows) failed = tooMany();
      const values = row.values as ExcelJS.CellValue[];
      const cells = values.slice(1, MAX_COLUMNS + 1).map(cellText);
      if (!cells.every((cell) => cell.isWellFormed())) {
        failed = new SpreadsheetError('VALIDATION_FAILED', SPREADSHEET_MESSAGES.textIllFormed);
      }
      rows.push({ rowNumber, cells });
    });
    if (failed) throw failed;
    return { rows };
  }
  if (!name.endsWith('.csv') && !/csv|text\/plain/.test(input.contentType ?? '')) {
    throw new SpreadsheetError('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.invalidFileType);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(input.bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new SpreadsheetError('VALIDATION_FAILED', SPREADSHEET_MESSAGES.notUtf8);
  }
  if (text.includes('\u0000'))
    throw new SpreadsheetError('UNSUPPORTED_FILE_TYPE', SPREADSHEET_MESSAGES.invalidFileType);
  try {
    for (const row of csvRows(text, detectDelimiter(text), MAX_COLUMNS)) {
      if (row.cells.every((cell) => !cell.trim())) continue;
      if (rows.length >= maxRows) throw tooMany();
      rows.push({ rowNumber: row.rowNumber, cells: row.cells.map((cell) => cell.trim()) });
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError('VALIDATION_FAILED', SPREADSHEET_MESSAGES.unreadable);
  }
  return { rows };
}
