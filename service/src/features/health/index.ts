import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { jsonAnswer, routesTagged } from '../../http/api-route.js';
import { createRouter, type Deps } from '../../http/context.js';
import { HEALTH_API_DOCS } from './api-docs.js';

const healthSchema = z.object({ status: z.literal('ok') }).openapi('Health');
const readySchema = z
  .object({ status: z.enum(['ready', 'not_ready']), database: z.string(), migrations: z.number().int() })
  .openapi('Readiness');

const route = routesTagged(['Health'], HEALTH_API_DOCS);

export const healthz = route('get', '/healthz', 'healthz', {
  responses: { 200: jsonAnswer('Alive', healthSchema) },
});

export const readyz = route('get', '/readyz', 'readyz', {
  responses: { 200: jsonAnswer('Ready', readySchema), 503: jsonAnswer('Not ready', readySchema) },
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
