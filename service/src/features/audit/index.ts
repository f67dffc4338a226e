/** The audit trail's routes (DESIGN §13): list, verify and export, for administrators only. */
import { msg } from '@tawreed/domain';
import type { MiddlewareHandler } from 'hono';
import { type AppEnv, createRouter, type Deps } from '../../http/context.js';
import { forbidden, requestLanguage } from '../../http/errors.js';
import { requireUser } from '../../http/session.js';
import { streamedBody } from '../../http/streaming.js';
import { contentDisposition, XLSX } from '../../http/uploads.js';
import * as routes from './routes.js';
import { auditExportFileName, exportAudit, listAudit } from './service.js';
import { verifyAudit } from './verify.js';

/** Administrators only, checked before anything is read: others get 401 or 403. */
const requireAdministrator: MiddlewareHandler<AppEnv> = async function requireAdministrator(c, next) {
  if (requireUser(c).role !== 'ADMIN') throw forbidden(msg('onlyAdminAudit'));
  await next();
};

export function auditRoutes(deps: Deps) {
  const app = createRouter();
  app.use('/api/audit', requireAdministrator);
  app.use('/api/audit/*', requireAdministrator);
  return app
    .openapi(routes.listAudit, async (c) => c.json(await listAudit(deps.db, c.req.valid('query')), 200))
    .openapi(routes.verifyAudit, async (c) => c.json(await verifyAudit(deps.db), 200))
    .openapi(routes.exportAudit, async (c) => {
      const { format, ...filters } = c.req.valid('query');
      const stream = exportAudit(deps.db, filters, format, requestLanguage(c));
      return c.body(streamedBody(c, deps.logger, stream), 200, {
        'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : XLSX,
        'Content-Disposition': contentDisposition(auditExportFileName(format, deps.now())),
      });
    });
}
