/**
 * Bounds every order line obeys, whether it comes as JSON or as a spreadsheet row (DESIGN
 * §7 "Bad input"): text lengths of the JSON contract, no control characters, and amounts
 * that fit the database's numeric(14,2) (also after price x quantity).
 */
import { lineGrossValue, lineNetValue, toCents } from '../money.js';
import type { ValidationIssue } from './auth.js';
import type { OrderLineInput } from './order.js';

export const ORDER_LINE_LIMITS = {
  /** Lines in one order (JSON body or spreadsheet). */
  maxLines: 5000,
  itemCodeMax: 100,
  itemDescriptionMax: 500,
  /** numeric(14,2): 12 digits before the point. */
  maxAmountCents: 99_999_999_999_999n,
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** Issues beyond SPEC §5's field rules; call on a line whose fields are otherwise well-formed. */
export function lineLimitIssues(line: OrderLineInput, valid: boolean): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const code = text(line.itemCode);
  const description = text(line.itemDescription);
  if (code.length > ORDER_LINE_LIMITS.itemCodeMax)
    issues.push({
      path: 'itemCode',
      message: `Item Code must be at most ${ORDER_LINE_LIMITS.itemCodeMax} characters`,
    });
  if (description.length > ORDER_LINE_LIMITS.itemDescriptionMax) {
    issues.push({
      path: 'itemDescription',
      message: `Item Description must be at most ${ORDER_LINE_LIMITS.itemDescriptionMax} characters`,
    });
  }
  if (CONTROL.test(code))
    issues.push({ path: 'itemCode', message: 'Item Code must not contain control characters' });
  if (CONTROL.test(description))
    issues.push({ path: 'itemDescription', message: 'Item Description must not contain control characters' });
  if (!valid) return issues;
  const tooLarge = (value: string | number) => toCents(value) > ORDER_LINE_LIMITS.maxAmountCents;
  for (const [field, label] of [
    ['publicPrice', 'Public Price'],
    ['valueUnit', 'Value Unit'],
    ['netValue', 'Net Value'],
    ['grossValue', 'Gross Value'],
    ['bonus', 'Bonus'],
  ] as const) {
    const value = text(line[field]);
    if (value !== '' && tooLarge(value)) issues.push({ path: field, message: `${label} is too large` });
  }
  if (issues.length === 0) {
    const net = lineNetValue(text(line.publicPrice), text(line.discount) || '0', Number(text(line.quantity)));
    if (tooLarge(net) || tooLarge(lineGrossValue(net, text(line.bonus) || '0')))
      issues.push({ path: 'quantity', message: 'Price x quantity is too large' });
  }
  return issues;
}
