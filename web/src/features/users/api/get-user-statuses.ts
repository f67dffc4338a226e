import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '@tawreed/domain';
import { type User, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export async function getUserStatuses(): Promise<User[]> {
  const { users } = await unwrap(api.GET('/api/users/statuses'));
  return users;
}

export const userStatusesQueryOptions = () =>
  queryOptions({ queryKey: userKeys.statuses(), queryFn: getUserStatuses });

/**
 * Used only inside the open dialog: fetched afresh on opening and every 5 s while it stays
 * open (SPEC §2); polling stops when the dialog unmounts its content.
 */
export function useUserStatuses() {
  return useQuery({
    ...userStatusesQueryOptions(),
    refetchOnMount: 'always',
    refetchInterval: POLL_INTERVAL_MS,
  });
}
