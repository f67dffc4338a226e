import { type ChangeEvent, type TextareaHTMLAttributes, useState } from 'react';
import { LabelledField } from '../../../components/ui/field';
import { t } from '../../../i18n';

interface CommentFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  id: string;
  label: string;
  value: string;
  max: number;
  error?: string | null;
  hint?: string;
}

/** A textarea with SPEC §5's live character counter and its validation message. */
export function CommentField({ id, label, value, max, error, hint, ...textarea }: CommentFieldProps) {
  const counterId = `${id}-counter`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, counterId]
    .filter(Boolean)
    .join(' ');
  return (
    <LabelledField id={id} label={label}>
      <textarea
        id={id}
        className="input textarea"
        rows={4}
        maxLength={max}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      <div className="field__meta">
        <span>
          {error && (
            <span id={`${id}-error`} className="field__error">
              {error}
            </span>
          )}
          {hint && !error && (
            <span id={`${id}-hint`} className="field__hint">
              {hint}
            </span>
          )}
        </span>
        <span id={counterId} className="field__counter">
          {t('actions.counter', { count: value.length, max })}
        </span>
      </div>
    </LabelledField>
  );
}

/**
 * A comment checked on submit, then again as it is typed once it has failed. `field` goes to
 * CommentField; `checked()` returns the trimmed text, or null after showing the problem and
 * moving focus to the field.
 */
export function useCheckedComment(id: string, check: (text: string) => string | null) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    field: {
      id,
      value,
      error,
      onChange(event: ChangeEvent<HTMLTextAreaElement>) {
        setValue(event.target.value);
        if (error) setError(check(event.target.value));
      },
    },
    checked(): string | null {
      const problem = check(value);
      setError(problem);
      if (!problem) return value.trim();
      document.getElementById(id)?.focus();
      return null;
    },
    clear: () => setValue(''),
    forgetError: () => setError(null),
  };
}
