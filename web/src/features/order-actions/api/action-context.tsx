import { useMutation } from '@tanstack/react-query';
import { TawreedApiError } from '@tawreed/sdk';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import type { Order, OrderRef } from './order-actions';

/** What the screen showing the order does when an action changes it. */
export interface OrderActionHandlers {
  /** The service answered with the changed order: show it (and refresh the lists). */
  onOrderChanged(order: Order): void;
  /** The order is gone (a SUBMITTED order was deleted). */
  onOrderRemoved(): void;
  /** Someone else changed the order first (412): load it again. */
  onReload(): void;
}

const HandlersContext = createContext<OrderActionHandlers | null>(null);

export function OrderActionHandlersProvider({
  handlers,
  children,
}: {
  handlers: OrderActionHandlers;
  children: ReactNode;
}) {
  return <HandlersContext.Provider value={handlers}>{children}</HandlersContext.Provider>;
}

function useHandlers(): OrderActionHandlers {
  const handlers = useContext(HandlersContext);
  if (!handlers) throw new Error('Order actions need an OrderActionHandlersProvider');
  return handlers;
}

export function isVersionConflict(error: unknown): boolean {
  return error instanceof TawreedApiError && (error.status === 412 || error.code === 'VERSION_CONFLICT');
}

/** The text a dialog shows for a failed action: a version conflict explains itself, else the server's message. */
export function actionErrorMessage(error: unknown, fallback = t('common.genericError')): string {
  if (isVersionConflict(error)) return t('actions.conflict');
  const short = stockShortMessage(error);
  if (short) return short;
  return errorMessage(error, fallback);
}

/**
 * One order action as a mutation, sent with the version of the order the user saw when the
 * dialog opened (If-Match): a change made meanwhile by someone else, even one that arrived
 * live underneath the dialog, is a conflict to tell the user about, not something to act
 * on unseen. On a conflict the order is reloaded, and a retry uses the reloaded version; on
 * success the screen shows the changed order.
 */
export function useOrderActionMutation<TVariables>(
  order: OrderRef,
  open: boolean,
  mutationFn: (seen: OrderRef, variables: TVariables) => Promise<Order | null>,
  options: { onSuccess?(order: Order | null): void; onError?(error: unknown): void } = {},
) {
  const handlers = useHandlers();
  const seenVersion = useRef(order.version);
  const adoptNextVersion = useRef(false);
  // Only on opening: later versions are adopted after a conflict or after our own change.
  useEffect(() => {
    if (open) seenVersion.current = order.version;
  }, [open]);
  useEffect(() => {
    if (adoptNextVersion.current) {
      seenVersion.current = order.version;
      adoptNextVersion.current = false;
    }
  }, [order.version]);
  return useMutation({
    mutationFn: (variables: TVariables) =>
      mutationFn({ id: order.id, version: seenVersion.current }, variables),
    onSuccess(changed) {
      if (changed) {
        seenVersion.current = changed.version;
        handlers.onOrderChanged(changed);
      } else handlers.onOrderRemoved();
      options.onSuccess?.(changed);
    },
    onError(error) {
      if (isVersionConflict(error)) {
        adoptNextVersion.current = true;
        handlers.onReload();
      }
      options.onError?.(error);
    },
  });
}

/** Mark Ready refused with 409 STOCK_SHORT: which lines are short and by how much (DESIGN §8). */
export function stockShortMessage(error: unknown): string | null {
  if (!(error instanceof TawreedApiError) || error.code !== 'STOCK_SHORT') return null;
  const lines = Array.isArray(error.details?.lines) ? (error.details.lines as ShortLine[]) : [];
  if (!lines.length) return error.serverMessage;
  return t('stock.shortError', {
    lines: lines
      .map((line) =>
        t('stock.shortLine', {
          position: line.position,
          itemCode: line.itemCode,
          reserved: line.reserved,
          required: line.required,
        }),
      )
      .join(', '),
  });
}

interface ShortLine {
  position: number;
  itemCode: string;
  reserved: number;
  required: number;
}
