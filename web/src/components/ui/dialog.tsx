import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { t } from '../../i18n';
import { CloseIcon } from './icons';

export const Dialog = DialogPrimitive.Root;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  /** Wider content such as lists and tables. */
  wide?: boolean;
  /** 'full': 95% of the viewport (the order details modal). */
  size?: 'full';
  /** Where focus goes back on close when the dialog has no DialogTrigger (one opened by hand). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** The modal panel: overlay, focus trap, Escape to close, labelled by its title. */
export function DialogContent({
  title,
  description,
  wide,
  size,
  returnFocusTo,
  children,
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay" />
      <DialogPrimitive.Content
        className={size === 'full' ? 'dialog dialog--full' : wide ? 'dialog dialog--wide' : 'dialog'}
        // Without a description Radix wants aria-describedby set explicitly to undefined.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...(returnFocusTo
          ? {
              onCloseAutoFocus(event: Event) {
                event.preventDefault();
                returnFocusTo.current?.focus();
              },
            }
          : {})}
      >
        <header className="dialog__header">
          <div>
            <DialogPrimitive.Title className="dialog__title">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="dialog__description">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close className="icon-button" aria-label={t('common.close')}>
            <CloseIcon />
          </DialogPrimitive.Close>
        </header>
        <div className="dialog__body">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
