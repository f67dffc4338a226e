import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { rememberSignedIn } from '../../../lib/session-hint';
import { clearUserData } from './clear-user-data';
import { authKeys } from './keys';

/** Sign-out always ends signed out, even when the call fails (SPEC §4, §8). */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Nothing the signed-in pages asked for may still be answered (with a 401) after this.
    await queryClient.cancelQueries();
    try {
      await api.POST('/api/auth/logout');
    } catch {
      // Ignored by design: the local session ends regardless.
    } finally {
      // At once, not in a later effect: the next opening of a page must not prefetch as signed in.
      rememberSignedIn(false);
      queryClient.setQueryData(authKeys.session(), null);
      clearUserData(queryClient);
    }
  }, [queryClient]);
}
