import { t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';

/** SPEC §2: the red banner of an order its company withdrew; the order is kept, frozen. */
export function WithdrawnBanner({ withdrawnAt }: { withdrawnAt: string }) {
  return (
    <div className="withdrawn-banner" role="alert">
      <p className="withdrawn-banner__title">{t('order.withdrawn.title')}</p>
      <p>{t('order.withdrawn.body', { date: formatDateTime(withdrawnAt) })}</p>
    </div>
  );
}
