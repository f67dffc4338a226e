import type { z } from '@hono/zod-openapi';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { hashSecret, SESSION_COOKIE } from '../../../auth-core/secrets.js';
import { clientAddressResolver } from '../../../http/client-address.js';
import { type AppEnv, createRouter, type Deps } from '../../../http/context.js';
import { portalOrigin, requireUser } from '../../../http/session.js';
import { completeSignIn, usableUser } from './complete-sign-in.js';
import type { factorConfirmation } from './factor-change-routes.js';
import * as changeRoutes from './factor-change-routes.js';
import { type FactorProof, revokePasskey } from './factor-changes.js';
import * as routes from './passkey-routes.js';
import * as passkeys from './passkeys.js';
import * as repo from './repository.js';

/** The relying party a request's passkeys answer for (WEBAUTHN_* or the portal's origin). */
export const relyingPartyOf = (deps: Deps) => (c: Context<AppEnv>) =>
  passkeys.relyingParty(deps.config, portalOrigin(c, deps.config.PUBLIC_ORIGIN));

/** A confirmation body as the service takes it (WebAuthn's JSON typed as the library's). */
export const proofOf = (body: z.infer<typeof factorConfirmation>): FactorProof =>
  'credential' in body ? { credential: body.credential as unknown as AuthenticationResponseJSON } : body;

/**
 * Passkeys (DESIGN §13): registering, listing, renaming and revoking them, signing in with one,
 * and confirming a change to one's own factors with one.
 */
export function passkeyRoutes(deps: Deps) {
  const clientAddress = clientAddressResolver(deps.config.TRUST_PROXY);
  const rp = relyingPartyOf(deps);
  /** The pending sign-in the cookie names (the password passed, the second factor waits), if any. */
  const pendingSignIn = async (c: Context<AppEnv>) => {
    const cookie = getCookie(c, SESSION_COOKIE);
    return (cookie && (await repo.findPendingSession(deps.db, hashSecret(cookie), deps.now()))) || null;
  };
  return createRouter()
    .openapi(routes.passkeyRegistrationOptions, async (c) => {
      const caller = requireUser(c);
      return c.json(await passkeys.registrationOptions(deps, rp(c), caller), 200);
    })
    .openapi(routes.registerPasskey, async (c) => {
      const caller = requireUser(c);
      const { name, credential } = c.req.valid('json');
      const answer = await passkeys.registerPasskey(
        deps,
        rp(c),
        caller.id,
        { name, credential: credential as unknown as RegistrationResponseJSON },
        c.get('sessionTokenHash'),
      );
      return c.json(answer, 201);
    })
    .openapi(routes.listPasskeys, async (c) => {
      const caller = requireUser(c);
      return c.json({ passkeys: await passkeys.listOwn(deps, caller.id) }, 200);
    })
    .openapi(routes.renamePasskey, async (c) => {
      const caller = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(await passkeys.rename(deps, caller.id, id, c.req.valid('json').name), 200);
    })
    .openapi(changeRoutes.removePasskey, async (c) => {
      const caller = requireUser(c);
      const { id } = c.req.valid('param');
      const asker = { rp: rp(c), clientAddress: clientAddress(c) };
      await revokePasskey(deps, caller.id, id, proofOf(c.req.valid('json')), asker);
      return c.body(null, 204);
    })
    .openapi(changeRoutes.passkeyConfirmationOptions, async (c) => {
      const caller = requireUser(c);
      return c.json(await passkeys.confirmationOptions(deps, rp(c), caller.id), 200);
    })
    .openapi(routes.passkeySignInOptions, async (c) => {
      const pending = await pendingSignIn(c);
      return c.json(await passkeys.signInOptions(deps, rp(c), pending?.userId ?? null), 200);
    })
    .openapi(routes.passkeySignIn, async (c) => {
      const pending = await pendingSignIn(c);
      const userId = await passkeys.assertPasskey(
        deps,
        rp(c),
        c.req.valid('json').credential as unknown as AuthenticationResponseJSON,
        pending?.userId ?? null,
        clientAddress(c),
      );
      const user = await usableUser(deps, userId);
      return completeSignIn(
        c,
        deps,
        user,
        pending?.tokenHash ?? null,
        clientAddress(c),
        pending ? 'password+passkey' : 'passkey',
      );
    });
}
