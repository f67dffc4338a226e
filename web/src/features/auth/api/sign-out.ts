import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { clearUserData } from './clear-user-data';
import { authKeys } from './keys';

/** Sign-out always ends signed out, even when the call fails (SPEC §4, §8). */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await api.POST('/api/auth/logout');
    } catch {
      // Ignored by design: the local session ends regardless.
    } finally {
      queryClient.setQueryData(authKeys.session(), null);
      clearUserData(queryClient);
    }
  }, [queryClient]);
}
