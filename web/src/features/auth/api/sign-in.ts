import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type components, type SessionUser, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { adoptAccountLanguage } from './change-language';
import { clearUserData } from './clear-user-data';
import { authKeys } from './keys';

export type SignInInput = components['schemas']['LoginRequest'];

/** Signs in and speaks the account's language from the first signed-in screen on. */
export async function signIn(body: SignInInput): Promise<SessionUser> {
  return adoptAccountLanguage(await unwrap(api.POST('/api/auth/login', { body })));
}

/** Success stores the user (signed in); failure leaves the session as it was and rethrows. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess(user) {
      clearUserData(queryClient);
      queryClient.setQueryData(authKeys.session(), user);
    },
  });
}
