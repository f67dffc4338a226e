import { t } from '../../../i18n';
import { displayName, useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/page-title';

/**
 * Phase A: the title and the welcome line. The summary cards, filter bar and orders table
 * come with the orders API.
 */
export function DashboardPage() {
  usePageTitle(t('page.dashboard'));
  const user = useCurrentUser();
  const name = displayName(user);
  return (
    <div className="stack">
      <p className="welcome">
        {user.role === 'MEDICAL_COMPANY' && user.companyName
          ? t('dashboard.welcomeCompany', { name, company: user.companyName })
          : t('dashboard.welcome', { name })}
      </p>
    </div>
  );
}
