import { msg } from '@tawreed/domain';
import { getCookie } from 'hono/cookie';
import { hashSecret, SESSION_COOKIE } from '../../../auth-core/secrets.js';
import { clientAddressResolver } from '../../../http/client-address.js';
import { createRouter, type Deps } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { requireUser } from '../../../http/session.js';
import { auditSignInFailure } from '../service.js';
import { completeSignIn, usableUser } from './complete-sign-in.js';
import { removeTotp } from './factor-change-routes.js';
import { removeOwnTotp } from './factor-changes.js';
import { passkeyRoutes, proofOf, relyingPartyOf } from './passkey-handlers.js';
import * as repo from './repository.js';
import * as routes from './routes.js';
import * as mfa from './service.js';

/** Two factors (DESIGN §13): completing a sign-in, enrolling an authenticator app, removing it. */
export function mfaRoutes(deps: Deps) {
  const clientAddress = clientAddressResolver(deps.config.TRUST_PROXY);
  const rp = relyingPartyOf(deps);
  return createRouter()
    .openapi(routes.loginMfa, async (c) => {
      const cookie = getCookie(c, SESSION_COOKIE);
      const pending = cookie && (await repo.findPendingSession(deps.db, hashSecret(cookie), deps.now()));
      if (!pending) throw new AppError('UNAUTHENTICATED', msg('mfaNoPendingSignIn'));
      const user = await usableUser(deps, pending.userId);
      const method = await mfa
        .useSecondFactor(deps, user.id, c.req.valid('json').code, clientAddress(c))
        .catch(async (err: unknown) => {
          if (err instanceof AppError && err.code === 'MFA_CODE_INVALID')
            await auditSignInFailure(deps, { id: user.id, label: user.email }, 'mfaCodeInvalid');
          throw err;
        });
      return completeSignIn(c, deps, user, pending.tokenHash, clientAddress(c), `password+${method}`);
    })
    .openapi(routes.mfaStatus, async (c) => c.json(await mfa.status(deps, requireUser(c)), 200))
    .openapi(routes.startTotp, async (c) => c.json(await mfa.startTotp(deps, requireUser(c)), 200))
    .openapi(routes.confirmTotp, async (c) => {
      const caller = requireUser(c);
      const answer = await mfa.confirmTotp(
        deps,
        caller.id,
        c.req.valid('json').code,
        clientAddress(c),
        c.get('sessionTokenHash'),
      );
      return c.json(answer, 200);
    })
    .openapi(removeTotp, async (c) => {
      const caller = requireUser(c);
      const asker = { rp: rp(c), clientAddress: clientAddress(c) };
      await removeOwnTotp(deps, caller.id, proofOf(c.req.valid('json')), asker);
      return c.body(null, 204);
    })
    .route('/', passkeyRoutes(deps));
}
