import { CURRENCY, canManageWebhooks } from '@tawreed/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Detail } from '../../../components/ui/detail';
import { HomeIcon } from '../../../components/ui/icons';
import { locale, t, userRoleLabel } from '../../../i18n';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/page-title';
import { WebhooksSection } from '../../webhooks/components/webhooks-section';
import { LanguageCard } from './language-card';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { PasskeysCard } from './passkeys-card';
import { PasswordCard } from './password-card';
import { SecondFactorCard } from './second-factor-card';
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
          <Detail term={t('settings.appInfo.application')}>{t('settings.appInfo.applicationValue')}</Detail>
          <Detail term={t('settings.appInfo.license')}>{t('settings.appInfo.licenseValue')}</Detail>
          <Detail term={t('settings.appInfo.purpose')}>{t('settings.appInfo.purposeValue')}</Detail>
          <Detail term={t('settings.appInfo.region')}>
            {t('settings.appInfo.regionValue', { currency: CURRENCY })}
          </Detail>
          <Detail term={t('settings.appInfo.timeZone')}>
            <bdi>{locale.timeZone}</bdi>
          </Detail>
        </dl>
      </Card>
      <Card title={t('settings.account.title')}>
        <dl className="details">
          <Detail term={t('settings.account.name')}>{user.name}</Detail>
          <Detail term={t('settings.account.email')}>
            <bdi>{user.email}</bdi>
          </Detail>
          <Detail term={t('settings.account.role')}>{userRoleLabel(user)}</Detail>
          {user.companyName && <Detail term={t('settings.account.company')}>{user.companyName}</Detail>}
        </dl>
      </Card>
      <LanguageCard />
      <PasswordCard />
      <SecondFactorCard />
      <PasskeysCard />
      <NotificationPreferencesCard />
      <SessionsCard />
      <TokensCard />
      {canManageWebhooks(user) && <WebhooksSection />}
    </div>
  );
}
