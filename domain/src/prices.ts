/**
 * Price lists and the price check (DESIGN §12): each line's public price against the client's
 * list (or the default list) valid on the day, as warnings at parse time and findings on the
 * order. Pure: the lists and the catalogue arrive as arguments, "today" is a Riyadh date.
 */
import { z } from 'zod';
import { dateField, positiveAmountField, requiredText } from './clients.js';
import type { Finding, FindingSeverity } from './credit.js';
import { itemCodeField } from './inventory.js';
import { type MessageKey, type MessageParams, msg } from './messages/core.js';
import { centsToString, percentDifference, toCents, toleranceTest } from './money.js';
import type { Actor } from './roles.js';

export const PRICE_FINDING_CODES = ['PRICE_MISMATCH', 'UNKNOWN_ITEM'] as const;
export type PriceFindingCode = (typeof PRICE_FINDING_CODES)[number];

/** `PRICE_TOLERANCE_PERCENT` when unset: any difference is a mismatch. */
export const DEFAULT_PRICE_TOLERANCE_PERCENT = '0';

export interface PriceListValidity {
  id: string;
  /** YYYY-MM-DD, inclusive; null: open. */
  validFrom: string | null;
  validTo: string | null;
  isDefault: boolean;
}

export function priceListValidOn(list: Omit<PriceListValidity, 'id' | 'isDefault'>, today: string): boolean {
  return (
    (list.validFrom === null || list.validFrom <= today) && (list.validTo === null || today <= list.validTo)
  );
}

/**
 * The list that prices a client's order on `today`: the client's own list while it is valid,
 * else the default list while it is valid, else none (no price is checked).
 */
export function applicablePriceList<L extends PriceListValidity>(
  lists: readonly L[],
  clientListId: string | null,
  today: string,
): L | null {
  const own = clientListId ? lists.find((list) => list.id === clientListId) : undefined;
  if (own && priceListValidOn(own, today)) return own;
  return lists.find((list) => list.isDefault && priceListValidOn(list, today)) ?? null;
}

/** `PRICE_MISMATCH` needs an override to approve; `UNKNOWN_ITEM` is information unless strict. */
export function priceFindingSeverity(code: PriceFindingCode, strict: boolean): FindingSeverity {
  if (code === 'PRICE_MISMATCH') return 'override';
  return strict ? 'override' : 'info';
}

export const PRICE_FINDING_KEYS: Record<PriceFindingCode, MessageKey> = {
  PRICE_MISMATCH: 'priceMismatch',
  UNKNOWN_ITEM: 'itemUnknown',
};

export interface PricedLine {
  /** The spreadsheet row (header = 1) or the line number on an order. */
  row: number;
  itemCode: string;
  publicPrice: string;
}

export interface PriceWarning {
  row: number;
  itemCode: string;
  code: PriceFindingCode;
  key: MessageKey;
  params: MessageParams;
}

/**
 * The price check of a set of lines. `prices` maps item codes (as the catalogue keys them) to
 * the applicable list's price, or is null when no list applies; `knownItem` says whether the
 * inventory knows a code. An item is unknown when neither knows it.
 */
export function priceCheck(
  lines: readonly PricedLine[],
  prices: ReadonlyMap<string, string> | null,
  knownItem: (itemCode: string) => boolean,
  tolerancePercent: string = DEFAULT_PRICE_TOLERANCE_PERCENT,
): PriceWarning[] {
  const warnings: PriceWarning[] = [];
  const beyond = toleranceTest(tolerancePercent);
  for (const line of lines) {
    const expected = prices?.get(line.itemCode);
    if (expected === undefined) {
      if (!knownItem(line.itemCode)) {
        warnings.push({
          row: line.row,
          itemCode: line.itemCode,
          code: 'UNKNOWN_ITEM',
          key: PRICE_FINDING_KEYS.UNKNOWN_ITEM,
          params: { row: line.row, itemCode: line.itemCode },
        });
      }
      continue;
    }
    const expectedCents = toCents(expected);
    const givenCents = toCents(line.publicPrice);
    if (expectedCents === 0n || givenCents === expectedCents || !beyond(givenCents, expectedCents)) continue;
    warnings.push({
      row: line.row,
      itemCode: line.itemCode,
      code: 'PRICE_MISMATCH',
      key: PRICE_FINDING_KEYS.PRICE_MISMATCH,
      params: {
        row: line.row,
        itemCode: line.itemCode,
        expectedSAR: centsToString(expectedCents),
        givenSAR: centsToString(givenCents),
        differencePercent: percentDifference(line.publicPrice, expected),
      },
    });
  }
  return warnings;
}

/** The price warnings of an order as findings of the review (DESIGN §11's severities). */
export function priceFindings(warnings: readonly PriceWarning[], strict: boolean): Finding[] {
  return warnings.map(({ code, key, params }) => ({
    code,
    severity: priceFindingSeverity(code, strict),
    key,
    params,
  }));
}

export const PRICE_LIST_LIMITS = {
  nameMax: 200,
  /** Items of one list: a distributor's whole catalogue. */
  maxItems: 100_000,
  /** Rows of one spreadsheet import. */
  maxImportRows: 50_000,
} as const;

const validity = <T extends { validFrom?: string | null; validTo?: string | null }>(value: T) =>
  !value.validFrom || !value.validTo || value.validFrom <= value.validTo;

export const newPriceListSchema = z.object({
  name: requiredText(msg('labelName'), PRICE_LIST_LIMITS.nameMax),
  validFrom: dateField(msg('labelValidFrom')).nullable().optional(),
  validTo: dateField(msg('labelValidTo')).nullable().optional(),
  isDefault: z.boolean().optional(),
});
export type NewPriceList = z.infer<typeof newPriceListSchema>;

export const priceListChangesSchema = z.object({
  name: requiredText(msg('labelName'), PRICE_LIST_LIMITS.nameMax).optional(),
  validFrom: dateField(msg('labelValidFrom')).nullable().optional(),
  validTo: dateField(msg('labelValidTo')).nullable().optional(),
  isDefault: z.boolean().optional(),
});
export type PriceListChanges = z.infer<typeof priceListChangesSchema>;

/** Whether a list's dates run forwards (checked on create and on the merged values of a PATCH). */
export const priceListDatesValid = validity;

export const priceListItemSchema = z.object({
  itemCode: itemCodeField,
  priceSAR: positiveAmountField(msg('labelPrice')),
});
export type PriceListItemInput = z.infer<typeof priceListItemSchema>;

/** Who edits price lists and items' VAT categories (DESIGN §12): administrators and the higher authority. */
export function canEditPriceLists(actor: Pick<Actor, 'role' | 'isSalesRep'>): boolean {
  return !actor.isSalesRep && (actor.role === 'HIGHER_AUTHORITY' || actor.role === 'ADMIN');
}
