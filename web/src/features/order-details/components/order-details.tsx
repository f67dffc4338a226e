import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { TawreedApiError } from '@tawreed/sdk';
import { type ReactNode, useMemo } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../i18n';
import { formatAmount, formatDateTime } from '../../../i18n/format';
import { formatAgo } from '../../../i18n/format-order';
import { creditKeys } from '../../../lib/credit-keys';
import { errorMessage } from '../../../lib/errors';
import { orderKeys } from '../../../lib/order-keys';
import { useNow } from '../../../lib/use-now';
import { CreditPanel } from '../../credit';
import {
  OrderActionBar,
  type OrderActionHandlers,
  OrderActionHandlersProvider,
  UploadDocumentButton,
} from '../../order-actions';
import { type Order, useOrder } from '../api/get-order';
import { orderDetailKeys } from '../api/keys';
import { useLiveOrder } from '../api/use-live-order';
import { AppealPanel } from './appeal-panel';
import { AttachmentsTab } from './attachments-tab';
import { HistoryTab } from './history-tab';
import { OrderLinesTab } from './order-lines-tab';
import { OrderStatusBadge } from './order-status-badge';
import { ProgressTimeline } from './progress-timeline';
import { WarehouseTab } from './warehouse-tab';
import { WithdrawnBanner } from './withdrawn-banner';

// Reports are another feature's queries; their root key is all this screen needs to refresh them.
const reportKeysAll = ['reports'] as const;

interface OrderDetailsProps {
  orderId: string;
  /** The action to open on arrival (?action=), once. */
  initialAction?: string | null;
  onInitialActionHandled?(): void;
  /** The order was deleted from this screen (a SUBMITTED order). */
  onRemoved(): void;
  /** Content above the status line: the page's Back button, the modal's full-page link. */
  toolbar?: ReactNode;
  /** An action of this screen moved the order to another status. */
  onStatusChanged?(changed: Order): void;
}

/** SPEC §2's order details, shared by the page and the modal. */
export function OrderDetails({
  orderId,
  initialAction,
  onInitialActionHandled,
  onRemoved,
  toolbar,
  onStatusChanged,
}: OrderDetailsProps) {
  const { data: order, isPending, isError, error } = useOrder(orderId);
  useLiveOrder(orderId);
  const queryClient = useQueryClient();

  const handlers = useMemo<OrderActionHandlers>(() => {
    const detailKey = orderDetailKeys.detail(orderId);
    // SPEC §7: after any change the cached order lists are refreshed (and the cards, and reports).
    const refreshOthers = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.stats() }),
        queryClient.invalidateQueries({ queryKey: orderDetailKeys.appeals(orderId) }),
        queryClient.invalidateQueries({ queryKey: reportKeysAll }),
        // An approval moves the client's exposure (DESIGN §11).
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
      ]);
    return {
      onOrderChanged(changed) {
        const before = queryClient.getQueryData<Order>(detailKey);
        queryClient.setQueryData(detailKey, changed);
        if (before && before.status !== changed.status) onStatusChanged?.(changed);
        void refreshOthers();
      },
      onOrderRemoved() {
        queryClient.removeQueries({ queryKey: detailKey });
        void refreshOthers();
        onRemoved();
      },
      onReload() {
        void queryClient.invalidateQueries({ queryKey: detailKey });
      },
    };
  }, [orderId, queryClient, onRemoved, onStatusChanged]);

  if (isPending) return <Spinner label={t('order.loading')} text={t('order.loading')} />;
  if (isError || !order) {
    const notFound = error instanceof TawreedApiError && error.status === 404;
    return (
      <div className="stack">
        {toolbar}
        <Alert variant="error" title={t('order.errorTitle')}>
          {notFound ? t('order.notFound') : errorMessage(error, t('order.notFound'))}
        </Alert>
      </div>
    );
  }
  return (
    <OrderActionHandlersProvider handlers={handlers}>
      <OrderDetailsView
        order={order}
        initialAction={initialAction}
        onInitialActionHandled={onInitialActionHandled}
        toolbar={toolbar}
      />
    </OrderActionHandlersProvider>
  );
}

function OrderDetailsView({
  order,
  initialAction,
  onInitialActionHandled,
  toolbar,
}: {
  order: Order;
  initialAction?: string | null;
  onInitialActionHandled?(): void;
  toolbar?: ReactNode;
}) {
  const now = useNow(30_000);
  return (
    <div className={order.withdrawnAt ? 'order-details order-details--withdrawn' : 'order-details'}>
      {toolbar}
      <div className="order-details__summary">
        <div className="order-details__headline">
          <h2 className="order-details__client">{order.clientName}</h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="order-details__meta">
          <span>{order.medicalCompany}</span>
          <span aria-hidden="true"> · </span>
          <span>{formatAmount(order.totalValueSAR)}</span>
          <span aria-hidden="true"> · </span>
          <span className="mono" title={order.id}>
            {order.id}
          </span>
        </p>
      </div>
      {order.withdrawnAt && <WithdrawnBanner withdrawnAt={order.withdrawnAt} />}
      {order.status === 'APPEAL_REVIEW' && <AppealPanel order={order} initialAction={initialAction} />}
      <ProgressTimeline order={order} />
      <CreditPanel order={order} />
      <Tabs.Root className="tabs" defaultValue="lines">
        <Tabs.List className="tabs__list" aria-label={t('tabs.label')}>
          <Tabs.Trigger className="tabs__trigger" value="lines">
            {t('tabs.lines')}
          </Tabs.Trigger>
          <Tabs.Trigger className="tabs__trigger" value="history">
            {t('tabs.history')} <span className="tabs__count">{order.history.length}</span>
          </Tabs.Trigger>
          <Tabs.Trigger className="tabs__trigger" value="attachments">
            {t('tabs.attachments')} <span className="tabs__count">{order.attachments.length}</span>
          </Tabs.Trigger>
          <Tabs.Trigger className="tabs__trigger" value="warehouse">
            {t('tabs.warehouse')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content className="tabs__panel" value="lines">
          <OrderLinesTab order={order} />
        </Tabs.Content>
        <Tabs.Content className="tabs__panel" value="history">
          <HistoryTab history={order.history} now={now} />
        </Tabs.Content>
        <Tabs.Content className="tabs__panel" value="attachments">
          <AttachmentsTab
            attachments={order.attachments}
            now={now}
            actions={<UploadDocumentButton order={order} />}
          />
        </Tabs.Content>
        <Tabs.Content className="tabs__panel" value="warehouse">
          <WarehouseTab order={order} />
        </Tabs.Content>
      </Tabs.Root>
      <footer className="order-details__footer">
        <p className="muted">
          <time dateTime={order.updatedAt} title={formatDateTime(order.updatedAt)}>
            {t('order.lastUpdated', { relative: formatAgo(order.updatedAt, now) })}
          </time>
        </p>
        <OrderActionBar
          order={order}
          initialAction={initialAction}
          onInitialActionHandled={onInitialActionHandled}
        />
      </footer>
    </div>
  );
}
