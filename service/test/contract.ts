import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { type App, openApiDocument } from '../src/app.js';

type Schema = Record<string, unknown>;
interface Document {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >;
  components?: { schemas?: Record<string, Schema> };
}

interface RouteContract {
  method: string;
  pattern: RegExp;
  path: string;
  responses: Record<string, Schema | undefined>;
  /** Statuses the operation answers with a body of some other type (a file, CSV). */
  otherContent: Set<string>;
}

// ajv-formats is CommonJS: Node's ESM import hands over module.exports, TypeScript sees `default`.
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ??
  addFormatsImport) as typeof addFormatsImport;

const COMPONENTS = 'urn:tawreed:openapi';

/** Every `#/components/schemas/X` made absolute, so a schema compiles on its own. */
function absoluteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absoluteRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' && item.startsWith('#/components/schemas/')
        ? `${COMPONENTS}#/$defs/${item.slice('#/components/schemas/'.length)}`
        : absoluteRefs(item),
    ]),
  );
}

/**
 * The validator a partner builds from our document: ajv in draft 2020-12 with strict mode on
 * (an unknown keyword or format is an error, not ignored) and formats checked (ajv-formats).
 * The one allowance is OpenAPI 3.1's own dialect, whose annotation keywords plain JSON Schema
 * does not know: `example`, `discriminator`, `xml`, `externalDocs`.
 */
export function partnerValidator(document: Document) {
  const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  ajv.addSchema({ $id: COMPONENTS, $defs: absoluteRefs(document.components?.schemas ?? {}) as Schema });
  const compiled = new Map<Schema, ValidateFunction>();
  return (schema: Schema): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(absoluteRefs(schema) as Schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** One checker per served document: every app of a test run serves the same one. */
const checkers = new Map<string, ReturnType<typeof buildChecker>>();

function buildChecker(document: Document) {
  const validatorFor = partnerValidator(document);
  const routes: RouteContract[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const responses: Record<string, Schema | undefined> = {};
      const otherContent = new Set<string>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        responses[status] = response.content?.['application/json']?.schema;
        if (!responses[status] && response.content) otherContent.add(status);
      }
      routes.push({
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        responses,
        otherContent,
      });
    }
  }
  // More specific (static) paths first, as the router matches them.
  routes.sort((a, b) => (a.path.includes('{') ? 1 : 0) - (b.path.includes('{') ? 1 : 0));

  return async function check(request: Request, response: Response): Promise<void> {
    const path = new URL(request.url).pathname;
    const route = routes.find((r) => r.method === request.method && r.pattern.test(path));
    if (!route) return;
    const status = String(response.status);
    if (!(status in route.responses)) {
      throw new Error(
        `${request.method} ${route.path} answered ${status}, which its contract does not document`,
      );
    }
    if (!response.headers.get('content-type')?.includes('application/json')) return;
    const schema = route.responses[status];
    if (!schema) {
      if (route.otherContent.has(status) || response.status === 204) return;
      throw new Error(
        `${request.method} ${route.path} ${status} answered JSON its contract does not declare`,
      );
    }
    const body = await response.clone().json();
    const validate = validatorFor(schema);
    if (!validate(body)) {
      throw new Error(
        `${request.method} ${route.path} ${status} does not match its published schema: ${JSON.stringify(
          validate.errors?.slice(0, 3),
        )} in ${JSON.stringify(body).slice(0, 300)}`,
      );
    }
  };
}

/**
 * DESIGN §4 "the contract tells the truth": every JSON answer the app gives in tests is checked
 * against the response schema its route publishes in /openapi.json, as a partner checks it
 * (partnerValidator: JSON Schema draft 2020-12, strict), and its status must be one the route
 * documents.
 */
export function contractChecker(app: App) {
  const document = openApiDocument(app) as unknown as Document;
  const key = JSON.stringify(document);
  let checker = checkers.get(key);
  if (!checker) {
    checker = buildChecker(document);
    checkers.set(key, checker);
  }
  return checker;
}
