import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';
import { type ConfirmWith, factorConfirmation } from './passkeys';

/** The caller's second factors and whether MFA_REQUIRED_ROLES makes it enrol first (DESIGN §13). */
export function useSecondFactorStatus(enabled = true) {
  return useQuery({
    queryKey: authKeys.secondFactor(),
    queryFn: () => unwrap(api.GET('/api/auth/mfa')),
    enabled,
    // Read again only when a factor changes (useRefreshSecondFactor): never while the
    // recovery codes are on screen.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A new TOTP secret (and its otpauth:// URL); shown while enrolling only. */
export function useStartTotp() {
  return useMutation({ mutationFn: () => unwrap(api.POST('/api/auth/mfa/totp')) });
}

/** The app's first code confirms it; answers the ten recovery codes. */
export function useConfirmTotp() {
  return useMutation({
    mutationFn: (code: string) => unwrap(api.POST('/api/auth/mfa/totp/confirm', { body: { code } })),
  });
}

/** Removes the authenticator app, confirmed by a fresh code or one of the person's passkeys. */
export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (confirm: ConfirmWith) =>
      unwrap(api.POST('/api/auth/mfa/totp/remove', { body: await factorConfirmation(confirm) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.secondFactor() }),
  });
}

/** After the recovery codes are put away: the status and the session (the enrolment gate) are read again. */
export function useRefreshSecondFactor() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authKeys.secondFactor() }),
      queryClient.invalidateQueries({ queryKey: authKeys.session() }),
    ]);
}
