import { ORDER_ID_SHORT } from '@tawreed/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { t } from '../../../i18n';
import { OrderDetails } from './order-details';

interface OrderDetailsModalProps {
  orderId: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Open this action's dialog on arrival, like the page's ?action=. */
  initialAction?: string | null;
}

/**
 * The order as a modal over the dashboard (SPEC §2): 95% of the viewport wide, the id
 * shortened to 8 characters, everything else as on the page.
 */
export function OrderDetailsModal({ orderId, open, onOpenChange, initialAction }: OrderDetailsModalProps) {
  return (
    <Dialog open={open && Boolean(orderId)} onOpenChange={onOpenChange}>
      {orderId && (
        <DialogContent title={t('order.modalTitle', { id: orderId.slice(0, ORDER_ID_SHORT) })} size="full">
          <OrderDetails
            key={orderId}
            orderId={orderId}
            initialAction={initialAction}
            onRemoved={() => onOpenChange(false)}
            toolbar={
              <div className="page-actions">
                <ButtonLink to={`/orders/${orderId}`} variant="secondary">
                  {t('order.openFullPage')}
                </ButtonLink>
              </div>
            }
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
