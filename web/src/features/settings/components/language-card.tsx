import { LANGUAGES } from '@tawreed/domain';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { notify } from '../../../components/ui/toast';
import { t, useLanguage } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { useChangeLanguage } from '../../auth/api/change-language';

/** Settings → Language: the account's language, applied at once and kept on the account (DESIGN §9). */
export function LanguageCard() {
  const language = useLanguage();
  const change = useChangeLanguage();
  const name = useId();
  return (
    <Card title={t('settings.language.title')} description={t('settings.language.description')}>
      <fieldset className="language-options" aria-label={t('settings.language.title')}>
        {LANGUAGES.map((option) => (
          <label key={option} className="language-option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={language === option}
              disabled={change.isPending}
              onChange={() =>
                change.mutate(option, {
                  onSuccess: () => notify('success', t('settings.language.saved')),
                  onError: (error) =>
                    notify(
                      'error',
                      t('settings.language.saveFailed', {
                        message: errorMessage(error, t('common.genericError')),
                      }),
                    ),
                })
              }
            />
            <span lang={option}>{t(`language.${option}`)}</span>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}
