import { canViewCredit, msg } from '@tawreed/domain';
import type { MiddlewareHandler } from 'hono';
import { type AppEnv, createRouter, type Deps } from '../../http/context.js';
import { notFound, renderText, requestLanguage, validationFailed } from '../../http/errors.js';
import { requireUser } from '../../http/session.js';
import { contentDisposition, toUpload, XLSX } from '../../http/uploads.js';
import * as routes from './routes.js';
import * as clients from './service.js';
import * as sheets from './sheets.js';

/** JSON callers (an ERP) get the standard 422 naming each document by its index. */
const jsonImportErrors = (errors: sheets.RowError[]) =>
  validationFailed(
    errors.map((e) => ({
      path: `documents.${e.row - 1}${e.field ? `.${e.field}` : ''}`,
      message: e.message,
    })),
  );

const DEFAULT_IMPORT_REASON = 'Client master import';

/**
 * Who may call a credit route, checked before its body or query is read: a medical company gets
 * 404 whatever it sends (never a 422 that tells the route exists), staff without the right 403.
 * GET /api/clients (the client picker) is open to companies and scoped in the service.
 */
const creditGate: MiddlewareHandler<AppEnv> = async function creditGate(c, next) {
  const caller = requireUser(c);
  const path = c.req.path;
  const method = c.req.method;
  if (path === '/api/clients' && method === 'GET') return next();
  // The review answers as the order would: a company that cannot see it learns nothing.
  if (path.startsWith('/api/orders/') && !canViewCredit(caller)) throw notFound('whatOrder');
  clients.assertCanViewCredit(caller);
  if (path === '/api/payments' || path === '/api/receivables/import') clients.assertCanRecordPayments(caller);
  else if (path.startsWith('/api/clients') && method !== 'GET' && method !== 'HEAD')
    clients.assertCanEditClients(caller);
  await next();
};

/** DESIGN §11: the client master, receivables, payments, the credit answer and the order review. */
export function clientRoutes(deps: Deps) {
  const app = createRouter();
  for (const path of ['/api/clients', '/api/clients/*', '/api/receivables/*', '/api/payments'])
    app.use(path, creditGate);
  app.use('/api/orders/:id/review', creditGate);
  return app
    .openapi(routes.listClients, async (c) =>
      c.json(await clients.listClients(deps, requireUser(c), c.req.valid('query')), 200),
    )
    .openapi(routes.createClient, async (c) =>
      c.json(await clients.createClient(deps, requireUser(c), c.req.valid('json')), 201),
    )
    .openapi(routes.importClients, async (c) => {
      const caller = requireUser(c);
      clients.assertCanEditClients(caller);
      const form = c.req.valid('form');
      const { rows, errors } = await sheets.readClientSheet(await toUpload(form.file));
      const lang = requestLanguage(c);
      const rendered = (list: sheets.RowError[]) =>
        list.map((error) => ({ ...error, message: renderText(lang, error.message) }));
      if (errors.length)
        return c.json(
          { applied: false, created: 0, updated: 0, unchanged: 0, errors: rendered(errors) },
          200,
        );
      const result = await clients.upsertClients(deps, caller, rows, {
        reason: form.reason?.trim() || DEFAULT_IMPORT_REASON,
        dryRun: c.req.valid('query').dryRun,
      });
      return c.json({ ...result, errors: rendered(result.errors) }, 200);
    })
    .openapi(routes.clientsTemplate, async (c) => {
      clients.assertCanViewCredit(requireUser(c));
      return c.body(new Uint8Array(await sheets.clientsTemplate()), 200, {
        'Content-Type': XLSX,
        'Content-Disposition': contentDisposition(sheets.CLIENTS_TEMPLATE_FILE),
      });
    })
    .openapi(routes.getClient, async (c) =>
      c.json(await clients.getClient(deps, requireUser(c), c.req.valid('param').accountNo), 200),
    )
    .openapi(routes.updateClient, async (c) =>
      c.json(
        await clients.updateClient(deps, requireUser(c), c.req.valid('param').accountNo, c.req.valid('json')),
        200,
      ),
    )
    .openapi(routes.getCredit, async (c) =>
      c.json(
        await clients.getCredit(deps, requireUser(c), c.req.valid('param').accountNo, requestLanguage(c)),
        200,
      ),
    )
    .openapi(routes.getStatement, async (c) =>
      c.json(await clients.getStatement(deps, requireUser(c), c.req.valid('param').accountNo), 200),
    )
    .openapi(routes.importReceivables, async (c) => {
      const caller = requireUser(c);
      clients.assertCanRecordPayments(caller);
      const isJson = /^application\/json\b/i.test(c.req.header('content-type') ?? '');
      const body = (isJson ? c.req.valid('json') : c.req.valid('form')) as
        | { documents: Array<Record<string, unknown>> }
        | { file?: File };
      let read: Awaited<ReturnType<typeof sheets.readReceivablesSheet>>;
      if ('documents' in body) {
        read = sheets.checkDocuments(body.documents.map((value, index) => ({ row: index + 1, value })));
        if (read.errors.length) throw jsonImportErrors(read.errors);
      } else {
        if (!(body.file instanceof File))
          throw validationFailed([{ path: 'file', message: msg('chooseFile') }]);
        read = await sheets.readReceivablesSheet(await toUpload(body.file));
        if (read.errors.length)
          return c.json(
            {
              applied: false,
              created: 0,
              replaced: 0,
              errors: read.errors.map((e) => ({ ...e, message: renderText(requestLanguage(c), e.message) })),
            },
            200,
          );
      }
      const result = await clients.importReceivables(deps, caller, read.rows, {
        dryRun: c.req.valid('query').dryRun,
      });
      if ('documents' in body && result.errors.length) throw jsonImportErrors(result.errors);
      const lang = requestLanguage(c);
      return c.json(
        { ...result, errors: result.errors.map((e) => ({ ...e, message: renderText(lang, e.message) })) },
        200,
      );
    })
    .openapi(routes.receivablesTemplate, async (c) => {
      clients.assertCanViewCredit(requireUser(c));
      return c.body(new Uint8Array(await sheets.receivablesTemplate()), 200, {
        'Content-Type': XLSX,
        'Content-Disposition': contentDisposition(sheets.RECEIVABLES_TEMPLATE_FILE),
      });
    })
    .openapi(routes.recordPayment, async (c) =>
      c.json(await clients.recordPayment(deps, requireUser(c), c.req.valid('json')), 201),
    )
    .openapi(routes.getOrderReview, async (c) =>
      c.json(
        await clients.getOrderReview(deps, requireUser(c), c.req.valid('param').id, requestLanguage(c)),
        200,
      ),
    );
}
