import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { msg } from '@tawreed/domain';
import { and, eq, lte, ne } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { DbOrTx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import type { AppEnv, Deps } from './context.js';
import { AppError } from './errors.js';
import { BufferedFile, bodyCache } from './multipart.js';

/** How long a finished request's answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REPLAYED_HEADERS = ['content-type', 'etag', 'location'];

/**
 * Hash of what makes two requests "the same": method, path, query and body. A multipart body the
 * route's upload bound has read (multipart.ts) counts by its parts (names, file names, types and
 * bytes), not its boundary; any other body by its bytes.
 */
async function requestHash(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  const hash = createHash('sha256').update(`${c.req.method} ${url.pathname}${url.search}\n`);
  const form = bodyCache(c).formData;
  if (!form) return hash.update(Buffer.from(await c.req.arrayBuffer())).digest('hex');
  const entries: Array<[string, string | File]> = [];
  (await form).forEach((value, name) => {
    entries.push([name, value]);
  });
  for (const [name, value] of entries) {
    hash.update(`${JSON.stringify(name)}\n`);
    if (typeof value === 'string') hash.update(`=${JSON.stringify(value)}\n`);
    else {
      hash.update(`file ${JSON.stringify([value.name, value.type, value.size])}\n`);
      hash.update(value instanceof BufferedFile ? value.content : new Uint8Array(await value.arrayBuffer()));
    }
  }
  return hash.digest('hex');
}

interface IdempotentRequest {
  userId: string;
  key: string;
  keepUntil: Date;
}

/** The request being served under an Idempotency-Key, for the transaction that does its work. */
const current = new AsyncLocalStorage<IdempotentRequest>();

/**
 * Called inside the transaction that does a request's work: the record then says, atomically with
 * the work, that it is done and which resource it made or changed. A retry after a crash between
 * that commit and the recorded answer is answered from the resource instead of doing it again.
 */
export async function recordEffect(tx: DbOrTx, resource: string): Promise<void> {
  const request = current.getStore();
  if (!request) return;
  await tx
    .update(idempotencyKeys)
    .set({ state: 'committed', resource, expiresAt: request.keepUntil })
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
}

/** Answers a request whose work is done (by `recordEffect`) but whose answer was never recorded. */
export type Recover = (c: Context<AppEnv>, resource: string) => Promise<Response>;

/**
 * Idempotency-Key for unsafe requests that create things (DESIGN §4, Stripe's semantics): the
 * same key and request replays the first response byte for byte; another request answers 422; a
 * retry while the first is still running answers 409 until the first one's lease ends (a dead
 * request's key is then free again); a retry after the work committed but its answer was lost
 * answers the resource as it is now. Answers are kept 24 h per caller; 5xx answers are not kept.
 * Safe methods ignore the header.
 */
export function idempotency(deps: Deps, recover: Recover): MiddlewareHandler<AppEnv> {
  return async function idempotentCreate(c, next) {
    const key = c.req.header('idempotency-key');
    const user = c.get('user');
    if (!key || !user || !UNSAFE_METHODS.has(c.req.method)) return next();
    if (key.length > 200) throw new AppError('VALIDATION_FAILED', msg('idempotencyKeyLong'));
    const hash = await requestHash(c);
    const route = `${c.req.method} ${c.req.path}`;
    const now = deps.now();
    const where = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));
    // A request in flight holds its key for a lease it keeps renewing; when its process dies the
    // renewals stop and the key is free again once the lease is over (DESIGN §7).
    const leaseMs = deps.config.IDEMPOTENCY_LEASE_SECONDS * 1000;
    const leaseFrom = (from: Date) => new Date(from.getTime() + leaseMs);

    const claim = () =>
      deps.db
        .insert(idempotencyKeys)
        .values({
          userId: user.id,
          key,
          route,
          requestHash: hash,
          state: 'in_flight',
          expiresAt: leaseFrom(now),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });

    let claimed = (await claim()).length > 0;
    if (!claimed) {
      const [existing] = await deps.db.select().from(idempotencyKeys).where(where);
      if (existing && existing.expiresAt <= now) {
        // An answer past its 24 h, or a request that died holding its lease before its work committed.
        await deps.db.delete(idempotencyKeys).where(and(where, lte(idempotencyKeys.expiresAt, now)));
        claimed = (await claim()).length > 0;
      } else if (existing) {
        if (existing.requestHash !== hash || existing.route !== route) {
          throw new AppError('VALIDATION_FAILED', msg('idempotencyReused'));
        }
        if (existing.state === 'done') return replay(existing);
        if (existing.state === 'committed' && existing.resource) {
          const answer = await recover(c, existing.resource);
          answer.headers.set('Idempotent-Replayed', 'true');
          return answer;
        }
        throw inProgress(existing.expiresAt, now);
      }
      if (!claimed) throw inProgress(leaseFrom(now), now);
    }

    const request: IdempotentRequest = {
      userId: user.id,
      key,
      keepUntil: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    };
    const inFlight = and(where, eq(idempotencyKeys.state, 'in_flight'));
    const renewal = setInterval(() => {
      deps.db
        .update(idempotencyKeys)
        .set({ expiresAt: leaseFrom(deps.now()) })
        .where(inFlight)
        .catch(() => {});
    }, leaseMs / 3);
    renewal.unref();
    // Work that committed keeps its record (a retry answers its resource); other work frees the key.
    const release = () =>
      deps.db.delete(idempotencyKeys).where(and(where, ne(idempotencyKeys.state, 'committed')));
    try {
      await current.run(request, () => next());
    } catch (err) {
      await release();
      throw err;
    } finally {
      clearInterval(renewal);
    }
    // Errors thrown in handlers are already turned into responses by the time we get here.
    if (c.res.status >= 500) {
      await release();
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
        expiresAt: request.keepUntil,
      })
      .where(where);
  };
}

function replay(record: typeof idempotencyKeys.$inferSelect): Response {
  const headers = new Headers((record.responseHeaders as Record<string, string>) ?? {});
  headers.set('Idempotent-Replayed', 'true');
  return new Response(record.responseBody ? new Uint8Array(record.responseBody) : null, {
    status: record.responseStatus ?? 200,
    headers,
  });
}

function inProgress(leaseEnds: Date, now: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((leaseEnds.getTime() - now.getTime()) / 1000));
  return new AppError(
    'CONFLICT',
    msg('idempotencyInProgress'),
    { retryAfterSeconds: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}
