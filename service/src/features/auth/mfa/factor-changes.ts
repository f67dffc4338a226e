/**
 * Changes to a person's own second factors (DESIGN §13): removing the authenticator app or
 * revoking a passkey. Each is confirmed by a fresh proof of a factor the person holds, any way
 * their sign-in could complete (mfaMethodsFor): a code from the app, an unused recovery code, or
 * an answer of one of their passkeys (the one being revoked included, as the app's own code
 * confirms the app's removal). The recovery codes go with the last factor.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { MfaMethod } from '@tawreed/domain';
import type { Deps } from '../../../http/context.js';
import { notFound } from '../../../http/errors.js';
import { audit } from '../../audit/write.js';
import * as prepo from './passkey-repository.js';
import { confirmWithPasskey, type RelyingParty } from './passkeys.js';
import * as repo from './repository.js';
import { useSecondFactor } from './service.js';

type FactorDeps = Pick<Deps, 'db' | 'now' | 'events' | 'config'>;

/** What confirms a change: a TOTP or recovery code, or a passkey's answer to a confirmation challenge. */
export type FactorProof = { code: string } | { credential: AuthenticationResponseJSON };

/** Where the change is asked from, for the passkey's origin and the throttle (DESIGN §7). */
export interface Asker {
  rp: RelyingParty;
  clientAddress: string;
}

/**
 * Checks and uses up the proof of one of `userId`'s factors; 401 MFA_CODE_INVALID for a wrong,
 * stale, replayed or foreign one, 429 while throttled. Answers the method that proved it.
 */
export async function confirmFactorChange(
  deps: FactorDeps,
  userId: string,
  proof: FactorProof,
  asker: Asker,
): Promise<MfaMethod> {
  if ('credential' in proof) {
    await confirmWithPasskey(deps, asker.rp, proof.credential, userId, asker.clientAddress);
    return 'passkey';
  }
  return useSecondFactor(deps, userId, proof.code, asker.clientAddress);
}

/** The person removes their authenticator app, confirmed by a fresh proof (passkeys keep the recovery codes). */
export async function removeOwnTotp(deps: FactorDeps, userId: string, proof: FactorProof, asker: Asker) {
  const factor = await repo.findTotp(deps.db, userId);
  if (!factor?.confirmedAt) throw notFound('whatSecondFactor');
  await confirmFactorChange(deps, userId, proof, asker);
  await deps.db.transaction(async (tx) => {
    await repo.removeTotp(tx, userId);
    await audit(tx, { kind: 'totpRemoved', actor: { id: userId }, subject: userId, details: { removed: 1 } });
  });
  await deps.events.publish([{ type: 'account:changed', userId }]);
}

/** The person revokes one of their passkeys, confirmed by a fresh proof; another's answers 404. */
export async function revokePasskey(
  deps: FactorDeps,
  userId: string,
  id: string,
  proof: FactorProof,
  asker: Asker,
) {
  const owned = (await prepo.listPasskeys(deps.db, userId)).some((key) => key.id === id);
  if (!owned) throw notFound('whatPasskey');
  await confirmFactorChange(deps, userId, proof, asker);
  await deps.db.transaction(async (tx) => {
    if (!(await prepo.deletePasskey(tx, userId, id))) throw notFound('whatPasskey');
    await repo.dropRecoveryCodesWithoutFactor(tx, userId);
    await audit(tx, {
      kind: 'passkeyRemoved',
      actor: { id: userId },
      subject: userId,
      details: { passkeyId: id },
    });
  });
  await deps.events.publish([{ type: 'account:changed', userId }]);
}
