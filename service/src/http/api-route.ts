import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import { type ErrorDeclaration, errorResponses } from './errors.js';

const NAME_KEYS = new Set(['operationId', 'summary', 'description']);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A route's contract besides its method and path: the error statuses it answers come as a list. */
interface RouteDocs extends Omit<RouteConfig, 'method' | 'path' | 'operationId' | 'responses'> {
  responses?: RouteConfig['responses'];
  /**
   * Errors answered with the standard error body (errorResponses) beyond those the request's
   * shape already implies (commonCodes: 401, 404 for a path parameter, 400/422 for invalid
   * input, 403 and 413 for an unsafe method, ...): what the route's own rules refuse. A status
   * stands for its usual codes; a code (STOCK_SHORT) is declared by name, with its status.
   */
  errors?: readonly ErrorDeclaration[];
}

/** The `{id}` path parameter of a route about one row: a uuid. */
export const idParam = z.object({
  id: z
    .string()
    .uuid()
    .openapi({ param: { name: 'id', in: 'path' } }),
});

/** A JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T, required = true) => ({
  content: { 'application/json': { schema } },
  required,
});

/** A JSON answer. */
export const jsonAnswer = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * A JSON answer holding one list, `{ <key>: [...] }`; `name`, when given, names its schema in
 * the contract.
 */
export function jsonListAnswer<const K extends string, S extends z.ZodType>(
  description: string,
  key: K,
  item: S,
  name?: string,
) {
  const list = z.object({ [key]: z.array(item) } as { [P in K]: z.ZodArray<S> });
  return jsonAnswer(description, name ? list.openapi(name) : list);
}

/**
 * The route maker of one feature's contract: `route('get', '/api/x/{id}', 'getX', { summary, ... })`
 * files the route, named by its operationId, under the feature's tags (unless it names its own)
 * and gives each listed error status the standard error body.
 */
export function routesTagged(tags: string[]) {
  return function apiRoute<const M extends Method, const P extends string, const D extends RouteDocs>(
    method: M,
    path: P,
    operationId: string,
    docs: D,
  ) {
    const { errors = [], responses = {}, ...rest } = docs;
    // The feature's tags go after the route's names (operationId, summary, description), where
    // the contract lists them, unless the route names its own.
    const config: Record<string, unknown> = { operationId };
    for (const [key, value] of Object.entries(rest)) {
      if (!('tags' in rest) && !('tags' in config) && !NAME_KEYS.has(key)) config.tags = tags;
      config[key] = value;
    }
    if (!('tags' in config)) config.tags = tags;
    return createRoute({
      ...(config as Omit<D, 'errors' | 'responses'> & { tags: string[] }),
      method,
      path,
      responses: { ...(responses as NonNullable<D['responses']>), ...errorResponses(...errors) },
    });
  };
}
