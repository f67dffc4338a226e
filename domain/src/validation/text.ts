import { type Message, msg } from '../messages/core.js';

/**
 * Text and date rules every input is held to before it reaches the database: PostgreSQL refuses
 * a NUL character in text and impossible dates, so they are refused here with a clear message.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule is about control characters
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Why a text is not acceptable, or null: a NUL character (PostgreSQL cannot store one) or any
 * other C0 control character except tab and line breaks.
 */
export function textIssue(value: string, label: Message): Message | null {
  if (value.includes('\u0000')) return msg('fieldNul', { label });
  if (CONTROL.test(value)) return msg('fieldControl', { label });
  return null;
}

/** YYYY-MM-DD naming a real day (2026-02-30 is not one, though Date.parse rolls it over). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export const DATE_MESSAGE = (label: Message) => msg('fieldRealDate', { label });

/**
 * An ISO 8601 date-time naming a real instant (month 1-12, a day the month has, hours < 24),
 * with a four-digit year.
 */
export function isIsoDateTime(text: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.exec(
    text,
  );
  if (!match || !isCalendarDate(match[1]!)) return false;
  const [hours, minutes, seconds = '0'] = [match[2]!, match[3]!, match[4]];
  return (
    Number(hours) < 24 && Number(minutes) < 60 && Number(seconds) < 60 && !Number.isNaN(Date.parse(text))
  );
}
