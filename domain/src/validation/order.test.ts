import { describe, expect, it } from 'vitest';
import { AREAS, areasOfRegion, REGION_AREAS, REGIONS } from '../constants.js';
import { inEnglish, msg } from '../messages/index.js';
import {
  computeOrderLine,
  moneyDecimalsIssue as keyedMoneyDecimalsIssue,
  validateOrder as keyedValidateOrder,
  validateOrderLine as keyedValidateOrderLine,
  ORDER_LINE_LIMITS,
  orderTotal,
} from './order.js';

// The rules answer messages by key; SPEC fixes their English copy, which these tests hold.
const validateOrder = (...args: Parameters<typeof keyedValidateOrder>) =>
  inEnglish(keyedValidateOrder(...args));
const validateOrderLine = (...args: Parameters<typeof keyedValidateOrderLine>) =>
  inEnglish(keyedValidateOrderLine(...args));

const line = {
  itemCode: 'AMX-500',
  itemDescription: 'Amoxicillin 500mg',
  publicPrice: '8.35',
  discount: '10',
  quantity: 1,
};

describe('order lines', () => {
  it('computes net, gross and unit value exactly', () => {
    expect(computeOrderLine({ ...line, bonus: '1' })).toEqual({
      itemCode: 'AMX-500',
      itemDescription: 'Amoxicillin 500mg',
      publicPrice: '8.35',
      discount: '10.00',
      quantity: 1,
      valueUnit: '7.52',
      netValue: '7.52',
      grossValue: '8.52',
      bonus: '1.00',
    });
  });

  it.each([
    [{ itemCode: '' }, 'itemCode', 'Item Code is required'],
    [{ itemDescription: ' ' }, 'itemDescription', 'Item Description is required'],
    [{ quantity: -2 }, 'quantity', 'Quantity must be positive'],
    [{ quantity: 0 }, 'quantity', 'Quantity must be positive'],
    [{ quantity: 1.5 }, 'quantity', 'Quantity must be positive'],
    [{ discount: '100.5' }, 'discount', 'Discount must be between 0 and 100'],
    [{ publicPrice: '-1' }, 'publicPrice', 'Public Price must not be negative'],
    [{ publicPrice: 'abc' }, 'publicPrice', 'Public Price must be a number'],
    [{ bonus: '-3' }, 'bonus', 'Bonus must not be negative'],
  ])('%o -> %s: %s', (override, path, message) => {
    expect(validateOrderLine({ ...line, ...override })).toContainEqual({ path, message });
  });

  it('totals the net values', () => {
    expect(orderTotal([{ netValue: '0.10' }, { netValue: '0.20' }])).toBe('0.30');
  });
});

describe('validateOrder', () => {
  it('names every missing header field and the missing lines with SPEC messages', () => {
    expect(validateOrder({ lines: [] }).map((issue) => issue.message)).toEqual([
      'Client name is required',
      'Order date is required',
      'Medical Company is required',
      'Region is required',
      'Area is required',
      'At least one order line is required',
    ]);
  });

  it('refuses a date that does not exist', () => {
    const issues = validateOrder({
      clientName: 'X',
      orderDate: '2026-02-30',
      medicalCompany: 'Wasama',
      region: 'Western Region',
      area: 'Jeddah',
      lines: [line],
    });
    expect(issues).toEqual([{ path: 'orderDate', message: 'Order date must be a date (YYYY-MM-DD)' }]);
  });

  it('prefixes line issues with their index', () => {
    const issues = validateOrder({
      clientName: 'Al Noor Pharmacy',
      orderDate: '2026-11-21',
      medicalCompany: 'Wasama',
      region: 'Western Region',
      area: 'Jeddah',
      lines: [line, { ...line, quantity: -1 }],
    });
    expect(issues).toEqual([{ path: 'lines.1.quantity', message: 'Quantity must be positive' }]);
  });
});

