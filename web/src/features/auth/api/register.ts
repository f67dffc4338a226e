import { useMutation } from '@tanstack/react-query';
import { type components, type User, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';

export type RegistrationBody = components['schemas']['RegisterRequest'];

export function registerAccount(body: RegistrationBody): Promise<User> {
  return unwrap(api.POST('/api/auth/register', { body }));
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
