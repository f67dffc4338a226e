import { CURRENCY, canManageWebhooks } from '@tawreed/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { HomeIcon } from '../../../components/ui/icons';
import { locale, t, userRoleLabel } from '../../../i18n';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/page-title';
import { WebhooksSection } from '../../webhooks/components/webhooks-section';
import { LanguageCard } from './language-card';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import './settings.css';
import { TokensCard } from './tokens-card';

/**
 * SPEC §2 Settings: a Home button and the Application Information card (SPEC §1's statement),
 * then the account's own settings (issue 16), each its own card: password, sessions, API
 * tokens, notifications (the Language card joins them from the Arabic work).
 */
export function SettingsPage() {
  usePageTitle(t('page.settings'));
  const user = useCurrentUser();
  return (
    <div className="stack">
      <div className="page-actions">
        <ButtonLink to="/dashboard" icon={<HomeIcon />}>
          {t('settings.home')}
        </ButtonLink>
      </div>
      <Card title={t('settings.appInfo.title')} description={t('settings.appInfo.description')}>
        <dl className="details">
          <div>
            <dt>{t('settings.appInfo.application')}</dt>
            <dd>{t('settings.appInfo.applicationValue')}</dd>
          </div>
          <div>
            <dt>{t('settings.appInfo.license')}</dt>
            <dd>{t('settings.appInfo.licenseValue')}</dd>
          </div>
          <div>
            <dt>{t('settings.appInfo.purpose')}</dt>
            <dd>{t('settings.appInfo.purposeValue')}</dd>
          </div>
          <div>
            <dt>{t('settings.appInfo.region')}</dt>
            <dd>{t('settings.appInfo.regionValue', { currency: CURRENCY })}</dd>
          </div>
          <div>
            <dt>{t('settings.appInfo.timeZone')}</dt>
            <dd>
              <bdi>{locale.timeZone}</bdi>
            </dd>
          </div>
        </dl>
      </Card>
      <Card title={t('settings.account.title')}>
        <dl className="details">
          <div>
            <dt>{t('settings.account.name')}</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>{t('settings.account.email')}</dt>
            <dd>
              <bdi>{user.email}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('settings.account.role')}</dt>
            <dd>{userRoleLabel(user)}</dd>
          </div>
          {user.companyName && (
            <div>
              <dt>{t('settings.account.company')}</dt>
              <dd>{user.companyName}</dd>
            </div>
          )}
        </dl>
      </Card>
      <LanguageCard />
      <PasswordCard />
      <NotificationPreferencesCard />
      <SessionsCard />
      <TokensCard />
      {canManageWebhooks(user) && <WebhooksSection />}
    </div>
  );
}
