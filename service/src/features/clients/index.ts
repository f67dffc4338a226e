import { canViewCredit, msg } from '@tawreed/domain';
import type { Context } from 'hono';
import type { AppEnv, Deps, SessionUser } from '../../http/context.js';
import { notFound, requestLanguage, validationFailed } from '../../http/errors.js';
import { gatedRouter } from '../../http/gated-router.js';
import { changeByKey, readByKey } from '../../http/keyed-handlers.js';
import { renderRowErrors } from '../../http/row-errors.js';
import { requireUser } from '../../http/session.js';
import { toUpload, workbookDownload } from '../../http/uploads.js';
import type { RowError } from '../spreadsheets/import-sheets.js';
import { upsertClients } from './client-import.js';
import * as answers from './credit-answers.js';
import * as report from './credit-report.js';
import * as paymentSheets from './payment-sheets.js';
import * as receivables from './receivables.js';
import * as routes from './routes.js';
import * as clients from './service.js';
import * as sheets from './sheets.js';

/** JSON callers (an ERP) get the standard 422 naming each item by its index (`documents.3.openSAR`). */
const jsonImportErrors = (list: string, errors: RowError[]) =>
  validationFailed(
    errors.map((e) => ({
      path: `${list}.${e.row - 1}${e.field ? `.${e.field}` : ''}`,
      message: e.message,
    })),
  );

type Read<T> = { rows: Array<{ row: number; input: T }>; errors: RowError[] };
type ImportCounts = { applied: boolean; errors: RowError[] } & Record<string, unknown>;

/**
 * An import that takes a sheet or JSON: the JSON list's name, the counts when nothing applies,
 * the readers, and what applies the rows (with the query's options).
 */
interface SheetOrJsonImport<T, R extends ImportCounts, O> {
  list: string;
  zero: Omit<R, 'applied' | 'errors'>;
  fromJson: (records: Array<{ row: number; value: unknown }>) => Read<T>;
  fromSheet: (upload: Awaited<ReturnType<typeof toUpload>>) => Promise<Read<T>>;
  apply: (deps: Deps, caller: SessionUser, rows: Read<T>['rows'], options: O) => Promise<R>;
}

/**
 * An import of the ERP's files (receivables, payments), by whoever records payments: a sheet
 * (multipart `file`) or JSON `{[list]: [...]}` as the content type says; rows checked, then
 * applied all or none. A sheet's row errors answer 200 with `errors` (the import's result, as
 * the order import does); JSON's answer 422 naming each item.
 */
async function runImport<T, R extends ImportCounts, O>(
  deps: Deps,
  c: Context<AppEnv, string, { out: { json: unknown; form: unknown; query: O } }>,
  spec: SheetOrJsonImport<T, R, O>,
) {
  const caller = requireUser(c);
  clients.assertCanRecordPayments(caller);
  const isJsonBody = /^application\/json\b/i.test(c.req.header('content-type') ?? '');
  const body = isJsonBody ? c.req.valid('json') : c.req.valid('form');
  const items = (body as Record<string, unknown> | undefined)?.[spec.list];
  const isJson = Array.isArray(items);
  let read: Read<T>;
  if (isJson) {
    read = spec.fromJson(items.map((value, index) => ({ row: index + 1, value })));
    if (read.errors.length) throw jsonImportErrors(spec.list, read.errors);
  } else {
    const file = (body as { file?: unknown } | undefined)?.file;
    if (!(file instanceof File)) throw validationFailed([{ path: 'file', message: msg('chooseFile') }]);
    read = await spec.fromSheet(await toUpload(file));
    if (read.errors.length) return { applied: false, ...spec.zero, errors: renderRowErrors(c, read.errors) };
  }
  const result = await spec.apply(deps, caller, read.rows, c.req.valid('query'));
  if (isJson && result.errors.length) throw jsonImportErrors(spec.list, result.errors);
  return { ...result, errors: renderRowErrors(c, result.errors) };
}

const RECEIVABLES_IMPORT = {
  ...sheets.RECEIVABLES_INPUT,
  zero: { created: 0, replaced: 0, closed: 0 },
  apply: receivables.importReceivables,
};
const PAYMENTS_IMPORT = {
  ...paymentSheets.PAYMENTS_INPUT,
  zero: { created: 0, replaced: 0, unchanged: 0 },
  apply: receivables.importPayments,
};

