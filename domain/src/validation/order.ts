import {
  AREAS,
  type Area,
  areasOfRegion,
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  MEDICAL_COMPANIES,
  REGIONS,
  type Region,
} from '../constants.js';
import { type Message, msg } from '../messages/core.js';
import {
  addMoney,
  centsToString,
  isDecimal,
  lineGrossValue,
  lineNetValue,
  normaliseMoney,
  toCents,
} from '../money.js';
import type { ValidationIssue } from './auth.js';
import { isCalendarDate, textIssue } from './text.js';

/** Money columns are numeric(14,2): twelve digits before the point, two after. */
export const MONEY_PRECISION = 14;
export const MONEY_SCALE = 2;
/** The largest amount a money column holds, in halalas (99,999,999,999,999 = 999999999999.99 SAR). */
export const MAX_AMOUNT_CENTS = 10n ** BigInt(MONEY_PRECISION) - 1n;
/** "999999999999.99" */
export const MAX_AMOUNT = centsToString(MAX_AMOUNT_CENTS);
/** Bounds every order line obeys, whether it comes as JSON, a form or a spreadsheet row. */
export const ORDER_LINE_LIMITS = {
  /** Lines in one order (JSON body or spreadsheet). */
  maxLines: 5000,
  itemCodeMax: 100,
  itemDescriptionMax: 500,
} as const;

/** The largest quantity a line holds. */
export const MAX_QUANTITY = 1_000_000_000;
/** Longest decimal text accepted (a longer one cannot be an amount the columns hold). */
const MAX_DECIMAL_TEXT = 40;

const tooLarge = (label: Message) => msg('fieldMaxAmount', { label, max: MAX_AMOUNT });

/**
 * Wire money (JSON bodies) has at most two decimals: "12.345" would be silently rounded by
 * the database, so it is refused. Null when fine or not a decimal at all (that rule is the line's).
 */
export function moneyDecimalsIssue(value: string | number, label: Message): Message | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (typeof value === 'number' && !Number.isFinite(value)) return msg('fieldNumber', { label });
  const fraction = /^[+-]?\d+\.(\d+)$/.exec(text)?.[1];
  if (fraction && fraction.replace(/0+$/, '').length > MONEY_SCALE) {
    return msg('fieldDecimalPlaces', { label, places: MONEY_SCALE });
  }
  if (/e/i.test(text) && !Number.isInteger(Number(value) * 100)) {
    return msg('fieldDecimalPlaces', { label, places: MONEY_SCALE });
  }
  return null;
}

/** A line as a form, a spreadsheet row or an API body gives it; amounts as decimal strings or numbers. */
export interface OrderLineInput {
  itemCode?: string | null;
  itemDescription?: string | null;
  publicPrice?: string | number | null;
  discount?: string | number | null;
  quantity?: string | number | null;
  valueUnit?: string | number | null;
  netValue?: string | number | null;
  grossValue?: string | number | null;
  bonus?: string | number | null;
}

/** A valid line with every amount computed exactly (decimal strings, 2 places). */
export interface OrderLine {
  itemCode: string;
  itemDescription: string;
  publicPrice: string;
  discount: string;
  quantity: number;
  valueUnit: string;
  netValue: string;
  grossValue: string;
  bonus: string;
}

const FIELD_LABELS = {
  publicPrice: msg('labelPublicPrice'),
  discount: msg('labelDiscount'),
  valueUnit: msg('labelValueUnit'),
  netValue: msg('labelNetValue'),
  grossValue: msg('labelGrossValue'),
  bonus: msg('labelBonus'),
} as const;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const asText = (value: unknown) => (isBlank(value) ? '' : String(value).trim());

function decimalIssue(value: unknown, label: Message): Message | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return msg('fieldNumber', { label });
  const text = typeof value === 'number' ? normaliseNumber(value) : asText(value);
  if (text.length > MAX_DECIMAL_TEXT || !isDecimal(text)) return msg('fieldNumber', { label });
  if (toCents(text) < 0n || text.startsWith('-')) return msg('fieldNotNegative', { label });
  if (toCents(text) > MAX_AMOUNT_CENTS) return tooLarge(label);
  return null;
}

/** 1e12 as "1000000000000", so the decimal rules see the amount and not its exponent. */
function normaliseNumber(value: number): string {
  try {
    return normaliseMoney(value);
  } catch {
    return String(value);
  }
}

/**
 * SPEC §5 line rules with SPEC messages. Paths are relative to the line ('quantity');
 * callers prefix them ('lines.3.quantity') or turn them into "Row 7: ..." texts.
 */
