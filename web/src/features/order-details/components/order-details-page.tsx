import { ORDER_ID_PAGE } from '@tawreed/domain';
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { ArrowBackIcon } from '../../../components/ui/icons';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { OrderDetails } from './order-details';

/** /orders/{id}: the full-page order (12-character id); ?action=<action> opens that action's dialog. */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle(t('page.order', { id: id.slice(0, ORDER_ID_PAGE) }));
  const action = searchParams.get('action');

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
      toolbar={
        <div className="page-actions">
          <ButtonLink to="/dashboard" icon={<ArrowBackIcon />}>
            {t('order.backToDashboard')}
          </ButtonLink>
        </div>
      }
    />
  );
}
