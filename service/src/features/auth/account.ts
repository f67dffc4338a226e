import { describeUserAgent, msg, type PasswordChangeInput, validatePasswordChange } from '@tawreed/domain';
import { clientAddressResolver } from '../../http/client-address.js';
import { createRouter, type Deps, type SessionUser } from '../../http/context.js';
import { notFound, validationFailed } from '../../http/errors.js';
import { foundOr404 } from '../../http/found.js';
import { requireUser } from '../../http/session.js';
import { actorOf, audit } from '../audit/write.js';
import * as routes from './account-routes.js';
import { hashPassword, verifyPassword } from './passwords.js';
import * as repo from './repository.js';
import * as sessions from './sessions.js';
import { admitLoginAttempt } from './throttle.js';

/** Closes the websockets of ended sessions, on every instance. */
async function announceEnded(deps: Deps, tokenHashes: string[]) {
  if (!tokenHashes.length) return;
  await deps.events.publish(
    tokenHashes.map((credentialHash) => ({ type: 'session:revoked', credentialHash, userId: null })),
  );
}

/**
 * Changes the caller's password after checking the current one. A wrong current password
 * counts as a failed sign-in of the account from this address (the sign-in throttle), so a
 * stolen session cannot be used to guess it. Every other session ends.
 */
async function changePassword(
  deps: Deps,
  caller: SessionUser,
  input: PasswordChangeInput,
  request: { sessionTokenHash: string | null; clientAddress: string },
) {
  const issue = validatePasswordChange(input);
  if (issue) throw validationFailed([issue]);
  const user = await foundOr404(repo.findUserById(deps.db, caller.id), 'whatAccount');
  const attempt = await admitLoginAttempt(deps.db, user.email, request.clientAddress, deps.now());
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw validationFailed([{ path: 'currentPassword', message: msg('currentPasswordWrong') }]);
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await deps.db.transaction(async (tx) => {
    await sessions.updatePasswordHash(tx, caller.id, passwordHash);
    const revoked = await sessions.revokeOtherSessions(tx, caller.id, request.sessionTokenHash, deps.now());
    await audit(tx, {
      kind: 'settingsChanged',
      actor: actorOf(caller),
      subject: caller.id,
      details: { setting: 'password', endedSessions: revoked.length },
      at: deps.now(),
    });
    return revoked;
  });
  await announceEnded(deps, ended);
  return ended.length;
}

/** Settings → password and sessions, for the signed-in account only. */
export function ownAccountRoutes(deps: Deps) {
  const clientAddress = clientAddressResolver(deps.config.TRUST_PROXY);
  return createRouter()
    .openapi(routes.changePassword, async (c) => {
      const endedSessions = await changePassword(deps, requireUser(c), c.req.valid('json'), {
        sessionTokenHash: c.get('sessionTokenHash'),
        clientAddress: clientAddress(c),
      });
      return c.json({ endedSessions }, 200);
    })
    .openapi(routes.listSessions, async (c) => {
      const caller = requireUser(c);
      const current = c.get('sessionTokenHash');
      const rows = await sessions.listLiveSessions(deps.db, caller.id, deps.now());
      return c.json(
        {
          sessions: rows.map((row) => ({
            id: row.id,
            createdAt: row.createdAt.toISOString(),
            lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
            expiresAt: row.expiresAt.toISOString(),
            client: describeUserAgent(row.userAgent),
            userAgent: row.userAgent,
            clientAddress: row.clientAddress,
            current: row.tokenHash === current,
          })),
        },
        200,
      );
    })
    .openapi(routes.revokeSession, async (c) => {
      const caller = requireUser(c);
      const ended = await sessions.revokeSessionById(deps.db, caller.id, c.req.valid('param').id, deps.now());
      if (!ended) throw notFound(msg('sessionNotFound'));
      await announceEnded(deps, [ended]);
      return c.body(null, 204);
    });
}
