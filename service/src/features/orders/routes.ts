import { z } from '@hono/zod-openapi';
import {
  idParam,
  jsonAnswer,
  jsonBody,
  jsonListAnswer,
  type RouteMaker,
  routesTagged,
} from '../../http/api-route.js';
import { ifMatchHeaders } from '../../http/if-match.js';
import { spreadsheetAnswer } from '../../http/spreadsheet-routes.js';
import { binaryString, uploadBody, uploadLimit } from '../../http/uploads.js';
import { ORDERS_API_DOCS } from './api-docs.js';
import {
  attachmentSchema,
  attachmentTypeSchema,
  clientAccountNoField,
  historyEntrySchema,
  orderSchema,
  parsedFileSchema,
} from './dto.js';
import { createOrderBody, updateOrderBody } from './input-dto.js';
import { documentLanguage, exportOrdersQuery, listOrdersQuery, orderListSchema } from './list-dto.js';

const route = routesTagged(['Orders'], ORDERS_API_DOCS);
const describedEtag = z.string().openapi({ description: 'The order version, quoted' });
/**
 * An answer holding the order, with its version in the ETag header; `etag` is that header's
 * schema (the Workflow routes declare it without a description).
 */
export const orderResponse = (description: string, etag: z.ZodString = describedEtag) => ({
  ...jsonAnswer(description, orderSchema),
  headers: z.object({ ETag: etag }),
});

const ifMatch = ifMatchHeaders;
const idempotencyKey = z.object({
  'idempotency-key': z.string().max(200).optional().openapi({
    description: 'Retry-safe creation: the same key and body replays the first response for 24 h',
  }),
});

export const listOrders = route('get', '/api/orders', 'listOrders', {
  request: { query: listOrdersQuery },
  responses: { 200: jsonAnswer('A page of orders', orderListSchema) },
});

export const createOrder = route('post', '/api/orders', 'createOrder', {
  request: { headers: idempotencyKey, body: jsonBody(createOrderBody) },
  responses: { 201: orderResponse('The new order') },
});

export const getOrder = route('get', '/api/orders/{id}', 'getOrder', {
  request: { params: idParam },
  responses: { 200: orderResponse('The order') },
});

export const updateOrder = route('put', '/api/orders/{id}', 'updateOrder', {
  request: { params: idParam, headers: ifMatch(true), body: jsonBody(updateOrderBody) },
  responses: { 200: orderResponse('The updated order') },
  errors: [409, 412, 428],
});

export const deleteOrder = route('delete', '/api/orders/{id}', 'deleteOrder', {
  request: { params: idParam, headers: ifMatch(false) },
  responses: {
    200: orderResponse('The withdrawn order'),
    204: { description: 'The SUBMITTED order was removed' },
  },
  errors: [409, 412],
});

/**
 * `GET /api/orders/{id}/<key>`: one list about an order the caller can see, answered as
 * `{ <key>: [...] }` (404 for an order the caller cannot see).
 */
export function orderListRoute<const Op extends string, const K extends string, S extends z.ZodType>(
  makeRoute: RouteMaker<Op>,
  operationId: Op,
  key: K,
  item: S,
  answer: string,
) {
  return makeRoute('get', `/api/orders/{id}/${key}`, operationId, {
    request: { params: idParam },
    responses: { 200: jsonListAnswer(answer, key, item) },
  });
}

export const orderHistory = orderListRoute(
  route,
  'getOrderHistory',
  'history',
  historyEntrySchema,
  'History',
);

export const orderAttachments = orderListRoute(
  route,
  'getOrderAttachments',
  'attachments',
  attachmentSchema,
  'Attachments',
);

export const uploadToOrder = route('post', '/api/orders/{id}/upload', 'uploadToOrder', {
  request: {
    params: idParam,
    query: z.object({ replaceLines: z.enum(['true', 'false']).optional() }),
    headers: idempotencyKey,
    body: uploadBody({ attachmentType: attachmentTypeSchema.optional() }),
  },
  responses: { 200: orderResponse('The updated order') },
  errors: [429, 'INVALID_TRANSITION'],
});

export const parseFile = route('post', '/api/orders/parse-file', 'parseOrderFile', {
  middleware: [uploadLimit()] as const,
  request: {
    body: uploadBody({
      clientAccountNo: clientAccountNoField.optional().openapi({
        description: "The order's client: its price list prices the check (else the default list)",
      }),
    }),
  },
  responses: { 200: jsonAnswer('Parsed lines, per-row errors and price warnings', parsedFileSchema) },
  errors: [429],
});

export const saveParsedFile = route('post', '/api/orders/save-parsed-file', 'saveParsedFile', {
  request: {
    body: jsonBody(
      z
        .strictObject({ orderId: z.string().uuid(), tempFileId: z.string().uuid() })
        .openapi('SaveParsedFileRequest'),
    ),
  },
  responses: { 200: orderResponse('The updated order') },
  errors: [404, 409],
});

export const sampleTemplate = route('get', '/api/orders/sample-template', 'getSampleTemplate', {
  request: { query: z.object({ lang: documentLanguage }) },
  responses: { 200: spreadsheetAnswer('The template') },
});

export const exportOrders = route('get', '/api/orders/export', 'exportOrders', {
  request: { query: exportOrdersQuery },
  responses: { 200: spreadsheetAnswer('The export', true) },
});

const downloadResponses = {
  200: {
    description: 'The file, with Content-Disposition',
    content: {
      'application/octet-stream': { schema: binaryString },
    },
  },
};

export const downloadOrderAttachment = route(
  'get',
  '/api/orders/attachments/{attachmentId}/download',
  'downloadOrderAttachment',
  {
    request: { params: z.object({ attachmentId: z.string().uuid() }) },
    responses: downloadResponses,
    errors: ['UNAVAILABLE'],
  },
);

export const downloadAttachment = route('get', '/api/attachments/{id}/download', 'downloadAttachment', {
  request: { params: idParam },
  responses: downloadResponses,
  errors: ['UNAVAILABLE'],
});
