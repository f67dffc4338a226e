import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { idempotencyKeys } from '../db/schema.js';
import type { AppEnv, Deps } from './context.js';
import { AppError } from './errors.js';

/** How long a finished request's answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REPLAYED_HEADERS = ['content-type', 'etag', 'location'];

/** Hash of what makes two requests "the same": method, path, query and body (multipart boundary removed). */
function requestHash(request: Request, body: ArrayBuffer): string {
  const url = new URL(request.url);
  const hash = createHash('sha256').update(`${request.method} ${url.pathname}${url.search}\n`);
  const boundary = request.headers.get('content-type')?.match(/boundary=("?)([^";]+)\1/)?.[2];
  if (boundary) hash.update(Buffer.from(body).toString('latin1').split(boundary).join(''), 'latin1');
  else hash.update(Buffer.from(body));
  return hash.digest('hex');
}

/**
 * Idempotency-Key for unsafe requests that create things (DESIGN §4, Stripe's semantics): the
 * same key and request replays the first response byte for byte; another request answers 422; a
 * retry while the first is still running answers 409 until the first one's lease ends. Answers
 * are kept 24 h per caller; 5xx answers are not kept. Safe methods ignore the header.
 */
export function idempotency(deps: Deps): MiddlewareHandler<AppEnv> {
  return async function idempotentCreate(c, next) {
    const key = c.req.header('idempotency-key');
    const user = c.get('user');
    if (!key || !user || !UNSAFE_METHODS.has(c.req.method)) return next();
    if (key.length > 200)
      throw new AppError('VALIDATION_FAILED', 'Idempotency-Key must be at most 200 characters');
    const hash = requestHash(c.req.raw, await c.req.arrayBuffer());
    const route = `${c.req.method} ${c.req.path}`;
    const now = deps.now();
    const where = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));
    const lapsed = and(where, lte(idempotencyKeys.expiresAt, now));
    // A request in flight holds its key for a lease it keeps renewing; when its process dies the
    // renewals stop and the key is free again once the lease is over (DESIGN §7).
    const leaseMs = deps.config.IDEMPOTENCY_LEASE_SECONDS * 1000;

    const claim = () =>
      deps.db
        .insert(idempotencyKeys)
        .values({
          userId: user.id,
          key,
          route,
          requestHash: hash,
          state: 'in_flight',
          expiresAt: new Date(now.getTime() + leaseMs),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });

    let claimed = (await claim()).length > 0;
    if (!claimed) {
      const [existing] = await deps.db.select().from(idempotencyKeys).where(where);
      if (existing && existing.expiresAt <= now) {
        // A finished answer past its 24 h, or a request that died holding its lease.
        await deps.db.delete(idempotencyKeys).where(lapsed);
        claimed = (await claim()).length > 0;
      } else if (existing) {
        if (existing.requestHash !== hash || existing.route !== route) {
          throw new AppError(
            'VALIDATION_FAILED',
            'This Idempotency-Key was already used with a different request',
          );
        }
        if (existing.state !== 'done') throw inProgress(existing.expiresAt, now);
        const headers = new Headers((existing.responseHeaders as Record<string, string>) ?? {});
        headers.set('Idempotent-Replayed', 'true');
        return new Response(existing.responseBody ? new Uint8Array(existing.responseBody) : null, {
          status: existing.responseStatus ?? 200,
          headers,
        });
      }
      if (!claimed) throw inProgress(new Date(now.getTime() + leaseMs), now);
    }

    const renewal = setInterval(() => {
      const expiresAt = new Date(deps.now().getTime() + leaseMs);
      deps.db
        .update(idempotencyKeys)
        .set({ expiresAt })
        .where(and(where, eq(idempotencyKeys.state, 'in_flight')))
        .catch(() => {});
    }, leaseMs / 3);
    renewal.unref();
    try {
      await next();
    } catch (err) {
      await deps.db.delete(idempotencyKeys).where(where);
      throw err;
    } finally {
      clearInterval(renewal);
    }
    // Errors thrown in handlers are already turned into responses by the time we get here.
    if (c.res.status >= 500) {
      await deps.db.delete(idempotencyKeys).where(where);
      return;
    }
    const body = Buffer.from(await c.res.clone().arrayBuffer());
    const headers = Object.fromEntries(
      REPLAYED_HEADERS.flatMap((name) => {
        const value = c.res.headers.get(name);
        return value ? [[name, value]] : [];
      }),
    );
    await deps.db
      .update(idempotencyKeys)
      .set({
        state: 'done',
        responseStatus: c.res.status,
        responseHeaders: headers,
        responseBody: body,
        expiresAt: new Date(deps.now().getTime() + IDEMPOTENCY_TTL_MS),
      })
      .where(where);
  };
}

function inProgress(leaseEnds: Date, now: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((leaseEnds.getTime() - now.getTime()) / 1000));
  return new AppError(
    'CONFLICT',
    'A request with this Idempotency-Key is still in progress',
    { retryAfterSeconds: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}
