import { describe, expect, it } from 'vitest';
import { addMoney, formatSar, lineGrossValue, lineNetValue, normaliseMoney, toCents } from './money.js';

describe('lineNetValue', () => {
  it('computes exactly and rounds once, half away from zero (DESIGN §1)', () => {
    expect(lineNetValue('8.35', '10', 1)).toBe('7.52');
    expect(lineNetValue('0.1', '0', 3)).toBe('0.30');
    expect(lineNetValue('19.99', '12.5', 7)).toBe('122.44'); // 122.43875
    expect(lineNetValue('100', '100', 5)).toBe('0.00');
    expect(lineNetValue(8.35, 10, 1)).toBe('7.52');
  });

  it('stays exact for large totals where floats drift', () => {
    expect(lineNetValue('99999999.99', '0', 100)).toBe('9999999999.00');
  });
});

describe('sums and formatting', () => {
  it('adds decimal strings without float error', () => {
    expect(addMoney('0.1', '0.2')).toBe('0.30');
    expect(addMoney('1234.5', '-0.05', '0')).toBe('1234.45');
    expect(lineGrossValue('7.52', '1')).toBe('8.52');
  });

  it('normalises and rounds to halalas', () => {
    expect(normaliseMoney('7.5')).toBe('7.50');
    expect(normaliseMoney('8.345')).toBe('8.35');
    expect(normaliseMoney('-8.345')).toBe('-8.35');
    expect(toCents('12')).toBe(1200n);
  });

  it('formats SAR in en-SA with two decimals', () => {
    const text = formatSar('1234567.5');
    expect(text).toMatch(/SAR/);
    expect(text).toMatch(/1,234,567\.50/);
  });
});
