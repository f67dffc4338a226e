import type { OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses } from './errors.js';

type Registry = OpenAPIHono['openAPIRegistry'];
interface RouteLike {
  method: string;
  path: string;
  request?: { body?: unknown; params?: unknown; query?: unknown; headers?: unknown };
  responses: Record<string, unknown>;
}

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The statuses every operation can answer because of what sits in front of its handler, so
 * the contract declares them once instead of in each route:
 * - 401: every /api and /uploads route reads a bearer token (a bad one answers 401);
 * - 403 and 413: unsafe methods are refused cross-origin and bodies are size-limited;
 * - 400, 413, 415, 422: an operation with a body (malformed JSON, too large, wrong
 *   Content-Type, failed validation);
 * - 400 and 422: an operation with parameters (failed validation; the database's refusal of a
 *   value that slipped through answers 400);
 * - 404: an operation naming a row in its path (none, or none the caller may see);
 * - 409 and 422: an operation taking an Idempotency-Key (in flight; reused with another body).
 */
export function commonStatuses(route: RouteLike): number[] {
  const statuses: number[] = [];
  const authenticated = route.path.startsWith('/api/') || route.path.startsWith('/uploads/');
  if (authenticated) statuses.push(401);
  if (authenticated && UNSAFE.has(route.method)) statuses.push(403, 413);
  const request = route.request ?? {};
  if (request.body) statuses.push(400, 413, 415, 422);
  if (request.params || request.query || request.headers) statuses.push(400, 422);
  if (request.params) statuses.push(404);
  if (hasIdempotencyKey(request.headers)) statuses.push(409, 422);
  return [...new Set(statuses)].sort();
}

function hasIdempotencyKey(headers: unknown): boolean {
  const shape = (headers as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Boolean(shape && 'idempotency-key' in shape);
}

/** Adds commonStatuses() to every declared route; statuses a route declares itself are kept. */
export function declareCommonResponses(registry: Registry): void {
  for (const definition of registry.definitions) {
    if (definition.type !== 'route') continue;
    const route = definition.route as unknown as RouteLike;
    const missing = commonStatuses(route).filter((status) => !(status in route.responses));
    // A new object: the route's own declaration (a module constant) stays as written.
    route.responses = { ...route.responses, ...errorResponses(...missing) };
  }
}
