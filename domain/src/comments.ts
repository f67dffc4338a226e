/**
 * The comment rules (SPEC §5) as zod schemas with the catalog's messages: the service's request
 * schemas, the CLI's options and the portal's dialogs all check a comment with these, so a limit
 * or a message is written once.
 */
import { z } from 'zod';
import {
  APPEAL_COMMENT_MAX,
  APPEAL_COMMENT_MIN,
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
} from './constants.js';
import { type Message, msg } from './messages/core.js';
import { messageOfIssue, zodMessage } from './messages/zod.js';

/** A reviewer's comment on reject or request-changes: 10 to 500 characters once trimmed. */
export const reviewCommentRule = (text: z.ZodString) =>
  text
    .trim()
    .min(REVIEW_COMMENT_MIN, zodMessage(msg('reviewCommentMin')))
    .max(REVIEW_COMMENT_MAX, zodMessage(msg('reviewCommentMax')));

/** An appeal's comment: 3 to 1000 characters once trimmed. */
export const appealCommentRule = (text: z.ZodString) =>
  text
    .trim()
    .min(APPEAL_COMMENT_MIN, zodMessage(msg('appealCommentMin')))
    .max(APPEAL_COMMENT_MAX, zodMessage(msg('appealCommentMax')));

/** The rules on a plain string (the CLI's options, the portal's dialogs); the service applies them to its safe-text field. */
export const reviewCommentSchema = reviewCommentRule(
  z.string({ error: zodMessage(msg('reviewCommentMin')) }),
);
export const appealCommentSchema = appealCommentRule(
  z.string({ error: zodMessage(msg('appealCommentMin')) }),
);

/** The first message a schema answers for `value`, or null when it passes (the portal's inline check). */
export function firstIssue(schema: z.ZodType, value: unknown): Message | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return (issue && messageOfIssue(issue)) ?? msg('validationFailedGeneric');
}