export function validateOrderLine(line: OrderLineInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!asText(line.itemCode)) issues.push({ path: 'itemCode', message: msg('itemCodeRequired') });
  if (!asText(line.itemDescription)) {
    issues.push({ path: 'itemDescription', message: msg('itemDescriptionRequired') });
  }
  for (const [field, label] of [
    ['itemCode', msg('labelItemCode')],
    ['itemDescription', msg('labelItemDescription')],
  ] as const) {
    const issue = textIssue(asText(line[field]), label);
    if (issue) issues.push({ path: field, message: issue });
  }
  for (const [field, label, max] of [
    ['itemCode', msg('labelItemCode'), ORDER_LINE_LIMITS.itemCodeMax],
    ['itemDescription', msg('labelItemDescription'), ORDER_LINE_LIMITS.itemDescriptionMax],
  ] as const) {
    if (asText(line[field]).length > max) {
      issues.push({ path: field, message: msg('fieldMaxChars', { label, max }) });
    }
  }
  const priceIssue = decimalIssue(line.publicPrice, FIELD_LABELS.publicPrice);
  if (priceIssue) issues.push({ path: 'publicPrice', message: priceIssue });
  if (!isBlank(line.discount)) {
    const discountIssue = decimalIssue(line.discount, FIELD_LABELS.discount);
    if (discountIssue) issues.push({ path: 'discount', message: discountIssue });
    else if (
      toCents(asText(line.discount)) > BigInt(DISCOUNT_MAX * 100) ||
      toCents(asText(line.discount)) < BigInt(DISCOUNT_MIN)
    ) {
      issues.push({ path: 'discount', message: msg('discountRange') });
    }
  }
  const quantity = asText(line.quantity);
  if (!/^\d+$/.test(quantity) || Number(quantity) < 1) {
    issues.push({ path: 'quantity', message: msg('quantityPositive') });
  } else if (Number(quantity) > MAX_QUANTITY) {
    issues.push({ path: 'quantity', message: msg('quantityTooLarge') });
  }
  for (const field of ['valueUnit', 'netValue', 'grossValue', 'bonus'] as const) {
    if (isBlank(line[field])) continue;
    const issue = decimalIssue(line[field], FIELD_LABELS[field]);
    if (issue) issues.push({ path: field, message: issue });
  }
  if (issues.length === 0) {
    // Each amount fits; what the line computes (price x quantity, + bonus) must fit too.
    const computed = computeOrderLine(line);
    if (toCents(computed.netValue) > MAX_AMOUNT_CENTS) {
      issues.push({ path: 'netValue', message: tooLarge(FIELD_LABELS.netValue) });
    } else if (toCents(computed.grossValue) > MAX_AMOUNT_CENTS) {
      issues.push({ path: 'grossValue', message: tooLarge(FIELD_LABELS.grossValue) });
    }
  }
  return issues;
}

/** Computes a valid line's amounts: net = price x (1 - discount%) x qty, gross = net + bonus. */
export function computeOrderLine(line: OrderLineInput): OrderLine {
  const publicPrice = normaliseMoney(asText(line.publicPrice));
  const discount = isBlank(line.discount) ? '0.00' : normaliseMoney(asText(line.discount));
  const quantity = Number(asText(line.quantity));
  const bonus = isBlank(line.bonus) ? '0.00' : normaliseMoney(asText(line.bonus));
  const netValue = lineNetValue(publicPrice, discount, quantity);
  return {
    itemCode: asText(line.itemCode),
    itemDescription: asText(line.itemDescription),
    publicPrice,
    discount,
    quantity,
    valueUnit: lineNetValue(publicPrice, discount, 1),
    netValue,
    grossValue: lineGrossValue(netValue, bonus),
    bonus,
  };
}

/** The order total: the sum of the lines' net values. */
export function orderTotal(lines: ReadonlyArray<Pick<OrderLine, 'netValue'>>): string {
  return addMoney('0', ...lines.map((line) => line.netValue));
}

const areaInRegion = (region: string, area: string) =>
  (areasOfRegion(region) as readonly string[]).includes(area);
/** "Riyadh is not an area of Eastern Region" */
export const areaNotInRegion = (area: Area, region: Region) => msg('areaNotInRegion', { area, region });

export interface OrderHeaderInput {
  clientName?: string | null;
  orderDate?: string | null;
  medicalCompany?: string | null;
  region?: string | null;
  area?: string | null;
}

/** SPEC §5 required header fields, with their messages; region, area and company from SPEC §9's lists. */
export function validateOrderHeader(input: OrderHeaderInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!asText(input.clientName)) issues.push({ path: 'clientName', message: msg('clientNameRequired') });
  const nameIssue = textIssue(asText(input.clientName), msg('labelClientName'));
  if (nameIssue) issues.push({ path: 'clientName', message: nameIssue });
  const orderDate = asText(input.orderDate);
  if (!orderDate) issues.push({ path: 'orderDate', message: msg('orderDateRequired') });
  else if (!isCalendarDate(orderDate)) {
    issues.push({ path: 'orderDate', message: msg('orderDateFormat') });
  }
  const company = asText(input.medicalCompany);
  if (!company) issues.push({ path: 'medicalCompany', message: msg('companyRequired') });
  else if (!(MEDICAL_COMPANIES as readonly string[]).includes(company)) {
    issues.push({ path: 'medicalCompany', message: msg('unknownCompany') });
  }
  const region = asText(input.region);
  if (!region) issues.push({ path: 'region', message: msg('regionRequired') });
  else if (!(REGIONS as readonly string[]).includes(region))
    issues.push({ path: 'region', message: msg('unknownRegion') });
  const area = asText(input.area);
  if (!area) issues.push({ path: 'area', message: msg('areaRequired') });
  else if (!(AREAS as readonly string[]).includes(area))
    issues.push({ path: 'area', message: msg('unknownArea') });
  else if ((REGIONS as readonly string[]).includes(region) && !areaInRegion(region, area)) {
    issues.push({ path: 'area', message: areaNotInRegion(area as Area, region as Region) });
  }
  return issues;
}

/** Header and lines together, paths like 'lines.2.quantity'. */
export function validateOrder(
  input: OrderHeaderInput & { lines?: OrderLineInput[] | null },
): ValidationIssue[] {
  const issues = validateOrderHeader(input);
  const lines = input.lines ?? [];
  if (lines.length === 0) issues.push({ path: 'lines', message: msg('atLeastOneLine') });
  lines.forEach((line, index) => {
    for (const issue of validateOrderLine(line))
      issues.push({ ...issue, path: `lines.${index}.${issue.path}` });
  });
  if (issues.length === 0 && toCents(orderTotal(lines.map(computeOrderLine))) > MAX_AMOUNT_CENTS) {
    issues.push({ path: 'lines', message: tooLarge(msg('labelOrderTotal')) });
  }
  return issues;
}
