/**
 * Passkeys (WebAuthn, DESIGN §13) through @simplewebauthn/server: registering one or more
 * (each counts as the factor 'passkey'), using one as the second factor after the password,
 * or signing in with one alone (a discoverable credential, user verification required), and
 * confirming a change to the person's own factors with one (factor-changes.ts).
 * Challenges are kept server-side, answer one ceremony only and live a few minutes; a passkey
 * asserted for another origin or relying party is refused (401 MFA_CODE_INVALID).
 */

import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { msg, TOTP_ISSUER } from '@tawreed/domain';
import type { UserRow } from '../../../auth-core/credentials.js';
import type { Deps } from '../../../http/context.js';
import { AppError, notFound } from '../../../http/errors.js';
import { foundOr404 } from '../../../http/found.js';
import { audit } from '../../audit/write.js';
import { admitLoginAttempt } from '../throttle.js';
import * as prepo from './passkey-repository.js';
import * as repo from './repository.js';
import { newRecoveryCodes } from './service.js';

type PasskeyDeps = Pick<Deps, 'db' | 'now' | 'events' | 'config'>;

/** How long a ceremony's challenge waits for its answer. */
export const CHALLENGE_MS = 5 * 60_000;

/** Where passkeys live: the origin they are asserted from and the relying party id. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** WEBAUTHN_ORIGIN / WEBAUTHN_RP_ID, else the portal's origin (PUBLIC_ORIGIN or the request's) and its host. */
export function relyingParty(config: Deps['config'], portalOrigin: string): RelyingParty {
  const origin = config.WEBAUTHN_ORIGIN ?? portalOrigin;
  return { origin, id: config.WEBAUTHN_RP_ID ?? new URL(origin).hostname };
}

export const passkeyInvalid = () => new AppError('MFA_CODE_INVALID', msg('passkeyInvalid'));

/** The user handle a person's passkeys carry: their id, so a discoverable credential names them. */
const userHandleOf = (userId: string) => Buffer.from(userId, 'utf8');

/** The challenge a ceremony's answer signed (from its clientDataJSON), or null. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/** A check's answer that passed: its `verified: true` member when the answer is a union of both. */
type Passed<T> = [Extract<T, { verified: true }>] extends [never] ? T : Extract<T, { verified: true }>;

/** The library's check of a ceremony's answer, when it passes: a failed or throwing check is passkeyInvalid. */
async function verifiedOrInvalid<T extends { verified: boolean }>(
  check: () => Promise<T>,
): Promise<Passed<T>> {
  let result: T;
  try {
    result = await check();
  } catch {
    throw passkeyInvalid();
  }
  if (!result.verified) throw passkeyInvalid();
  return result as Passed<T>;
}

const expiry = (deps: PasskeyDeps) => new Date(deps.now().getTime() + CHALLENGE_MS);

export function toPasskeyDto(row: prepo.PasskeyRow) {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Options for navigator.credentials.create(): a discoverable credential, none registered twice. */
export async function registrationOptions(
  deps: PasskeyDeps,
  rp: RelyingParty,
  user: Pick<UserRow, 'id' | 'email' | 'name'>,
) {
  const existing = await prepo.listPasskeys(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: TOTP_ISSUER,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandleOf(user.id),
    attestationType: 'none',
    timeout: CHALLENGE_MS,
    excludeCredentials: existing.map((key) => ({
      id: key.credentialId,
      transports: key.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await prepo.storeChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'register',
    userId: user.id,
    expiresAt: expiry(deps),
  });
  return options;
}

/**
 * Checks the authenticator's answer to a registration challenge of the caller and keeps the
 * passkey. The first factor of the account brings ten recovery codes (shown once, as with an
 * authenticator app); the session it happens in has passed its second factor.
 */
export async function registerPasskey(
  deps: PasskeyDeps,
  rp: RelyingParty,
  userId: string,
  input: { name: string; credential: RegistrationResponseJSON },
  sessionTokenHash: string | null,
) {
  const challenge = challengeOf(input.credential.response.clientDataJSON);
  const now = deps.now();
  const taken = challenge && (await prepo.takeChallenge(deps.db, challenge, 'register', now));
  if (!taken || taken.userId !== userId) throw passkeyInvalid();
  const verified = await verifiedOrInvalid(() =>
    verifyRegistrationResponse({
      response: input.credential,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    }),
  );
  const { credential } = verified.registrationInfo;
  const firstFactor = (await repo.listConfirmedFactors(deps.db, userId)).length === 0;
  const codes = firstFactor ? await newRecoveryCodes() : null;
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await prepo.insertPasskey(tx, {
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
    });
    if (!inserted) throw new AppError('CONFLICT', msg('passkeyInvalid'));
    if (codes) await repo.replaceRecoveryCodes(tx, userId, codes.hashes);
    if (sessionTokenHash) await repo.markSessionPassed(tx, sessionTokenHash, now);
    await audit(tx, {
      kind: 'passkeyAdded',
      actor: { id: userId },
      subject: userId,
      details: { passkeyId: inserted.id, name: inserted.name },
    });
    return inserted;
  });
  await deps.events.publish([{ type: 'account:changed', userId }]);
  return { passkey: toPasskeyDto(row), recoveryCodes: codes?.shown ?? [] };
}

/**
 * Options for navigator.credentials.get() answering one ceremony of `purpose`: a person's own
 * passkeys when `userId` names them, otherwise any discoverable passkey of this site, whose
 * user must verify (it signs in alone).
 */
async function requestOptions(
  deps: PasskeyDeps,
  rp: RelyingParty,
  purpose: Exclude<prepo.ChallengePurpose, 'register'>,
  userId: string | null,
) {
  const keys = userId ? await prepo.listPasskeys(deps.db, userId) : [];
  if (userId && keys.length === 0) throw notFound('whatPasskey');
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_MS,
    userVerification: userId ? 'preferred' : 'required',
    allowCredentials: keys.map((key) => ({
      id: key.credentialId,
      transports: key.transports as AuthenticatorTransport[],
    })),
  });
  await prepo.storeChallenge(deps.db, {
    challenge: options.challenge,
    purpose,
    userId,
    expiresAt: expiry(deps),
  });
  return options;
}

