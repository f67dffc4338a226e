import { messageOfIssue } from '@tawreed/domain';
import { messageText } from './index';

// Apart from index.ts: reading a zod issue back as a message needs the domain's English catalog
// (its keys), which the first screen does not otherwise need.
/** A zod issue of a domain schema in the active language (zod's own wording as it is). */
export function issueText(issue: { message: string }): string {
  const keyed = messageOfIssue(issue);
  return keyed ? messageText(keyed) : issue.message;
}
