import { z } from '@hono/zod-openapi';
import {
  APPEAL_DECISIONS,
  APPEAL_REJECTION_REASON_MAX,
  appealCommentRule,
  isCalendarDate,
  isIsoDateTime,
  msg,
  type OrderAction,
  overrideReasonField,
  ROLES,
  reviewCommentRule,
  zodMessage,
} from '@tawreed/domain';
import { idParam, jsonAnswer, jsonBody, routesTagged } from '../../http/api-route.js';
import type { ErrorDeclaration } from '../../http/errors.js';
import { ifMatchHeaders } from '../../http/if-match.js';
import { safeText } from '../../http/inputs.js';
import { binaryString, fileField } from '../../http/uploads.js';
import { orderResponse as orderAnswer, orderListRoute } from '../orders/routes.js';
import { WORKFLOW_API_DOCS } from './api-docs.js';

const route = routesTagged(['Workflow'], WORKFLOW_API_DOCS);
/** The order answered by an action, its version in the ETag header (undescribed in this tag's contract). */
const orderResponse = (description: string) => orderAnswer(description, z.string());
const ifMatch = ifMatchHeaders;

/** An order action refused by the workflow (409) or made on a changed order (412). */
const ACTION_ERRORS = [409, 412] as const;

export const reviewComment = reviewCommentRule(
  safeText('labelComment', 100_000, zodMessage(msg('reviewCommentMin'))),
);

/** One order action's endpoint: `POST /api/orders/{id}/<path>`, answering the updated order. */
interface ActionEndpoint {
  path: string;
  operationId: keyof typeof WORKFLOW_API_DOCS;
  ifMatchRequired: boolean;
  body?: z.ZodType;
  bodyRequired?: boolean;
  /** Errors this action answers beyond every action's (a code its own step raises). */
  errors?: readonly ErrorDeclaration[];
}

function orderActionRoute(endpoint: ActionEndpoint) {
  const { path, operationId, ifMatchRequired, body } = endpoint;
  return route('post', `/api/orders/{id}/${path}`, operationId, {
    request: {
      params: idParam,
      headers: ifMatch(ifMatchRequired),
      ...(body && { body: jsonBody(body, endpoint.bodyRequired ?? true) }),
    },
    responses: { 200: orderResponse('The updated order') },
    errors: [...ACTION_ERRORS, ...(ifMatchRequired ? [428] : []), ...(endpoint.errors ?? [])],
  });
}

const reviewCommentBody = z.strictObject({ comment: reviewComment }).openapi('ReviewComment');

/** DESIGN §11: the reason to approve over the credit check's override findings (10..500). */
const creditOverride = z
  .strictObject({
    reason: safeText('labelOverrideReason', 100_000, zodMessage(msg('reviewCommentMin'))).pipe(
      overrideReasonField,
    ),
  })
  .openapi('CreditOverride', {
    description:
      'Approve over the credit check’s override findings (OVER_LIMIT, OVERDUE, ON_HOLD): the reason becomes the history comment, which names the overridden codes. Never passes a block (CREDIT_BLOCKED).',
  });

/**
 * The order actions taken by a plain POST, in the contract's order; the workflow router
 * registers one handler per row and the engine (runOrderAction) runs the action.
 */
const ACTION_ENDPOINTS = {
  approve: {
    path: 'actions/approve',
    operationId: 'approveOrder',
    ifMatchRequired: true,
    body: z.strictObject({ override: creditOverride.optional() }).openapi('ApproveRequest'),
    bodyRequired: false,
  },
  resubmit: {
    path: 'actions/resubmit',
    operationId: 'resubmitOrder',
    ifMatchRequired: true,
  },
  'mark-ready': {
    path: 'actions/mark-ready',
    operationId: 'markOrderReady',
    ifMatchRequired: true,
    // inventory/workflow-hooks.ts checkStockBeforeTransition: lines not covered by reserved stock.
    errors: ['STOCK_SHORT'],
  },
  dispatch: {
    path: 'dispatch',
    operationId: 'dispatchOrder',
    ifMatchRequired: false,
  },
  reject: {
    path: 'actions/reject',
    operationId: 'rejectOrder',
    ifMatchRequired: true,
    body: reviewCommentBody,
  },
  'request-changes': {
    path: 'actions/request-changes',
    operationId: 'requestOrderChanges',
    ifMatchRequired: true,
    body: reviewCommentBody,
  },
  print: {
    path: 'actions/print',
    operationId: 'printOrder',
    ifMatchRequired: true,
    body: z
      .strictObject({ deliveryNoteNo: safeText('labelDeliveryNoteNumber', 50).trim().nullish() })
      .openapi('PrintRequest'),
    bodyRequired: false,
  },
  transport: {
    path: 'transport',
    operationId: 'transportOrder',
    ifMatchRequired: false,
    body: z
      .strictObject({
        expectedDeliveryDate: z
          .string({ error: zodMessage(msg('expectedDateRequired')) })
          .min(1, zodMessage(msg('expectedDateRequired')))
          .refine(
            (value) => isCalendarDate(value) || isIsoDateTime(value),
            zodMessage(msg('expectedDateRequired')),
          )
          .openapi({ format: 'date-time', example: '2026-11-25T00:00:00.000Z' }),
      })
      .openapi('TransportRequest'),
  },
  deliver: {
    path: 'deliver',
    operationId: 'deliverOrder',
    ifMatchRequired: false,
    body: z
      .strictObject({
        deliveryInvoicePath: safeText('labelInvoiceFile', 200)
          .nullish()
          .openapi({ description: 'filename from /api/invoices/upload' }),
        actualDeliveryDate: z
          .string()
          .refine(isIsoDateTime, zodMessage(msg('deliveryDateIso')))
          .nullish()
          .openapi({ format: 'date-time' }),
      })
      .openapi('DeliverRequest'),
    bodyRequired: false,
  },
  'not-delivered': {
    path: 'not-delivered',
    operationId: 'recordNotDelivered',
    ifMatchRequired: false,
    body: z
      .strictObject({
        notDeliveredReason: safeText('labelReason', 100_000, zodMessage(msg('notDeliveredReasonRequired')))
          .trim()
          .min(1, zodMessage(msg('notDeliveredReasonRequired')))
          .max(500),
      })
      .openapi('NotDeliveredRequest'),
  },
} satisfies Partial<Record<OrderAction, ActionEndpoint>>;

