import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';

/** Phase A: the route and its title. The New Order form comes with the orders API. */
export function NewOrderPage() {
  usePageTitle(t('page.newOrder'));
  return <div className="stack" />;
}
