/** A feature's router behind one gate, and the gate most such features share: administrators only. */
import type { Message } from '@tawreed/domain';
import type { Context } from 'hono';
import { type AppEnv, createRouter } from './context.js';
import { forbidden } from './errors.js';
import { requireUser } from './session.js';

type Check = (c: Context<AppEnv>) => void;

/**
 * A router whose requests to any of `paths` (Hono patterns) are first checked by `check`, which
 * throws to refuse: before their body or query is read, so a refusal tells nothing about them.
 */
export function gatedRouter(paths: readonly string[], check: Check) {
  const app = createRouter();
  for (const path of paths)
    app.use(path, async (c, next) => {
      check(c);
      await next();
    });
  return app;
}

/** A path and everything below it. */
export const andBelow = (prefix: string) => [prefix, `${prefix}/*`] as const;

/** Administrators only: others get 401 (signed out) or 403 with `refusal`, whatever they send. */
export function administratorsOnly(refusal: Message): Check {
  return (c) => {
    if (requireUser(c).role !== 'ADMIN') throw forbidden(refusal);
  };
}
