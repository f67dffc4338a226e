import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import { type ErrorDeclaration, errorResponses } from './errors.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What the contract says of one operation in words; the route files hold only its wiring. */
export interface OperationDocs {
  readonly summary: string;
  readonly description: string;
}

/**
 * A feature's docs catalog (its `api-docs.ts`): each operation's words by operationId. An entry's
 * key order is the order the contract lists summary and description in.
 */
export type ApiDocs = Readonly<Record<string, OperationDocs>>;

/** A route's wiring besides its method, path and operationId: the error statuses it answers come as a list. */
interface RouteWiring
  extends Omit<
    RouteConfig,
    'method' | 'path' | 'operationId' | 'summary' | 'description' | 'tags' | 'responses'
  > {
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
export interface JsonAnswer<T extends z.ZodType> {
  description: string;
  content: { 'application/json': { schema: T } };
}

/** A JSON answer: its description and schema. */
export const jsonAnswer = <T extends z.ZodType>(description: string, schema: T): JsonAnswer<T> => ({
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
 * The route maker of one feature's contract: `route('get', '/api/x/{id}', 'getX', { request, ... })`
 * files the route, named by its operationId, with the summary and description `docs` (the
 * feature's catalog) holds for that operationId, under the feature's tags, and gives each listed
 * error status the standard error body. An operationId the catalog lacks does not compile.
 * `feature.errors` are answered by every route of the feature (a role that never sees it).
 */
export function routesTagged<const Docs extends ApiDocs>(
  tags: string[],
  docs: Docs,
  feature: { errors: readonly ErrorDeclaration[] } = { errors: [] },
) {
  return function apiRoute<const M extends Method, const P extends string, const W extends RouteWiring>(
    method: M,
    path: P,
    operationId: keyof Docs & string,
    wiring: W,
  ) {
    const { errors = [], responses = {}, ...rest } = wiring;
    // The contract lists the operation's names first: its operationId, then its words in the
    // catalog's order, then the tags.
    const words = docs[operationId] as OperationDocs;
    return createRoute({
      operationId,
      ...words,
      tags,
      ...(rest as Omit<W, 'errors' | 'responses'>),
      method,
      path,
      responses: {
        ...(responses as NonNullable<W['responses']>),
        ...errorResponses(...feature.errors, ...errors),
      },
    });
  };
}

/** The route maker of a catalog whose operationIds are `Op` (what route helpers take). */
export type RouteMaker<Op extends string> = ReturnType<typeof routesTagged<Record<Op, OperationDocs>>>;
