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
  type MessageKey,
  moneyDecimalsIssue,
  msg,
  textIssue,
  zodMessage,
} from '@tawreed/domain';

/** A field's name, as a key of the catalog (`labelClientName`), shown in the reader's language. */
export type LabelKey = Extract<MessageKey, `label${string}`>;
const labelOf = (key: LabelKey) => msg(key as 'labelNotes');

/** A string with no NUL or other control characters (tabs and line breaks allowed), at most `max` long. */
export const safeText = (label: LabelKey, max: number, typeError?: string) =>
  z
    .string(typeError ? { error: typeError } : undefined)
    .max(max, zodMessage(msg('fieldMaxChars', { label: labelOf(label), max })))
    .superRefine((value, ctx) => {
      const issue = textIssue(value, labelOf(label));
      if (issue) ctx.addIssue({ code: 'custom', message: zodMessage(issue) });
    });

/**
 * A name shown to other people (client name, representative): NUL refused with a clear message,
 * then bidi overrides, zero-width and control characters removed and the rest trimmed.
 */
export const displayName = (label: LabelKey, max: number) =>
  z
    .string()
    .max(max, zodMessage(msg('fieldMaxChars', { label: labelOf(label), max })))
    .superRefine((value, ctx) => {
      if (value.includes('\u0000'))
        ctx.addIssue({ code: 'custom', message: zodMessage(textIssue(value, labelOf(label))!) });
    })
    .overwrite(cleanDisplayText);

/** An amount on the wire: a decimal string or a JSON number, at most two decimals. */
export const moneyInput = (label: LabelKey) =>
  z.union([safeText(label, 40), z.number()]).superRefine((value, ctx) => {
    const issue = moneyDecimalsIssue(value, labelOf(label));
    if (issue) ctx.addIssue({ code: 'custom', message: zodMessage(issue) });
  });

/** YYYY-MM-DD naming a real day. */
export const calendarDate = (label: LabelKey) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, zodMessage(msg('fieldUseDateFormat', { label: labelOf(label) })))
    .refine(isCalendarDate, zodMessage(DATE_MESSAGE(labelOf(label))))
    .openapi({ format: 'date', example: '2026-11-21' });
