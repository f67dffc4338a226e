/**
 * zod carries an issue's message as a string; a rule of the domain writes its message there as
 * the message's own `{key, params}` (JSON), so whoever reads the issue gets the key back without
 * reading any sentence. zod's own wording (a field missing, a wrong type) is not one of these.
 */
import type { Message } from './core.js';
import { isMessageKey } from './keys.js';

/** The zod message for `message`: pass it where zod takes a message or an `error`. */
export const zodMessage = (message: Message): string => JSON.stringify(message);

/** The message a domain rule wrote into a zod issue, or null for zod's own wording. */
export function messageOfIssue(issue: { message: string }): Message | null {
  if (!issue.message.startsWith('{"key":')) return null;
  try {
    const value = JSON.parse(issue.message) as { key?: unknown; params?: unknown };
    if (typeof value.key !== 'string' || !isMessageKey(value.key)) return null;
    if (typeof value.params !== 'object' || value.params === null) return null;
    return value as Message;
  } catch {
    return null;
  }
}
