import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '@tawreed/domain';
import { type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/order-keys';

export type DashboardStats = components['schemas']['DashboardStats'];

export function getDashboardStats(): Promise<DashboardStats> {
  return unwrap(api.GET('/api/orders/dashboard/stats'));
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.stats(), queryFn: getDashboardStats });

// Counts fetched this recently (the start-up prefetch) are not asked for again on mount.
const FRESH_ON_MOUNT_MS = 2000;

/** The five cards' counts: fresh on every visit, then every 5 s while the dashboard is open (SPEC §7). */
export function useDashboardStats() {
  return useQuery({
    ...dashboardStatsQueryOptions(),
    staleTime: FRESH_ON_MOUNT_MS,
    refetchOnMount: true,
    refetchInterval: POLL_INTERVAL_MS,
  });
}
