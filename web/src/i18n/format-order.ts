import { toCents } from '@tawreed/domain';
import { formatElapsed, numberFormat } from './format';
import { t } from './index';

/** An exact decimal string as "1,234.50" (no currency), spliced like formatAmount so no precision is lost. */
export function formatAmountPlain(value: string): string {
  const cents = toCents(value);
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const parts = numberFormat('plain2', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).formatToParts(
    Number(abs / 100n),
  );
  const fraction = (abs % 100n).toString().padStart(2, '0');
  const text = parts.map((part) => (part.type === 'fraction' ? fraction : part.value)).join('');
  return negative ? `-${text}` : text;
}

/** Discount percent with one decimal (SPEC §9): "12.5". */
export function formatPercent(value: string | number): string {
  return numberFormat('oneDecimal', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Number(value),
  );
}

/** Attachment sizes in MB with two decimals (SPEC §9): "0.01 MB". */
export function formatFileSize(bytes: number): string {
  return t('common.sizeMb', { size: (bytes / 1_048_576).toFixed(2) });
}

/** "5 minutes ago". */
export function formatAgo(iso: string, now: Date = new Date()): string {
  return t('time.ago', { relative: formatElapsed(iso, now) });
}

/** A duration in hours as "36.5 h", or days past 48 hours: "3.2 days". */
export function formatHours(hours: number): string {
  const format = numberFormat('hours', { maximumFractionDigits: 1 });
  if (hours >= 48) return t('time.days', { value: format.format(hours / 24) });
  return t('time.hours', { value: format.format(hours) });
}
