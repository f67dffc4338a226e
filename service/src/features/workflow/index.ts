import { MESSAGES } from '@tawreed/domain';
import { createRouter, type Deps } from '../../http/context.js';
import { idempotency, type Recover } from '../../http/idempotency.js';
import { readIfMatch } from '../../http/if-match.js';
import { requireUser } from '../../http/session.js';
import { toUpload, uploadLimit } from '../../http/uploads.js';
import { fileResponse, orderJson } from '../orders/index.js';
import { getOrderDetail } from '../orders/service.js';
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
  app.use('/api/invoices/upload', uploadLimit(1, MESSAGES.invoiceTooLarge), idempotency(deps, invoiceAnswer));
  return app
    .openapi(routes.dashboardStats, async (c) =>
      c.json(await workflow.dashboardStats(deps, requireUser(c)), 200),
    )
    .openapi(routes.approve, async (c) => {
      const caller = requireUser(c);
      const order = await workflow.simpleAction(
        deps,
        caller,
        c.req.valid('param').id,
        'approve',
        readIfMatch(c, true),
      );
      return orderJson(c, order);
    })
    .openapi(routes.resubmit, async (c) => {
      const caller = requireUser(c);
      const order = await workflow.simpleAction(
        deps,
        caller,
        c.req.valid('param').id,
        'resubmit',
        readIfMatch(c, true),
      );
      return orderJson(c, order);
    })
    .openapi(routes.markReady, async (c) => {
      const caller = requireUser(c);
      const order = await workflow.simpleAction(
        deps,
        caller,
        c.req.valid('param').id,
        'mark-ready',
        readIfMatch(c, true),
      );
      return orderJson(c, order);
    })
    .openapi(routes.dispatch, async (c) => {
      const caller = requireUser(c);
      const order = await workflow.simpleAction(
        deps,
        caller,
        c.req.valid('param').id,
        'dispatch',
        readIfMatch(c, false),
      );
      return orderJson(c, order);
    })
    .openapi(routes.reject, async (c) => {
      const caller = requireUser(c);
      const version = readIfMatch(c, true)!;
      const { comment } = c.req.valid('json');
      return orderJson(
        c,
        await workflow.reviewWithComment(deps, caller, c.req.valid('param').id, 'reject', version, comment),
      );
    })
    .openapi(routes.requestChanges, async (c) => {
      const caller = requireUser(c);
      const version = readIfMatch(c, true)!;
      const { comment } = c.req.valid('json');
      const order = await workflow.reviewWithComment(
        deps,
        caller,
        c.req.valid('param').id,
        'request-changes',
        version,
        comment,
      );
      return orderJson(c, order);
    })
    .openapi(routes.print, async (c) => {
      const caller = requireUser(c);
      const version = readIfMatch(c, true)!;
      const body = c.req.valid('json') ?? {};
      return orderJson(
        c,
        await workflow.printOrder(deps, caller, c.req.valid('param').id, version, body.deliveryNoteNo),
      );
    })
    .openapi(routes.transport, async (c) => {
      const caller = requireUser(c);
      const { expectedDeliveryDate } = c.req.valid('json');
      const order = await workflow.transport(
        deps,
        caller,
        c.req.valid('param').id,
        readIfMatch(c, false),
        expectedDeliveryDate,
      );
      return orderJson(c, order);
    })
    .openapi(routes.deliver, async (c) => {
      const caller = requireUser(c);
      const body = c.req.valid('json') ?? {};
      return orderJson(
        c,
        await workflow.deliver(deps, caller, c.req.valid('param').id, readIfMatch(c, false), body),
      );
    })
    .openapi(routes.notDelivered, async (c) => {
      const caller = requireUser(c);
      const { notDeliveredReason } = c.req.valid('json');
      const order = await workflow.notDelivered(
        deps,
        caller,
        c.req.valid('param').id,
        readIfMatch(c, false),
        notDeliveredReason,
      );
      return orderJson(c, order);
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
      const { decision, comment } = c.req.valid('json');
      const order = await workflow.decideAppeal(
        deps,
        caller,
        c.req.valid('param').appealId,
        readIfMatch(c, false),
        decision,
        comment,
      );
      return orderJson(c, order);
    })
    .openapi(routes.rejectionActor, async (c) => {
      return c.json(await workflow.rejectionActor(deps, requireUser(c), c.req.valid('param').id), 200);
    })
    .openapi(routes.uploadInvoice, async (c) => {
      const caller = requireUser(c);
      const upload = await toUpload(c.req.valid('form').invoice, MESSAGES.invoiceTooLarge);
      return c.json(await workflow.uploadInvoice(deps, caller, upload), 201);
    })
    .openapi(routes.viewUpload, async (c) => {
      const invoice = await workflow.loadInvoice(deps, requireUser(c), c.req.valid('param').filename);
      return fileResponse(c, invoice);
    });
}
