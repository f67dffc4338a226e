import { TawreedApiError } from '@tawreed/sdk';
import { useState } from 'react';
import { t } from '../../i18n';
import { checkedInput, type SafeParseResult } from '../../lib/checked-input';
import { errorMessage } from '../../lib/errors';
import { useFormValues } from './field';

/** Field errors a failed call names (422 details.issues) by field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TawreedApiError)) return {};
  const issues = error.details?.issues;
  if (!Array.isArray(issues)) return {};
  return Object.fromEntries(
    issues
      .filter((issue): issue is { path: string; message: string } => typeof issue?.path === 'string')
      .map((issue) => [issue.path, issue.message]),
  );
}

/**
 * Where a failed save's message belongs: under the field it names (422), or under `field` for a
 * 409 only that field can cause (a taken code), else above the form (`null` field errors).
 */
export function placeServerError(
  error: unknown,
  conflictField: string | null,
): { fields: Record<string, string>; general: boolean } {
  const fields = serverFieldErrors(error);
  if (Object.keys(fields).length) return { fields, general: false };
  if (conflictField && error instanceof TawreedApiError && error.status === 409)
    return { fields: { [conflictField]: error.serverMessage }, general: false };
  return { fields: {}, general: true };
}

/** Moves the focus to the first field shown in error (after React has rendered the messages). */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** A whole-number field's text as the domain's schema reads it: empty is not a number. */
export const wholeNumber = (text: string) => (text.trim() ? Number(text) : Number.NaN);

/**
 * A save form's errors: by field (the domain's checks and the server's 422s and 409s) and,
 * when a failure names no field, the server's message above the form.
 */
function useFormErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState(false);
  return {
    errors,
    setErrors,
    /** The domain's check passed or failed afresh: the last failure's message above the form goes. */
    checked() {
      setGeneral(false);
    },
    /** A failed save: each message where it belongs (`placeServerError`), the focus on the first. */
    failed(error: unknown, conflictField: string | null, form: HTMLFormElement) {
      const placed = placeServerError(error, conflictField);
      setErrors(placed.fields);
      setGeneral(placed.general);
      focusFirstInvalid(form);
    },
    reset() {
      setErrors({});
      setGeneral(false);
    },
    /** The message above the form, or null. */
    generalMessage(save: { isError: boolean; error: unknown }) {
      return general && save.isError ? errorMessage(save.error, t('common.genericError')) : null;
    },
  };
}

/**
 * A form that saves one thing: its text values and its errors (useFormErrors). `field(name)` gives a TextField
 * its id (`<idPrefix>-<name>`), value, onChange and error; `check` reads the domain's verdict on
 * submit.
 */
export function useSaveForm<T extends Record<string, string>>(initial: T, idPrefix: string) {
  const { values, setValues, field } = useFormValues(initial, idPrefix);
  const errors = useFormErrors();
  return {
    ...errors,
    values,
    field: (name: keyof T & string) => ({ ...field(name), error: errors.errors[name] }),
    /** Forgets the input and its errors (the dialog closes). */
    clear() {
      setValues(initial);
      errors.reset();
    },
    /** The input the domain's schema passed, or null: its messages shown, the focus on the first. */
    check<R>(form: HTMLFormElement, result: SafeParseResult<R>): R | null {
      const input = checkedInput(result, errors.setErrors);
      errors.checked();
      if (!input) focusFirstInvalid(form);
      return input;
    },
  };
}
