import { useState } from 'react';
import { Button } from './button';

interface ConfirmButtonProps {
  label: string;
  /** What the button says once armed; the second click does it. */
  confirmLabel: string;
  /** What it acts on, in its accessible name ("Revoke: Chrome on Windows"). */
  subject: string;
  busy?: boolean;
  onConfirm(): void;
}

/** A button that asks again in place before it takes something away: the first click arms it. */
export function ConfirmButton({ label, confirmLabel, subject, busy, onConfirm }: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const text = confirming ? confirmLabel : label;
  return (
    <Button
      variant={confirming ? 'destructive' : 'secondary'}
      disabled={busy}
      aria-label={`${text}: ${subject}`}
      onClick={() => (confirming ? onConfirm() : setConfirming(true))}
    >
      {text}
    </Button>
  );
}
