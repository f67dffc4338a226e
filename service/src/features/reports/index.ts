import { createRouter, type Deps } from '../../http/context.js';
import { requireUser } from '../../http/session.js';
import * as routes from './routes.js';
import { buildReport } from './service.js';

export function reportRoutes(deps: Deps) {
  return createRouter().openapi(routes.getReport, async (c) =>
    c.json(await buildReport(deps, requireUser(c), c.req.valid('query')), 200),
  );
}
