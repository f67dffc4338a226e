import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.js';
import type { AppEnv } from './context.js';
import { withResponseHeaders } from './response-headers.js';
import { isWarmUpRequest, type WarmUpCredentials } from './warm-up.js';

/**
 * Gives every request an id (echoed as X-Request-Id) and logs one line per request:
 * method, path without query, status and duration. Bodies, cookies and headers are never logged.
 */
export function requestLog(logger: Logger, warmUpCredentials?: WarmUpCredentials): MiddlewareHandler<AppEnv> {
  return async function logRequest(c, next) {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await withResponseHeaders(c, next, { 'X-Request-Id': requestId });
    // The start-up warm-up's own requests (http/warm-up.ts) are not traffic.
    if (isWarmUpRequest(c, warmUpCredentials)) return;
    logger.info('request', {
      reqId: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get('user')?.id,
    });
  };
}
