import { formatSar, toCents } from '@tawreed/domain';
import { locale, t } from './index';

/**
 * Intl formatters for the active locale (en-SA or ar-SA), built once per locale and options.
 * Digits stay Latin (numberingSystem 'latn') in both languages: order ids, codes and amounts
 * read the same on paper, in spreadsheets and on screen, as Saudi business documents do.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  name: string,
  make: (intl: string) => T,
): T {
  const key = `${locale.intl}|${name}`;
  let format = cache.get(key);
  if (!format) {
    format = make(locale.intl);
    cache.set(key, format);
  }
  return format as T;
}

export function numberFormat(name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n:${name}`, (intl) => new Intl.NumberFormat(intl, { numberingSystem: 'latn', ...options }));
}

function dateFormat(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    `d:${name}`,
    (intl) =>
      new Intl.DateTimeFormat(intl, { timeZone: locale.timeZone, numberingSystem: 'latn', ...options }),
  );
}

/** A whole number ("1,234") in the active locale. */
export function formatCount(value: number): string {
  return numberFormat('count', {}).format(value);
}

/** Amounts: exact SAR with two decimals ("SAR 1,234.50", "1,234.50 ر.س."), spliced so no precision is lost. */
export function formatAmount(value: string): string {
  if (locale.language === 'en') return formatSar(value);
  const cents = toCents(value);
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const format = numberFormat('sar', { style: 'currency', currency: 'SAR', minimumFractionDigits: 2 });
  const parts = format.formatToParts(Number(abs / 100n));
  const fraction = (abs % 100n).toString().padStart(2, '0');
  const text = parts.map((part) => (part.type === 'fraction' ? fraction : part.value)).join('');
  return negative ? `-${text}` : text;
}

const gregorianDate = (): Intl.DateTimeFormatOptions =>
  locale.language === 'ar'
    ? { calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric' }
    : { calendar: 'gregory', dateStyle: 'medium' };

/** The Gregorian date alone ("Nov 20, 2026"), Asia/Riyadh. */
export function formatGregorianDate(iso: string | Date): string {
  return dateFormat('date', gregorianDate()).format(new Date(iso));
}

/** The Gregorian date and time alone ("Nov 20, 2026, 12:00 PM"), Asia/Riyadh. */
export function formatGregorianDateTime(iso: string | Date): string {
  const options = gregorianDate();
  return dateFormat('dateTime', {
    ...options,
    ...(options.dateStyle ? { timeStyle: 'short' } : { hour: 'numeric', minute: '2-digit' }),
  }).format(new Date(iso));
}

/** The Umm al-Qura Hijri date ("Jumada II 10, 1448 AH", "10 جمادى الآخرة 1448 هـ"), Asia/Riyadh. */
export function formatHijriDate(iso: string | Date): string {
  return dateFormat('hijri', {
    calendar: 'islamic-umalqura',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

/** A date with its Hijri companion (DESIGN §9): "Nov 20, 2026 · Jumada II 10, 1448 AH". */
export function formatDate(iso: string | Date): string {
  return t('date.withHijri', { date: formatGregorianDate(iso), hijri: formatHijriDate(iso) });
}

/** A date and time with the Hijri date beside it. */
export function formatDateTime(iso: string | Date): string {
  return t('date.withHijri', { date: formatGregorianDateTime(iso), hijri: formatHijriDate(iso) });
}

const UNITS = [
  { unit: 'year', ms: 365 * 24 * 3600_000 },
  { unit: 'month', ms: 30 * 24 * 3600_000 },
  { unit: 'day', ms: 24 * 3600_000 },
  { unit: 'hour', ms: 3600_000 },
  { unit: 'minute', ms: 60_000 },
] as const;

/**
 * A duration in words ("5 minutes", "2 days", "5 دقائق"), largest whole unit, for texts like
 * 'Last seen {relative} ago' whose catalog entry carries the "ago". Intl picks the plural form.
 */
export function formatDuration(ms: number): string {
  const elapsed = Math.max(0, ms);
  for (const { unit, ms: size } of UNITS) {
    if (elapsed >= size) {
      return numberFormat(`unit-${unit}`, { style: 'unit', unit, unitDisplay: 'long' }).format(
        Math.floor(elapsed / size),
      );
    }
  }
  return t('time.lessThanAMinute');
}

/** Time from `iso` until `now`, in words. */
export function formatElapsed(iso: string, now: Date = new Date()): string {
  return formatDuration(now.getTime() - new Date(iso).getTime());
}
