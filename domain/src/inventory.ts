/**
 * Warehouse inventory (DESIGN §8): who may see and change stock, first-expiry-first-out
 * reservation with the shelf-life rule, expiry states, and the validation of receipts,
 * adjustments and items. Pure: dates come in as YYYY-MM-DD strings, nothing reads the clock.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.js';
import { isValidGtin, normaliseGtin, parseGs1 } from './gs1.js';
import { type Message, msg } from './messages/core.js';
import { zodMessage } from './messages/zod.js';
import type { ValidationIssue } from './validation/auth.js';
import { ORDER_LINE_LIMITS } from './validation/order.js';
import { reasonText } from './validation/reason.js';
import { VAT_CATEGORIES } from './vat.js';

// The access rules live apart, free of zod, so the portal's first load can ask them alone.
export { canChangeStock, canNameWarehouses, canViewStock } from './inventory-access.js';

export const MOVEMENT_KINDS = [
  'receipt',
  'reservation',
  'release',
  'shipment',
  'adjustment',
  'return',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const STOCK_FILTERS = ['near-expiry', 'expired', 'below-minimum'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export const DEFAULT_MIN_SHELF_LIFE_DAYS = 90;
export const DEFAULT_NEAR_EXPIRY_DAYS = 180;

export const INVENTORY_LIMITS = {
  codeMax: 40,
  nameMax: 200,
  /** An item's code and description are an order line's (reservation matches lines to items). */
  itemCodeMax: ORDER_LINE_LIMITS.itemCodeMax,
  descriptionMax: ORDER_LINE_LIMITS.itemDescriptionMax,
  lotMax: 20,
  binMax: 40,
  unitMax: 20,
  reasonMin: 3,
  reasonMax: 500,
  /** Units in one movement or one lot. */
  maxQuantity: 1_000_000_000,
  /** Rows of one stock spreadsheet. */
  maxImportRows: 5000,
  pageSizeMax: MAX_PAGE_SIZE,
} as const;

/** Units a line takes from stock: its quantity plus the bonus goods (whole units). */
export function lineUnits(quantity: number, bonus: string | number): number {
  const whole = Math.trunc(Number(bonus));
  return quantity + (Number.isFinite(whole) && whole > 0 ? whole : 0);
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export type ExpiryState = 'expired' | 'near-expiry' | 'ok';

/** A lot expires at the start of its expiry day: on that day it is expired. */
export function expiryState(expiry: string, today: string, nearExpiryDays: number): ExpiryState {
  if (expiry <= today) return 'expired';
  if (daysBetween(today, expiry) <= nearExpiryDays) return 'near-expiry';
  return 'ok';
}

/**
 * Whether a lot may be reserved for a delivery on `deliveryDate`: it must not be expired today
 * and must keep at least `minShelfLifeDays` of shelf life at delivery.
 */
export function isLotReservable(
  expiry: string,
  today: string,
  deliveryDate: string,
  minShelfLifeDays: number,
): boolean {
  if (expiry <= today) return false;
  return daysBetween(deliveryDate < today ? today : deliveryDate, expiry) >= minShelfLifeDays;
}

/** The earliest expiry a reservable lot may have (the rule of isLotReservable as a bound). */
export function earliestReservableExpiry(today: string, deliveryDate: string, minShelfLifeDays: number) {
  const from = deliveryDate < today ? today : deliveryDate;
  const bound = addDays(from, minShelfLifeDays);
  const dayAfterToday = addDays(today, 1);
  // Dates as YYYY-MM-DD compare as text.
  if (bound < dayAfterToday) return dayAfterToday;
  return bound;
}

export interface LotCandidate {
  id: string;
  expiry: string;
  lotNumber: string;
  /** Units on hand not yet reserved. */
  free: number;
}

export interface LotTake {
  lotId: string;
  quantity: number;
}

/** Picking order: first expiry first, then lot number, then id (a total order, so every caller agrees). */
export function compareFefo(a: LotCandidate, b: LotCandidate): number {
  if (a.expiry !== b.expiry) return a.expiry < b.expiry ? -1 : 1;
  if (a.lotNumber !== b.lotNumber) return a.lotNumber < b.lotNumber ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * First-expiry-first-out: takes `needed` units from the reservable lots that expire first.
 * Answers what to take and what is still missing (short when > 0).
 */
export function chooseFefoLots(
  lots: readonly LotCandidate[],
  needed: number,
  rule: { today: string; deliveryDate: string; minShelfLifeDays: number },
): { takes: LotTake[]; short: number } {
  const takes: LotTake[] = [];
  let missing = needed;
  const usable = lots
    .filter(
      (lot) =>
        lot.free > 0 && isLotReservable(lot.expiry, rule.today, rule.deliveryDate, rule.minShelfLifeDays),
    )
    .sort(compareFefo);
  for (const lot of usable) {
    if (missing <= 0) break;
    const quantity = Math.min(lot.free, missing);
    takes.push({ lotId: lot.id, quantity });
    missing -= quantity;
  }
  return { takes, short: missing };
}

/** What stock control says of a line, or of an order from its lines. */
type Availability = 'reserved' | 'short' | 'available' | 'partial' | 'unavailable' | 'shipped';
/** `untracked`: an Item Code the inventory does not know; such lines are outside stock control. */
export type LineAvailability = Availability | 'untracked';
/** The compact indicator the order list shows staff (`none`: no line under stock control). */
export type OrderAvailability = Availability | 'none';

/** One indicator for an order from its lines' states (worst first). */
export function summariseAvailability(all: readonly LineAvailability[]): OrderAvailability {
  const lines = all.filter((state) => state !== 'untracked');
  if (!lines.length) return 'none';
  for (const state of ['short', 'unavailable', 'partial'] as const) if (lines.includes(state)) return state;
  if (lines.every((state) => state === 'shipped')) return 'shipped';
  if (lines.every((state) => state === 'reserved' || state === 'shipped')) return 'reserved';
  return 'available';
}

// Validation: one schema per rule, shared by the service, the CLI and the portal.

function hasNoControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++)
    if (value.charCodeAt(i) < 32 || value.charCodeAt(i) === 127) return false;
  return true;
}

