import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type components, type NotificationKind, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';

export type AccountSession = components['schemas']['Session'];
export type ApiToken = components['schemas']['ApiToken'];

/** Query keys of Settings' own account cards. */
export const settingsKeys = {
  all: ['account-settings'] as const,
  sessions: () => [...settingsKeys.all, 'sessions'] as const,
  tokens: () => [...settingsKeys.all, 'tokens'] as const,
  preferences: () => [...settingsKeys.all, 'notification-preferences'] as const,
};

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
      unwrap(api.POST('/api/auth/password', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: settingsKeys.sessions(),
    queryFn: () => unwrap(api.GET('/api/auth/sessions')),
  });
}

/** Ends something of the account's by id; its list is fetched again whether or not that worked. */
function useRevoke<T>(revoke: (id: string) => Promise<T>, listKey: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revoke,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useRevokeSession() {
  return useRevoke(
    (id) => unwrap(api.DELETE('/api/auth/sessions/{id}', { params: { path: { id } } })),
    settingsKeys.sessions(),
  );
}

export function useApiTokens() {
  return useQuery({ queryKey: settingsKeys.tokens(), queryFn: () => unwrap(api.GET('/api/auth/tokens')) });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; expiresInDays: number | null }) =>
      unwrap(api.POST('/api/auth/tokens', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.tokens() }),
  });
}

export function useRevokeApiToken() {
  return useRevoke(
    (id) => unwrap(api.DELETE('/api/auth/tokens/{id}', { params: { path: { id } } })),
    settingsKeys.tokens(),
  );
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: settingsKeys.preferences(),
    queryFn: fetchPreferences,
  });
}

function fetchPreferences() {
  return unwrap(api.GET('/api/notifications/preferences'));
}

export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  const key = settingsKeys.preferences();
  return useMutation({
    mutationFn: (change: { kind: NotificationKind; enabled: boolean }) =>
      unwrap(api.PUT('/api/notifications/preferences', { body: { preferences: [change] } })),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