export const ORDER_ACTION_ROUTES = Object.entries(ACTION_ENDPOINTS).map(([action, endpoint]) => ({
  action: action as keyof typeof ACTION_ENDPOINTS,
  ifMatchRequired: endpoint.ifMatchRequired,
  route: orderActionRoute(endpoint),
}));

/** Who submitted an appeal or rejected an order (inline in the contract, unlike the named Actor). */
const person = z.object({ id: z.string().uuid(), name: z.string(), email: z.string(), role: z.enum(ROLES) });

export const appealSchema = z
  .object({
    id: z.string().uuid(),
    orderId: z.string().uuid(),
    status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED']),
    comment: z.string(),
    createdAt: z.string().datetime(),
    submittedBy: person,
    attachments: z.array(
      z.object({
        id: z.string().uuid(),
        fileName: z.string(),
        sizeBytes: z.number().int(),
        downloadUrl: z.string(),
      }),
    ),
    decision: z.enum(APPEAL_DECISIONS).nullable(),
    decisionComment: z.string().nullable(),
    decidedAt: z.string().datetime().nullable(),
  })
  .openapi('Appeal');

export const createAppeal = route('post', '/api/orders/{id}/appeals', 'createAppeal', {
  request: {
    params: idParam,
    headers: ifMatch(false).extend({ 'idempotency-key': z.string().max(200).optional() }),
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            comment: appealCommentRule(
              safeText('labelAppealComment', 100_000, zodMessage(msg('appealCommentMin'))),
            ),
            files: z
              .union([fileField, z.array(fileField)])
              .optional()
              .openapi({ type: 'array', items: { type: 'string', format: 'binary' } }),
          }),
        },
      },
    },
  },
  responses: { 201: orderResponse('The order, now in APPEAL_REVIEW') },
  errors: [...ACTION_ERRORS, 429],
});

export const listAppeals = orderListRoute(route, 'listAppeals', 'appeals', appealSchema, 'Appeals');

export const decideAppeal = route('post', '/api/orders/appeals/{appealId}/decision', 'decideAppeal', {
  request: {
    params: z.object({ appealId: z.string().uuid() }),
    headers: ifMatch(false),
    body: jsonBody(
      z
        .strictObject({
          decision: z.enum(APPEAL_DECISIONS),
          comment: safeText('labelReason', 100_000)
            .trim()
            .max(APPEAL_REJECTION_REASON_MAX, zodMessage(msg('appealRejectionReasonMax')))
            .nullish(),
          override: creditOverride.optional().openapi({
            description: 'ACCEPT only: approve over the credit check’s override findings (as approveOrder)',
          }),
        })
        .openapi('AppealDecisionRequest'),
    ),
  },
  responses: { 200: orderResponse('The updated order') },
  errors: [...ACTION_ERRORS],
});

export const rejectionActor = route('get', '/api/orders/{id}/rejection-actor', 'getRejectionActor', {
  request: { params: idParam },
  responses: {
    200: jsonAnswer(
      'The rejection record',
      z
        .object({
          rejectionActor: person,
          comment: z.string(),
          createdAt: z.string().datetime(),
        })
        .openapi('RejectionRecord'),
    ),
  },
});

export const uploadInvoice = route('post', '/api/invoices/upload', 'uploadInvoice', {
  request: {
    headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ invoice: fileField }) } },
    },
  },
  responses: {
    201: jsonAnswer('Stored', z.object({ filename: z.string(), url: z.string() }).openapi('UploadedInvoice')),
  },
});

export const viewUpload = route('get', '/uploads/{filename}', 'viewUpload', {
  request: { params: z.object({ filename: safeText('labelFileName', 200) }) },
  responses: {
    200: {
      description: 'The file',
      content: {
        'application/octet-stream': { schema: binaryString },
      },
    },
  },
  errors: ['UNAVAILABLE'],
});

const cardSchema = z
  .object({
    count: z.number().int(),
    statuses: z.array(z.string()).openapi({ description: "The list's `status` filter (empty: any status)" }),
    approvedToday: z.boolean().openapi({
      description: "The list's `approvedToday` filter: only orders the caller's stage approved today",
    }),
  })
  .openapi('DashboardCard', {
    description: 'A card: its count, and the order-list filters whose total that count is.',
  });
export const dashboardStats = route('get', '/api/orders/dashboard/stats', 'getDashboardStats', {
  responses: {
    200: jsonAnswer(
      'Counts',
      z
        .object({
          totalOrders: z.number().int(),
          pendingReview: z.number().int(),
          approvedToday: z.number().int(),
          rejected: z.number().int(),
          delivered: z.number().int(),
          cards: z.object({
            total: cardSchema,
            pending: cardSchema,
            approved: cardSchema,
            rejected: cardSchema,
            delivered: cardSchema,
          }),
        })
        .openapi('DashboardStats'),
    ),
  },
});
