import type { WebhookEventType } from '@tawreed/domain';

const EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.created': 'Order created',
  'order.status_changed': 'Status changed',
  'order.updated': 'Order updated (same status)',
  'order.history_added': 'History entry added',
  'order.attachment_added': 'File attached',
  'order.ready': 'Ready to print',
  'order.printed': 'Delivery note printed',
  'order.deleted': 'Order removed',
};

/** Settings → Webhooks (DESIGN §10). */
export const enWebhooks = {
  ...(Object.fromEntries(
    Object.entries(EVENT_LABELS).map(([type, label]) => [`webhooks.event.${type}`, label]),
  ) as {
    [K in WebhookEventType as `webhooks.event.${K}`]: string;
  }),
  'webhooks.title': 'Webhooks',
  'webhooks.description':
    "Tawreed posts your orders' events to your system as they happen, signed with Standard Webhooks (verify them with the standardwebhooks library).",
  'webhooks.empty': 'No webhooks yet.',
  'webhooks.url': 'Endpoint URL',
  'webhooks.urlHint': 'https, reachable from the internet',
  'webhooks.descriptionField': 'Description (optional)',
  'webhooks.events': 'Events',
  'webhooks.add': 'Add webhook',
  'webhooks.adding': 'Adding…',
  'webhooks.added': 'Webhook added',
  'webhooks.secretTitle': 'Signing secret: copy it now, it is not shown again',
  'webhooks.secretDone': 'I have copied it',
  'webhooks.pickEvent': 'Choose at least one event',
  'webhooks.enabled': 'Enabled',
  'webhooks.disabled': 'Disabled',
  'webhooks.enable': 'Enable',
  'webhooks.test': 'Send test',
  'webhooks.testSent': 'Test event queued',
  'webhooks.deliveries': 'Deliveries',
  'webhooks.hideDeliveries': 'Hide deliveries',
  'webhooks.remove': 'Remove',
  'webhooks.confirmRemove': 'Confirm remove',
  'webhooks.removed': 'Webhook removed',
  'webhooks.replay': 'Replay',
  'webhooks.replayed': 'Event queued again',
  'webhooks.noDeliveries': 'No attempts yet.',
  'webhooks.col.time': 'Time',
  'webhooks.col.event': 'Event',
  'webhooks.col.attempt': 'Attempt',
  'webhooks.col.status': 'Status',
  'webhooks.col.duration': 'Duration',
  'webhooks.col.result': 'Result',
  'webhooks.col.url': 'URL',
  'webhooks.col.state': 'State',
  'webhooks.col.actions': 'Actions',
  'webhooks.ok': 'Delivered',
  'webhooks.failed': 'Failed',
  'webhooks.error': 'The webhook request failed',
} as const;
