import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];
type RegistrationCredential = components['schemas']['PasskeyRegistrationCredential'];

/** How the person confirms removing one of their factors: a code typed, or one of their passkeys. */
export type ConfirmWith = { code: string } | { passkey: true };

/**
 * The body confirming a change to the person's own factors (DESIGN §13): the code as typed, or
 * the answer of one of their passkeys to the service's confirmation challenge (the browser
 * asks the person to choose and verify).
 */
export async function factorConfirmation(
  confirm: ConfirmWith,
): Promise<components['schemas']['FactorConfirmation']> {
  if ('code' in confirm) return { code: confirm.code };
  const options = await unwrap(api.POST('/api/auth/mfa/confirm/passkey/options'));
  const credential = await startAuthentication({ optionsJSON: options as unknown as RequestOptions });
  return { credential: credential as unknown as components['schemas']['PasskeyAssertion'] };
}

/** The caller's passkeys (DESIGN §13), by name, oldest first. */
export function usePasskeys(enabled = true) {
  return useQuery({
    queryKey: authKeys.passkeys(),
    queryFn: async () => (await unwrap(api.GET('/api/auth/mfa/passkeys'))).passkeys,
    enabled,
  });
}

/**
 * Registers a passkey: the service's options, the browser's authenticator (it asks the person),
 * then the answer with its name. Answers the passkey, and the recovery codes when it is the
 * account's first factor (empty otherwise).
 */
async function addPasskey(name: string) {
  const options = await unwrap(api.POST('/api/auth/mfa/passkeys/options'));
  const credential = await startRegistration({ optionsJSON: options as unknown as CreationOptions });
  return unwrap(
    api.POST('/api/auth/mfa/passkeys', {
      body: { name, credential: credential as unknown as RegistrationCredential },
    }),
  );
}

/** Passkeys changed: the list and the factor status are read again (the session only once codes are saved). */
function useInvalidatePasskeys() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authKeys.passkeys() }),
      queryClient.invalidateQueries({ queryKey: authKeys.secondFactor() }),
    ]);
}

export function useAddPasskey() {
  const invalidate = useInvalidatePasskeys();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: (answer) => {
      // While the first factor's recovery codes are on screen, the status waits (see useRefreshSecondFactor).
      if (answer.recoveryCodes.length === 0) void invalidate();
    },
  });
}

/** A change to one of the person's passkeys; the list is read again once it is made. */
function usePasskeyChange<Input, Result>(change: (input: Input) => Promise<Result>) {
  const invalidate = useInvalidatePasskeys();
  return useMutation({ mutationFn: change, onSuccess: () => invalidate() });
}

export const useRenamePasskey = () =>
  usePasskeyChange(({ id, name }: { id: string; name: string }) =>
    unwrap(api.PATCH('/api/auth/mfa/passkeys/{id}', { params: { path: { id } }, body: { name } })),
  );

export const useRemovePasskey = () =>
  usePasskeyChange(async ({ id, confirm }: { id: string; confirm: ConfirmWith }) =>
    unwrap(
      api.POST('/api/auth/mfa/passkeys/{id}/remove', {
        params: { path: { id } },
        body: await factorConfirmation(confirm),
      }),
    ),
  );

/** The browser said no (the person cancelled, or no passkey of this site was found). */
export function isPasskeyDeclined(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
