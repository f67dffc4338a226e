import { canRecordPayments, canViewCredit } from '@tawreed/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Detail } from '../../../components/ui/detail';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../i18n';
import { formatAmount, formatDate } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/errors';
import { type Credit, useOrderReview } from '../api/credit';
import { useLiveClientCredit } from '../api/live-credit';
import { CreditFindings } from './credit-findings';
import { PaymentDialog } from './payment-dialog';

interface CreditPanelProps {
  order: { id: string; version: number; clientAccountNo: string | null };
}

/**
 * The order page's Credit panel (DESIGN §11), for staff only: the client's limit, exposure with
 * this order, available credit, overdue by age, open orders, last payment and the findings of
 * GET /api/orders/{id}/review. Refetched when the order changes version (an approval) and when
 * a `client:credit` frame names its client.
 */
export function CreditPanel({ order }: CreditPanelProps) {
  const user = useCurrentUser();
  const staff = canViewCredit(user);
  if (!staff) return null;
  return <StaffCreditPanel order={order} canPay={canRecordPayments(user)} />;
}

function StaffCreditPanel({ order, canPay }: CreditPanelProps & { canPay: boolean }) {
  const review = useOrderReview(order.id, order.version, true);
  const [paying, setPaying] = useState(false);
  const accountNo = review.data?.credit?.accountNo ?? order.clientAccountNo;
  useLiveClientCredit(accountNo);
  const credit = review.data?.credit ?? null;
  return (
    <Card
      className="credit-panel"
      title={t('credit.title')}
      description={accountNo ? t('credit.account', { accountNo }) : t('credit.noAccount')}
      actions={
        credit && (
          <>
            {canPay && (
              <Button variant="secondary" onClick={() => setPaying(true)}>
                {t('payment.record')}
              </Button>
            )}
            <ButtonLink to={`/clients/${encodeURIComponent(credit.accountNo)}`}>
              {t('credit.openClient')}
            </ButtonLink>
          </>
        )
      }
    >
      {review.isPending ? (
        <Spinner label={t('credit.loading')} text={t('credit.loading')} />
      ) : review.isError ? (
        <Alert variant="error">
          {t('credit.loadFailed', { message: errorMessage(review.error, t('common.genericError')) })}
        </Alert>
      ) : (
        <div className="credit-panel__body">
          {credit ? <CreditFigures credit={credit} /> : <p className="muted">{t('credit.noData')}</p>}
          <div>
            <h3 className="credit-panel__subtitle">{t('credit.findings')}</h3>
            <CreditFindings findings={review.data.findings} label={t('credit.findings')} />
          </div>
        </div>
      )}
      {credit && canPay && (
        <PaymentDialog accountNo={credit.accountNo} open={paying} onOpenChange={setPaying} />
      )}
    </Card>
  );
}

/** The figures of one client's credit: a details list, then overdue by age. */
export function CreditFigures({ credit }: { credit: Credit }) {
  return (
    <>
      <dl className="details credit-figures" aria-label={t('credit.figures')}>
        <Detail term={t('credit.limit')}>
          {credit.creditLimitSAR === null ? t('credit.limitNotSet') : formatAmount(credit.creditLimitSAR)}
        </Detail>
        <Detail term={t('credit.exposure')}>
          <span data-testid="credit-exposure">{formatAmount(credit.exposureSAR)}</span>
        </Detail>
        <Detail term={t('credit.available')}>
          {credit.availableSAR === null ? t('credit.limitNotSet') : formatAmount(credit.availableSAR)}
        </Detail>
        <Detail term={t('credit.openReceivables')}>{formatAmount(credit.openReceivablesSAR)}</Detail>
        <Detail term={t('credit.openOrders')}>{formatAmount(credit.openOrdersSAR)}</Detail>
        <Detail term={t('credit.overdue')}>{formatAmount(credit.overdueSAR)}</Detail>
        <Detail term={t('credit.lastPayment')}>
          {credit.lastPaymentAt ? formatDate(credit.lastPaymentAt) : t('credit.noPayment')}
        </Detail>
      </dl>
      <div>
        <h3 className="credit-panel__subtitle">{t('credit.aging')}</h3>
        <dl className="details credit-aging">
          <Detail term={t('credit.aging.d1to30')}>{formatAmount(credit.aging.d1to30)}</Detail>
          <Detail term={t('credit.aging.d31to60')}>{formatAmount(credit.aging.d31to60)}</Detail>
          <Detail term={t('credit.aging.d61to90')}>{formatAmount(credit.aging.d61to90)}</Detail>
          <Detail term={t('credit.aging.d90plus')}>{formatAmount(credit.aging.d90plus)}</Detail>
        </dl>
      </div>
    </>
  );
}
