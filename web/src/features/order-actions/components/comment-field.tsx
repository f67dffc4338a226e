import type { TextareaHTMLAttributes } from 'react';
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
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
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
    </div>
  );
}
