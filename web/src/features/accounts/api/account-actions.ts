import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@tawreed/domain';
import { type Account, type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export type SessionsEnded = components['schemas']['SessionsEnded'];
const byId = (id: string) => ({ params: { path: { id } } });

export function activateAccount(id: string): Promise<Account> {
  return unwrap(api.POST('/api/accounts/{id}/activate', byId(id)));
}

export function deactivateAccount(id: string): Promise<Account> {
  return unwrap(api.POST('/api/accounts/{id}/deactivate', byId(id)));
}

export function changeAccountRole(id: string, role: Role, companyName: string | null): Promise<Account> {
  return unwrap(api.PUT('/api/accounts/{id}/role', { ...byId(id), body: { role, companyName } }));
}

export function setAccountSalesRep(id: string, isSalesRep: boolean): Promise<Account> {
  return unwrap(api.PUT('/api/accounts/{id}/sales-rep', { ...byId(id), body: { isSalesRep } }));
}

export function resetAccountPassword(id: string, password: string): Promise<Account> {
  return unwrap(api.POST('/api/accounts/{id}/password', { ...byId(id), body: { password } }));
}

/** Removes the account's second factors and recovery codes (DESIGN §13). */
export function resetAccountSecondFactors(id: string) {
  return unwrap(api.POST('/api/accounts/{id}/second-factors/reset', byId(id)));
}

export function endAccountSessions(id: string): Promise<SessionsEnded> {
  return unwrap(api.POST('/api/accounts/{id}/end-sessions', byId(id)));
}

/** One account operation; every list shown is refreshed after it succeeds. */
export function useAccountMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