const text = (max: number, label: Message) =>
  z
    .string()
    .trim()
    .min(1, zodMessage(msg('fieldRequired', { label })))
    .max(max, zodMessage(msg('fieldTooLong', { label, max })))
    .refine(hasNoControlCharacters, zodMessage(msg('fieldControlCharacters', { label })));

export const itemCodeField = text(INVENTORY_LIMITS.itemCodeMax, msg('labelItemCode'));
export const lotNumberField = text(INVENTORY_LIMITS.lotMax, msg('labelLotNumber'));
export const binField = text(INVENTORY_LIMITS.binMax, msg('labelBin'));
export const calendarDateField = (label: Message) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, zodMessage(msg('fieldDateFormat', { label })))
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      zodMessage(msg('fieldRealDateOnly', { label })),
    );
const QUANTITY_WHOLE = zodMessage(msg('quantityWhole'));
export const quantityField = z
  .number({ message: QUANTITY_WHOLE })
  .int(QUANTITY_WHOLE)
  .min(1, zodMessage(msg('quantityPositive')))
  .max(
    INVENTORY_LIMITS.maxQuantity,
    zodMessage(msg('fieldMaxAmount', { label: msg('labelQuantity'), max: INVENTORY_LIMITS.maxQuantity })),
  );
export const gtinField = z
  .string()
  .trim()
  .refine(isValidGtin, zodMessage(msg('gtinInvalid')))
  .transform(normaliseGtin);
export const reasonField = reasonText(INVENTORY_LIMITS.reasonMin, INVENTORY_LIMITS.reasonMax);

export const warehouseInputSchema = z.strictObject({
  code: text(INVENTORY_LIMITS.codeMax, msg('labelWarehouseCode')),
  name: text(INVENTORY_LIMITS.nameMax, msg('labelWarehouseName')),
});

const MINIMUM_WHOLE = zodMessage(msg('minimumWhole'));
export const itemInputSchema = z.strictObject({
  description: text(INVENTORY_LIMITS.descriptionMax, msg('labelItemDescription')),
  gtin: gtinField.nullable().optional(),
  unit: text(INVENTORY_LIMITS.unitMax, msg('labelUnit')).optional(),
  /** DESIGN §12: S standard-rated, Z zero-rated (administrators and the higher authority only). */
  vatCategory: z.enum(VAT_CATEGORIES, { message: zodMessage(msg('vatCategoryInvalid')) }).optional(),
  minimumLevel: z
    .number({ message: MINIMUM_WHOLE })
    .int(MINIMUM_WHOLE)
    .min(0, zodMessage(msg('minimumNotNegative')))
    .max(
      INVENTORY_LIMITS.maxQuantity,
      zodMessage(
        msg('fieldMaxAmount', { label: msg('labelMinimumLevel'), max: INVENTORY_LIMITS.maxQuantity }),
      ),
    )
    .optional(),
});
export type ItemInput = z.infer<typeof itemInputSchema>;

