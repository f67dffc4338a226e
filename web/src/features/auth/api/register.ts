import { useMutation } from '@tanstack/react-query';
import { type Account, type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';

export type RegistrationBody = components['schemas']['RegisterRequest'];

/** The new account; `status` is 'pending' while it waits for an administrator. */
export function registerAccount(body: RegistrationBody): Promise<Account> {
  return unwrap(api.POST('/api/auth/register', { body }));
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
