import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type components, type User, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { clearUserData } from './clear-user-data';
import { authKeys } from './keys';

export type SignInInput = components['schemas']['LoginRequest'];

export function signIn(body: SignInInput): Promise<User> {
  return unwrap(api.POST('/api/auth/login', { body }));
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
