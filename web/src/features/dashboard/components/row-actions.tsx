import type { OrderAction } from '@tawreed/domain';
import { ActionMenu } from '../../../components/ui/action-menu';
import { Button } from '../../../components/ui/button';
import { EyeIcon, MoreIcon } from '../../../components/ui/icons';
import { Tooltip } from '../../../components/ui/tooltip';
import { t } from '../../../i18n';
import type { OrderSummary } from '../api/get-orders';

/**
 * The action a row offers as its one visible button: the step that moves the order forward.
 * Every other allowed action sits in the row's More actions menu.
 */
const PRIMARY_ORDER: readonly OrderAction[] = [
  'approve',
  'resubmit',
  'mark-ready',
  'print',
  'dispatch',
  'transport',
  'deliver',
  'accept-appeal',
  'appeal',
  'edit',
];

const DESTRUCTIVE = new Set<OrderAction>(['reject', 'delete', 'withdraw', 'reject-appeal', 'not-delivered']);

export function splitActions(actions: readonly OrderAction[]): {
  primary: OrderAction | undefined;
  more: OrderAction[];
} {
  const primary = PRIMARY_ORDER.find((action) => actions.includes(action)) ?? actions[0];
  return { primary, more: actions.filter((action) => action !== primary) };
}

interface RowActionsProps {
  order: OrderSummary;
  /** The id as the row shows it (first 8 characters and an ellipsis). */
  short: string;
  onView(): void;
  onAction(action: OrderAction): void;
}

/** View, the row's primary action, and a More actions menu with the rest (same accessible names). */
export function RowActions({ order, short, onView, onAction }: RowActionsProps) {
  const { primary, more } = splitActions(order.allowedActions);
  return (
    <div className="row-actions">
      <Tooltip content={t('orders.view')}>
        <button
          type="button"
          className="icon-button row-view"
          aria-label={t('orders.viewOrder', { id: short })}
          onClick={onView}
        >
          <EyeIcon />
        </button>
      </Tooltip>
      {primary && (
        <Button
          variant={DESTRUCTIVE.has(primary) ? 'destructive' : 'secondary'}
          className="button--small row-actions__primary"
          aria-label={t('orders.actionOn', { action: t(`orderAction.${primary}`), id: short })}
          onClick={() => onAction(primary)}
        >
          {t(`orderAction.${primary}`)}
        </Button>
      )}
      {more.length > 0 && <MoreActions short={short} actions={more} onAction={onAction} />}
    </div>
  );
}

function MoreActions({
  short,
  actions,
  onAction,
}: {
  short: string;
  actions: OrderAction[];
  onAction(action: OrderAction): void;
}) {
  return (
    <ActionMenu
      tooltip={t('orders.more')}
      trigger={
        <button
          type="button"
          className="icon-button row-more"
          aria-label={t('orders.moreActions', { id: short })}
        >
          <MoreIcon />
        </button>
      }
      items={actions.map((action) => ({
        key: action,
        label: t(`orderAction.${action}`),
        ariaLabel: t('orders.actionOn', { action: t(`orderAction.${action}`), id: short }),
        danger: DESTRUCTIVE.has(action),
      }))}
      onSelect={onAction}
    />
  );
}
