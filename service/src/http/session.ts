import { msg, mustEnrolSecondFactor } from '@tawreed/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { type CachedCredential, createCredentialCache } from '../auth-core/credential-cache.js';
import {
  findLiveSession,
  findLiveTokenUser,
  toSessionUser,
  touchSession,
  touchToken,
} from '../auth-core/credentials.js';
import { hashSecret, SESSION_COOKIE } from '../auth-core/secrets.js';
import type { AppEnv, Deps, SessionUser } from './context.js';
import { allowedBeforeEnrolment } from './enrolment-gate.js';
import { AppError, unauthenticated } from './errors.js';
import type { WarmUpCredentials } from './warm-up.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOUCH_INTERVAL_MS = 60_000;

/** The portal's origin: configured, or the origin the request itself was addressed to. */
export function portalOrigin(c: Context, configured: string | undefined): string {
  if (configured) return configured;
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '');
  const host = c.req.header('host') ?? url.host;
  return `${proto}://${host}`;
}

export function isSecureRequest(c: Context, configured: string | undefined): boolean {
  return portalOrigin(c, configured).startsWith('https://');
}

/**
 * Resolves the caller from a bearer token or the session cookie. A browser's unsafe request
 * from another origin is refused before anything acts on the cookie (CSRF).
 */
export function sessionMiddleware(
  deps: Deps,
  warmUpCredentials?: WarmUpCredentials,
): MiddlewareHandler<AppEnv> {
  const cache = createCredentialCache(deps.events, deps.config.CREDENTIAL_CACHE_SECONDS);

  /** The live credential behind a hash: remembered, or read (and its use recorded now and then). */
  async function liveCredential(kind: 'cookie' | 'token', tokenHash: string) {
    const now = deps.now();
    let found: CachedCredential | undefined =
      (kind === 'token' ? warmUpCredentials?.get(tokenHash) : undefined) ?? cache.get(tokenHash, now);
    if (!found) {
      const mark = cache.mark();
      found = kind === 'token' ? await readToken(tokenHash, now) : await readSession(tokenHash, now);
      if (!found) return undefined;
      cache.remember(tokenHash, found, mark);
    }
    if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await (found.tokenId ? touchToken(deps.db, found.tokenId, now) : touchSession(deps.db, tokenHash, now));
      found.lastUsedAt = now;
    }
    return found;
  }
  async function readToken(tokenHash: string, now: Date): Promise<CachedCredential | undefined> {
    const row = await findLiveTokenUser(deps.db, tokenHash, now);
    return row && { ...row, user: toSessionUser(row.user), secondFactorPassed: false };
  }
  async function readSession(tokenHash: string, now: Date): Promise<CachedCredential | undefined> {
    const row = await findLiveSession(deps.db, tokenHash, now);
    if (!row) return undefined;
    const { secondFactorAt, ...rest } = row;
    return {
      ...rest,
      user: toSessionUser(row.user),
      tokenId: null,
      secondFactorPassed: Boolean(secondFactorAt),
    };
  }

  return async function resolveCaller(c, next) {
    c.set('user', null);
    c.set('authVia', null);
    c.set('sessionTokenHash', null);
    c.set('apiTokenHash', null);
    c.set('secondFactor', null);
    const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (bearer) {
      const tokenHash = hashSecret(bearer);
      const found = await liveCredential('token', tokenHash);
      if (!found) throw new AppError('UNAUTHENTICATED', msg('invalidToken'));
      c.set('user', found.user);
      c.set('authVia', 'token');
      c.set('apiTokenHash', tokenHash);
      admitUnenrolled(c, found);
      return next();
    }
    if (!SAFE_METHODS.has(c.req.method)) assertSameOrigin(c, deps);
    const cookie = getCookie(c, SESSION_COOKIE);
    if (cookie) {
      // A websocket handshake is a GET, but the socket it opens acts on the cookie like any
      // write; browsers always name the page's origin there, so none at all is refused too.
      if (isWebSocketUpgrade(c)) assertSameOrigin(c, deps, { originRequired: true });
      const tokenHash = hashSecret(cookie);
      const found = await liveCredential('cookie', tokenHash);
      if (found) {
        c.set('user', found.user);
        c.set('authVia', 'cookie');
        c.set('sessionTokenHash', tokenHash);
        admitUnenrolled(c, found);
      }
    }
    return next();
  };

  /**
   * Records the caller's second factors; a person whose role must enrol one and has none is
   * answered 403 MFA_ENROLMENT_REQUIRED everywhere but enrolment (DESIGN §13), websocket too.
   */
  function admitUnenrolled(c: Context<AppEnv>, found: CachedCredential) {
    c.set('secondFactor', { factors: found.factors, passed: found.secondFactorPassed });
    if (
      mustEnrolSecondFactor(found.user.role, found.factors, deps.config.MFA_REQUIRED_ROLES) &&
      !allowedBeforeEnrolment(c.req.method, c.req.path)
    ) {
      throw new AppError('MFA_ENROLMENT_REQUIRED', msg('mfaEnrolmentRequired'));
    }
  }
}

function isWebSocketUpgrade(c: Context): boolean {
  return c.req.header('upgrade')?.toLowerCase() === 'websocket';
}

function assertSameOrigin(c: Context, deps: Deps, { originRequired = false } = {}) {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  if (
    fetchSite === 'cross-site' ||
    (originRequired && !origin) ||
    (origin && origin !== portalOrigin(c, deps.config.PUBLIC_ORIGIN))
  ) {
    throw new AppError('FORBIDDEN', msg('crossOrigin'));
  }
}

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}
