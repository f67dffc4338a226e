import { describe, expect, it } from 'vitest';
import { addMoney, beyondTolerance, lineNetValue, percentDifference, percentOf } from './money.js';
import { lineVat, orderVat } from './vat.js';

describe('VAT (DESIGN §12)', () => {
  it('rounds each line once, half away from zero', () => {
    expect(lineVat('0.10', 'S').vatSAR).toBe('0.02'); // 0.015
    expect(lineVat('10.03', 'S').vatSAR).toBe('1.50'); // 1.5045
    expect(lineVat('10.10', 'S').vatSAR).toBe('1.52'); // 1.515
    expect(lineVat('-0.10', 'S').vatSAR).toBe('-0.02');
  });

  it('zero-rates Z lines and treats an unknown item as standard', () => {
    expect(lineVat('500.00', 'Z')).toEqual({ vatCategory: 'Z', vatRatePercent: '0', vatSAR: '0.00' });
    expect(lineVat('500.00', null)).toEqual({ vatCategory: 'S', vatRatePercent: '15', vatSAR: '75.00' });
    expect(lineVat('500.00', 'S', '5').vatSAR).toBe('25.00');
  });

  it('sums a mixed order: a zero-rated and a standard line', () => {
    const lines = [lineVat('513.00', 'Z'), lineVat('10.03', 'S')];
    expect(orderVat(addMoney('513.00', '10.03'), lines)).toEqual({ vatSAR: '1.50', payableSAR: '524.53' });
  });

  it('keeps every halala over 5,000 lines: the order VAT is the exact sum of its lines', () => {
    const nets = Array.from({ length: 5000 }, (_, i) => lineNetValue('0.10', '0', 1 + (i % 7)));
    const lines = nets.map((net) => lineVat(net, 'S'));
    const total = addMoney(...nets);
    const expected = lines.reduce((sum, line) => sum + Math.round(Number(line.vatSAR) * 100), 0);
    const { vatSAR, payableSAR } = orderVat(total, lines);
    expect(vatSAR).toBe((expected / 100).toFixed(2));
    expect(payableSAR).toBe(addMoney(total, vatSAR));
    // Rounded per line, not on the total: 0.015 x 5000 lines would be 75.00 on the sum.
    expect(vatSAR).not.toBe(percentOf(total, '15'));
  });
});

describe('percent helpers', () => {
  it('measures a difference in percent of the reference', () => {
    expect(percentDifference('50.00', '100.00')).toBe('-50.00');
    expect(percentDifference('100.01', '100.00')).toBe('0.01');
    expect(percentDifference('1.00', '3.00')).toBe('-66.67');
  });

  it('compares against a tolerance exactly', () => {
    expect(beyondTolerance('100.00', '100.00', '0')).toBe(false);
    expect(beyondTolerance('100.01', '100.00', '0')).toBe(true);
    expect(beyondTolerance('102.00', '100.00', '2')).toBe(false);
    expect(beyondTolerance('102.01', '100.00', '2')).toBe(true);
    expect(beyondTolerance('97.99', '100.00', '2.0')).toBe(true);
  });
});
