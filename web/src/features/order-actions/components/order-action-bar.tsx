import { isOrderAction, type OrderAction } from '@tawreed/domain';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import type { Order } from '../api/order-actions';
import { AppealDialog } from './appeal-dialog';
import { ApproveDialog } from './approve-dialog';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { DeleteOrderDialog } from './delete-order-dialog';
import { type DeliveryAction, DeliveryDialog } from './delivery-dialog';
import { EditOrderDialog } from './edit-order-dialog';
import { PrintDialog } from './print-dialog';
import { ReviewCommentDialog } from './review-comment-dialog';

/** One button of the bar and the dialog it opens; several actions can share one dialog. */
type DialogKind =
  | 'approve'
  | 'resubmit'
  | 'mark-ready'
  | 'reject'
  | 'request-changes'
  | 'edit'
  | 'delete'
  | 'print'
  | 'appeal'
  | 'delivery';

const DIALOG_OF: Partial<Record<OrderAction, DialogKind>> = {
  approve: 'approve',
  resubmit: 'resubmit',
  'mark-ready': 'mark-ready',
  reject: 'reject',
  'request-changes': 'request-changes',
  edit: 'edit',
  delete: 'delete',
  withdraw: 'delete',
  print: 'print',
  appeal: 'appeal',
  dispatch: 'delivery',
  transport: 'delivery',
  deliver: 'delivery',
  'not-delivered': 'delivery',
};

/** The bar's order; the appeal decisions live in the Appeal Submitted panel, 'submit' is the system's. */
const BUTTONS: ReadonlyArray<{ kind: DialogKind; actions: OrderAction[]; variant: ButtonVariant }> = [
  { kind: 'edit', actions: ['edit'], variant: 'secondary' },
  { kind: 'resubmit', actions: ['resubmit'], variant: 'primary' },
  { kind: 'approve', actions: ['approve'], variant: 'primary' },
  { kind: 'request-changes', actions: ['request-changes'], variant: 'secondary' },
  { kind: 'reject', actions: ['reject'], variant: 'destructive' },
  { kind: 'appeal', actions: ['appeal'], variant: 'primary' },
  { kind: 'mark-ready', actions: ['mark-ready'], variant: 'primary' },
  { kind: 'print', actions: ['print'], variant: 'primary' },
  { kind: 'delivery', actions: ['dispatch', 'transport', 'deliver', 'not-delivered'], variant: 'primary' },
  { kind: 'delete', actions: ['delete', 'withdraw'], variant: 'destructive' },
];

function buttonLabel(kind: DialogKind, order: Order): string {
  if (kind === 'delivery') return t('actions.manageDelivery');
  if (kind === 'delete')
    return t(`orderAction.${order.allowedActions.includes('delete') ? 'delete' : 'withdraw'}`);
  return t(`orderAction.${kind}`);
}

/** Actions the Appeal Submitted panel offers instead of the bar. */
export const PANEL_ACTIONS: readonly string[] = ['accept-appeal', 'reject-appeal'];

interface OrderActionBarProps {
  order: Order;
  /** Open this action's dialog once (the dashboard's ?action=), when the order allows it. */
  initialAction?: string | null;
  /** Called once the initial action was handled (opened, or found unavailable). */
  onInitialActionHandled?(): void;
}

/**
 * The footer's buttons, built only from the order's allowedActions (DESIGN §1: the server
 * decides, the portal never re-derives permissions), and their dialogs.
 */
export function OrderActionBar({ order, initialAction, onInitialActionHandled }: OrderActionBarProps) {
  const [open, setOpen] = useState<DialogKind | null>(null);
  const [deliveryAction, setDeliveryAction] = useState<DeliveryAction | undefined>();
  const handled = useRef(false);
  const allowed = new Set<string>(order.allowedActions);
  const buttons = BUTTONS.filter((button) => button.actions.some((action) => allowed.has(action)));

  useEffect(() => {
    if (!initialAction || handled.current || PANEL_ACTIONS.includes(initialAction)) return;
    handled.current = true;
    const kind = DIALOG_OF[initialAction as OrderAction];
    if (kind && allowed.has(initialAction)) {
      if (kind === 'delivery') setDeliveryAction(initialAction as DeliveryAction);
      setOpen(kind);
    } else {
      const label = isOrderAction(initialAction) ? t(`orderAction.${initialAction}`) : initialAction;
      toast({ variant: 'info', title: t('actions.notAvailable', { action: label }) });
    }
    onInitialActionHandled?.();
  });

  const dialogProps = (kind: DialogKind) => ({
    order,
    open: open === kind,
    onOpenChange: (next: boolean) => {
      setOpen(next ? kind : null);
      if (!next) setDeliveryAction(undefined);
    },
  });

  return (
    <>
      {buttons.length > 0 ? (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons outside any form, not a fieldset
        <div className="action-bar" role="group" aria-label={t('order.actionsLabel')}>
          {buttons.map((button) => (
            <Button key={button.kind} variant={button.variant} onClick={() => setOpen(button.kind)}>
              {buttonLabel(button.kind, order)}
            </Button>
          ))}
        </div>
      ) : (
        // The appeal decision, when it is this user's, sits in the Appeal Submitted panel.
        !order.allowedActions.some((action) => PANEL_ACTIONS.includes(action)) && (
          <p className="muted action-bar__empty">{t('order.noActions')}</p>
        )
      )}
      {/* Dialogs stay mounted by state, not by allowedActions: a finished step may show its result. */}
      <ApproveDialog {...dialogProps('approve')} />
      <ConfirmActionDialog action="resubmit" {...dialogProps('resubmit')} />
      <ConfirmActionDialog action="mark-ready" {...dialogProps('mark-ready')} />
      <ReviewCommentDialog action="reject" {...dialogProps('reject')} />
      <ReviewCommentDialog action="request-changes" {...dialogProps('request-changes')} />
      <EditOrderDialog {...dialogProps('edit')} />
      <DeleteOrderDialog {...dialogProps('delete')} />
      <PrintDialog {...dialogProps('print')} />
      <AppealDialog {...dialogProps('appeal')} />
      {open === 'delivery' && <DeliveryDialog {...dialogProps('delivery')} initialAction={deliveryAction} />}
    </>
  );
}
