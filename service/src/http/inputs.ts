/**
 * The zod forms of domain/'s input rules, for request schemas: text the database can store,
 * display names cleaned of invisible characters, wire money, real dates. A request breaking one
 * answers 422 VALIDATION_FAILED before anything reaches the database.
 */
import { z } from '@hono/zod-openapi';
import {
  cleanDisplayText,
  DATE_MESSAGE,
  isCalendarDate,
  moneyDecimalsIssue,
  textIssue,
} from '@tawreed/domain';

/** A string with no NUL or other control characters (tabs and line breaks allowed), at most `max` long. */
export const safeText = (label: string, max: number, typeError?: string) =>
  z
    .string(typeError ? { error: typeError } : undefined)
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      const issue = textIssue(value, label);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    });

/**
 * A name shown to other people (client name, representative): NUL refused with a clear message,
 * then bidi overrides, zero-width and control characters removed and the rest trimmed.
 */
export const displayName = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      if (value.includes('\u0000')) ctx.addIssue({ code: 'custom', message: textIssue(value, label)! });
    })
    .overwrite(cleanDisplayText);

/** An amount on the wire: a decimal string or a JSON number, at most two decimals. */
export const moneyInput = (label: string) =>
  z.union([safeText(label, 40), z.number()]).superRefine((value, ctx) => {
    const issue = moneyDecimalsIssue(value, label);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

/** YYYY-MM-DD naming a real day. */
export const calendarDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: use YYYY-MM-DD`)
    .refine(isCalendarDate, DATE_MESSAGE(label))
    .openapi({ format: 'date', example: '2026-11-21' });
