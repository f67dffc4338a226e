import type { Context } from 'hono';
import { type ErrorText, renderText, requestLanguage } from './errors.js';

/** An import's row errors as its answer carries them: each message in the caller's language. */
export function renderRowErrors<E extends { message: ErrorText }>(c: Context, errors: readonly E[]) {
  const lang = requestLanguage(c);
  return errors.map((error) => ({ ...error, message: renderText(lang, error.message) }));
}
