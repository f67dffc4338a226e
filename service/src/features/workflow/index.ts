import { msg } from '@tawreed/domain';
import { createRouter, type Deps } from '../../http/context.js';
import { idempotency, type Recover } from '../../http/idempotency.js';
import { readIfMatch } from '../../http/if-match.js';
import { requireUser } from '../../http/session.js';
import { toUpload, uploadLimit } from '../../http/uploads.js';
import { fileResponse, orderJson } from '../orders/index.js';
import { deleteOrder } from '../orders/routes.js';
import { getOrderDetail } from '../orders/service.js';
import type { ActionInput } from './input.js';
import * as routes from './routes.js';
import * as workflow from './service.js';

export function workflowRoutes(deps: Deps) {
  const app = createRouter();
  // The size limit before the idempotency check: that one reads the body, which must be bounded
  // while it streams (and a body read twice would fail).
  // Retried after its answer was lost: an appeal answers its order; an invoice upload, the file.
  const appealAnswer: Recover = async (c, orderId) =>
    orderJson(c, await getOrderDetail(deps, requireUser(c), orderId), 201);
  const invoiceAnswer: Recover = async (c, storedName) => c.json(workflow.invoiceLink(storedName), 201);
  app.use('/api/orders/:id/appeals', uploadLimit(10), idempotency(deps, appealAnswer));
  app.use('/api/invoices/upload', uploadLimit(1, msg('invoiceTooLarge')), idempotency(deps, invoiceAnswer));
  app.openapi(routes.dashboardStats, async (c) =>
    c.json(await workflow.dashboardStats(deps, requireUser(c)), 200),
  );
  // One handler per row of the action table; the engine does the rest.
  for (const { action, route, ifMatchRequired } of routes.ORDER_ACTION_ROUTES) {
    app.openapi(route, async function takeOrderAction(c) {
      // The validated JSON body, for the actions that take one (the route's schema checked it).
      const body = (c.req.valid as (target: 'json') => Omit<ActionInput, 'ifMatch'> | undefined)('json');
      const input = { ...body, ifMatch: readIfMatch(c, ifMatchRequired) };
      return orderJson(
        c,
        await workflow.takeOrderAction(deps, requireUser(c), c.req.valid('param').id, action, input),
      );
    });
  }
  return app
    .openapi(deleteOrder, async (c) => {
      const caller = requireUser(c);
      const result = await workflow.removeOrder(deps, caller, c.req.valid('param').id, readIfMatch(c, false));
      return result ? orderJson(c, result) : c.body(null, 204);
    })
    .openapi(routes.createAppeal, async (c) => {
      const caller = requireUser(c);
      const form = c.req.valid('form');
      const files = form.files === undefined ? [] : Array.isArray(form.files) ? form.files : [form.files];
      const uploads = await Promise.all(files.map((file) => toUpload(file)));
      const order = await workflow.createAppeal(
        deps,
        caller,
        c.req.valid('param').id,
        readIfMatch(c, false),
        form.comment,
        uploads,
      );
      return orderJson(c, order, 201);
    })
    .openapi(routes.listAppeals, async (c) => {
      const appeals = await workflow.listAppeals(deps, requireUser(c), c.req.valid('param').id);
      return c.json({ appeals }, 200);
    })
    .openapi(routes.decideAppeal, async (c) => {
      const caller = requireUser(c);
      const { decision, comment, override } = c.req.valid('json');
      const order = await workflow.decideAppeal(
        deps,
        caller,
        c.req.valid('param').appealId,
        readIfMatch(c, false),
        decision,
        comment,
        override,
      );
      return orderJson(c, order);
    })
    .openapi(routes.rejectionActor, async (c) => {
      return c.json(await workflow.rejectionActor(deps, requireUser(c), c.req.valid('param').id), 200);
    })
    .openapi(routes.uploadInvoice, async (c) => {
      const caller = requireUser(c);
      const upload = await toUpload(c.req.valid('form').invoice, msg('invoiceTooLarge'));
      return c.json(await workflow.uploadInvoice(deps, caller, upload), 201);
    })
    .openapi(routes.viewUpload, async (c) => {
      const invoice = await workflow.loadInvoice(deps, requireUser(c), c.req.valid('param').filename);
      return fileResponse(c, deps, invoice);
    });
}
