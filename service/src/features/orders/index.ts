import { msg, render, renderStored } from '@tawreed/domain';
import type { Context } from 'hono';
import type { FileLocation } from '../../db/file-store.js';
import { jsonBodyLimit } from '../../http/body-limit.js';
import { type AppEnv, createRouter, type Deps } from '../../http/context.js';
import { AppError, requestLanguage } from '../../http/errors.js';
import { idempotency, type Recover } from '../../http/idempotency.js';
import { readIfMatch } from '../../http/if-match.js';
import { requireUser } from '../../http/session.js';
import { streamedBody } from '../../http/streaming.js';
import { contentDisposition, toUpload, uploadLimit, workbookDownload, XLSX } from '../../http/uploads.js';
import { buildSampleTemplate } from '../spreadsheets/template.js';
import type { OrderDto } from './dto.js';
import type { SubmitIfComplete } from './files-service.js';
import * as routes from './routes.js';
import * as orders from './service.js';

const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);
/**
 * Types a stored file may be served as: the ones upload sniffing records. Anything else (a type
 * a client declared before types were sniffed, such as text/html) is served as
 * application/octet-stream, as an attachment.
 */
const SERVED_TYPES = new Set([...INLINE_TYPES, XLSX, 'application/vnd.ms-excel', 'text/csv']);

/** The served Content-Type for a stored type: known ones as they are, the rest as bytes. */
export function servedType(stored: string): string {
  const type = stored.split(';')[0]!.trim().toLowerCase();
  return SERVED_TYPES.has(type) ? type : 'application/octet-stream';
}

export const etag = (order: { version: number }) => ({ ETag: `"${order.version}"` });

/** An order answer with its ETag. */
export function orderJson<S extends 200 | 201 = 200>(c: Context<AppEnv>, order: OrderDto, status?: S) {
  return c.json(order, (status ?? 200) as S, etag(order));
}

/** A stored file's answer, from the row's bytes or streamed from the object store. */
export async function fileResponse(
  c: Context<AppEnv>,
  deps: Deps,
  file: FileLocation & { fileName: string; contentType: string },
) {
  // Moved to the bucket while this instance kept serving from the database: it must be restarted.
  if (!file.content && deps.files.kind === 'postgres') {
    throw new AppError('UNAVAILABLE', msg('fileInOtherStore', { store: 's3' }));
  }
  const type = servedType(file.contentType);
  const inline = INLINE_TYPES.has(type);
  const body = await deps.files.open(file);
  return c.body(body, 200, {
    'Content-Type': type,
    'Content-Disposition': contentDisposition(file.fileName, inline),
    'Content-Length': String(file.content ? file.content.length : file.sizeBytes),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
}

/**
 * The order routes. `submitIfComplete` is the workflow's automatic submit, tried after an edit
 * or upload that may complete the order (the workflow feature supplies it; see app.ts).
 */
export function orderRoutes(deps: Deps, submitIfComplete: SubmitIfComplete) {
  const app = createRouter();
  // A create retried after its answer was lost answers the order it made; an upload, the order.
  const orderAnswer =
    (status: 200 | 201): Recover =>
    async (c, orderId) =>
      orderJson(c, await orders.getOrderDetail(deps, requireUser(c), orderId), status);
  // Creating takes JSON only: a multipart body is held to 1 MB before idempotency reads it.
  app.use('/api/orders', jsonBodyLimit, idempotency(deps, orderAnswer(201)));
  // The size limit before the idempotency check, which reads the body (see workflow/index.ts).
  app.use('/api/orders/:id/upload', uploadLimit(), idempotency(deps, orderAnswer(200)));
  // Static paths first: they would otherwise look like /api/orders/{id}.
  return app
    .openapi(routes.sampleTemplate, async (c) => {
      requireUser(c);
      const bytes = await buildSampleTemplate(c.req.valid('query').lang ?? requestLanguage(c));
      return workbookDownload(c, bytes, 'Order_Template.xlsx');
    })
    .openapi(routes.exportOrders, async (c) => {
      const query = c.req.valid('query');
      const lang = query.lang ?? requestLanguage(c);
      const stream = await orders.exportOrders(deps, requireUser(c), query, lang);
      return c.body(streamedBody(c, deps.logger, stream), 200, {
        'Content-Type': query.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX,
        'Content-Disposition': contentDisposition(orders.exportFileName(query.format, deps.now())),
      });
    })
    .openapi(routes.parseFile, async (c) => {
      const caller = requireUser(c);
      const form = c.req.valid('form');
      const upload = await toUpload(form.file);
      const parsed = await orders.parseFile(deps, caller, upload, form.clientAccountNo || null);
      // Row messages in the caller's language (DESIGN §9), like every other message.
      const lang = requestLanguage(c);
      return c.json(
        {
          ...parsed,
          errors: parsed.errors.map((error) => render(lang, error)),
          warnings: parsed.warnings.map(({ row, itemCode, code, key, params }) => ({
            row,
            itemCode,
            code,
            params,
            message: renderStored(lang, key, params),
          })),
        },
        200,
      );
    })
    .openapi(routes.saveParsedFile, async (c) => {
      const { orderId, tempFileId } = c.req.valid('json');
      return orderJson(
        c,
        await orders.saveParsedFile(deps, requireUser(c), orderId, tempFileId, submitIfComplete),
      );
    })
    .openapi(routes.downloadOrderAttachment, async (c) => {
      const file = await orders.loadDownload(deps, requireUser(c), c.req.valid('param').attachmentId);
      return fileResponse(c, deps, file);
    })
    .openapi(routes.downloadAttachment, async (c) => {
      const file = await orders.loadDownload(deps, requireUser(c), c.req.valid('param').id);
      return fileResponse(c, deps, file);
    })
    .openapi(routes.listOrders, async (c) => {
      const result = await orders.listOrders(deps, requireUser(c), c.req.valid('query'));
      return c.json(result, 200);
    })
    .openapi(routes.createOrder, async (c) => {
      return orderJson(c, await orders.createOrder(deps, requireUser(c), c.req.valid('json')), 201);
    })
    .openapi(routes.getOrder, async (c) => {
      return orderJson(c, await orders.getOrderDetail(deps, requireUser(c), c.req.valid('param').id));
    })
    .openapi(routes.updateOrder, async (c) => {
      const caller = requireUser(c);
      const version = readIfMatch(c, true);
      return orderJson(
        c,
        await orders.updateOrder(
          deps,
          caller,
          c.req.valid('param').id,
          version,
          c.req.valid('json'),
          submitIfComplete,
        ),
      );
    })
    .openapi(routes.orderHistory, async (c) => {
      const history = await orders.orderHistory(deps, requireUser(c), c.req.valid('param').id);
      return c.json({ history }, 200);
    })
    .openapi(routes.orderAttachments, async (c) => {
      const attachments = await orders.orderAttachments(deps, requireUser(c), c.req.valid('param').id);
      return c.json({ attachments }, 200);
    })
    .openapi(routes.uploadToOrder, async (c) => {
      const caller = requireUser(c);
      const form = c.req.valid('form');
      const replaceLines = c.req.valid('query').replaceLines === 'true';
      const upload = await toUpload(
        form.file,
        form.attachmentType === 'purchase_order' ? msg('poTooLarge') : msg('fileTooLarge'),
      );
      const order = await orders.uploadToOrder(
        deps,
        caller,
        c.req.valid('param').id,
        upload,
        {
          replaceLines,
          attachmentType: form.attachmentType,
        },
        submitIfComplete,
      );
      return orderJson(c, order);
    });
}