/** A new item: its Item Code (never changed afterwards) with the item's fields. */
export const newItemInputSchema = z.strictObject({ ...itemInputSchema.shape, itemCode: itemCodeField });
export type NewItemInput = z.infer<typeof newItemInputSchema>;

/** A change to an item: any of its fields; those left out keep their value (null clears the GTIN). */
export const itemChangesSchema = itemInputSchema.partial();
export type ItemChanges = z.infer<typeof itemChangesSchema>;

/**
 * A receipt: which item (Item Code, or the GTIN of a scanned GS1 string), lot and expiry (typed
 * or scanned), where it is shelved and how many units. Typed fields win over scanned ones only
 * when they agree; a disagreement is an error, not a guess.
 */
export const receiptInputSchema = z.strictObject({
  warehouseId: z.string().uuid(zodMessage(msg('warehouseChosen'))),
  itemCode: itemCodeField.optional(),
  gs1: z
    .string()
    .max(200, zodMessage(msg('fieldTooLong', { label: msg('labelGs1'), max: 200 })))
    .optional(),
  lotNumber: lotNumberField.optional(),
  expiryDate: calendarDateField(msg('labelExpiryDate')).optional(),
  bin: binField,
  quantity: quantityField,
  /** Creates the item when its Item Code is new. */
  description: text(INVENTORY_LIMITS.descriptionMax, msg('labelItemDescription')).optional(),
});
export type ReceiptInput = z.infer<typeof receiptInputSchema>;

export interface ResolvedReceipt {
  itemCode?: string;
  gtin?: string;
  lotNumber: string;
  expiryDate: string;
  serial?: string;
}

/** Merges typed fields with a scanned GS1 string; answers issues by field on conflict or gaps. */
export function resolveReceipt(
  input: Pick<ReceiptInput, 'itemCode' | 'gs1' | 'lotNumber' | 'expiryDate'>,
  now = new Date(),
): { ok: true; value: ResolvedReceipt } | { ok: false; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  let scanned: { gtin?: string; lot?: string; expiry?: string; serial?: string } = {};
  if (input.gs1?.trim()) {
    const parsed = parseGs1(input.gs1, now);
    if (!parsed.ok) return { ok: false, issues: [{ path: 'gs1', message: parsed.message }] };
    scanned = parsed.data;
  }
  const pick = (typed: string | undefined, fromScan: string | undefined, path: string, label: Message) => {
    if (typed && fromScan && typed !== fromScan)
      issues.push({ path, message: msg('fieldDiffersFromScan', { label, typed, scanned: fromScan }) });
    return typed ?? fromScan;
  };
  const lotNumber = pick(input.lotNumber, scanned.lot, 'lotNumber', msg('labelLotNumber'));
  const expiryDate = pick(input.expiryDate, scanned.expiry, 'expiryDate', msg('labelExpiryDate'));
  if (!lotNumber)
    issues.push({ path: 'lotNumber', message: msg('fieldRequired', { label: msg('labelLotNumber') }) });
  if (!expiryDate)
    issues.push({ path: 'expiryDate', message: msg('fieldRequired', { label: msg('labelExpiryDate') }) });
  if (!input.itemCode && !scanned.gtin) issues.push({ path: 'itemCode', message: msg('itemCodeOrGtin') });
  if (issues.length || !lotNumber || !expiryDate) return { ok: false, issues };
  return {
    ok: true,
    value: {
      lotNumber,
      expiryDate,
      ...(input.itemCode && { itemCode: input.itemCode }),
      ...(scanned.gtin && { gtin: normaliseGtin(scanned.gtin) }),
      ...(scanned.serial && { serial: scanned.serial }),
    },
  };
}

export const adjustmentInputSchema = z.strictObject({
  /** Signed change to on hand: negative for breakage, loss or a count below the books. */
  quantity: z
    .number({ message: QUANTITY_WHOLE })
    .int(QUANTITY_WHOLE)
    .min(-INVENTORY_LIMITS.maxQuantity)
    .max(INVENTORY_LIMITS.maxQuantity)
    .refine((value) => value !== 0, zodMessage(msg('quantityNotZero'))),
  reason: reasonField,
});
export type AdjustmentInput = z.infer<typeof adjustmentInputSchema>;

export const returnInputSchema = z.strictObject({
  quantity: quantityField,
  reason: reasonField,
  orderId: z.string().uuid().optional(),
});
export type ReturnInput = z.infer<typeof returnInputSchema>;
