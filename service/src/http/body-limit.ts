import { MAX_FILE_BYTES, type Message, msg } from '@tawreed/domain';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.js';
import { AppError, unauthenticated } from './errors.js';

/** JSON and every other non-file body (DESIGN §7). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Multipart framing on top of the file limit. */
export const MULTIPART_OVERHEAD = 256 * 1024;
/** The most files one request may carry (appeal evidence); each route narrows it. */
export const MAX_FILES_PER_REQUEST = 10;
/** The outer bound of any multipart body; each upload route applies its own, smaller one. */
const MULTIPART_LIMIT = MAX_FILE_BYTES * MAX_FILES_PER_REQUEST + MULTIPART_OVERHEAD;

/** The only API routes open to someone not signed in (`me` answers its own 401). */
const ANONYMOUS_ROUTES = new Set([
  '/api/auth/register',
  '/api/auth/login',
  // Completes a pending sign-in, whose cookie is no session yet.
  '/api/auth/login/mfa',
  // A sign-in with a passkey alone (or as the second factor of a pending sign-in).
  '/api/auth/login/passkey/options',
  '/api/auth/login/passkey',
  '/api/auth/logout',
  '/api/auth/me',
]);
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tooLarge(message: Message): never {
  throw new AppError('FILE_TOO_LARGE', message, undefined, { Connection: 'close' });
}

/** The 1 MB bound whatever the content type: for routes that take no files. */
export const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => tooLarge(msg('bodyTooLarge')),
});
const multipartLimit = bodyLimit({
  maxSize: MULTIPART_LIMIT,
  onError: () => tooLarge(msg('fileTooLarge')),
});

/**
 * jsonBodyLimit, judging a declared Content-Length (without Transfer-Encoding) as it does but
 * from the header alone: the body stays untouched until a route reads it. A declared empty body
 * (an action posted without one) is handed on as no body at all, so nothing after turns the
 * socket into a stream to find it empty (zod-openapi's media-type check clones the request to
 * look): half a millisecond of an approval's CPU.
 */
const jsonBody: MiddlewareHandler<AppEnv> = async function jsonBody(c, next) {
  const declared = c.req.header('content-length');
  if (declared === undefined || c.req.header('transfer-encoding') !== undefined)
    return jsonBodyLimit(c, next);
  if (Number.parseInt(declared || '0', 10) > JSON_BODY_LIMIT) tooLarge(msg('bodyTooLarge'));
  // As the Fetch standard has a request without a body: `body` null (the node server's request
  // would otherwise build a stream of the socket for it, and a Request as many microseconds).
  if (declared === '0') Object.defineProperty(c.req.raw, 'body', { value: null });
  return next();
};

/**
 * Runs after the caller is resolved and before anything reads the query or the body: an anonymous
 * caller is refused (401) before any validation, without a byte of its body being read, and every body is cut off at its limit while it
 * streams (a declared Content-Length over the limit is refused at once). Upload routes narrow the
 * multipart bound with `uploadLimit`.
 */
export function bodyGuard(): MiddlewareHandler<AppEnv> {
  return async function guardBody(c, next) {
    if (!c.get('user') && !ANONYMOUS_ROUTES.has(c.req.path)) {
      const error = unauthenticated();
      throw new AppError(error.code, error.text, undefined, { Connection: 'close' });
    }
    if (BODYLESS_METHODS.has(c.req.method)) return next();
    const type = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data/i.test(type)) return jsonBody(c, next);
    // A declared length is judged without touching the body, which the upload route then reads
    // from the socket as it streams (multipart.ts); a chunked one is read here within the bound.
    const declared = c.req.header('content-length');
    if (declared && !c.req.header('transfer-encoding')) {
      if (Number(declared) > MULTIPART_LIMIT) tooLarge(msg('fileTooLarge'));
      return next();
    }
    return multipartLimit(c, next);
  };
}
