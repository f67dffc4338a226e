import { orderCreatorRoles, queueRoles, queueStatuses, type Role, type WorkQueue } from '@tawreed/domain';
import type { ComponentType } from 'react';
import {
  BuildingIcon,
  ChartIcon,
  ClipboardCheckIcon,
  ClipboardListIcon,
  DashboardIcon,
  ListIcon,
  PlusIcon,
  PrinterIcon,
  SettingsIcon,
  ShieldCheckIcon,
  UsersIcon,
  WarehouseIcon,
} from '../../../components/ui/icons';
import type { MessageKey } from '../../../i18n';

export interface NavItem {
  label: MessageKey;
  to: string;
  icon: ComponentType;
  /** Only these roles see the link; all roles when absent. */
  roles?: readonly Role[];
}

/** A sidebar queue: the dashboard filtered to its statuses, for the roles that work it (both from the workflow table). */
function queueItem(queue: WorkQueue, label: MessageKey, icon: ComponentType): NavItem {
  return { label, to: `/dashboard?status=${queueStatuses(queue).join(',')}`, icon, roles: queueRoles(queue) };
}

/** SPEC §2's sidebar, in its order; Logout is a separate button. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'nav.dashboard', to: '/dashboard', icon: DashboardIcon },
  { label: 'nav.newOrder', to: '/orders/new', icon: PlusIcon, roles: orderCreatorRoles() },
  { label: 'nav.myOrders', to: '/dashboard?mine=true', icon: ListIcon, roles: orderCreatorRoles() },
  queueItem('credit', 'nav.creditQueue', ClipboardCheckIcon),
  queueItem('higher', 'nav.higherQueue', ShieldCheckIcon),
  queueItem('warehouse', 'nav.warehouse', WarehouseIcon),
  queueItem('print', 'nav.printQueue', PrinterIcon),
  {
    label: 'nav.clients',
    to: '/clients',
    icon: BuildingIcon,
    roles: ['CREDIT_TEAM', 'HIGHER_AUTHORITY', 'ADMIN'],
  },
  {
    label: 'nav.creditReport',
    to: '/credit-report',
    icon: ChartIcon,
    roles: ['CREDIT_TEAM', 'HIGHER_AUTHORITY', 'ADMIN'],
  },
  {
    label: 'nav.inventory',
    to: '/inventory',
    icon: ClipboardListIcon,
    // Reviewers may open /inventory too (read only); the entry is the warehouse's and the administrator's.
    roles: ['WAREHOUSE_MANAGER', 'ADMIN'],
  },
  { label: 'nav.accounts', to: '/accounts', icon: UsersIcon, roles: ['ADMIN'] },
  { label: 'nav.audit', to: '/audit', icon: ClipboardListIcon, roles: ['ADMIN'] },
  { label: 'nav.reports', to: '/reports', icon: ChartIcon },
  { label: 'nav.settings', to: '/settings', icon: SettingsIcon },
];

/**
 * The links a person sees. The sales representative only watches orders (DESIGN §7): it gets
 * no queue and no New Order, whatever role it registered with (an administrator keeps Accounts).
 */
export function navItemsFor(user: { role: Role; isSalesRep: boolean }): NavItem[] {
  return NAV_ITEMS.filter((item) => {
    if (!item.roles) return true;
    if (!item.roles.includes(user.role)) return false;
    return !user.isSalesRep || user.role === 'ADMIN';
  });
}

// The dashboard's links differ only by these query parameters.
const QUEUE_PARAMS = ['status', 'mine'] as const;

/** Whether `item` is the page being shown: same path, and the same queue on the dashboard. */
export function isNavItemActive(item: NavItem, location: { pathname: string; search: string }): boolean {
  const target = new URL(item.to, 'http://portal.invalid');
  if (target.pathname !== location.pathname) return false;
  const current = new URLSearchParams(location.search);
  return QUEUE_PARAMS.every((name) => (target.searchParams.get(name) ?? '') === (current.get(name) ?? ''));
}
