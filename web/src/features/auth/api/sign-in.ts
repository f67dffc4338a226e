import { startAuthentication } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type components, isMfaRequired, type LoginResult, type SessionUser, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { adoptAccountLanguage } from './change-language';
import { clearUserData } from './clear-user-data';
import { authKeys } from './keys';

export type SignInInput = components['schemas']['LoginRequest'];
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/**
 * Signs in and speaks the account's language from the first signed-in screen on; a person
 * with a second factor gets `mfaRequired` instead, and the code step follows (DESIGN §13).
 */
export async function signIn(body: SignInInput): Promise<LoginResult> {
  const answer = await unwrap(api.POST('/api/auth/login', { body }));
  return isMfaRequired(answer) ? answer : adoptAccountLanguage(answer);
}

/** The second step: a code from the authenticator app or a recovery code. */
async function completeSignIn(code: string): Promise<SessionUser> {
  return adoptAccountLanguage(await unwrap(api.POST('/api/auth/login/mfa', { body: { code } })));
}

/**
 * A sign-in with a passkey: alone, or as the second step of a pending sign-in (the service
 * then offers that person's passkeys only). The browser asks the person to choose and verify.
 */
async function signInWithPasskey(): Promise<SessionUser> {
  const options = await unwrap(api.POST('/api/auth/login/passkey/options'));
  const credential = await startAuthentication({ optionsJSON: options as unknown as RequestOptions });
  return adoptAccountLanguage(
    await unwrap(
      api.POST('/api/auth/login/passkey', {
        body: { credential: credential as unknown as components['schemas']['PasskeyAssertion'] },
      }),
    ),
  );
}

function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: SessionUser) => {
    clearUserData(queryClient);
    queryClient.setQueryData(authKeys.session(), user);
  };
}

/** Success stores the user (signed in); failure leaves the session as it was and rethrows. */
export function useSignIn() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: signIn,
    onSuccess(answer) {
      if (!isMfaRequired(answer)) signedIn(answer);
    },
  });
}

export function usePasskeySignIn() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: signInWithPasskey, onSuccess: signedIn });
}

export function useCompleteSignIn() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: completeSignIn, onSuccess: signedIn });
}
