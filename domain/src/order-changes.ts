import { centsToString, toCents } from './money.js';
import type { OrderLine } from './validation/order.js';

/** The header fields an edit may change, with the labels the portal shows for them (SPEC §2). */
export const EDITABLE_FIELD_LABELS = {
  clientName: 'Client Name',
  clientAccountNo: 'Account No',
  externalRef: 'External Ref',
  region: 'Region',
  area: 'Area',
  salesManager: 'Sales Manager',
  medicalRep: 'Medical Rep',
  orderDate: 'Order Date',
  notes: 'Notes',
} as const;
export type EditableField = keyof typeof EDITABLE_FIELD_LABELS;

const LINE_FIELD_LABELS = {
  itemCode: 'Item Code',
  itemDescription: 'Item Description',
  publicPrice: 'Public Price',
  discount: 'Disc %',
  quantity: 'Qty',
  bonus: 'Bonus',
} as const;

type Header = { [K in EditableField]?: string | null };
/** A line as its author enters it (the amounts computed from these are left out). */
export type EnteredLine = Pick<
  OrderLine,
  'itemCode' | 'itemDescription' | 'publicPrice' | 'discount' | 'quantity' | 'bonus'
>;

/** At most this many changes are listed; the rest are counted. */
export const MAX_LISTED_CHANGES = 30;

const shown = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? '-' : text;
};
const sameAmount = (a: string, b: string) => {
  try {
    return toCents(a) === toCents(b);
  } catch {
    return a === b;
  }
};
const amount = (value: string) => {
  try {
    return centsToString(toCents(value));
  } catch {
    return value;
  }
};

/**
 * What an edit changed, one "Field: old → new" line each (the history entry's comment):
 * header fields, then the lines (a changed cell, an added or removed line) and the total.
 * Null when nothing changed.
 */
export function describeOrderChanges(
  before: { header: Header; lines: readonly EnteredLine[]; total: string },
  after: { header: Header; lines: readonly EnteredLine[] | null; total: string },
): string | null {
  const changes: string[] = [];
  for (const [field, label] of Object.entries(EDITABLE_FIELD_LABELS) as Array<[EditableField, string]>) {
    if (!(field in after.header) || after.header[field] === undefined) continue;
    const from = shown(before.header[field]);
    const to = shown(after.header[field]);
    if (from !== to) changes.push(`${label}: ${from} → ${to}`);
  }
  if (after.lines) {
    const count = Math.max(before.lines.length, after.lines.length);
    for (let index = 0; index < count; index += 1) {
      const old = before.lines[index];
      const next = after.lines[index];
      const name = `Line ${index + 1}`;
      if (!old && next) changes.push(`${name}: added (${next.itemCode}, Qty ${next.quantity})`);
      else if (old && !next) changes.push(`${name}: removed (${old.itemCode})`);
      else if (old && next) {
        for (const [field, label] of Object.entries(LINE_FIELD_LABELS) as Array<
          [keyof EnteredLine, string]
        >) {
          const a = old[field];
          const b = next[field];
          const money = field === 'publicPrice' || field === 'discount' || field === 'bonus';
          const same = money ? sameAmount(String(a), String(b)) : String(a) === String(b);
          if (!same) {
            const from = money ? amount(String(a)) : shown(a);
            const to = money ? amount(String(b)) : shown(b);
            changes.push(`${name} ${label}: ${from} → ${to}`);
          }
        }
      }
    }
    if (!sameAmount(before.total, after.total)) {
      changes.push(`Total: ${amount(before.total)} → ${amount(after.total)}`);
    }
  }
  if (changes.length === 0) return null;
  if (changes.length <= MAX_LISTED_CHANGES) return changes.join('\n');
  const more = changes.length - MAX_LISTED_CHANGES;
  return [...changes.slice(0, MAX_LISTED_CHANGES), `… and ${more} more`].join('\n');
}