describe('region and area are linked', () => {
  const order = {
    clientName: 'Al Noor Pharmacy',
    orderDate: '2026-11-21',
    medicalCompany: 'Wasama',
    lines: [line],
  };

  it('refuses an area of another region, by name', () => {
    expect(validateOrder({ ...order, region: 'Eastern Region', area: 'Riyadh' })).toEqual([
      { path: 'area', message: 'Riyadh is not an area of Eastern Region' },
    ]);
  });

  it('accepts every area with its own region, and each area lies in exactly one region', () => {
    for (const region of REGIONS) {
      for (const area of areasOfRegion(region)) expect(validateOrder({ ...order, region, area })).toEqual([]);
    }
    expect(REGIONS.flatMap((region) => REGION_AREAS[region]).sort()).toEqual([...AREAS].sort());
  });
});

describe('amounts the database can hold (numeric(14,2))', () => {
  it('the largest amount is derived from the column: 999999999999.99', async () => {
    const { MAX_AMOUNT } = await import('./order.js');
    expect(MAX_AMOUNT).toBe('999999999999.99');
  });

  it.each([
    [{ publicPrice: '1000000000000' }, 'publicPrice', 'Public Price must be at most 999999999999.99'],
    [{ publicPrice: 1e12 }, 'publicPrice', 'Public Price must be at most 999999999999.99'],
    [{ bonus: 1e12 }, 'bonus', 'Bonus must be at most 999999999999.99'],
    [{ publicPrice: '1'.repeat(60) }, 'publicPrice', 'Public Price must be a number'],
    [{ publicPrice: Number.POSITIVE_INFINITY }, 'publicPrice', 'Public Price must be a number'],
    [
      { publicPrice: '999999999999.99', quantity: 1_000_000 },
      'netValue',
      'Net Value must be at most 999999999999.99',
    ],
    [
      { publicPrice: '999999999999.99', discount: '0', quantity: 1, bonus: '1' },
      'grossValue',
      'Gross Value must be at most 999999999999.99',
    ],
  ])('%o -> %s: %s', (override, path, message) => {
    expect(validateOrderLine({ ...line, ...override })).toContainEqual({ path, message });
  });

  it('an order whose lines each fit but whose total does not is refused', () => {
    const big = { ...line, publicPrice: '600000000000', discount: '0', quantity: 1 };
    const issues = validateOrder({
      clientName: 'Al Shifa',
      orderDate: '2026-11-20',
      medicalCompany: 'Wasama',
      region: 'Riyadh-Central',
      area: 'Riyadh',
      lines: [big, big],
    });
    expect(issues).toEqual([{ path: 'lines', message: 'The order total must be at most 999999999999.99' }]);
  });

  it('a NUL character in an item code or client name is refused by name', () => {
    expect(validateOrderLine({ ...line, itemCode: 'A\u0000' })).toContainEqual({
      path: 'itemCode',
      message: 'Item Code must not contain a NUL character',
    });
  });

  it('more than two decimals in wire money are refused, trailing zeros are not', async () => {
    const moneyDecimalsIssue = (value: string | number, label: 'labelPublicPrice' | 'labelBonus') =>
      inEnglish(keyedMoneyDecimalsIssue(value, msg(label)));
    expect(moneyDecimalsIssue('12.345', 'labelPublicPrice')).toBe(
      'Public Price must have at most 2 decimal places',
    );
    expect(moneyDecimalsIssue(0.001, 'labelBonus')).toBe('Bonus must have at most 2 decimal places');
    expect(moneyDecimalsIssue(1e-7, 'labelBonus')).toBe('Bonus must have at most 2 decimal places');
    expect(moneyDecimalsIssue('12.3400', 'labelPublicPrice')).toBeNull();
    expect(moneyDecimalsIssue(8.35, 'labelPublicPrice')).toBeNull();
  });
});

describe('order line limits (JSON, form and spreadsheet alike)', () => {
  const line = { itemCode: 'A1', itemDescription: 'Gauze', publicPrice: '10', quantity: '2' };
  const messages = (input: object) => validateOrderLine({ ...line, ...input }).map((issue) => issue.message);

  it('refuses a 501-character description and a 101-character item code', () => {
    expect(messages({ itemDescription: 'x'.repeat(ORDER_LINE_LIMITS.itemDescriptionMax) })).toEqual([]);
    expect(messages({ itemDescription: 'x'.repeat(501) })).toEqual([
      'Item Description must be at most 500 characters',
    ]);
    expect(messages({ itemCode: 'c'.repeat(101) })).toEqual(['Item Code must be at most 100 characters']);
  });
});
