import { describe, expect, it } from 'vitest';
import {
  adjustmentInputSchema,
  canChangeStock,
  canNameWarehouses,
  canViewStock,
  chooseFefoLots,
  earliestReservableExpiry,
  expiryState,
  isLotReservable,
  itemChangesSchema,
  lineUnits,
  newItemInputSchema,
  receiptInputSchema,
  resolveReceipt,
  summariseAvailability,
} from './inventory.js';
import { inEnglish } from './messages/index.js';

const rule = { today: '2026-11-23', deliveryDate: '2026-11-30', minShelfLifeDays: 90 };
const lot = (id: string, expiry: string, free: number, lotNumber = id) => ({ id, expiry, free, lotNumber });

describe('first expiry first out', () => {
  it('takes from the earliest reservable expiry and skips expired and short-life lots', () => {
    const lots = [
      lot('late', '2028-01-01', 100),
      lot('expired', '2026-11-23', 50),
      lot('short-life', '2027-02-27', 50), // 89 days after delivery
      lot('edge', '2027-02-28', 3), // exactly 90 days after delivery
      lot('next', '2027-06-01', 4),
    ];
    expect(chooseFefoLots(lots, 10, rule)).toEqual({
      takes: [
        { lotId: 'edge', quantity: 3 },
        { lotId: 'next', quantity: 4 },
        { lotId: 'late', quantity: 3 },
      ],
      short: 0,
    });
  });
  it('reports what it could not cover', () => {
    expect(chooseFefoLots([lot('a', '2027-06-01', 2)], 5, rule)).toEqual({
      takes: [{ lotId: 'a', quantity: 2 }],
      short: 3,
    });
  });
  it('breaks expiry ties by lot number, then id', () => {
    const taken = chooseFefoLots([lot('2', '2027-06-01', 1, 'B'), lot('1', '2027-06-01', 1, 'A')], 1, rule);
    expect(taken.takes).toEqual([{ lotId: '1', quantity: 1 }]);
  });
  it('the shelf-life bound matches the rule, counted from today when delivery is in the past', () => {
    expect(earliestReservableExpiry('2026-11-23', '2026-11-30', 90)).toBe('2027-02-28');
    expect(earliestReservableExpiry('2026-11-23', '2026-01-01', 90)).toBe('2027-02-21');
    expect(earliestReservableExpiry('2026-11-23', '2026-11-23', 0)).toBe('2026-11-24');
    expect(isLotReservable('2026-11-23', '2026-11-23', '2026-11-23', 0)).toBe(false);
  });
});

describe('expiry state and units', () => {
  it('expired on its expiry day, near expiry within the window', () => {
    expect(expiryState('2026-11-23', '2026-11-23', 180)).toBe('expired');
    expect(expiryState('2027-05-22', '2026-11-23', 180)).toBe('near-expiry');
    expect(expiryState('2027-05-23', '2026-11-23', 180)).toBe('ok');
  });
  it('a line takes its quantity plus whole bonus units', () => {
    expect(lineUnits(10, '2.00')).toBe(12);
    expect(lineUnits(10, '1.50')).toBe(11);
    expect(lineUnits(10, '0')).toBe(10);
  });
  it('one indicator per order, worst first', () => {
    expect(summariseAvailability(['reserved', 'short'])).toBe('short');
    expect(summariseAvailability(['available', 'partial'])).toBe('partial');
    expect(summariseAvailability(['reserved', 'shipped'])).toBe('reserved');
    expect(summariseAvailability(['shipped'])).toBe('shipped');
    expect(summariseAvailability([])).toBe('none');
    expect(summariseAvailability(['untracked'])).toBe('none');
    expect(summariseAvailability(['untracked', 'reserved'])).toBe('reserved');
  });
});

describe('who sees and changes stock', () => {
  it('medical companies never see stock; only warehouse managers and administrators change it', () => {
    expect(canViewStock({ role: 'MEDICAL_COMPANY' })).toBe(false);
    expect(canViewStock({ role: 'CREDIT_TEAM' })).toBe(true);
    expect(canChangeStock({ role: 'WAREHOUSE_MANAGER', isSalesRep: false })).toBe(true);
    expect(canChangeStock({ role: 'ADMIN', isSalesRep: false })).toBe(true);
    expect(canChangeStock({ role: 'HIGHER_AUTHORITY', isSalesRep: false })).toBe(false);
    expect(canChangeStock({ role: 'WAREHOUSE_MANAGER', isSalesRep: true })).toBe(false);
  });
  it('only administrators name warehouses', () => {
    expect(canNameWarehouses({ role: 'ADMIN' })).toBe(true);
    expect(canNameWarehouses({ role: 'WAREHOUSE_MANAGER' })).toBe(false);
  });
});

