import { LANGUAGES, type Language } from '@tawreed/domain';
import { useEffect, useId, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { notify } from '../../../components/ui/toast';
import { preloadLanguage, t, useLanguage } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { useChangeLanguage } from '../../auth/api/change-language';

/** Settings → Language: the account's language, applied at once and kept on the account (DESIGN §9). */
export function LanguageCard() {
  const language = useLanguage();
  const change = useChangeLanguage();
  const name = useId();
  // The choice shows at once, while the other language's catalog is still on its way.
  const [chosen, setChosen] = useState<Language | null>(null);
  const shown = change.isPending && chosen ? chosen : language;
  // The page that offers the other languages fetches their catalogs, so a switch applies at once.
  useEffect(() => {
    for (const option of LANGUAGES) if (option !== language) preloadLanguage(option);
  }, [language]);
  return (
    <Card title={t('settings.language.title')} description={t('settings.language.description')}>
      <fieldset className="language-options" aria-label={t('settings.language.title')}>
        {LANGUAGES.map((option) => (
          <label key={option} className="language-option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={shown === option}
              disabled={change.isPending}
              onChange={() => {
                setChosen(option);
                change.mutate(option, {
                  onSuccess: () => notify('success', t('settings.language.saved')),
                  onError: (error) =>
                    notify(
                      'error',
                      t('settings.language.saveFailed', {
                        message: errorMessage(error, t('common.genericError')),
                      }),
                    ),
                });
              }}
            />
            <span lang={option}>{t(`language.${option}`)}</span>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}
