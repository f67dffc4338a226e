import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';

export type Report = components['schemas']['Report'];

export interface ReportPeriod {
  from: string;
  to: string;
}

export const reportKeys = {
  all: ['reports'] as const,
  period: (period: ReportPeriod) => [...reportKeys.all, period.from, period.to] as const,
};

/** GET /api/reports: the caller's view of the period (the service scopes it like the order list). */
export function getReport(period: ReportPeriod): Promise<Report> {
  return unwrap(api.GET('/api/reports', { params: { query: { from: period.from, to: period.to } } }));
}

export const reportQueryOptions = (period: ReportPeriod) =>
  queryOptions({ queryKey: reportKeys.period(period), queryFn: () => getReport(period) });

/** Fresh on every visit (reports are read to see what is true now); the last one stays while the next loads. */
export function useReport(period: ReportPeriod) {
  return useQuery({
    ...reportQueryOptions(period),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