describe('items', () => {
  const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues.map((issue) => inEnglish(issue.message)) ?? [];
  it('a new item needs its Item Code and description; the GTIN check digit is checked', () => {
    expect(
      newItemInputSchema.parse({ itemCode: 'SAL-1', description: 'Saline', gtin: '9506000134352' }),
    ).toEqual({ itemCode: 'SAL-1', description: 'Saline', gtin: '09506000134352' });
    expect(
      messages(newItemInputSchema.safeParse({ itemCode: ' ', description: '', gtin: '9506000134353' })),
    ).toEqual([
      'Item Description is required',
      'GTIN must be 8, 12, 13 or 14 digits with a valid check digit',
      'Item Code is required',
    ]);
  });
  it('a minimum level is a whole number from zero, and a change may name any field alone', () => {
    for (const [minimumLevel, message] of [
      [Number.NaN, 'Minimum level must be a whole number'],
      [2.5, 'Minimum level must be a whole number'],
      [-1, 'Minimum level must not be negative'],
      [2_000_000_000, 'Minimum level must be at most 1000000000'],
    ] as const) {
      expect(messages(itemChangesSchema.safeParse({ minimumLevel }))).toEqual([message]);
    }
    expect(itemChangesSchema.parse({ minimumLevel: 40 })).toEqual({ minimumLevel: 40 });
    expect(itemChangesSchema.parse({ gtin: null })).toEqual({ gtin: null });
    expect(itemChangesSchema.safeParse({ itemCode: 'X' }).success).toBe(false);
  });
});

describe('receipts and adjustments', () => {
  const base = { warehouseId: '7d1f6a2e-0c1b-4f53-9a66-3b2d8f0e9a11', bin: 'A-1', quantity: 5 };
  it('merges typed fields with a scan and refuses a disagreement', () => {
    expect(resolveReceipt({ gs1: '(01)09506000134352(17)280131(10)PX24B' })).toEqual({
      ok: true,
      value: { gtin: '09506000134352', lotNumber: 'PX24B', expiryDate: '2028-01-31' },
    });
    expect(
      inEnglish(
        resolveReceipt({ gs1: '(10)PX24B', lotNumber: 'OTHER', itemCode: 'X', expiryDate: '2028-01-31' }),
      ),
    ).toEqual({
      ok: false,
      issues: [{ path: 'lotNumber', message: 'Lot number OTHER differs from the scanned PX24B' }],
    });
    expect(resolveReceipt({ itemCode: 'X' })).toMatchObject({ ok: false });
  });
  it('limits quantities, dates and text', () => {
    expect(receiptInputSchema.safeParse({ ...base, itemCode: 'X', quantity: 0 }).success).toBe(false);
    expect(receiptInputSchema.safeParse({ ...base, itemCode: 'X', quantity: 1.5 }).success).toBe(false);
    expect(receiptInputSchema.safeParse({ ...base, itemCode: 'X', expiryDate: '2027-02-30' }).success).toBe(
      false,
    );
    expect(receiptInputSchema.safeParse({ ...base, itemCode: 'X\u0000' }).success).toBe(false);
    expect(receiptInputSchema.safeParse({ ...base, itemCode: 'X', extra: 1 }).success).toBe(false);
    expect(receiptInputSchema.safeParse({ ...base, itemCode: 'X', expiryDate: '2027-02-28' }).success).toBe(
      true,
    );
    expect(adjustmentInputSchema.safeParse({ quantity: 0, reason: 'count' }).success).toBe(false);
    expect(adjustmentInputSchema.safeParse({ quantity: -3, reason: 'no' }).success).toBe(false);
    expect(adjustmentInputSchema.safeParse({ quantity: -3, reason: 'Broken in transit' }).success).toBe(true);
  });
});
