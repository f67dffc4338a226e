import type { User } from '@tawreed/sdk';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../../components/ui/icons';
import { t } from '../../../i18n';
import { useCurrentPageTitle } from '../../../lib/page-title';
import { Sidebar } from './sidebar';

interface AppLayoutProps {
  user: User;
  onSignOut(): void;
  /** The Users button and its User Status dialog. */
  userStatus: ReactNode;
  /** SLOT (realtime work): the live Connected/Disconnected indicator. */
  liveIndicator?: ReactNode;
  /** SLOT (realtime work): the notification bell with its unread count. */
  notificationBell?: ReactNode;
  /** The language switch (kept on the account). */
  languageSwitch?: ReactNode;
  children: ReactNode;
}

const SIDEBAR_ID = 'app-sidebar';

/** The signed-in frame: sidebar, header with the page title and its controls, then the page. */
export function AppLayout({
  user,
  onSignOut,
  userStatus,
  liveIndicator,
  notificationBell,
  languageSwitch,
  children,
}: AppLayoutProps) {
  const title = useCurrentPageTitle();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // On small screens the sidebar is a drawer: it closes on navigation and on Escape.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">
        {t('nav.skipToContent')}
      </a>
      <Sidebar id={SIDEBAR_ID} user={user} open={menuOpen} onSignOut={onSignOut} />
      {menuOpen && <div className="shell__backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <div className="shell__column">
        <header className="topbar">
          <button
            type="button"
            className="icon-button topbar__menu"
            aria-controls={SIDEBAR_ID}
            aria-expanded={menuOpen}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          <h1 className="topbar__title">{title}</h1>
          <div className="topbar__actions">
            {/* SLOT (realtime): live Connected/Disconnected indicator, passed in by the app. */}
            {liveIndicator}
            {userStatus}
            {/* SLOT (realtime): notification bell, passed in by the app. */}
            {notificationBell}
            {languageSwitch}
          </div>
        </header>
        <main id="main-content" className="page" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
