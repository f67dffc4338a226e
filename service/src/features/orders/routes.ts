import { z } from '@hono/zod-openapi';
import { idParam, jsonAnswer, jsonBody, jsonListAnswer, routesTagged } from '../../http/api-route.js';
import { ifMatchHeaders } from '../../http/if-match.js';
import { spreadsheetAnswer } from '../../http/spreadsheet-routes.js';
import { binaryString, uploadBody, uploadLimit } from '../../http/uploads.js';
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

const route = routesTagged(['Orders']);
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
  description:
    'Orders the caller may see (a medical company its own; staff every order; the sales representative every order read-only), filtered by status, delivery status, search text, dates and company, sorted and paged (at most 100 per page).',
  summary: 'Orders visible to the caller, filtered and paged',
  request: { query: listOrdersQuery },
  responses: { 200: jsonAnswer('A page of orders', orderListSchema) },
});

export const createOrder = route('post', '/api/orders', 'createOrder', {
  description:
    'A medical company creates an order with its client details and lines; it starts SUBMITTED and moves to credit review. clientName, orderDate, region, area and at least one line are required (422 otherwise); the total, when sent, must match the lines. An Idempotency-Key makes a retry safe.',
  summary: 'Create an order (medical companies); it starts SUBMITTED',
  request: { headers: idempotencyKey, body: jsonBody(createOrderBody) },
  responses: { 201: orderResponse('The new order') },
});

export const getOrder = route('get', '/api/orders/{id}', 'getOrder', {
  description:
    "One order the caller may see, with lines, history, attachments and warehouse record; the ETag header carries its version for If-Match. Another company's order answers 404.",
  summary: 'One order with lines, history, attachments and warehouse record',
  request: { params: idParam },
  responses: { 200: orderResponse('The order') },
});

export const updateOrder = route('put', '/api/orders/{id}', 'updateOrder', {
  description:
    'The owner company edits a SUBMITTED or NEEDS_CHANGES order; fields left out keep their value and lines, when sent, replace all lines. Send If-Match with the version last seen: 428 without it, 412 when the order changed since.',
  summary: 'Edit an order (owner company, SUBMITTED or NEEDS_CHANGES); If-Match required',
  request: { params: idParam, headers: ifMatch(true), body: jsonBody(updateOrderBody) },
  responses: { 200: orderResponse('The updated order') },
  errors: [409, 412, 428],
});

export const deleteOrder = route('delete', '/api/orders/{id}', 'deleteOrder', {
  description:
    'The owner company removes a SUBMITTED order (204), or withdraws one already in review (200, frozen) until it is PRINTED. If-Match is optional; when sent and stale it answers 412.',
  summary: 'Remove a SUBMITTED order, or withdraw a later one (frozen, before PRINTED)',
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
export function orderListRoute<const K extends string, S extends z.ZodType>(
  makeRoute: ReturnType<typeof routesTagged>,
  key: K,
  item: S,
  docs: { operationId: string; description: string; summary: string; answer: string },
) {
  const { answer, operationId, ...names } = docs;
  return makeRoute('get', `/api/orders/{id}/${key}`, operationId, {
    ...names,
    request: { params: idParam },
    responses: { 200: jsonListAnswer(answer, key, item) },
  });
}

export const orderHistory = orderListRoute(route, 'history', historyEntrySchema, {
  operationId: 'getOrderHistory',
  description:
    'Every status change and action on the order, oldest first, with who did it and their comment.',
  summary: "The order's history, oldest first",
  answer: 'History',
});

export const orderAttachments = orderListRoute(route, 'attachments', attachmentSchema, {
  operationId: 'getOrderAttachments',
  description:
    "The order's stored files: purchase order, order form and the spreadsheets its lines were imported from, with download links.",
  summary: "The order's files (purchase order, order form, imported spreadsheets)",
  answer: 'Attachments',
});

export const uploadToOrder = route('post', '/api/orders/{id}/upload', 'uploadToOrder', {
  description:
    "Attaches a purchase order (attachmentType=purchase_order: PDF, PNG or JPEG named .pdf, .png, .jpg or .jpeg), an order form (attachmentType=order_form: Excel named .xls or .xlsx) or a supporting document (attachmentType=other: PDF, PNG, JPEG or Excel; the owner company while the order is Submitted or Needs Changes, Sales & Collection Review, Credit Review and the warehouse at any time), or replaces the lines from a spreadsheet (replaceLines=true: .xlsx, .xls or .csv). The file name's extension must match both the rule and the content, otherwise 415. An Idempotency-Key makes a retry safe.",
  summary: 'Attach a P.O, Order Form or supporting document, or replace the lines from a spreadsheet',
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
  description:
    'Parses an order-lines spreadsheet and keeps it for 24 hours for saveParsedFile. The file name must end in .xlsx, .xls or .csv (an unnamed part is judged by its Content-Type); a name with another extension, or content that is not a spreadsheet, answers 415. Rows that fail validation are listed in `errors`. The valid lines are price-checked (DESIGN §12) against the price list of `clientAccountNo` (else the default list) valid today: `warnings` lists each PRICE_MISMATCH and UNKNOWN_ITEM by spreadsheet row; they never stop the order.',
  summary: 'Parse an order-lines spreadsheet (.xlsx, .xls, .csv) and keep it for save-parsed-file',
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
  description:
    "Replaces an order's lines with the lines of a file kept by parseOrderFile (owner company, while the order is editable).",
  summary: "Replace an order's lines with a parsed spreadsheet's",
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
  description:
    'The Order_Template.xlsx workbook whose header row parseOrderFile and uploadToOrder (replaceLines=true) read; headed and explained in English or Arabic (lang, else Accept-Language). The parser reads either language.',
  summary: 'Order_Template.xlsx: the spreadsheet format parse-file reads',
  request: { query: z.object({ lang: documentLanguage }) },
  responses: { 200: spreadsheetAnswer('The template') },
});

export const exportOrders = route('get', '/api/orders/export', 'exportOrders', {
  description:
    'Streams every order matching the same filters as listOrders as an .xlsx workbook (default) or CSV (format=csv), named orders-export-{date}. Filter errors answer 422 before anything is streamed.',
  summary: 'Every order matching the filters as orders-export-{date}.xlsx (or format=csv), streamed',
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
    description:
      'Downloads an order attachment or appeal evidence file, with Content-Disposition naming the original file; 404 when the caller may not see its order.',
    summary: 'Download an order attachment (or appeal evidence)',
    request: { params: z.object({ attachmentId: z.string().uuid() }) },
    responses: downloadResponses,
    errors: ['UNAVAILABLE'],
  },
);

export const downloadAttachment = route('get', '/api/attachments/{id}/download', 'downloadAttachment', {
  description:
    'Downloads any stored file (attachment or appeal evidence) of an order the caller may see, with Content-Disposition naming the original file; 404 otherwise.',
  summary: 'Download any stored file of a visible order (appeal evidence, attachments)',
  request: { params: idParam },
  responses: downloadResponses,
  errors: ['UNAVAILABLE'],
});
