/**
 * Handlers of the routes about one thing named in the path (`/api/clients/{accountNo}`,
 * `/api/price-lists/{id}`): the service reads or changes it for the signed-in caller, and the
 * route answers 200 with what the service returns.
 */
import type { Context } from 'hono';
import type { AppEnv, Deps, SessionUser } from './context.js';
import { requireUser } from './session.js';

/** The input of a route whose path names the thing by `K` (checked against the route's own). */
type Keyed<K extends string, In = object> = { out: { param: Record<K, string> } & In };

/** Reads the thing the path parameter `key` names: `read(deps, caller, key)`. */
export function readByKey<K extends string, R>(
  deps: Deps,
  key: K,
  read: (deps: Deps, caller: SessionUser, key: string) => Promise<R>,
) {
  return async function readKeyed<I extends Keyed<K>>(c: Context<AppEnv, string, I>) {
    return c.json(await read(deps, requireUser(c), c.req.valid('param')[key]), 200);
  };
}

/** Changes the thing the path parameter `key` names with the JSON body: `change(deps, caller, key, body)`. */
export function changeByKey<K extends string, B, R>(
  deps: Deps,
  key: K,
  change: (deps: Deps, caller: SessionUser, key: string, body: B) => Promise<R>,
) {
  return async function changeKeyed<I extends Keyed<K, { json: B }>>(c: Context<AppEnv, string, I>) {
    return c.json(await change(deps, requireUser(c), c.req.valid('param')[key], c.req.valid('json')), 200);
  };
}
