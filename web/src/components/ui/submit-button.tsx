import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** A page form's full-width submit button, which says it is working while the call runs. */
export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </Button>
  );
}

interface FormSubmitProps extends SubmitButtonProps {
  /** Unavailable for another reason than the call running (the form is not yet filled in). */
  disabled?: boolean;
  /** The class of the button's own row in the form. */
  className?: string;
}

/** A card form's submit button on its own row, at its own width, saying it is working while the call runs. */
export function FormSubmit({ busy, label, busyLabel, disabled, className }: FormSubmitProps) {
  return (
    <div className={className}>
      <Button type="submit" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}

interface SettingsFormProps extends SubmitButtonProps {
  /** The form's accessible name; by default what it does (its submit label). */
  name?: string;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}

/** A settings card's form: its fields in a column, then its submit button on its own row. */
export function SettingsForm({ name, onSubmit, busy, label, busyLabel, children }: SettingsFormProps) {
  return (
    <form
      className="stack stack--tight settings-form"
      onSubmit={onSubmit}
      aria-label={name ?? label}
      noValidate
    >
      {children}
      <FormSubmit busy={busy} label={label} busyLabel={busyLabel} />
    </form>
  );
}
