import type { Context } from 'hono';
import { AppError } from './errors.js';

/**
 * The order version a caller saw, from If-Match: `7`, `"7"` or `W/"7"`; `*` means any.
 * Answers null when absent (or `*`), and 428 when `required` and absent.
 */
export function readIfMatch(c: Context, required: boolean): number | null {
  const header = c.req.header('if-match')?.trim();
  if (!header) {
    if (required)
      throw new AppError('PRECONDITION_REQUIRED', 'Send If-Match with the order version you last saw');
    return null;
  }
  if (header === '*') return null;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header);
  if (!match) throw new AppError('BAD_REQUEST', 'If-Match must be the order version, e.g. "7"');
  return Number(match[1]);
}

export const ifMatchHeader = (required: boolean) => ({
  'if-match': {
    description: `The order version last seen (plain 7 or quoted "7")${required ? '; required' : ''}`,
    required,
  },
});
