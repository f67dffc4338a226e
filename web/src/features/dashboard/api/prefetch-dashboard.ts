import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { wasSignedIn } from '../../../lib/session-hint';
import { listQuery, parseFilters } from '../filters';
import { dashboardStatsQueryOptions } from './get-dashboard-stats';
import { ordersQueryOptions } from './get-orders';

/**
 * Opening the portal on /dashboard: the orders page and the cards are requested together with
 * the session check instead of after it, which removes one round trip from the first paint.
 * Only when this browser was signed in last time: a signed-out visitor sends the session check
 * alone, whose 401 sends it to /login.
 */
export function usePrefetchDashboard(): void {
  const queryClient = useQueryClient();
  // Only the URL the portal was opened on counts, not later navigation.
  const opened = useRef(useLocation());
  useEffect(() => {
    const { pathname, search } = opened.current;
    if (pathname !== '/dashboard' || !wasSignedIn()) return;
    const filters = parseFilters(new URLSearchParams(search), { branchAllowed: true });
    void queryClient.prefetchQuery(ordersQueryOptions(listQuery(filters)));
    void queryClient.prefetchQuery(dashboardStatsQueryOptions());
  }, [queryClient]);
}
