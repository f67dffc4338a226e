import type { QueryClient } from '@tanstack/react-query';
import { discardEarlyResponses } from '../../../lib/early-requests';
import { authKeys } from './keys';

/** Drops everything cached for the previous user; only the session entry survives. */
export function clearUserData(queryClient: QueryClient): void {
  discardEarlyResponses();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  queryClient.removeQueries({ queryKey: authKeys.secondFactor() });
}
