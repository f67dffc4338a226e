import type { DashboardCard, OrderAction } from '@tawreed/domain';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../i18n';
import { displayName, useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { useNow } from '../../../lib/use-now';
import { isNavItemActive, navItemsFor } from '../../layout/components/nav-items';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { type OrderSummary, useOrders } from '../api/get-orders';
import { useLiveOrderUpdates } from '../api/live-order-updates';
import {
  type CardFilter,
  changeFilters,
  type DashboardFilters,
  exportQuery,
  listQuery,
  parseFilters,
  selectCard,
  toSearch,
  writeFilters,
} from '../filters';
import { FilterBar } from './filter-bar';
import { OrdersTable } from './orders-table';
import { Pagination } from './pagination';
import { useQueueKeyboard, WorkspaceBar } from './queue-keyboard';
import { SummaryCards } from './summary-cards';

// The shortcuts dialog (and Radix Dialog with it) loads when `?` first asks for it.
const ShortcutsDialog = lazy(() =>
  import('./shortcuts-dialog').then((m) => ({ default: m.ShortcutsDialog })),
);

/** The sidebar's review queues (the Sales & Collection and Credit Review queues). */
const REVIEW_QUEUES = new Set<string>(['nav.creditQueue', 'nav.higherQueue']);

export interface DashboardPageProps {
  /**
   * HOOK POINT for the order-details feature: how a row, its Order ID link or its View button
   * opens an order. Defaults to the full page /orders/{id}.
   */
  onOpenOrder?(orderId: string): void;
  /**
   * HOOK POINT for the order-actions feature: a row's action button (one per `allowedActions`
   * entry). Defaults to the order page with `?action=<action>`, where the action dialogs open.
   */
  onAction?(order: OrderSummary, action: OrderAction): void;
  /** HOOK POINT: the View button; the app shows the order-details modal over the list. */
  onViewOrder?(orderId: string): void;
}

/** SPEC §2 Dashboard: welcome line, the five cards, the filter bar (kept in the URL) and the orders table. */
export function DashboardPage({ onOpenOrder, onAction, onViewOrder }: DashboardPageProps = {}) {
  usePageTitle(t('page.dashboard'));
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const isCompany = user.role === 'MEDICAL_COMPANY';
  const filters = useMemo(
    () => parseFilters(searchParams, { branchAllowed: !isCompany }),
    [searchParams, isCompany],
  );
  const now = useNow();
  const [exporting, setExporting] = useState(false);
  // A reviewer's queue, opened from the sidebar, is a workspace (issue 29): the queue first,
  // dense rows, and the keyboard. A card chosen is the dashboard's own view, with its cards.
  const workspace =
    !filters.card &&
    navItemsFor(user).some((item) => REVIEW_QUEUES.has(item.label) && isNavItemActive(item, location));
  // The page a pager button chose is current at once; the URL, then its rows, follow (the rows
  // on screen stay, marked busy, until they come). Forgotten as soon as any navigation lands, so
  // the URL's page shows again (after Back to where it was chosen too).
  const [chosenPage, setChosenPage] = useState<{ page: number; key: string } | null>(null);
  if (chosenPage && chosenPage.key !== location.key) setChosenPage(null);
  const shownPage = chosenPage?.key === location.key ? chosenPage.page : filters.page;
  const [help, setHelp] = useState(false);
  // Mounted from the first opening on, so Radix can return focus on each close.
  const [helpMounted, setHelpMounted] = useState(false);
  if (help && !helpMounted) setHelpMounted(true);
  const tableRef = useRef<HTMLElement>(null);
  const openHelp = useCallback(() => setHelp(true), []);
  useQueueKeyboard(tableRef, openHelp);

  useLiveOrderUpdates();
  const stats = useDashboardStats();
  const orders = useOrders(listQuery(filters));
  const list = orders.data;

  // The URL is the state: every change is a navigation (search typing replaces, the rest pushes).
  const applyFilters = useCallback(
    (next: DashboardFilters, options?: { replace?: boolean }) =>
      navigate(
        { search: toSearch(writeFilters(next, searchParams)) },
        { replace: options?.replace, preventScrollReset: true },
      ),
    [navigate, searchParams],
  );
  // A page past the end (orders removed meanwhile, an old link): go to the last page there is.
  useEffect(() => {
    if (!list || list.orders.length > 0 || list.total === 0 || filters.page === 1) return;
    const lastPage = Math.max(1, Math.ceil(list.total / filters.pageSize));
    if (lastPage < filters.page) applyFilters({ ...filters, page: lastPage }, { replace: true });
  }, [list, filters, applyFilters]);

  const onFilterChange = useCallback(
    (change: Parameters<typeof changeFilters>[1]) =>
      applyFilters(changeFilters(filters, change), { replace: 'q' in change }),
    [applyFilters, filters],
  );
  const onCard = (card: DashboardCard, cardFilter: CardFilter) =>
    applyFilters(selectCard(filters, card, cardFilter));

  // The row handlers keep their identity across renders (the rows are memoised), reading the
  // current location when called.
  const here = useRef(location);
  here.current = location;
  // The order page knows the queue it came from: Back leads there, and Next in queue to the next order.
  const shown = useRef<string[]>([]);
  shown.current = list?.orders.map((order) => order.id) ?? [];
  const openOrderPage = useCallback(
    (orderId: string) =>
      navigate(`/orders/${orderId}`, {
        state: { returnTo: `${here.current.pathname}${here.current.search}`, queue: shown.current },
      }),
    [navigate],
  );
  const runActionOnPage = useCallback(
    (order: OrderSummary, action: OrderAction) =>
      // The order page comes back here (this queue, these filters) once the action is done.
      navigate(
        { pathname: `/orders/${order.id}`, search: `?action=${encodeURIComponent(action)}` },
        { state: { returnTo: `${here.current.pathname}${here.current.search}` } },
      ),
    [navigate],
  );
  const openOrder = onOpenOrder ?? openOrderPage;
  const runAction = onAction ?? runActionOnPage;

  const onExport = async () => {
    setExporting(true);
    try {
      // The spreadsheet download's code loads when first used.
      const { exportOrders } = await import('../api/export-orders');
      await exportOrders(exportQuery(filters));
    } catch (error) {
      // SPEC §8: an export failure is only logged.
      console.warn('Export failed', error);
    } finally {
      setExporting(false);
    }
  };

  const name = displayName(user);
  return (
    <div className={workspace ? 'stack dashboard dashboard--workspace' : 'stack dashboard'}>
      {workspace ? (
        <WorkspaceBar
          total={list?.total}
          onHelp={openHelp}
          riskFirst={filters.riskFirst}
          onRiskFirst={(riskFirst) => onFilterChange({ riskFirst })}
        />
      ) : (
        <>
          <p className="welcome">
            {isCompany && user.companyName
              ? t('dashboard.welcomeCompany', { name, company: user.companyName })
              : t('dashboard.welcome', { name })}
          </p>
          <SummaryCards stats={stats.data} error={stats.error} active={filters.card} onSelect={onCard} />
        </>
      )}
      <FilterBar
        filters={filters}
        showBranch={!isCompany}
        onChange={onFilterChange}
        onExport={onExport}
        exporting={exporting}
      />
      <section className="card orders-card" aria-label={t('orders.table')} ref={tableRef}>
        {orders.isPending ? (
          <Spinner label={t('orders.loading')} text={t('orders.loading')} />
        ) : orders.error && !list ? (
          <div className="card__body">
            <Alert variant="error">
              {t('orders.loadFailed', { message: errorMessage(orders.error, t('common.genericError')) })}
            </Alert>
          </div>
        ) : list && list.orders.length > 0 ? (
          <>
            <OrdersTable
              orders={list.orders}
              now={now}
              busy={orders.isPlaceholderData || shownPage !== filters.page}
              dense={workspace}
              onOpenOrder={openOrder}
              onAction={runAction}
              onViewOrder={onViewOrder}
            />
            <Pagination
              page={shownPage}
              pageSize={filters.pageSize}
              total={list.total}
              totalIsEstimate={list.totalIsEstimate}
              onPage={(page) => {
                setChosenPage({ page, key: location.key });
                applyFilters({ ...filters, page });
              }}
              onPageSize={(pageSize) => applyFilters(changeFilters(filters, { pageSize }))}
            />
          </>
        ) : (
          <p className="empty-state">{t('orders.empty')}</p>
        )}
      </section>
      {helpMounted && (
        <Suspense fallback={null}>
          <ShortcutsDialog open={help} onOpenChange={setHelp} />
        </Suspense>
      )}
    </div>
  );
}
