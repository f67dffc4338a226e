import type { User } from '@tawreed/sdk';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { LogoutIcon } from '../../../components/ui/icons';
import { t, userRoleLabel } from '../../../i18n';
import { isNavItemActive, navItemsFor } from './nav-items';

interface SidebarProps {
  id: string;
  user: User;
  open: boolean;
  onSignOut(): void;
}

/** The role-filtered navigation with the signed-in user's email and role (SPEC §2). */
export function Sidebar({ id, user, open, onSignOut }: SidebarProps) {
  const location = useLocation();
  return (
    // One navigation landmark holds the whole sidebar, so nothing sits outside a landmark.
    <nav id={id} className={open ? 'sidebar sidebar--open' : 'sidebar'} aria-label={t('nav.label')}>
      <div className="brand sidebar__brand">
        <span className="brand__mark" aria-hidden="true">
          T
        </span>
        <span className="brand__text">
          <span className="brand__name">{t('app.name')}</span>
          <span className="brand__tagline">{t('app.tagline')}</span>
        </span>
      </div>
      <ul className="sidebar__nav">
        {navItemsFor(user).map((item) => {
          const active = isNavItemActive(item, location);
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={active ? 'nav-link nav-link--active' : 'nav-link'}
                aria-current={active ? 'page' : undefined}
              >
                <Icon />
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="sidebar__footer">
        <div className="sidebar__user">
          <span className="sidebar__user-label">{t('nav.signedInAs')}</span>
          <span className="sidebar__user-email" title={user.email} dir="ltr">
            {user.email}
          </span>
          <Badge tone="brand">{userRoleLabel(user)}</Badge>
        </div>
        <button type="button" className="nav-link sidebar__logout" onClick={onSignOut}>
          <LogoutIcon />
          {t('nav.logout')}
        </button>
      </div>
    </nav>
  );
}
