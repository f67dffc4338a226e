import type { BadgeTone } from '../../../components/ui/badge';
import { t } from '../../../i18n';
import type { OrderAvailability, OrderLineStock } from '../api/inventory';

// Apart from the order page's stock section, so the dashboard's rows carry only this.
export type StockState = OrderAvailability | OrderLineStock['state'];

export const AVAILABILITY_TONE: Record<StockState, BadgeTone> = {
  untracked: 'neutral',
  reserved: 'success',
  available: 'success',
  shipped: 'neutral',
  partial: 'warning',
  short: 'danger',
  unavailable: 'danger',
  none: 'neutral',
};

/**
 * The order list's compact indicator for staff: a coloured mark named by its text (title and
 * accessible name), so the status cell keeps its own text.
 */
export function StockIndicator({ state }: { state: OrderAvailability }) {
  const label = t('stock.order', { state: t(`stock.state.${state}`) });
  return (
    <span
      className={`stock-indicator stock-indicator--${AVAILABILITY_TONE[state]}`}
      data-stock={state}
      role="img"
      aria-label={label}
      title={label}
    />
  );
}
