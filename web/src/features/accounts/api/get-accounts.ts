import { type ManagedAccount as Account, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { freshListQuery } from '../../../lib/fresh-list-query';
import { accountKeys } from './keys';

/** GET /api/accounts: every account, waiting ones first (the page filters by status itself, and counts). */
export async function getAccounts(): Promise<Account[]> {
  const { accounts } = await unwrap(api.GET('/api/accounts'));
  return accounts;
}

/** Fresh on every visit: someone may have registered since. */
const accountsQuery = freshListQuery(accountKeys.list(), getAccounts);
export const useAccounts = accountsQuery.useFreshList;
