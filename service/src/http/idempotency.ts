import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { idempotencyKeys } from '../db/schema.js';
import type { AppEnv, Deps } from './context.js';
import { AppError } from './errors.js';

const TTL_MS = 24 * 60 * 60 * 1000;
const REPLAYED_HEADERS = ['content-type', 'etag', 'location'];

/** Hash of what makes two requests "the same": method, path, and body (multipart boundary removed). */
async function requestHash(request: Request, body: ArrayBuffer): Promise<string> {
  const hash = createHash('sha256').update(`${request.method} ${new URL(request.url).pathname}\n`);
  const boundary = request.headers.get('content-type')?.match(/boundary=("?)([^";]+)\1/)?.[2];
  if (boundary) hash.update(Buffer.from(body).toString('latin1').split(boundary).join(''), 'latin1');
  else hash.update(Buffer.from(body));
  return hash.digest('hex');
}

/**
 * Idempotency-Key for unsafe POSTs that create things (DESIGN §4, Stripe's semantics): the same
 * key and body replays the first response byte for byte; another body answers 422; a retry
 * while the first is still running answers 409. Kept 24 h per caller. 5xx answers are not kept.
 */
export function idempotency(deps: Deps): MiddlewareHandler<AppEnv> {
  return async function idempotentCreate(c, next) {
    const key = c.req.header('idempotency-key');
    const user = c.get('user');
    if (!key || !user) return next();
    if (key.length > 200)
      throw new AppError('VALIDATION_FAILED', 'Idempotency-Key must be at most 200 characters');
    const hash = await requestHash(c.req.raw, await c.req.arrayBuffer());
    const route = `${c.req.method} ${c.req.path}`;
    const now = deps.now();
    const where = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));

    const claim = () =>
      deps.db
        .insert(idempotencyKeys)
        .values({
          userId: user.id,
          key,
          route,
          requestHash: hash,
          state: 'in_flight',
          expiresAt: new Date(now.getTime() + TTL_MS),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });

    let claimed = (await claim()).length > 0;
    if (!claimed) {
      const [existing] = await deps.db.select().from(idempotencyKeys).where(where);
      if (existing && existing.expiresAt <= now) {
        await deps.db.delete(idempotencyKeys).where(where);
        claimed = (await claim()).length > 0;
      } else if (existing) {
        if (existing.requestHash !== hash || existing.route !== route) {
          throw new AppError(
            'VALIDATION_FAILED',
            'This Idempotency-Key was already used with a different request',
          );
        }
        if (existing.state !== 'done') {
          throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still in progress');
        }
        const headers = new Headers((existing.responseHeaders as Record<string, string>) ?? {});
        headers.set('Idempotent-Replayed', 'true');
        return new Response(existing.responseBody ? new Uint8Array(existing.responseBody) : null, {
          status: existing.responseStatus ?? 200,
          headers,
        });
      }
      if (!claimed)
        throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still in progress');
    }

    try {
      await next();
    } catch (err) {
      await deps.db.delete(idempotencyKeys).where(where);
      throw err;
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
      .set({ state: 'done', responseStatus: c.res.status, responseHeaders: headers, responseBody: body })
      .where(where);
  };
}
