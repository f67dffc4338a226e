/** The audit trail's routes (DESIGN §13): list, verify and export, for administrators only. */
import { msg } from '@tawreed/domain';
import type { Deps } from '../../http/context.js';
import { requestLanguage } from '../../http/errors.js';
import { administratorsOnly, andBelow, gatedRouter } from '../../http/gated-router.js';
import { streamedBody } from '../../http/streaming.js';
import { contentDisposition, XLSX } from '../../http/uploads.js';
import * as routes from './routes.js';
import { auditExportFileName, exportAudit, listAudit } from './service.js';
import { verifyAudit } from './verify.js';

/** Administrators only, checked before anything is read: others get 401 or 403. */
const requireAdministrator = administratorsOnly(msg('onlyAdminAudit'));

export function auditRoutes(deps: Deps) {
  return gatedRouter(andBelow('/api/audit'), requireAdministrator)
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
