import { describe, expect, it } from 'vitest';
import { inEnglish, msg } from './messages/index.js';
import { cleanDisplayText } from './text.js';
import { isCalendarDate, isIsoDateTime, textIssue } from './validation/text.js';

describe('cleanDisplayText', () => {
  it('removes a right-to-left override that makes an executable look like a PDF', () => {
    expect(cleanDisplayText('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('removes embeddings, isolates, zero-width characters and the BOM', () => {
    expect(cleanDisplayText('\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069h')).toBe('abcdefgh');
    expect(cleanDisplayText('\uFEFFpay\u200Bpal\u200C\u200D\u200E\u200F.pdf')).toBe('paypal.pdf');
  });

  it('removes C0 and C1 control characters (NUL, line breaks, escape, U+0085) and trims', () => {
    expect(cleanDisplayText('  a\u0000b\r\nc\u001b[31md\u007fe\u0085f\u009f  ')).toBe('abc[31mdef');
  });

  it('keeps Arabic, accents, emoji and ordinary punctuation', () => {
    expect(cleanDisplayText('فاتورة – Café 🧾 (v2).pdf')).toBe('فاتورة – Café 🧾 (v2).pdf');
  });
});

describe('display names', () => {
  it('a right-to-left override cannot reverse how a client name reads', () => {
    expect(cleanDisplayText('Al Shifa \u202Egpj.exe\u202C')).toBe('Al Shifa gpj.exe');
    expect(cleanDisplayText('\u2066Name\u2069')).toBe('Name');
  });

  it('zero-width characters, the byte-order mark and control characters are removed, then trimmed', () => {
    expect(cleanDisplayText('\uFEFF Al\u200B Shifa\u200D\u200F \u0007\u0085')).toBe('Al Shifa');
    expect(cleanDisplayText('line\nbreak\ttab\u0000')).toBe('linebreaktab');
  });

  it('Arabic and other visible text is kept as typed', () => {
    expect(cleanDisplayText('  صيدلية الشفاء  ')).toBe('صيدلية الشفاء');
  });
});

describe('text that reaches the database', () => {
  it('a NUL character is refused with a clear message', () => {
    expect(inEnglish(textIssue('abc\u0000', msg('labelClientName')))).toBe(
      'Client name must not contain a NUL character',
    );
  });

  it('other control characters are refused, tabs and line breaks are not', () => {
    expect(inEnglish(textIssue('a\u001Bb', msg('labelNotes')))).toBe(
      'Notes must not contain control characters',
    );
    expect(textIssue('first line\r\nsecond\tline', msg('labelNotes'))).toBeNull();
  });
});

describe('dates', () => {
  it.each(['2020-13-45', '9999-99-99', '2026-02-30', '2026-2-3', ''])('%s is not a date', (text) => {
    expect(isCalendarDate(text)).toBe(false);
  });

  it('a leap day is a date only in a leap year', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });

  it.each(['2020-13-45T00:00:00Z', '2026-11-25T24:00:00Z', '2026-11-25', '+275760-09-13T00:00:00Z'])(
    '%s is not a date-time',
    (text) => {
      expect(isIsoDateTime(text)).toBe(false);
    },
  );

  it('an ISO date-time with an offset is one', () => {
    expect(isIsoDateTime('2026-11-25T10:30:00.000Z')).toBe(true);
    expect(isIsoDateTime('2026-11-25T10:30:00+03:00')).toBe(true);
  });
});
