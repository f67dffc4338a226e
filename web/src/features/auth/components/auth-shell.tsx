import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons';
import { type MessageKey, t } from '../../../i18n';
import { LanguageSwitch } from './language-switch';

const FEATURES: MessageKey[] = [
  'auth.feature.tracking',
  'auth.feature.approval',
  'auth.feature.warehouse',
  'auth.feature.reports',
];

/** Sign-in and registration share this frame: the product's promise beside the form. */
interface AuthShellProps {
  children: ReactNode;
  /** The way to the other form, under this one (sign-in <-> registration). */
  switchTo?: { path: string; label: string };
}

export function AuthShell({ children, switchTo }: AuthShellProps) {
  return (
    <div className="auth">
      <header className="auth__brand">
        <p className="brand brand--inverse">
          <span className="brand__mark" aria-hidden="true">
            T
          </span>
          <span className="brand__name">{t('app.name')}</span>
        </p>
        <p className="auth__hero-title">{t('auth.heroTitle')}</p>
        <p className="auth__hero-lead">{t('auth.heroLead')}</p>
        <ul className="auth__features">
          {FEATURES.map((key) => (
            <li key={key}>
              <CheckIcon />
              {t(key)}
            </li>
          ))}
        </ul>
      </header>
      <main className="auth__main" id="main-content">
        <LanguageSwitch className="auth__language" />
        <div className="auth__panel">
          {children}
          {switchTo && (
            <p className="auth__switch">
              <Link to={switchTo.path}>{switchTo.label}</Link>
            </p>
          )}
        </div>
      </main>
    </div>
  );
}
