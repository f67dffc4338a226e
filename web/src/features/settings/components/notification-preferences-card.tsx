import { NOTIFICATION_KINDS, type NotificationKind } from '@tawreed/domain';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { notify } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { useNotificationPreferences, useUpdateNotificationPreference } from '../api/account-settings';
import { SettingsQuery } from './settings-query';

/** Settings → Notifications: each kind the account can receive, switched on or off at once. */
export function NotificationPreferencesCard() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreference();
  // The switch moves in the click's own render (a controlled checkbox would otherwise snap back
  // until the server answers); a refused change puts it back and the toast says why.
  const [switching, setSwitching] = useState<{ kind: NotificationKind; enabled: boolean } | null>(null);
  const enabled = (kind: NotificationKind) =>
    switching?.kind === kind
      ? switching.enabled
      : (preferences.data?.preferences.find((p) => p.kind === kind)?.enabled ?? true);
  const toggle = (kind: NotificationKind, on: boolean) => {
    setSwitching({ kind, enabled: on });
    update.mutate(
      { kind, enabled: on },
      {
        onSuccess: () => notify('success', t('settings.notifications.saved')),
        onError: (err) => notify('error', errorMessage(err, t('settings.notifications.error'))),
        onSettled: () => setSwitching(null),
      },
    );
  };
  return (
    <Card title={t('settings.notifications.title')} description={t('settings.notifications.description')}>
      <SettingsQuery query={preferences} failure={t('settings.notifications.error')}>
        {() => (
          <ul className="settings-switches">
            {NOTIFICATION_KINDS.map((kind) => (
              <li key={kind}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={enabled(kind)}
                    disabled={update.isPending}
                    aria-describedby={`notification-hint-${kind.replace('.', '-')}`}
                    onChange={(event) => toggle(kind, event.target.checked)}
                  />
                  {t(`settings.notifications.kind.${kind}`)}
                </label>
                <p className="field__hint" id={`notification-hint-${kind.replace('.', '-')}`}>
                  {t(`settings.notifications.hint.${kind}`)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </SettingsQuery>
    </Card>
  );
}
