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
