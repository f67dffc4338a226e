import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { createRouter, type Deps } from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';

const healthSchema = z.object({ status: z.literal('ok') }).openapi('Health');
const readySchema = z
  .object({ status: z.enum(['ready', 'not_ready']), database: z.string(), migrations: z.number().int() })
  .openapi('Readiness');

export const healthz = createRoute({
  method: 'get',
  path: '/healthz',
  operationId: 'healthz',
  description:
    'Liveness probe for load balancers and orchestrators: answers 200 while the process runs. Needs no authentication and touches no database.',
  summary: 'The process is up',
  tags: ['Health'],
  responses: { 200: { description: 'Alive', content: { 'application/json': { schema: healthSchema } } } },
});

export const readyz = createRoute({
  method: 'get',
  path: '/readyz',
  operationId: 'readyz',
  description:
    'Readiness probe: 200 when the database answers and every migration is applied, 503 otherwise (the instance should not receive traffic yet). Needs no authentication.',
  summary: 'The database answers and migrations are applied',
  tags: ['Health'],
  responses: {
    200: { description: 'Ready', content: { 'application/json': { schema: readySchema } } },
    503: { description: 'Not ready', content: { 'application/json': { schema: readySchema } } },
    ...errorResponses(),
  },
});

export function healthRoutes(deps: Deps) {
  return createRouter()
    .openapi(healthz, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(readyz, async (c) => {
      try {
        const [row] = await queryRows<{ n: number }>(
          deps.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        const migrations = Number(row?.n ?? 0);
        return c.json({ status: 'ready' as const, database: deps.database.kind, migrations }, 200);
      } catch {
        return c.json({ status: 'not_ready' as const, database: deps.database.kind, migrations: 0 }, 503);
      }
    });
}
