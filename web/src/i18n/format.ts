import { formatSar } from '@tawreed/domain';
import { locale, t } from './index';

/** Amounts: exact SAR with two decimals in en-SA (domain/ formats from the decimal string). */
export const formatAmount = formatSar;

// Gregorian calendar and Latin digits: the portal's business dates, whatever the locale's default.
const dateTimeFormat = new Intl.DateTimeFormat(locale.intl, {
  timeZone: locale.timeZone,
  calendar: 'gregory',
  numberingSystem: 'latn',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const dateFormat = new Intl.DateTimeFormat(locale.intl, {
  timeZone: locale.timeZone,
  calendar: 'gregory',
  numberingSystem: 'latn',
  dateStyle: 'medium',
});

export function formatDateTime(iso: string | Date): string {
  return dateTimeFormat.format(new Date(iso));
}

export function formatDate(iso: string | Date): string {
  return dateFormat.format(new Date(iso));
}

const UNITS = [
  { unit: 'year', ms: 365 * 24 * 3600_000 },
  { unit: 'month', ms: 30 * 24 * 3600_000 },
  { unit: 'day', ms: 24 * 3600_000 },
  { unit: 'hour', ms: 3600_000 },
  { unit: 'minute', ms: 60_000 },
] as const;

const unitFormats = new Map(
  UNITS.map(({ unit }) => [
    unit,
    new Intl.NumberFormat(locale.intl, { style: 'unit', unit, unitDisplay: 'long', numberingSystem: 'latn' }),
  ]),
);

/**
 * A duration in words ("5 minutes", "2 days"), largest whole unit, for texts like
 * 'Last seen {relative} ago' whose catalog entry carries the "ago".
 */
export function formatDuration(ms: number): string {
  const elapsed = Math.max(0, ms);
  for (const { unit, ms: size } of UNITS) {
    if (elapsed >= size) return unitFormats.get(unit)!.format(Math.floor(elapsed / size));
  }
  return t('time.lessThanAMinute');
}

/** Time from `iso` until `now`, in words. */
export function formatElapsed(iso: string, now: Date = new Date()): string {
  return formatDuration(now.getTime() - new Date(iso).getTime());
}
