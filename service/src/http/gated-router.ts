import type { Context } from 'hono';
import { type AppEnv, createRouter } from './context.js';

/**
 * A router whose requests to any of `paths` (Hono patterns) are first checked by `check`, which
 * throws to refuse: before their body or query is read, so a refusal tells nothing about them.
 */
export function gatedRouter(paths: readonly string[], check: (c: Context<AppEnv>) => void) {
  const app = createRouter();
  for (const path of paths)
    app.use(path, async (c, next) => {
      check(c);
      await next();
    });
  return app;
}
