import type { OpenAPIHono } from '@hono/zod-openapi';
import { allowedBeforeEnrolment } from './enrolment-gate.js';
import { codesOfResponse, type ErrorCode, errorResponses } from './errors.js';

type Registry = OpenAPIHono['openAPIRegistry'];
interface RouteLike {
  method: string;
  path: string;
  request?: { body?: unknown; params?: unknown; query?: unknown; headers?: unknown };
  responses: Record<string, unknown>;
}

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The error codes every operation can answer because of what sits in front of its handler, so
 * the contract declares them once instead of in each route (by status):
 * - 401: every /api and /uploads route reads a bearer token (a bad one answers 401);
 * - 403 MFA_ENROLMENT_REQUIRED: every such route but enrolment's (enrolment-gate.ts);
 * - 403 and 413: unsafe methods are refused cross-origin and bodies are size-limited;
 * - 400, 413, 415, 422: an operation with a body (malformed JSON, too large, wrong
 *   Content-Type, failed validation);
 * - 400 and 422: an operation with parameters (failed validation; the database's refusal of a
 *   value that slipped through answers 400);
 * - 404: an operation naming a row in its path (none, or none the caller may see);
 * - 409 and 422: an operation taking an Idempotency-Key (in flight; reused with another body).
 */
export function commonCodes(route: RouteLike): ErrorCode[] {
  const codes: ErrorCode[] = [];
  const authenticated = route.path.startsWith('/api/') || route.path.startsWith('/uploads/');
  if (authenticated) codes.push('UNAUTHENTICATED');
  if (authenticated && !allowedBeforeEnrolment(route.method, route.path.replace(/\{(\w+)\}/g, ':$1')))
    codes.push('MFA_ENROLMENT_REQUIRED');
  if (authenticated && UNSAFE.has(route.method)) codes.push('FORBIDDEN', 'FILE_TOO_LARGE');
  const request = route.request ?? {};
  if (request.body) codes.push('BAD_REQUEST', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'VALIDATION_FAILED');
  if (request.params || request.query || request.headers) codes.push('BAD_REQUEST', 'VALIDATION_FAILED');
  if (request.params) codes.push('NOT_FOUND');
  if (hasIdempotencyKey(request.headers)) codes.push('CONFLICT', 'VALIDATION_FAILED');
  return [...new Set(codes)];
}

function hasIdempotencyKey(headers: unknown): boolean {
  const shape = (headers as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Boolean(shape && 'idempotency-key' in shape);
}

/**
 * Adds commonCodes() to every declared route: a status the route does not declare gets the
 * standard error body of those codes; one it declares with an error body gets them added to its
 * codes (its description kept). Statuses declared with a body of their own are kept as written.
 */
export function declareCommonResponses(registry: Registry): void {
  for (const definition of registry.definitions) {
    if (definition.type !== 'route') continue;
    const route = definition.route as unknown as RouteLike;
    const common = errorResponses(...commonCodes(route));
    const responses: Record<string, unknown> = { ...route.responses };
    for (const [status, response] of Object.entries(common)) {
      const own = responses[status] as { description?: string } | undefined;
      if (!own) {
        responses[status] = response;
        continue;
      }
      const codes = codesOfResponse(own);
      if (!codes) continue;
      const merged = errorResponses(...codes, ...(codesOfResponse(response) ?? []))[Number(status)];
      responses[status] = { ...merged, description: own.description };
    }
    // A new object: the route's own declaration (a module constant) stays as written.
    route.responses = responses;
  }
}