/** An import's template workbook, downloaded as its file name (staff who may see credit). */
const templateDownload =
  (sheet: { template: () => Promise<{ bytes: Buffer; fileName: string }> }) => async (c: Context<AppEnv>) => {
    clients.assertCanViewCredit(requireUser(c));
    const file = await sheet.template();
    return workbookDownload(c, file.bytes, file.fileName);
  };

const DEFAULT_IMPORT_REASON = 'Client master import';

/**
 * Who may call a credit route, checked before its body or query is read: a medical company gets
 * 404 whatever it sends (never a 422 that tells the route exists), staff without the right 403.
 * GET /api/clients (the client picker) is open to companies and scoped in the service.
 */
function creditGate(c: Context<AppEnv>) {
  const caller = requireUser(c);
  const path = c.req.path;
  const method = c.req.method;
  if (path === '/api/clients' && method === 'GET') return;
  // The review answers as the order would: a company that cannot see it learns nothing.
  if (path.startsWith('/api/orders/') && !canViewCredit(caller)) throw notFound('whatOrder');
  clients.assertCanViewCredit(caller);
  if (path === '/api/payments' || path === '/api/payments/import' || path === '/api/receivables/import')
    clients.assertCanRecordPayments(caller);
  else if (path.startsWith('/api/clients') && method !== 'GET' && method !== 'HEAD')
    clients.assertCanEditClients(caller);
}

/** DESIGN §11: the client master, receivables, payments, the credit answer and the order review. */
export function clientRoutes(deps: Deps) {
  const gated = [
    '/api/clients',
    '/api/clients/*',
    '/api/receivables/*',
    '/api/payments',
    '/api/payments/*',
    '/api/reports/credit',
    '/api/reports/credit/*',
    '/api/orders/:id/review',
  ];
  return gatedRouter(gated, creditGate)
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
      const result = errors.length
        ? { applied: false, created: 0, updated: 0, unchanged: 0, errors }
        : await upsertClients(deps, caller, rows, {
            reason: form.reason?.trim() || DEFAULT_IMPORT_REASON,
            dryRun: c.req.valid('query').dryRun,
          });
      return c.json({ ...result, errors: renderRowErrors(c, result.errors) }, 200);
    })
    .openapi(routes.clientsTemplate, templateDownload(sheets.CLIENTS_SHEET))
    .openapi(routes.getClient, readByKey(deps, 'accountNo', clients.getClient))
    .openapi(routes.updateClient, changeByKey(deps, 'accountNo', clients.updateClient))
    .openapi(routes.getCredit, async (c) =>
      c.json(
        await answers.getCredit(deps, requireUser(c), c.req.valid('param').accountNo, requestLanguage(c)),
        200,
      ),
    )
    .openapi(routes.getStatement, async (c) =>
      c.json(await answers.getStatement(deps, requireUser(c), c.req.valid('param').accountNo), 200),
    )
    .openapi(routes.importReceivables, async (c) => c.json(await runImport(deps, c, RECEIVABLES_IMPORT), 200))
    .openapi(routes.receivablesTemplate, templateDownload(sheets.RECEIVABLES_SHEET))
    .openapi(routes.recordPayment, async (c) =>
      c.json(await receivables.recordPayment(deps, requireUser(c), c.req.valid('json')), 201),
    )
    .openapi(routes.importPayments, async (c) => c.json(await runImport(deps, c, PAYMENTS_IMPORT), 200))
    .openapi(routes.paymentsTemplate, templateDownload(paymentSheets.PAYMENTS_SHEET))
    .openapi(routes.getCreditReport, async (c) =>
      c.json(await report.getCreditReport(deps, requireUser(c), c.req.valid('query')), 200),
    )
    .openapi(routes.exportCreditReport, async (c) => {
      const query = c.req.valid('query');
      const file = await report.exportCreditReport(
        deps,
        requireUser(c),
        query,
        query.lang ?? requestLanguage(c),
      );
      return workbookDownload(c, file.bytes, file.fileName);
    })
    .openapi(routes.getOrderReview, async (c) =>
      c.json(
        await answers.getOrderReview(deps, requireUser(c), c.req.valid('param').id, requestLanguage(c)),
        200,
      ),
    );
}
