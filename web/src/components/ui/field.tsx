import { MEDICAL_COMPANIES } from '@tawreed/domain';
import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
  useState,
} from 'react';

interface FieldShellProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A field's frame: its label, naming the control inside by id. */
export function LabelledField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  /** Classes beside `field`: the field's place in its form. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  return (
    <LabelledField id={id} label={label}>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </LabelledField>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

export function TextField({ id, label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={['input', className ?? ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldShell>
  );
}

/** A password input: masked, and offered to the password manager as a new one unless told. */
export function PasswordField({ autoComplete = 'new-password', ...field }: TextFieldProps) {
  return <TextField type="password" autoComplete={autoComplete} {...field} />;
}

/** An e-mail address, required, with the browser's e-mail keyboard and autofill. */
export function EmailField(field: TextFieldProps) {
  return <TextField type="email" autoComplete="email" inputMode="email" required {...field} />;
}

/** A code typed or scanned as it stands (an item code, a GTIN): no autofill, no spelling check. */
export function CodeField(field: TextFieldProps) {
  return <TextField autoComplete="off" spellCheck={false} {...field} />;
}

/**
 * A form's text values, one state: `bind(name)` gives an input its value and its onChange, and
 * `field(name)` those and its id, `<idPrefix>-<name>` (a prefix unique on the page unless given).
 * Shape errors are the form's own business (each form words them as its rules say).
 */
export function useFormValues<T extends Record<string, string>>(initial: T, idPrefix?: string) {
  const [values, setValues] = useState(initial);
  const uniqueId = useId();
  const bind = (name: keyof T) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return {
    values,
    setValues,
    bind,
    field: (name: keyof T & string) => ({ id: `${idPrefix ?? uniqueId}-${name}`, ...bind(name) }),
  };
}

interface RequiredFieldOptions {
  /** Said under the field when the form is sent with it empty. */
  required: string;
  /** Whether the form's call is running. */
  busy: boolean;
  /** Sends the value; `refuse` shows why it was not taken under the field. */
  send(value: string, refuse: (message: string) => void): void;
  /** Puts the focus back on the field when it is refused. */
  focusOnRefusal?: boolean;
}

/**
 * A form's one required text field (a passkey's name, a fresh code): `input` gives the field its
 * id, value, onChange and error, and `form` gives the form its onSubmit (an empty field refused,
 * else its value sent) and whether it is busy.
 */
export function useRequiredField({ required, busy, send, focusOnRefusal }: RequiredFieldOptions) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refuse = (message: string) => {
    setError(message);
    if (focusOnRefusal) document.getElementById(id)?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return refuse(required);
    setError(undefined);
    send(value, refuse);
  };
  return {
    input: {
      id,
      value,
      error,
      onChange: (event: { target: { value: string } }) => setValue(event.target.value),
    },
    form: { onSubmit, busy },
  };
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  placeholder?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A native select: keyboard, screen-reader and mobile behaviour come for free. */
export function SelectField({ id, label, hint, error, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className="input select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

const COMPANY_OPTIONS = MEDICAL_COMPANIES.map((company) => ({ value: company, label: company }));

/** One of the medical companies, chosen after the placeholder. */
export function CompanyField(field: Omit<SelectFieldProps, 'options'> & { placeholder: string }) {
  return <SelectField options={COMPANY_OPTIONS} {...field} />;
}
