import { z } from '@hono/zod-openapi';
import { msg } from '@tawreed/domain';
import type { Context } from 'hono';
import { AppError } from './errors.js';

/**
 * The order version a caller saw, from If-Match: `7`, `"7"` or `W/"7"`; `*` means any.
 * Answers null when absent (or `*`), and 428 when `required` and absent.
 */
export function readIfMatch(c: Context, required: boolean): number | null {
  const header = c.req.header('if-match')?.trim();
  if (!header) {
    if (required) throw new AppError('PRECONDITION_REQUIRED', msg('ifMatchRequired'));
    return null;
  }
  if (header === '*') return null;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header);
  if (!match) throw new AppError('BAD_REQUEST', msg('ifMatchFormat'));
  return Number(match[1]);
}

/**
 * The If-Match header of an order operation. Required in the contract where readIfMatch(c, true)
 * answers 428 without it; optional in the schema either way, so its absence reaches the handler
 * and answers 428 (not a 422 from validation).
 */
export const ifMatchHeaders = (required: boolean) =>
  z.object({
    'if-match': z
      .string()
      .optional()
      .openapi({
        param: { required },
        description: required
          ? 'The order version last seen (plain 7 or quoted "7", as in the ETag); required: 428 without it, 412 when the order changed since'
          : 'The order version last seen (plain 7 or quoted "7", as in the ETag); when sent and stale, 412',
        example: '"7"',
      }),
  });
