import type { z } from '@hono/zod-openapi';
import type { App } from '../src/app.js';

interface RouteContract {
  method: string;
  pattern: RegExp;
  path: string;
  responses: Record<string, z.ZodType | undefined>;
  statuses: Set<string>;
}

/**
 * DESIGN §4 "the contract tells the truth": every JSON answer the app gives in tests is checked
 * against the response schema its route publishes, and its status must be one the route documents.
 */
export function contractChecker(app: App) {
  const routes: RouteContract[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const route = definition.route;
    const responses: Record<string, z.ZodType | undefined> = {};
    for (const [status, response] of Object.entries(route.responses ?? {})) {
      const content = (response as { content?: Record<string, { schema?: unknown }> }).content;
      responses[status] = content?.['application/json']?.schema as z.ZodType | undefined;
    }
    routes.push({
      method: route.method.toUpperCase(),
      path: route.path,
      pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      responses,
      statuses: new Set(Object.keys(route.responses ?? {})),
    });
  }
  // More specific (static) paths first, as the router matches them.
  routes.sort((a, b) => (a.path.includes('{') ? 1 : 0) - (b.path.includes('{') ? 1 : 0));

  return async function check(request: Request, response: Response): Promise<void> {
    const path = new URL(request.url).pathname;
    const route = routes.find((r) => r.method === request.method && r.pattern.test(path));
    if (!route) return;
    const status = String(response.status);
    if (!route.statuses.has(status)) {
      throw new Error(
        `${request.method} ${route.path} answered ${status}, which its contract does not document`,
      );
    }
    const schema = route.responses[status];
    if (!schema || !response.headers.get('content-type')?.includes('application/json')) return;
    const body = await response.clone().json();
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new Error(
        `${request.method} ${route.path} ${status} does not match its published schema: ${JSON.stringify(result.error.issues.slice(0, 3))}`,
      );
    }
  };
}
