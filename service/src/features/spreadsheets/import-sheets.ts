/**
 * Reading and writing the import spreadsheets of the client master, receivables, payments and
 * price lists: columns found by their header's aliases, rows as {field: text}, errors per row
 * and field like the order import ("Row 7: VAT number must be ..."), and the templates' workbook.
 */
import { CLIENT_LIMITS, listOf, msg } from '@tawreed/domain';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { AppError, type ErrorText, fromZodIssues, validationFailed } from '../../http/errors.js';
import type { Upload } from '../../http/uploads.js';
import { SpreadsheetError } from './parse.js';
import { ParseBusyError, readRowsInWorker } from './parse-pool.js';

interface Column<F extends string> {
  header: string;
  field: F;
  width: number;
  aliases?: readonly string[];
}

/** An import sheet's column: its header, the field it fills, its width in the template, its other headers. */
export const column = <const F extends string>(
  header: string,
  field: F,
  width: number,
  aliases?: readonly string[],
): Column<F> => ({ header, field, width, ...(aliases && { aliases }) });

const headerKey = (text: string) => text.toLowerCase().replace(/[\s_.\-%()]+/g, '');

function aliasesOf<F extends string>(columns: ReadonlyArray<Column<F>>): Map<string, F> {
  const map = new Map<string, F>();
  for (const column of columns) {
    map.set(headerKey(column.header), column.field);
    map.set(headerKey(column.field), column.field);
    for (const alias of column.aliases ?? []) map.set(headerKey(alias), column.field);
  }
  return map;
}
async function workbook(
  columns: ReadonlyArray<Column<string>>,
  sheetName: string,
  examples: ReadonlyArray<Record<string, string | number>>,
  help: readonly string[],
) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.field, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const example of examples) sheet.addRow(example);
  const instructions = book.addWorksheet('Instructions');
  for (const line of help) instructions.addRow([line]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readRows(upload: Upload, maxDataRows: number) {
  try {
    return await readRowsInWorker({
      bytes: upload.bytes,
      fileName: upload.fileName,
      contentType: upload.declaredType,
      maxDataRows,
    });
  } catch (error) {
    if (error instanceof ParseBusyError) throw new AppError('RATE_LIMITED', error.text);
    if (error instanceof SpreadsheetError) throw new AppError(error.code, error.text);
    throw error;
  }
}

export interface RowError {
  row: number;
  field: string;
  /** Rendered in the caller's language by the route. */
  message: ErrorText;
}

/** "Row 7: …" for a catalog message; zod's own wording keeps its row number in both languages. */
export function rowMessage(row: number, text: ErrorText): ErrorText {
  if ('zod' in text) return { zod: { en: `Row ${row}: ${text.zod.en}`, ar: `الصف ${row}: ${text.zod.ar}` } };
  return msg('spreadsheetRow', { row, message: text });
}

/** Rows of a sheet as {field: text}, by the header row's aliases; required headers checked. */
async function sheetRecords<F extends string>(
  upload: Upload,
  aliases: Map<string, F>,
  required: readonly F[],
  labels: Record<string, string>,
  maxDataRows: number = CLIENT_LIMITS.maxImportRows,
) {
  const sheet = await readRows(upload, maxDataRows);
  const [header, ...data] = sheet.rows;
  if (!header) throw validationFailed([{ path: 'file', message: msg('sheetEmpty') }]);
  const fields = header.cells.map((cell) => aliases.get(headerKey(cell)));
  const missing = required.filter((field) => !fields.includes(field));
  if (missing.length)
    throw validationFailed([
      {
        path: 'file',
        message: msg('missingColumns', {
          columns: listOf(
            missing.map((f) => labels[f] ?? f),
            'comma',
          ),
        }),
      },
    ]);
  const records = data
    .map((row) => {
      const value: Partial<Record<F, string>> = {};
      fields.forEach((field, index) => {
        const cell = row.cells[index]?.trim();
        if (field && cell) value[field] = cell;
      });
      return { row: row.rowNumber, value };
    })
    .filter((record) => Object.keys(record.value).length > 0);
  if (!records.length) throw validationFailed([{ path: 'file', message: msg('importNoRows') }]);
  return records;
}

/** A row's issues as its errors; `sent` (what the row gave the schema) names a wrong type in Arabic. */
export function issuesToErrors(row: number, issues: readonly z.core.$ZodIssue[], sent?: unknown): RowError[] {
  return fromZodIssues(issues, sent).map((issue) => ({
    row,
    field: issue.path,
    message: rowMessage(row, issue.message),
  }));
}

const labelsOf = (columns: ReadonlyArray<Column<string>>) =>
  Object.fromEntries(columns.map((c) => [c.field, c.header])) as Record<string, string>;

/** A row's own rule beyond its schema (DESIGN: open above amount, ...): its issue, or null. */
type RowRule<T> = (input: T) => { path: string; message: ErrorText } | null;

/**
 * Each record checked by `schema` (after `prepare`, which turns its cells into what the schema
 * reads) and then by `rule`: the rows that pass with their input, and the errors of the others.
 */
export function checkRecords<V, T>(
  records: ReadonlyArray<{ row: number; value: V }>,
  schema: z.ZodType<T>,
  prepare: (value: V) => unknown = (value) => value,
  rule?: RowRule<T>,
) {
  const rows: Array<{ row: number; input: T }> = [];
  const errors: RowError[] = [];
  for (const { row, value } of records) {
    const parsed = schema.safeParse(prepare(value));
    if (!parsed.success) {
      errors.push(...issuesToErrors(row, parsed.error.issues));
      continue;
    }
    const issue = rule?.(parsed.data);
    if (issue) errors.push({ row, field: issue.path, message: rowMessage(row, issue.message) });
    else rows.push({ row, input: parsed.data });
  }
  return { rows, errors };
}

/** A code cell as a sheet may write it ("Bank transfer", "CN") as its code in `codes`, else as it is. */
const codeOf = (codes: Readonly<Record<string, string>>, cell: string) => codes[headerKey(cell)] ?? cell;

/**
 * An import sheet declared once by its columns: `workbook` writes rows under the header row with
 * the instructions sheet (an export read back), `template` the examples so as `templateFile` (the
 * template is the format), `records` reads an upload's rows
 * by the headers' aliases (the `required` headers checked, at most `maxDataRows` rows), each
 * cell of a field in `codes` read as its code.
 */
export function importSheet<const C extends ReadonlyArray<Column<string>>>(
  columns: C,
  spec: {
    sheetName: string;
    templateFile: string;
    required: ReadonlyArray<C[number]['field']>;
    examples: ReadonlyArray<Partial<Record<C[number]['field'], string | number>>>;
    help: readonly string[];
    maxDataRows?: number;
    codes?: Partial<Record<C[number]['field'], Readonly<Record<string, string>>>>;
  },
) {
  type Field = C[number]['field'];
  const aliases = aliasesOf<Field>(columns);
  const labels = labelsOf(columns);
  const coded = Object.entries(spec.codes ?? {}) as Array<[Field, Record<string, string>]>;
  const withCodes = (value: Partial<Record<Field, string>>) => {
    const read = { ...value };
    for (const [field, codes] of coded) {
      const cell = read[field];
      if (cell) read[field] = codeOf(codes, cell);
    }
    return read;
  };
  const rowsWorkbook = (rows: ReadonlyArray<Partial<Record<Field, string | number>>>) =>
    workbook(columns, spec.sheetName, rows as ReadonlyArray<Record<string, string | number>>, spec.help);
  return {
    template: async () => ({ bytes: await rowsWorkbook(spec.examples), fileName: spec.templateFile }),
    workbook: rowsWorkbook,
    records: async (upload: Upload) => {
      const records = await sheetRecords(upload, aliases, spec.required, labels, spec.maxDataRows);
      return records.map(({ row, value }) => ({ row, value: withCodes(value) }));
    },
  };
}
