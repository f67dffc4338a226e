import { createRoute, z } from '@hono/zod-openapi';
import { WEBHOOK_EVENT_TYPES } from '@tawreed/domain';
import { errorResponses } from '../../http/errors.js';

const tags = ['Webhooks'];

const json = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES).openapi('WebhookEventType', {
  description:
    'order.created: placed; order.status_changed: moved to another status; order.updated: changed, same status; ' +
    'order.history_added: a history entry; order.attachment_added: a file attached; order.ready: ready to print; ' +
    'order.printed: delivery note printed; order.deleted: removed. `webhook.test` is sent only by "send test".',
});

export const webhookSubscriptionSchema = z
  .object({
    id: z.string().uuid(),
    url: z.string(),
    description: z.string(),
    eventTypes: z.array(webhookEventTypeSchema),
    enabled: z.boolean(),
    disabledReason: z.string().nullable(),
    createdAt: z.string().datetime(),
    updatedAt: z.string().datetime(),
  })
  .openapi('WebhookSubscription');

export const createdWebhookSchema = webhookSubscriptionSchema
  .extend({
    secret: z.string().openapi({
      description: 'The Standard Webhooks signing secret (`whsec_…`). Shown only in this answer.',
    }),
  })
  .openapi('CreatedWebhookSubscription');

const urlField = z.string().trim().min(1).max(2000);
const eventTypesField = z.array(webhookEventTypeSchema).min(1).max(WEBHOOK_EVENT_TYPES.length);

export const createWebhookBody = z
  .strictObject({
    url: urlField,
    eventTypes: eventTypesField,
    description: z.string().trim().max(500).optional(),
    enabled: z.boolean().optional(),
  })
  .openapi('CreateWebhookRequest');

export const updateWebhookBody = z
  .strictObject({
    url: urlField.optional(),
    eventTypes: eventTypesField.optional(),
    description: z.string().trim().max(500).optional(),
    enabled: z.boolean().optional(),
  })
  .openapi('UpdateWebhookRequest');

export const webhookAttemptSchema = z
  .object({
    id: z.number().int(),
    deliveryId: z.number().int(),
    eventId: z.string().openapi({ description: 'The `webhook-id` of the event' }),
    eventType: z.string(),
    attempt: z.number().int(),
    startedAt: z.string().datetime(),
    durationMs: z.number().int(),
    statusCode: z.number().int().nullable(),
    responseBody: z.string().nullable().openapi({ description: "The first 1 KB of the receiver's answer" }),
    error: z.string().nullable(),
    succeeded: z.boolean(),
    replay: z.boolean(),
  })
  .openapi('WebhookAttempt');

const params = z.object({ id: z.string().uuid() });

export const createWebhook = createRoute({
  method: 'post',
  path: '/api/webhooks',
  operationId: 'createWebhook',
  description:
    'Subscribes a URL to order events (Standard Webhooks signing). The answer carries the signing secret; it is never shown again.',
  summary: 'Subscribe a URL to order events; the answer carries the signing secret, shown once',
  tags,
  request: { body: json(createWebhookBody) },
  responses: {
    201: { description: 'Created', content: { 'application/json': { schema: createdWebhookSchema } } },
    ...errorResponses(400, 401, 403, 422),
  },
});

export const listWebhooks = createRoute({
  method: 'get',
  path: '/api/webhooks',
  operationId: 'listWebhooks',
  description: "The caller's webhook subscriptions, without their secrets.",
  summary: "The caller's webhook subscriptions",
  tags,
  responses: {
    200: {
      description: 'Subscriptions',
      content: {
        'application/json': {
          schema: z.object({ subscriptions: z.array(webhookSubscriptionSchema) }).openapi('WebhookList'),
        },
      },
    },
    ...errorResponses(401, 403),
  },
});

export const getWebhook = createRoute({
  method: 'get',
  path: '/api/webhooks/{id}',
  operationId: 'getWebhook',
  description: 'One webhook subscription with its event types and state, without its secret.',
  summary: 'One webhook subscription (never its secret)',
  tags,
  request: { params },
  responses: {
    200: {
      description: 'Subscription',
      content: { 'application/json': { schema: webhookSubscriptionSchema } },
    },
    ...errorResponses(401, 403, 404, 422),
  },
});

export const updateWebhook = createRoute({
  method: 'patch',
  path: '/api/webhooks/{id}',
  operationId: 'updateWebhook',
  description:
    'Changes the URL, event types, description or enabled flag of a subscription; fields left out keep their value.',
  summary: 'Change the URL, event types, description or enabled flag',
  tags,
  request: { params, body: json(updateWebhookBody) },
  responses: {
    200: { description: 'Updated', content: { 'application/json': { schema: webhookSubscriptionSchema } } },
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

export const deleteWebhook = createRoute({
  method: 'delete',
  path: '/api/webhooks/{id}',
  operationId: 'deleteWebhook',
  description: 'Removes a subscription with its pending deliveries and its delivery log.',
  summary: 'Remove a subscription with its pending deliveries and log',
  tags,
  request: { params },
  responses: {
    204: { description: 'Removed' },
    ...errorResponses(401, 403, 404, 422),
  },
});

const queuedSchema = z
  .object({ eventId: z.string(), deliveryId: z.number().int() })
  .openapi('WebhookDeliveryQueued');

export const testWebhook = createRoute({
  method: 'post',
  path: '/api/webhooks/{id}/test',
  operationId: 'testWebhook',
  description:
    'Queues a `webhook.test` event for this subscription and answers 202; the delivery log shows the attempt.',
  summary: 'Queue a `webhook.test` event for this subscription',
  tags,
  request: { params },
  responses: {
    202: { description: 'Queued', content: { 'application/json': { schema: queuedSchema } } },
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const listWebhookDeliveries = createRoute({
  method: 'get',
  path: '/api/webhooks/{id}/deliveries',
  operationId: 'listWebhookDeliveries',
  description:
    'The delivery log of a subscription: every attempt with its status code and timing, newest first, paged.',
  summary: 'The delivery log: every attempt, newest first',
  tags,
  request: {
    params,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(200).default(50),
      before: z.coerce
        .number()
        .int()
        .min(1)
        .optional()
        .openapi({ description: 'Attempts older than this id' }),
    }),
  },
  responses: {
    200: {
      description: 'Attempts',
      content: {
        'application/json': {
          schema: z
            .object({ attempts: z.array(webhookAttemptSchema), nextBefore: z.number().int().nullable() })
            .openapi('WebhookAttemptPage'),
        },
      },
    },
    ...errorResponses(401, 403, 404, 422),
  },
});

export const replayWebhook = createRoute({
  method: 'post',
  path: '/api/webhooks/{id}/replay',
  operationId: 'replayWebhook',
  description:
    'Queues an event again for this subscription, named by its webhook-id or by the delivery that carried it, and answers 202.',
  summary: 'Send an event again (by its webhook-id, or the delivery that carried it)',
  tags,
  request: {
    params,
    body: json(
      z
        .strictObject({
          eventId: z.string().min(1).max(100).optional(),
          deliveryId: z.number().int().min(1).optional(),
        })
        .refine((body) => (body.eventId === undefined) !== (body.deliveryId === undefined), {
          message: 'Give eventId or deliveryId',
        })
        .openapi('ReplayWebhookRequest'),
    ),
  },
  responses: {
    202: { description: 'Queued', content: { 'application/json': { schema: queuedSchema } } },
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});
