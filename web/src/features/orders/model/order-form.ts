import {
  acceptFor,
  computeOrderLine,
  FILE_RULES,
  type FileRuleName,
  fileRuleError,
  type OrderLine,
  orderTotal,
  validateOrder,
  validateOrderLine,
} from '@tawreed/domain';
import { messageText } from '../../../i18n';
import type { ParsedFile } from '../api/order-files';

/** The Client Information card's fields, as typed (text; empty = not given). */
export interface OrderHeaderValues {
  clientName: string;
  clientAccountNo: string;
  externalRef: string;
  medicalCompany: string;
  region: string;
  area: string;
  salesManager: string;
  medicalRep: string;
  orderDate: string;
  notes: string;
}

export type HeaderField = keyof OrderHeaderValues;

/** One line of the lines editor, as typed. `key` is stable across edits and removals. */
export interface LineDraft {
  key: string;
  itemCode: string;
  itemDescription: string;
  publicPrice: string;
  discount: string;
  quantity: string;
  bonus: string;
}

export type LineField = Exclude<keyof LineDraft, 'key'>;

/** A confirmed spreadsheet import: what save-parsed-file stores on the new order. */
export interface ImportedSheet {
  tempFileId: string;
  fileName: string;
  totalValueSAR: string;
  lineCount: number;
}

let lineCounter = 0;
function nextLineKey(): string {
  lineCounter += 1;
  return `line-${lineCounter}`;
}

export function emptyLine(): LineDraft {
  return {
    key: nextLineKey(),
    itemCode: '',
    itemDescription: '',
    publicPrice: '',
    discount: '0',
    quantity: '1',
    bonus: '0',
  };
}

export function lineFromParsed(line: ParsedFile['lines'][number]): LineDraft {
  return {
    key: nextLineKey(),
    itemCode: line.itemCode,
    itemDescription: line.itemDescription,
    publicPrice: line.publicPrice,
    discount: line.discount,
    quantity: String(line.quantity),
    bonus: line.bonus,
  };
}

/** The line's amounts (net, gross) computed exactly by the domain, or null while it cannot be computed. */
export function computeLine(line: LineDraft): OrderLine | null {
  const amountIssues = validateOrderLine({ ...line, itemCode: 'x', itemDescription: 'x' });
  return amountIssues.length === 0 ? computeOrderLine(line) : null;
}

/** The total of the lines that can be computed (SPEC §5: the sum of net values). */
export function linesTotal(lines: LineDraft[]): string {
  return orderTotal(lines.map(computeLine).filter((line): line is OrderLine => line !== null));
}

/** Field errors keyed 'clientName' or 'lines.<key>.<field>', with SPEC §5's messages. */
export type FormErrors = Record<string, string>;

export function lineErrorKey(line: LineDraft, field: LineField): string {
  return `lines.${line.key}.${field}`;
}

export function validateOrderForm(header: OrderHeaderValues, lines: LineDraft[]): FormErrors {
  const errors: FormErrors = {};
  const issues = validateOrder({ ...header, lines });
  for (const issue of issues) {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(issue.path);
    const key = match ? `lines.${lines[Number(match[1])]?.key}.${match[2]}` : issue.path;
    errors[key] ??= messageText(issue.message);
  }
  return errors;
}

// ---- file checks (SPEC §5), before anything is sent ----

/** A file against the domain's rule for its kind; `tooLarge` replaces the rule's size message. */
function checkFile(rule: FileRuleName, file: File, tooLarge?: string): string | null {
  const message = fileRuleError(rule, file);
  if (message === null) return null;
  if (tooLarge !== undefined && message.key === FILE_RULES[rule].tooLarge.key) return tooLarge;
  return messageText(message);
}

export const SPREADSHEET_ACCEPT = acceptFor('lines_sheet');
export const PO_ACCEPT = acceptFor('purchase_order');
export const ORDER_FORM_ACCEPT = acceptFor('order_form');

/** The lines spreadsheet: .xls, .xlsx or .csv by type or extension. */
export const checkSpreadsheetFile = (file: File) => checkFile('lines_sheet', file);

export const checkPurchaseOrderFile = (file: File) => checkFile('purchase_order', file);

export const checkOrderFormFile = (file: File, tooLarge: string) => checkFile('order_form', file, tooLarge);

/** A key for one submission (crypto.randomUUID needs a secure context; plain http on a LAN has none). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return `order-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `order-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
