import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

interface ActionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The frame of every action dialog (Radix Dialog: focus trap, Escape, labelled by its title). */
export function ActionDialog({ open, onOpenChange, title, description, wide, children }: ActionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} wide={wide}>
        {children}
      </DialogContent>
    </Dialog>
  );
}

interface DialogFooterProps {
  onCancel(): void;
  submitLabel: string;
  busy: boolean;
  variant?: 'primary' | 'destructive';
  /** Submit button outside a form: called on click. */
  onSubmit?(): void;
  disabled?: boolean;
  cancelLabel?: string;
}

/** Cancel and the dialog's main button, which reads 'Saving...' while the call runs. */
export function DialogFooter({
  onCancel,
  submitLabel,
  busy,
  variant = 'primary',
  onSubmit,
  disabled,
  cancelLabel = t('actions.cancel'),
}: DialogFooterProps) {
  return (
    <div className="dialog-actions">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        variant={variant}
        onClick={onSubmit}
        disabled={busy || disabled}
        aria-busy={busy || undefined}
      >
        {busy ? t('actions.busy') : submitLabel}
      </Button>
    </div>
  );
}

/** The server's message (or the version-conflict notice) above the buttons. */
export function ActionError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="error" title={t('actions.failed')}>
      {message}
    </Alert>
  );
}
