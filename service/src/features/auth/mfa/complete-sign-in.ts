import { msg } from '@tawreed/domain';
import type { Context } from 'hono';
import type { UserRow } from '../../../auth-core/credentials.js';
import type { AppEnv, Deps } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { actorOf, audit } from '../../audit/write.js';
import { toSessionUserDto } from '../../users/dto.js';
import { setSessionCookie } from '../cookie.js';
import * as authRepo from '../repository.js';
import { startSession } from '../service.js';

/** The account a second factor or a passkey signs in, if it may sign in at all. */
export async function usableUser(deps: Deps, userId: string): Promise<UserRow> {
  const user = await authRepo.findUserById(deps.db, userId);
  if (!user?.activatedAt || user.disabledAt) throw new AppError('UNAUTHENTICATED', msg('mfaNoPendingSignIn'));
  return user;
}

/**
 * A full session that passed its second factor, replacing the pending sign-in if there was one
 * (a new secret: the pending cookie signs in nothing more), in the audit trail with how it was
 * made (`password+totp`, `passkey`, …); answers the user.
 */
export async function completeSignIn(
  c: Context<AppEnv>,
  deps: Deps,
  user: UserRow,
  pendingTokenHash: string | null,
  clientAddress: string,
  method: string,
) {
  if (pendingTokenHash) await authRepo.revokeSession(deps.db, pendingTokenHash, deps.now());
  const session = await startSession(
    deps,
    user.id,
    { userAgent: c.req.header('user-agent') ?? null, clientAddress },
    { passed: true },
  );
  await audit(deps.db, {
    kind: 'signIn',
    actor: actorOf(user),
    subject: user.id,
    details: { method, clientAddress },
  });
  setSessionCookie(c, deps, session.token, session.ttlMs);
  return c.json({ ...toSessionUserDto(user), mfaEnrolmentRequired: false }, 200);
}
