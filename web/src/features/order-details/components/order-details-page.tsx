import { ORDER_ID_PAGE } from '@tawreed/domain';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { ButtonLink } from '../../../components/ui/button';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { OrderDetails } from './order-details';

/** Row actions that end with the order moved on: the user goes back to the list it came from. */
const RETURNING_ACTIONS = new Set([
  'approve',
  'reject',
  'request-changes',
  'resubmit',
  'mark-ready',
  'accept-appeal',
  'reject-appeal',
]);

/** The order ids of the list the order was opened from (its page as shown), for Next in queue. */
function queueOf(state: unknown): string[] {
  const queue = (state as { queue?: unknown } | null)?.queue;
  return Array.isArray(queue) ? queue.filter((id): id is string => typeof id === 'string') : [];
}

const NEXT_IN_QUEUE_ID = 'next-in-queue';

/** Only paths of this portal (a state from elsewhere is not followed). */
function returnPath(state: unknown): string | null {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : null;
}

/**
 * /orders/{id}: the full-page order (12-character id); ?action=<action> opens that action's dialog.
 * Opened from a list row's action button, the page goes back to that list once the action
 * moved the order on (the Back button leads there too).
 */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle(t('page.order', { id: id.slice(0, ORDER_ID_PAGE) }));
  const action = searchParams.get('action');
  const location = useLocation();
  // Kept from arrival: clearing ?action= replaces the history entry and its state.
  const [returnTo] = useState(() => returnPath(location.state));
  const [queue] = useState(() => queueOf(location.state));
  const position = queue.indexOf(id);
  const next = position >= 0 ? queue[position + 1] : undefined;
  // The action the page was opened for; ?action= is cleared once its dialog opened.
  const arrivalAction = useRef(action);
  const onStatusChanged = useCallback(() => {
    if (returnTo && arrivalAction.current && RETURNING_ACTIONS.has(arrivalAction.current)) {
      arrivalAction.current = null;
      navigate(returnTo);
      return;
    }
    // A decision made here: the next order of the queue is one key away (issue 29).
    requestAnimationFrame(() => document.getElementById(NEXT_IN_QUEUE_ID)?.focus());
  }, [navigate, returnTo]);

  // The dialog opens once; a reload of the page does not open it again.
  const clearAction = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete('action');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const onRemoved = useCallback(() => navigate('/dashboard', { replace: true }), [navigate]);

  return (
    <OrderDetails
      key={id}
      orderId={id}
      initialAction={action}
      onInitialActionHandled={clearAction}
      onRemoved={onRemoved}
      onStatusChanged={onStatusChanged}
      toolbar={
        <div className="page-actions">
          <BackLink to={returnTo ?? '/dashboard'}>{t('order.backToDashboard')}</BackLink>
          {next && (
            <ButtonLink id={NEXT_IN_QUEUE_ID} to={`/orders/${next}`} state={{ returnTo, queue }}>
              {t('order.nextInQueue')}
            </ButtonLink>
          )}
        </div>
      }
    />
  );
}
