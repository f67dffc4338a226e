/** Spreadsheet rows to order lines: the header found, TOTAL honoured, each row validated. */

import {
  computeOrderLine,
  listOf,
  type Message,
  msg,
  type OrderLine,
  type OrderLineInput,
  orderTotal,
  validateOrderLine,
} from '@tawreed/domain';
import { FIELD_TITLE_KEYS, fieldForHeader, LIMITS, type LineField, REQUIRED_FIELDS } from './columns.js';
import { fail, type ParsedSpreadsheet, SPREADSHEET_MESSAGES } from './spreadsheet-error.js';

/** Numbers as their shortest round-trip text; everything else as the text a user sees. */
export function cellText(value: unknown): string {
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
export class LineCollector {
  private columns: Array<LineField | undefined> | null = null;
  private scanned = 0;
  readonly lines: OrderLine[] = [];
  /** The spreadsheet row of each line (header = 1), for the price check's warnings. */
  readonly lineRows: number[] = [];
  readonly errors: Message[] = [];
  private droppedErrors = 0;
  dataRows = 0;

  /** False once the TOTAL row has been seen: nothing after it is data. */
  accept(rowNumber: number, cells: readonly string[]): boolean {
    if (++this.scanned > LIMITS.maxScannedRows)
      throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.tooManyRows);
    // A lone surrogate (an XML character reference &#xD800; in a workbook, a UTF-16 CSV) is
    // refused, never stored as U+FFFD (http/well-formed-text.ts).
    if (!cells.every((cell) => cell.isWellFormed()))
      throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.textIllFormed);
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
    if (issues.length === 0) {
      this.lines.push(computeOrderLine(input));
      this.lineRows.push(rowNumber);
    } else
      for (const issue of issues)
        this.addError(msg('spreadsheetRow', { row: rowNumber, message: issue.message }));
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
        msg('missingColumns', {
          columns: listOf(
            missing.map((field) => msg(FIELD_TITLE_KEYS[field])),
            'comma',
          ),
        }),
      );
    }
    return columns;
  }

  private addError(message: Message) {
    if (this.errors.length < LIMITS.maxErrors) this.errors.push(message);
    else this.droppedErrors++;
  }

  result(): Omit<ParsedSpreadsheet, 'contentType'> {
    if (this.columns === null) throw fail('VALIDATION_FAILED', SPREADSHEET_MESSAGES.empty);
    const errors = [...this.errors];
    if (this.droppedErrors > 0) errors.push(msg('moreErrors', { count: this.droppedErrors }));
    if (this.dataRows === 0) errors.push(msg('atLeastOneLine'));
    return {
      lines: this.lines,
      lineRows: this.lineRows,
      errors,
      totalValueSAR: orderTotal(this.lines),
      rowCount: this.dataRows,
    };
  }
}
