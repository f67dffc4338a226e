import { describe, expect, it } from 'vitest';
import { GS, gs1Date, gtinCheckDigit, isValidGtin, normaliseGtin, parseGs1 } from './gs1.js';
import { inEnglish } from './messages/index.js';

const NOW = new Date('2026-11-23T09:00:00Z');

describe('GTIN check digit (GS1 mod 10)', () => {
  it.each(['09506000134352', '4006381333931', '036000291452', '96385074'])('%s is valid', (gtin) => {
    expect(isValidGtin(gtin)).toBe(true);
  });
  it.each(['09506000134353', '4006381333930', '1234567', '0950600013435X', '', '123456789012345'])(
    '%s is refused',
    (gtin) => expect(isValidGtin(gtin)).toBe(false),
  );
  it('computes the digit and pads to GTIN-14', () => {
    expect(gtinCheckDigit('0950600013435')).toBe(2);
    expect(normaliseGtin('4006381333931')).toBe('04006381333931');
  });
});

describe('GS1 element strings', () => {
  it('reads the parenthesised form in any order', () => {
    expect(parseGs1('(01)09506000134352(17)280131(10)PX24B(21)SN0001', NOW)).toEqual({
      ok: true,
      data: { gtin: '09506000134352', expiry: '2028-01-31', lot: 'PX24B', serial: 'SN0001' },
    });
  });
  it('reads the raw scanner form with FNC1 (GS) after variable fields and a symbology prefix', () => {
    expect(parseGs1(`]d201095060001343521728010010AB-12${GS}21XYZ`, NOW)).toEqual({
      ok: true,
      data: { gtin: '09506000134352', expiry: '2028-01-31', lot: 'AB-12', serial: 'XYZ' },
    });
    expect(parseGs1(`010950600013435210LOT7${GS}17270615`, NOW)).toEqual({
      ok: true,
      data: { gtin: '09506000134352', lot: 'LOT7', expiry: '2027-06-15' },
    });
  });
  it('a day of 00 is the last day of the month; the century slides', () => {
    expect(gs1Date('280200', NOW)).toBe('2028-02-29');
    expect(gs1Date('990101', NOW)).toBe('1999-01-01');
    expect(gs1Date('761231', NOW)).toBe('2076-12-31');
    expect(gs1Date('271301', NOW)).toBeNull();
    expect(gs1Date('270230', NOW)).toBeNull();
  });
  it.each([
    ['(01)09506000134353', '(01) 09506000134353 is not a valid GTIN'],
    ['(17)271340', '(17) 271340 is not a date (YYMMDD)'],
    ['(10)', '(10) must have 1 to 20 characters'],
    [`(10)${'A'.repeat(21)}`, '(10) must have 1 to 20 characters'],
    ['(99)ABC', '(99) is not supported here; use (01), (10), (17) and (21)'],
    ['(10)A(10)B', '(10) appears twice'],
    ['0109506000', '(01) must have 14 digits'],
    ['hello', '(he) is not supported here; use (01), (10), (17) and (21)'],
    ['', 'The GS1 element string is empty'],
    ['(10)LOT 1', '(10) has characters a GS1 lot or serial cannot hold'],
  ])('%j is refused: %s', (input, message) => {
    expect(inEnglish(parseGs1(input, NOW))).toEqual({ ok: false, message });
  });
});
