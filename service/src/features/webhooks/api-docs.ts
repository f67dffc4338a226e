import type { ApiDocs } from '../../http/api-route.js';

/**
 * The summary and description of each webhook operation in the contract, by operationId; the
 * routes hold their wiring. An entry lists the two in the order the contract does.
 */
export const WEBHOOKS_API_DOCS = {
  createWebhook: {
    description:
      'Subscribes a URL to order events (Standard Webhooks signing). The answer carries the signing secret; it is never shown again.',
    summary: 'Subscribe a URL to order events; the answer carries the signing secret, shown once',
  },
  listWebhooks: {
    description: "The caller's webhook subscriptions, without their secrets.",
    summary: "The caller's webhook subscriptions",
  },
  getWebhook: {
    description: 'One webhook subscription with its event types and state, without its secret.',
    summary: 'One webhook subscription (never its secret)',
  },
  updateWebhook: {
    description:
      'Changes the URL, event types, description or enabled flag of a subscription; fields left out keep their value.',
    summary: 'Change the URL, event types, description or enabled flag',
  },
  deleteWebhook: {
    description: 'Removes a subscription with its pending deliveries and its delivery log.',
    summary: 'Remove a subscription with its pending deliveries and log',
  },
  testWebhook: {
    description:
      'Queues a `webhook.test` event for this subscription and answers 202; the delivery log shows the attempt.',
    summary: 'Queue a `webhook.test` event for this subscription',
  },
  listWebhookDeliveries: {
    description:
      'The delivery log of a subscription: every attempt with its status code and timing, newest first, paged.',
    summary: 'The delivery log: every attempt, newest first',
  },
  replayWebhook: {
    description:
      'Queues an event again for this subscription, named by its webhook-id or by the delivery that carried it, and answers 202.',
    summary: 'Send an event again (by its webhook-id, or the delivery that carried it)',
  },
} as const satisfies ApiDocs;
