import { describe, expect, it } from 'vitest';
import { validateOrderLine } from './order.js';

const line = { itemCode: 'A1', itemDescription: 'Gauze', publicPrice: '10', quantity: '2' };
const messages = (input: object) => validateOrderLine({ ...line, ...input }).map((issue) => issue.message);

describe('order line limits (JSON and spreadsheet alike)', () => {
  it('refuses a 501-character description and a 101-character item code', () => {
    expect(messages({ itemDescription: 'x'.repeat(500) })).toEqual([]);
    expect(messages({ itemDescription: 'x'.repeat(501) })).toEqual([
      'Item Description must be at most 500 characters',
    ]);
    expect(messages({ itemCode: 'c'.repeat(101) })).toEqual(['Item Code must be at most 100 characters']);
  });

  it('refuses a NUL or escape character in text', () => {
    expect(messages({ itemDescription: 'a\u0000b' })).toEqual([
      'Item Description must not contain control characters',
    ]);
    expect(messages({ itemCode: 'a\u001bb' })).toEqual(['Item Code must not contain control characters']);
  });

  it('refuses amounts beyond numeric(14,2), alone or as price x quantity', () => {
    expect(messages({ publicPrice: '999999999999.99', quantity: '1' })).toEqual([]);
    expect(messages({ publicPrice: '1000000000000' })).toEqual(['Public Price is too large']);
    expect(messages({ bonus: '1e12' })).toContain('Bonus must be a number');
    expect(messages({ bonus: '1000000000000' })).toEqual(['Bonus is too large']);
    expect(messages({ publicPrice: '999999999', quantity: '1000000' })).toEqual([
      'Price x quantity is too large',
    ]);
  });
});
