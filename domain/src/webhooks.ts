/**
 * Webhooks (DESIGN §10): which order events a partner can subscribe to, and who may manage
 * subscriptions. A subscription receives exactly the events of the orders its owner can see
 * (`canViewOrder` evaluated against the owner), so nothing here decides visibility.
 */
import type { Actor } from './roles.js';

/**
 * The closed list of event types a subscription chooses from (DESIGN §5's order events):
 * - `order.created`: an order was placed (or imported).
 * - `order.status_changed`: a workflow action moved the order to another status.
 * - `order.updated`: the order changed without changing status (edit, lines, files, dispatch details).
 * - `order.history_added`: a history entry was written (every action, comment or change).
 * - `order.attachment_added`: a file was attached to the order.
 * - `order.ready`: the order became ready to print.
 * - `order.printed`: its delivery note was printed.
 * - `order.deleted`: the order was removed (a deleted or abandoned draft).
 */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.updated',
  'order.history_added',
  'order.attachment_added',
  'order.ready',
  'order.printed',
  'order.deleted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by "send test", to the one subscription tested, whatever its event types. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * Who may create and manage webhook subscriptions: a medical company (its own orders), and an
 * administrator (every order). A sales representative's account is
 * read-only and is refused. Everyone else is refused with 403.
 */
export function canManageWebhooks(
  actor: Pick<Actor, 'role' | 'isSalesRep'> & { isSystem?: boolean },
): boolean {
  if (actor.isSystem || actor.isSalesRep) return false;
  if (actor.role === 'MEDICAL_COMPANY') return true;
  if (actor.role === 'ADMIN') return true;
  return false;
}
