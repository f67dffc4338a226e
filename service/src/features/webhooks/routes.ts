import { z } from '@hono/zod-openapi';
import { msg, WEBHOOK_EVENT_TYPES, zodMessage } from '@tawreed/domain';
import { jsonAnswer, jsonBody, jsonListAnswer, routesTagged } from '../../http/api-route.js';
import { WEBHOOKS_API_DOCS } from './api-docs.js';

const route = routesTagged(['Webhooks'], WEBHOOKS_API_DOCS);

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
  request: { body: jsonBody(createWebhookBody) },
  responses: { 201: jsonAnswer('Created', createdWebhookSchema) },
});

export const listWebhooks = route('get', '/api/webhooks', 'listWebhooks', {
  responses: {
    200: jsonListAnswer('Subscriptions', 'subscriptions', webhookSubscriptionSchema, 'WebhookList'),
  },
  errors: [403],
});

/**
 * `<method> /api/webhooks/{id}`: one of the caller's subscriptions, answered with it (never its
 * secret; `answer` describes it); `body`, where the route takes one.
 */
function subscriptionRoute<
  const M extends 'get' | 'patch',
  const W extends { answer: string; errors?: number[]; body?: ReturnType<typeof jsonBody> },
>(method: M, operationId: keyof typeof WEBHOOKS_API_DOCS, wiring: W) {
  const { answer, errors, ...request } = wiring;
  return route(method, '/api/webhooks/{id}', operationId, {
    request: { params, ...(request as Omit<W, 'answer' | 'errors'>) },
    responses: { 200: jsonAnswer(answer, webhookSubscriptionSchema) },
    errors,
  });
}

export const getWebhook = subscriptionRoute('get', 'getWebhook', { answer: 'Subscription', errors: [403] });

export const updateWebhook = subscriptionRoute('patch', 'updateWebhook', {
  answer: 'Updated',
  body: jsonBody(updateWebhookBody),
});

export const deleteWebhook = route('delete', '/api/webhooks/{id}', 'deleteWebhook', {
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
  operationId: keyof typeof WEBHOOKS_API_DOCS,
  request: B,
) {
  return route('post', `/api/webhooks/{id}/${action}`, operationId, {
    request: { params, ...request },
    responses: { 202: jsonAnswer('Queued', queuedSchema) },
    errors: [409],
  });
}

export const testWebhook = queueRoute('test', 'testWebhook', {});

export const listWebhookDeliveries = route('get', '/api/webhooks/{id}/deliveries', 'listWebhookDeliveries', {
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

export const replayWebhook = queueRoute('replay', 'replayWebhook', {
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
});
