import { z } from '@hono/zod-openapi';
import { msg, WEBHOOK_EVENT_TYPES, zodMessage } from '@tawreed/domain';
import { jsonAnswer, jsonBody, jsonListAnswer, routesTagged } from '../../http/api-route.js';

const route = routesTagged(['Webhooks']);

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

export const createWebhook = route('post', '/api/webhooks', 'createWebhook', {
  description:
    'Subscribes a URL to order events (Standard Webhooks signing). The answer carries the signing secret; it is never shown again.',
  summary: 'Subscribe a URL to order events; the answer carries the signing secret, shown once',
  request: { body: jsonBody(createWebhookBody) },
  responses: { 201: jsonAnswer('Created', createdWebhookSchema) },
});

export const listWebhooks = route('get', '/api/webhooks', 'listWebhooks', {
  description: "The caller's webhook subscriptions, without their secrets.",
  summary: "The caller's webhook subscriptions",
  responses: {
    200: jsonListAnswer('Subscriptions', 'subscriptions', webhookSubscriptionSchema, 'WebhookList'),
  },
  errors: [403],
});

/**
 * `<method> /api/webhooks/{id}`: one of the caller's subscriptions, answered with it (never its
 * secret; `answer` describes it); `request` adds a body where the route needs one.
 */
function subscriptionRoute<
  const M extends 'get' | 'patch',
  const B extends { body?: ReturnType<typeof jsonBody> },
>(
  method: M,
  docs: { operationId: string; description: string; summary: string; answer: string; errors?: number[] },
  request: B,
) {
  const { answer, operationId, ...names } = docs;
  return route(method, '/api/webhooks/{id}', operationId, {
    ...names,
    request: { params, ...request },
    responses: { 200: jsonAnswer(answer, webhookSubscriptionSchema) },
  });
}

export const getWebhook = subscriptionRoute(
  'get',
  {
    operationId: 'getWebhook',
    description: 'One webhook subscription with its event types and state, without its secret.',
    summary: 'One webhook subscription (never its secret)',
    answer: 'Subscription',
    errors: [403],
  },
  {},
);

export const updateWebhook = subscriptionRoute(
  'patch',
  {
    operationId: 'updateWebhook',
    description:
      'Changes the URL, event types, description or enabled flag of a subscription; fields left out keep their value.',
    summary: 'Change the URL, event types, description or enabled flag',
    answer: 'Updated',
  },
  { body: jsonBody(updateWebhookBody) },
);

export const deleteWebhook = route('delete', '/api/webhooks/{id}', 'deleteWebhook', {
  description: 'Removes a subscription with its pending deliveries and its delivery log.',
  summary: 'Remove a subscription with its pending deliveries and log',
  request: { params },
  responses: { 204: { description: 'Removed' } },
});

const queuedSchema = z
  .object({ eventId: z.string(), deliveryId: z.number().int() })
  .openapi('WebhookDeliveryQueued');

/**
 * `POST /api/webhooks/{id}/<action>`: queues an event for the subscription and answers 202 with
 * the queued delivery (409 when the subscription cannot take it).
 */
function queueRoute<const A extends string, const B extends { body?: ReturnType<typeof jsonBody> }>(
  action: A,
  docs: { operationId: string; description: string; summary: string },
  request: B,
) {
  const { operationId, ...names } = docs;
  return route('post', `/api/webhooks/{id}/${action}`, operationId, {
    ...names,
    request: { params, ...request },
    responses: { 202: jsonAnswer('Queued', queuedSchema) },
    errors: [409],
  });
}

export const testWebhook = queueRoute(
  'test',
  {
    operationId: 'testWebhook',
    description:
      'Queues a `webhook.test` event for this subscription and answers 202; the delivery log shows the attempt.',
    summary: 'Queue a `webhook.test` event for this subscription',
  },
  {},
);

export const listWebhookDeliveries = route('get', '/api/webhooks/{id}/deliveries', 'listWebhookDeliveries', {
  description:
    'The delivery log of a subscription: every attempt with its status code and timing, newest first, paged.',
  summary: 'The delivery log: every attempt, newest first',
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
    200: jsonAnswer(
      'Attempts',
      z
        .object({ attempts: z.array(webhookAttemptSchema), nextBefore: z.number().int().nullable() })
        .openapi('WebhookAttemptPage'),
    ),
  },
  errors: [403],
});

export const replayWebhook = queueRoute(
  'replay',
  {
    operationId: 'replayWebhook',
    description:
      'Queues an event again for this subscription, named by its webhook-id or by the delivery that carried it, and answers 202.',
    summary: 'Send an event again (by its webhook-id, or the delivery that carried it)',
  },
  {
    body: jsonBody(
      z
        .strictObject({
          eventId: z.string().min(1).max(100).optional(),
          deliveryId: z.number().int().min(1).optional(),
        })
        .refine((body) => (body.eventId === undefined) !== (body.deliveryId === undefined), {
          message: zodMessage(msg('giveEventOrDelivery')),
        })
        .openapi('ReplayWebhookRequest'),
    ),
  },
);
