/**
 * VAT (DESIGN §12): an item is standard-rated (`S`, `VAT_RATE_PERCENT`, 15 % in KSA) or
 * zero-rated (`Z`, qualifying medicines and medical goods); an unknown item is `S`. A line's
 * VAT is its net value x rate, rounded once, half away from zero; an order's VAT is the sum of
 * its lines' VAT, and its payable total is SPEC's `totalValueSAR` plus that VAT. The parser,
 * the create body, PUT and every export compute it here and nowhere else.
 */
import { addMoney, centsToString, normaliseMoney, percentOf, toCents } from './money.js';
import { orderTotal } from './validation/order.js';

export const VAT_CATEGORIES = ['S', 'Z'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** The standard rate when `VAT_RATE_PERCENT` is not set. */
export const DEFAULT_VAT_RATE_PERCENT = '15';

/** An item the catalogue does not know is standard-rated. */
export const UNKNOWN_ITEM_VAT_CATEGORY: VatCategory = 'S';

export function vatRatePercent(
  category: VatCategory,
  standardRatePercent: string = DEFAULT_VAT_RATE_PERCENT,
): string {
  return category === 'Z' ? '0' : standardRatePercent;
}

export interface LineVat {
  vatCategory: VatCategory;
  vatRatePercent: string;
  vatSAR: string;
}

/** One line's VAT from its net value (`netValueSAR`, SPEC's line value before bonus). */
export function lineVat(
  netValueSAR: string,
  category: VatCategory | null | undefined,
  standardRatePercent: string = DEFAULT_VAT_RATE_PERCENT,
): LineVat {
  const vatCategory = category ?? UNKNOWN_ITEM_VAT_CATEGORY;
  const rate = vatRatePercent(vatCategory, standardRatePercent);
  return { vatCategory, vatRatePercent: rate, vatSAR: percentOf(netValueSAR, rate) };
}

export interface OrderVat {
  vatSAR: string;
  payableSAR: string;
}

/** The order's VAT (the exact sum of its lines' VAT) and payable total. */
export function orderVat(totalValueSAR: string, lines: ReadonlyArray<Pick<LineVat, 'vatSAR'>>): OrderVat {
  let vat = 0n;
  for (const line of lines) vat += toCents(line.vatSAR);
  const vatSAR = centsToString(vat);
  return { vatSAR, payableSAR: addMoney(totalValueSAR, vatSAR) };
}

/** Lines with their VAT and the order's totals: what an order (or an import preview) stores. */
export interface LinesWithVat<L> {
  lines: Array<L & LineVat>;
  totalValueSAR: string;
  vatSAR: string;
  payableSAR: string;
}

/**
 * The one VAT computation of an order's lines (DESIGN §12), used by the import preview, the
 * create body, PUT and every replacement of lines: each line's category is the catalogue's for
 * its Item Code (`categoryOf`, undefined when the catalogue does not know it: `S`).
 */
export function applyVat<L extends { itemCode: string; netValue: string }>(
  lines: readonly L[],
  categoryOf: (itemCode: string) => VatCategory | null | undefined,
  standardRatePercent: string = DEFAULT_VAT_RATE_PERCENT,
): LinesWithVat<L> {
  // The rate as a stored numeric(5,2) reads back ("15.00"), so a preview and a saved order agree.
  const rates = { S: normaliseMoney(standardRatePercent), Z: normaliseMoney('0') };
  const withVat = lines.map((line) => {
    const vat = lineVat(line.netValue, categoryOf(line.itemCode), standardRatePercent);
    return { ...line, ...vat, vatRatePercent: rates[vat.vatCategory] };
  });
  const totalValueSAR = orderTotal(lines);
  return { lines: withVat, totalValueSAR, ...orderVat(totalValueSAR, withVat) };
}
