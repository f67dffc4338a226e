import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'tawreed_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const API_TOKEN_PREFIX = 'twd_';

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash of a session or token is stored, so a database leak yields no live credential. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
