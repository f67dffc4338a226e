import { msg, mustEnrolSecondFactor } from '@tawreed/domain';
import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { UserRow } from '../../auth-core/credentials.js';
import { SESSION_COOKIE } from '../../auth-core/secrets.js';
import { clientAddressResolver } from '../../http/client-address.js';
import { type AppEnv, createRouter, type Deps } from '../../http/context.js';
import { AppError, notFound } from '../../http/errors.js';
import { requireUser } from '../../http/session.js';
import { actorOf, audit } from '../audit/write.js';
import { toSessionUserDto } from '../users/dto.js';
import { ownAccountRoutes } from './account.js';
import { setSessionCookie } from './cookie.js';
import * as mfa from './mfa/service.js';
import { PENDING_SIGN_IN_MS } from './mfa/service.js';
import * as repo from './repository.js';
import * as routes from './routes.js';
import * as auth from './service.js';

export function authRoutes(deps: Deps) {
  const clientAddress = clientAddressResolver(deps.config.TRUST_PROXY);
  /**
   * The signed-in person as /api/auth/me answers: the portal's first request says whether
   * enrolment comes first, with no second round trip.
   */
  const signedInUser = (c: Context<AppEnv>, row: UserRow | undefined) => {
    if (!row) throw notFound('whatUser');
    const factors = c.get('secondFactor')?.factors ?? [];
    const mfaEnrolmentRequired = mustEnrolSecondFactor(row.role, factors, deps.config.MFA_REQUIRED_ROLES);
    return { ...toSessionUserDto(row), mfaEnrolmentRequired };
  };
  return createRouter()
    .openapi(routes.register, async (c) => {
      const user = await auth.register(deps, c.req.valid('json'));
      return c.json(user, 201);
    })
    .openapi(routes.login, async (c) => {
      const { email, password } = c.req.valid('json');
      const user = await auth.authenticate(deps, email, password, clientAddress(c));
      const client = { userAgent: c.req.header('user-agent') ?? null, clientAddress: clientAddress(c) };
      const methods = await mfa.methodsOf(deps, user.id);
      if (methods.length) {
        // The password was right; the second factor completes the sign-in (login/mfa).
        const pending = await auth.startSession(deps, user.id, client, { pendingMs: PENDING_SIGN_IN_MS });
        setSessionCookie(c, deps, pending.token, pending.ttlMs);
        return c.json({ mfaRequired: true as const, methods }, 200);
      }
      const session = await auth.startSession(deps, user.id, client);
      await audit(deps.db, {
        kind: 'signIn',
        actor: actorOf(user),
        subject: user.id,
        details: { method: 'password', clientAddress: client.clientAddress },
      });
      setSessionCookie(c, deps, session.token, session.ttlMs);
      // No factor yet: enrolment comes first when MFA_REQUIRED_ROLES names the role.
      const mfaEnrolmentRequired = mustEnrolSecondFactor(user.role, [], deps.config.MFA_REQUIRED_ROLES);
      return c.json({ ...toSessionUserDto(user), mfaEnrolmentRequired }, 200);
    })
    .openapi(routes.logout, async (c) => {
      const tokenHash = c.get('sessionTokenHash');
      if (tokenHash) {
        await repo.revokeSession(deps.db, tokenHash, deps.now());
        await deps.events.publish([{ type: 'session:revoked', credentialHash: tokenHash, userId: null }]);
      }
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      return c.body(null, 204);
    })
    .openapi(routes.me, async (c) => {
      const caller = requireUser(c);
      const row = await repo.findUserById(deps.db, caller.id);
      return c.json(signedInUser(c, row), 200);
    })
    .openapi(routes.updateMe, async (c) => {
      const caller = requireUser(c);
      const { language } = c.req.valid('json');
      const row = language
        ? await deps.db.transaction(async (tx) => {
            const updated = await repo.updateUserLanguage(tx, caller.id, language);
            await audit(tx, {
              kind: 'settingsChanged',
              actor: actorOf(caller),
              subject: caller.id,
              details: { setting: 'language', to: language },
              at: deps.now(),
            });
            return updated;
          })
        : await repo.findUserById(deps.db, caller.id);
      return c.json(signedInUser(c, row), 200);
    })
    .openapi(routes.createToken, async (c) => {
      const caller = requireUser(c);
      const factor = c.get('secondFactor');
      // DESIGN §13: a person with a second factor creates tokens only from a session that passed it.
      if (factor?.factors.length && !(c.get('authVia') === 'cookie' && factor.passed)) {
        throw new AppError('FORBIDDEN', msg('mfaTokenNeedsSecondFactor'));
      }
      const token = await auth.createApiToken(deps, caller.id, c.req.valid('json'));
      await audit(deps.db, {
        kind: 'settingsChanged',
        actor: actorOf(caller),
        subject: caller.id,
        details: { setting: 'apiToken', change: 'created', tokenId: token.id, name: token.name },
        at: deps.now(),
      });
      return c.json(token, 201);
    })
    .openapi(routes.listTokens, async (c) => {
      const caller = requireUser(c);
      const rows = await repo.listTokens(deps.db, caller.id, deps.now());
      return c.json({ tokens: rows.map(auth.toTokenDto) }, 200);
    })
    .openapi(routes.revokeToken, async (c) => {
      const caller = requireUser(c);
      const revoked = await repo.revokeToken(deps.db, caller.id, c.req.valid('param').id, deps.now());
      if (!revoked) throw notFound('whatApiToken');
      await audit(deps.db, {
        kind: 'settingsChanged',
        actor: actorOf(caller),
        subject: caller.id,
        details: { setting: 'apiToken', change: 'revoked', tokenId: c.req.valid('param').id },
        at: deps.now(),
      });
      await deps.events.publish([{ type: 'session:revoked', credentialHash: revoked, userId: null }]);
      return c.body(null, 204);
    })
    .route('/', ownAccountRoutes(deps));
}
