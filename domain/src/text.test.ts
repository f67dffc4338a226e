import { describe, expect, it } from 'vitest';
import { cleanDisplayText } from './text.js';

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
