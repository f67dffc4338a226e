import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { creditKeys } from '../../../lib/credit-keys';
import { saveExport } from '../../../lib/download';

export type ClientAging = components['schemas']['ClientAging'];
export const CREDIT_REPORT_SORTS = ['overdue', 'exposure', 'd90plus', 'available', 'name'] as const;
export type CreditReportSort = (typeof CREDIT_REPORT_SORTS)[number];

export interface CreditReportQuery {
  search: string;
  sort: CreditReportSort;
  page: number;
  pageSize: number;
}

/** GET /api/reports/credit: a page of the aging of every client, the totals, the largest exposures. */
export function useCreditReport(query: CreditReportQuery) {
  return useQuery({
    queryKey: [...creditKeys.all, 'report', query],
    queryFn: () =>
      unwrap(
        api.GET('/api/reports/credit', {
          params: {
            query: {
              q: query.search.trim() || undefined,
              sort: query.sort,
              page: query.page,
              pageSize: query.pageSize,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/credit/export: every matching client as .xlsx, saved under the server's name. */
export async function exportCreditReport(query: Pick<CreditReportQuery, 'search' | 'sort'>): Promise<string> {
  const answer = await api.GET('/api/reports/credit/export', {
    params: { query: { q: query.search.trim() || undefined, sort: query.sort } },
    parseAs: 'blob',
  });
  return saveExport(answer, 'credit-report');
}
