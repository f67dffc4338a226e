import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../../auth-core/secrets.js';
import type { Deps } from '../../http/context.js';
import { isSecureRequest } from '../../http/session.js';

/** The session cookie: a full session, or a sign-in waiting for its second factor. */
export function setSessionCookie(c: Context, deps: Deps, token: string, maxAgeMs: number) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureRequest(c, deps.config.PUBLIC_ORIGIN),
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}
