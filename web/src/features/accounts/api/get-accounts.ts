import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Account, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** GET /api/accounts: every account, waiting ones first (the page filters by status itself, and counts). */
export async function getAccounts(): Promise<Account[]> {
  const { accounts } = await unwrap(api.GET('/api/accounts'));
  return accounts;
}

export const accountsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.list(), queryFn: getAccounts });

/** Fresh on every visit: someone may have registered since. */
export function useAccounts() {
  return useQuery({ ...accountsQueryOptions(), refetchOnMount: 'always' });
}
