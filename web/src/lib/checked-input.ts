import { issueText } from '../i18n/issue-text';

interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

export type SafeParseResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly Issue[] } };

/**
 * A form's input checked by its domain schema: shows each failing field's message (in the
 * reader's language) through `setErrors`, or clears them, and gives the parsed input back
 * only when it passed.
 */
export function checkedInput<T>(
  result: SafeParseResult<T>,
  setErrors: (errors: Record<string, string>) => void,
): T | null {
  if (result.success) {
    setErrors({});
    return result.data;
  }
  setErrors(
    Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issueText(issue)])),
  );
  return null;
}
