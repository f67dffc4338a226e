import { isIP } from 'node:net';
import { msg } from '@tawreed/domain';
import { hashSecret } from '../../auth-core/secrets.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { ipv6Groups } from '../../http/ipv6.js';
import * as repo from './repository.js';

/**
 * Sign-in throttling that never locks a person out from elsewhere (DESIGN §7). Failures slow
 * down two things, never the account alone:
 * - the pair (account, client address): someone guessing one account's password from one place;
 * - the client address: someone trying many accounts (or made-up ones) from one place.
 * The first `free` failures cost nothing; each one after that makes the next attempt wait,
 * twice as long every time up to `maxDelayMs` (429 with Retry-After). A day without failures
 * forgets them. The right password from another address is never delayed by any of this.
 */
export interface ThrottlePolicy {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const PAIR_THROTTLE: ThrottlePolicy = { free: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 };
/** An office behind one address has many people: more room before the address slows down. */
export const ADDRESS_THROTTLE: ThrottlePolicy = { free: 20, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 };
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/**
 * The part of an address one client controls: an IPv4 address, or an IPv6 /64 (one machine
 * may hold a whole /64 and pick a new address for every attempt).
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

function rateLimited(blockedUntil: Date | null, now: Date): AppError {
  const waitMs = blockedUntil ? blockedUntil.getTime() - now.getTime() : 0;
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(
    'RATE_LIMITED',
    msg('tooManySignIns'),
    { retryAfterSeconds: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

export interface LoginAttempt {
  /** The attempt succeeded: the pair's failures are forgotten, and it costs the address nothing. */
  succeeded(): Promise<void>;
}

/**
 * Admits one sign-in attempt or answers 429. A throttled attempt costs one read: no password
 * is hashed for it. An admitted attempt is counted as a failure before the password is checked
 * (and taken back when it succeeds), so a burst of parallel guesses cannot all slip in before
 * the first of them is counted.
 */
export async function admitLoginAttempt(
  db: DbOrTx,
  account: string,
  clientAddress: string,
  now: Date,
): Promise<LoginAttempt> {
  const bucket = addressBucket(clientAddress);
  const pair = { key: `login:pair:${hashSecret(`${account}\n${bucket}`)}`, policy: PAIR_THROTTLE };
  const address = { key: `login:address:${bucket}`, policy: ADDRESS_THROTTLE };
  const keys = [pair.key, address.key];

  const blocked = await repo.latestBlock(db, keys, now);
  if (blocked) throw rateLimited(blocked, now);

  const forgetAt = new Date(now.getTime() + FAILURE_MEMORY_MS);
  const claim = (limit: typeof pair) => repo.claimAttempt(db, limit.key, now, forgetAt, limit.policy);
  if (!(await claim(pair))) throw rateLimited(await repo.latestBlock(db, keys, now), now);
  if (!(await claim(address))) {
    // Another attempt from this address got in first and earned it a delay.
    await repo.releaseAttempt(db, pair.key, pair.policy.free);
    throw rateLimited(await repo.latestBlock(db, keys, now), now);
  }
  return {
    async succeeded() {
      await repo.clearFailures(db, pair.key);
      await repo.releaseAttempt(db, address.key, address.policy.free);
    },
  };
}
