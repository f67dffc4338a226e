import { LANGUAGES, type Language } from '@tawreed/domain';
import { GlobeIcon } from '../../../components/ui/icons';
import { preloadLanguage, t, useLanguage } from '../../../i18n';
import { useChangeLanguage } from '../api/change-language';

/**
 * The header's (and the sign-in page's) language switch: one button naming the other
 * language in that language ("العربية" / "English"), applied at once and kept on the account.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const language = useLanguage();
  const change = useChangeLanguage();
  const other: Language = LANGUAGES.find((candidate) => candidate !== language) ?? 'en';
  const name = t(`language.${other}`);
  return (
    <button
      type="button"
      className={`language-switch ${className}`.trim()}
      aria-label={t('language.switchTo', { language: name })}
      // The other language's catalog is fetched as the pointer or focus reaches the switch.
      onPointerEnter={() => preloadLanguage(other)}
      onFocus={() => preloadLanguage(other)}
      onClick={() => change.mutate(other)}
    >
      <GlobeIcon />
      <span lang={other} className="topbar__label">
        {name}
      </span>
    </button>
  );
}
