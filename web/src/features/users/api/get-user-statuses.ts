import { POLL_INTERVAL_MS } from '@tawreed/domain';
import { type User, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { freshListQuery } from '../../../lib/fresh-list-query';
import { userKeys } from './keys';

export async function getUserStatuses(): Promise<User[]> {
  const { users } = await unwrap(api.GET('/api/users/statuses'));
  return users;
}

/**
 * Used only inside the open dialog: fetched afresh on opening and every 5 s while it stays
 * open (SPEC §2); polling stops when the dialog unmounts its content.
 */
const userStatusesQuery = freshListQuery(userKeys.statuses(), getUserStatuses, POLL_INTERVAL_MS);
export const useUserStatuses = userStatusesQuery.useFreshList;
