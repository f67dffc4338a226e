import { describe, expect, it } from 'vitest';
import { renderStored } from './messages/index.js';
import { applicablePriceList, priceCheck, priceFindingSeverity } from './prices.js';

const lists = [
  { id: 'default', validFrom: null, validTo: null, isDefault: true },
  { id: 'tender', validFrom: '2026-01-01', validTo: '2026-12-31', isDefault: false },
];

describe('the applicable price list (DESIGN §12)', () => {
  it('prices a client on a tender list from it while it is valid, then from the default', () => {
    expect(applicablePriceList(lists, 'tender', '2026-11-26')?.id).toBe('tender');
    expect(applicablePriceList(lists, 'tender', '2027-01-01')?.id).toBe('default');
    expect(applicablePriceList(lists, 'tender', '2025-12-31')?.id).toBe('default');
    expect(applicablePriceList(lists, null, '2026-11-26')?.id).toBe('default');
    expect(applicablePriceList([lists[1]!], null, '2026-11-26')).toBeNull();
  });
});

describe('the price check', () => {
  const prices = new Map([
    ['INS-100', '45.00'],
    ['GLV-M', '12.50'],
  ]);
  const inventory = new Set(['INS-100', 'GLV-M', 'SYR-5']);
  const known = (code: string) => inventory.has(code);

  it('flags a line priced at half the list price, with expected, given and the difference', () => {
    const warnings = priceCheck([{ row: 2, itemCode: 'INS-100', publicPrice: '22.5' }], prices, known);
    expect(warnings).toEqual([
      expect.objectContaining({
        row: 2,
        itemCode: 'INS-100',
        code: 'PRICE_MISMATCH',
        params: {
          row: 2,
          itemCode: 'INS-100',
          expectedSAR: '45.00',
          givenSAR: '22.50',
          differencePercent: '-50.00',
        },
      }),
    ]);
    expect(renderStored('en', warnings[0]!.key, warnings[0]!.params)).toContain('45.00');
  });

  it('accepts the list price and, with a tolerance, a price within it', () => {
    expect(priceCheck([{ row: 2, itemCode: 'GLV-M', publicPrice: '12.50' }], prices, known)).toEqual([]);
    const near = [{ row: 3, itemCode: 'GLV-M', publicPrice: '12.75' }];
    expect(priceCheck(near, prices, known, '2')).toEqual([]);
    expect(priceCheck(near, prices, known, '1.99')).toHaveLength(1);
  });

  it('says an item is unknown only when neither the list nor the inventory knows it', () => {
    const lines = [
      { row: 2, itemCode: 'SYR-5', publicPrice: '3.00' },
      { row: 3, itemCode: 'XYZ-999', publicPrice: '3.00' },
    ];
    expect(priceCheck(lines, prices, known).map((w) => [w.row, w.code])).toEqual([[3, 'UNKNOWN_ITEM']]);
    // No list applies: prices are not checked, unknown items still are.
    expect(priceCheck(lines, null, known).map((w) => w.code)).toEqual(['UNKNOWN_ITEM']);
  });

  it('needs an override over a mismatch; an unknown item is information unless strict', () => {
    expect(priceFindingSeverity('PRICE_MISMATCH', false)).toBe('override');
    expect(priceFindingSeverity('UNKNOWN_ITEM', false)).toBe('info');
    expect(priceFindingSeverity('UNKNOWN_ITEM', true)).toBe('override');
  });
});
