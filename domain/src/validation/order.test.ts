import { describe, expect, it } from 'vitest';
import { computeOrderLine, orderTotal, validateOrder, validateOrderLine } from './order.js';

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
