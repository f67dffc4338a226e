import type { FormEvent, ReactNode, RefObject } from 'react';
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
  /** Called as the dialog closes, before onOpenChange: forget the failed call and the input's errors. */
  onClose?(): void;
  /** Where focus goes back on close when the dialog has no DialogTrigger (one opened by hand). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** The frame of every action dialog (Radix Dialog: focus trap, Escape, labelled by its title). */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  wide,
  onClose,
  returnFocusTo,
  children,
}: ActionDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose?.();
        onOpenChange(next);
      }}
    >
      <DialogContent title={title} description={description} wide={wide} returnFocusTo={returnFocusTo}>
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

interface ActionFormProps extends DialogFooterProps {
  /** The failed call's message, shown above the buttons. */
  error: string | null;
  /** With inputs: a form that checks them on submit. Without: the main button's onSubmit acts. */
  onFormSubmit?(event: FormEvent): void;
  /** The message above the inputs rather than beneath them. */
  errorFirst?: boolean;
  /** Classes beside `form`, and the form's accessible name (a form outside a dialog). */
  className?: string;
  label?: string;
  children?: ReactNode;
}

/** A dialog's body: its inputs (if any), the failed call's message and the footer's buttons. */
export function ActionForm({
  error,
  onFormSubmit,
  errorFirst,
  className,
  label,
  children,
  ...footer
}: ActionFormProps) {
  const message = <ActionError message={error} />;
  const body = (
    <>
      {errorFirst && message}
      {children}
      {!errorFirst && message}
      <DialogFooter {...footer} />
    </>
  );
  const classes = className ? `form ${className}` : 'form';
  if (!onFormSubmit) return <div className={classes}>{body}</div>;
  return (
    <form className={classes} aria-label={label} onSubmit={onFormSubmit} noValidate>
      {body}
    </form>
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