/**
 * Options for navigator.credentials.get(): for a pending sign-in (`userId`), that person's
 * passkeys; otherwise any discoverable passkey of this site, whose user must verify.
 */
export const signInOptions = (deps: PasskeyDeps, rp: RelyingParty, userId: string | null) =>
  requestOptions(deps, rp, userId ? 'second-factor' : 'sign-in', userId);

/** Options for confirming a change to the caller's own factors with one of their passkeys (404 without one). */
export const confirmationOptions = (deps: PasskeyDeps, rp: RelyingParty, userId: string) =>
  requestOptions(deps, rp, 'confirm', userId);

/**
 * Checks a passkey's answer to a challenge of `ceremony.purpose` (taken, so it answers once);
 * answers whose passkey it is. With `ceremony.userId` the challenge was handed to that person
 * and the passkey must be theirs. Attempts are throttled like passwords (DESIGN §7) under
 * `ceremony.throttle`; the signature counter must move on (a cloned authenticator is refused).
 */
async function verifyAssertion(
  deps: PasskeyDeps,
  rp: RelyingParty,
  credential: AuthenticationResponseJSON,
  ceremony: { purpose: prepo.ChallengePurpose; userId: string | null; throttle: string },
  clientAddress: string,
): Promise<string> {
  const now = deps.now();
  const { purpose, userId } = ceremony;
  const attempt = await admitLoginAttempt(deps.db, ceremony.throttle, clientAddress, now);
  const challenge = challengeOf(credential.response.clientDataJSON);
  const taken = challenge && (await prepo.takeChallenge(deps.db, challenge, purpose, now));
  if (!taken || taken.userId !== userId) throw passkeyInvalid();
  const key = await prepo.findByCredentialId(deps.db, credential.id);
  if (!key || (userId && key.userId !== userId)) throw passkeyInvalid();
  const handle = credential.response.userHandle;
  if (handle && handle !== userHandleOf(key.userId).toString('base64url')) throw passkeyInvalid();
  const verified = await verifiedOrInvalid(() =>
    verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(key.publicKey),
        counter: key.counter,
        transports: key.transports as AuthenticatorTransport[],
      },
      // A passkey alone is both factors: its user verifies. As a second factor, presence suffices.
      requireUserVerification: !userId,
    }),
  );
  const newCounter = verified.authenticationInfo.newCounter;
  if (!(await prepo.recordUse(deps.db, key.id, newCounter, now))) throw passkeyInvalid();
  await attempt.succeeded();
  return key.userId;
}

/**
 * Checks a passkey's answer to a sign-in challenge; answers whose passkey it is. With a pending
 * sign-in (`pendingUserId`) the passkey must be that person's.
 */
export async function assertPasskey(
  deps: PasskeyDeps,
  rp: RelyingParty,
  credential: AuthenticationResponseJSON,
  pendingUserId: string | null,
  clientAddress: string,
): Promise<string> {
  // The sign-in itself is audited where it completes (completeSignIn), with its method.
  return verifyAssertion(
    deps,
    rp,
    credential,
    pendingUserId
      ? { purpose: 'second-factor', userId: pendingUserId, throttle: `mfa:${pendingUserId}` }
      : { purpose: 'sign-in', userId: null, throttle: `passkey:${credential.id}` },
    clientAddress,
  );
}

/**
 * Checks an answer of one of `userId`'s passkeys to a confirmation challenge handed to that
 * person (confirmationOptions): a fresh second factor for a change to their own factors,
 * counted against the same throttle as their codes.
 */
export async function confirmWithPasskey(
  deps: PasskeyDeps,
  rp: RelyingParty,
  credential: AuthenticationResponseJSON,
  userId: string,
  clientAddress: string,
): Promise<void> {
  await verifyAssertion(
    deps,
    rp,
    credential,
    { purpose: 'confirm', userId, throttle: `mfa:${userId}` },
    clientAddress,
  );
}

export async function listOwn(deps: PasskeyDeps, userId: string) {
  return (await prepo.listPasskeys(deps.db, userId)).map(toPasskeyDto);
}

export async function rename(deps: PasskeyDeps, userId: string, id: string, name: string) {
  return toPasskeyDto(await foundOr404(prepo.renamePasskey(deps.db, userId, id, name), 'whatPasskey'));
}
