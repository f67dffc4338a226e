import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../src/i18n';
import { formatAmount, formatDate, formatDateTime, formatDuration } from '../src/i18n/format';

// 20 November 2026, 09:00 UTC = 12:00 in Riyadh; 10 Jumada II 1448 in the Umm al-Qura calendar.
const NOON_RIYADH = '2026-11-20T09:00:00Z';
// 23:30 UTC is already the next day in Riyadh.
const LATE_UTC = '2026-11-20T23:30:00Z';

describe('dates and amounts through Intl (DESIGN §9)', () => {
  afterAll(() => setLanguage('en'));

  // A language's catalog loads on demand (its own chunk): the switch has applied once this settles.
  it('shows en-SA dates with the Umm al-Qura Hijri date beside them, in Asia/Riyadh time', async () => {
    await setLanguage('en');
    expect(formatDate(NOON_RIYADH)).toMatch(/^Nov 20, 2026 · Jumada II 10, 1448 AH$/);
    expect(formatDate(LATE_UTC)).toMatch(/^Nov 21, 2026 · /);
    expect(formatDateTime(NOON_RIYADH)).toMatch(/^Nov 20, 2026, 12:00\sPM · Jumada II 10, 1448 AH$/);
    expect(formatAmount('1234.50')).toMatch(/^SAR\s1,234\.50$/);
  });

  it('shows ar-SA dates, amounts and durations in Arabic with Latin digits', async () => {
    await setLanguage('ar');
    expect(formatDate(NOON_RIYADH)).toBe('20 نوفمبر 2026 · 10 جمادى الآخرة 1448 هـ');
    expect(formatAmount('1234.50')).toContain('1,234.50');
    expect(formatAmount('1234.50')).toContain('ر.س');
    // Exact: a decimal string never goes through binary floating point for its cents.
    expect(formatAmount('0.07')).toContain('0.07');
    expect(formatDuration(3 * 86_400_000)).toBe('3 أيام');
  });
});
