import type { ComponentProps, ReactNode } from 'react';
import { ActionDialog, ActionForm } from '../../../components/ui/action-dialog';
import { type ToastOptions, toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { actionErrorMessage, useOrderActionMutation } from '../api/action-context';
import type { Order, OrderRef } from '../api/order-actions';

/** What every order action dialog is given: the order as shown, and its open state. */
export interface OrderDialogProps {
  order: Order;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** A dialog's title, description and main button, read from its messages' common prefix. */
export function dialogTexts(
  prefix: 'appealForm' | 'document' | 'reject' | 'requestChanges' | 'delete' | 'withdraw',
) {
  return {
    title: t(`${prefix}.title`),
    description: t(`${prefix}.description`),
    submitLabel: t(`${prefix}.submit`),
  };
}

interface OrderActionOptions {
  /** The success toast's title and description. */
  success: Omit<ToastOptions, 'variant'>;
  /** After the toast: clear the inputs. The dialog then closes unless keepOpen. */
  onSuccess?(): void;
  keepOpen?: boolean;
  onError?(error: unknown): void;
  /** As the dialog closes (the failed call is forgotten too): clear the inputs' errors. */
  onClose?(): void;
  /** Shown for a failure the server does not explain. */
  fallback?: string;
}

/**
 * One order action behind a dialog: the mutation (sent with the version seen on opening), its
 * success toast, and the props of the dialog frame and of its form's message and buttons.
 */
export function useOrderActionDialog<TVariables>(
  { order, open, onOpenChange }: OrderDialogProps,
  run: (seen: OrderRef, variables: TVariables) => Promise<Order | null>,
  { success, onSuccess, keepOpen, onError, onClose, fallback }: OrderActionOptions,
) {
  const mutation = useOrderActionMutation(order, open, run, {
    onSuccess() {
      toast({ variant: 'success', ...success });
      onSuccess?.();
      if (!keepOpen) onOpenChange(false);
    },
    onError,
  });
  return {
    mutation,
    dialog: {
      open,
      onOpenChange,
      onClose() {
        mutation.reset();
        onClose?.();
      },
    },
    form: {
      error: mutation.isError ? actionErrorMessage(mutation.error, fallback) : null,
      busy: mutation.isPending,
      onCancel: () => onOpenChange(false),
    },
  };
}

interface OrderActionDialogProps
  extends Pick<ComponentProps<typeof ActionDialog>, 'title' | 'description' | 'wide'>,
    ComponentProps<typeof ActionForm> {
  /** useOrderActionDialog's `dialog`: open state and what closing resets. */
  dialog: Pick<ComponentProps<typeof ActionDialog>, 'open' | 'onOpenChange' | 'onClose'>;
}

/** The dialog frame around one form: its inputs, the failed call's message and the buttons. */
export function OrderActionDialog({ dialog, title, description, wide, ...form }: OrderActionDialogProps) {
  return (
    <ActionDialog {...dialog} title={title} description={description} wide={wide}>
      <ActionForm {...form} />
    </ActionDialog>
  );
}

interface WideOrderDialogProps extends Pick<OrderDialogProps, 'open' | 'onOpenChange'> {
  /** The common prefix of the dialog's title and description messages. */
  texts: 'edit' | 'delivery';
  children: ReactNode;
}

/** A wide dialog around an order's own steps or form (editing, delivery), titled from its messages. */
export function WideOrderDialog({ texts, open, onOpenChange, children }: WideOrderDialogProps) {
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      wide
    >
      {children}
    </ActionDialog>
  );
}
