/** A feature's router behind one gate, and the gate most such features share: administrators only. */
import type { Message } from '@tawreed/domain';
import type { MiddlewareHandler } from 'hono';
import { type AppEnv, createRouter } from './context.js';
import { forbidden } from './errors.js';
import { requireUser } from './session.js';

/** A router whose routes at `prefix` and below pass `gate` first, before any body is read. */
export function gatedRouter(prefix: string, gate: MiddlewareHandler<AppEnv>) {
  const app = createRouter();
  app.use(prefix, gate);
  app.use(`${prefix}/*`, gate);
  return app;
}

/** Administrators only: others get 401 (signed out) or 403 with `refusal`, whatever they send. */
export function administratorsOnly(refusal: Message): MiddlewareHandler<AppEnv> {
  return async function requireAdministrator(c, next) {
    if (requireUser(c).role !== 'ADMIN') throw forbidden(refusal);
    await next();
  };
}
