import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseCsv } from '@tawreed/domain';
import type ExcelJS from 'exceljs';
import { usageError } from '../errors.js';

/** The manifest's columns (issue 6), one row per order; file paths are relative to the manifest. */
export const MANIFEST_COLUMNS = [
  'externalRef',
  'clientName',
  'clientAccountNo',
  'medicalCompany',
  'region',
  'area',
  'salesManager',
  'medicalRep',
  'orderDate',
  'notes',
  'linesFile',
  'purchaseOrderFile',
  'orderFormFile',
] as const;
export type ManifestColumn = (typeof MANIFEST_COLUMNS)[number];

/** Without these a row cannot become an order; the others may be left out of the header. */
const REQUIRED_COLUMNS: ManifestColumn[] = [
  'externalRef',
  'clientName',
  'region',
  'area',
  'orderDate',
  'linesFile',
  'purchaseOrderFile',
  'orderFormFile',
];

export interface ManifestRow {
  /** The row number as a spreadsheet shows it (the header is row 1). */
  row: number;
  fields: Record<ManifestColumn, string>;
}

export interface Manifest {
  file: string;
  /** File paths in the rows resolve against this directory. */
  dir: string;
  rows: ManifestRow[];
  ignoredColumns: string[];
}

const key = (header: string) => header.toLowerCase().replace(/[\s_\-.]/g, '');
const COLUMN_BY_KEY = new Map(MANIFEST_COLUMNS.map((column) => [key(column), column]));

/** A spreadsheet cell as text: dates as YYYY-MM-DD, rich text joined, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

async function readTable(file: string): Promise<{ cells: string[][]; rowNumbers: number[] }> {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.csv') {
    const cells = parseCsv(await readFile(file, 'utf8'));
    return { cells, rowNumbers: cells.map((_, index) => index + 1) };
  }
  if (extension === '.xlsx') {
    // Loaded only for .xlsx manifests: exceljs takes a good part of a second to load.
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    try {
      await workbook.xlsx.readFile(file);
    } catch (err) {
      throw usageError(`${file} is not a readable .xlsx file (${(err as Error).message})`);
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw usageError(`${file} has no worksheet`);
    const cells: string[][] = [];
    const rowNumbers: number[] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const values: string[] = [];
      for (let column = 1; column <= row.cellCount; column++) {
        values.push(cellText(row.getCell(column).value));
      }
      cells.push(values);
      rowNumbers.push(row.number);
    });
    return { cells, rowNumbers };
  }
  throw usageError(`The manifest must be a .csv or .xlsx file: ${file}`);
}

/** Reads and checks the manifest's shape; a missing file or column is a usage error (exit 2). */
export async function readManifest(file: string): Promise<Manifest> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw usageError(`Manifest not found: ${file}`);
  const { cells, rowNumbers } = await readTable(file);
  const [header, ...body] = cells;
  if (!header) throw usageError(`The manifest is empty: ${file}`);
  const columns = header.map((name) => COLUMN_BY_KEY.get(key(name)));
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length) {
    throw usageError(
      `The manifest has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}: ${file}`,
    );
  }
  const ignoredColumns = header.filter((name, index) => name.trim() && !columns[index]);
  const rows: ManifestRow[] = [];
  body.forEach((values, index) => {
    if (values.every((value) => !value.trim())) return;
    const fields = Object.fromEntries(MANIFEST_COLUMNS.map((column) => [column, ''])) as Record<
      ManifestColumn,
      string
    >;
    columns.forEach((column, position) => {
      if (column) fields[column] = (values[position] ?? '').trim();
    });
    rows.push({ row: rowNumbers[index + 1]!, fields });
  });
  return { file, dir: path.dirname(file), rows, ignoredColumns };
}
