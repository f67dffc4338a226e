import { QueryCache, QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/api/keys';
import { isUnauthenticated } from '../lib/errors';

/** SPEC §9: no automatic retries, no refetch on focus, cached data never stale. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A 401 on any query means the session ended elsewhere (expired, revoked): sign out locally.
      onError(error) {
        if (isUnauthenticated(error)) queryClient.setQueryData(authKeys.session(), null);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
