import type { QueryClient } from '@tanstack/react-query';
import { wasSignedIn } from '../../../lib/session-hint';
import { listQuery, parseFilters } from '../filters';
import { dashboardStatsQueryOptions } from './get-dashboard-stats';
import { ordersQueryOptions } from './get-orders';

/**
 * Opening the portal on /dashboard: the orders page and the cards are requested together with
 * the session check instead of after it, which removes one round trip from the first paint
 * (on a bare /dashboard the boot script has asked for them already: these take its answers).
 * Only when this browser was signed in last time: a signed-out visitor sends the session check
 * alone, whose 401 sends it to /login. Settles when both have (never rejects).
 */
export function prefetchDashboard(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<unknown> {
  if (pathname !== '/dashboard' || !wasSignedIn()) return Promise.resolve();
  const filters = parseFilters(new URLSearchParams(search), { branchAllowed: true });
  return Promise.all([
    queryClient.prefetchQuery(ordersQueryOptions(listQuery(filters))),
    queryClient.prefetchQuery(dashboardStatsQueryOptions()),
  ]);
}
