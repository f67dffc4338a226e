/** Webhooks (DESIGN §10): subscriptions, the outbox of events, deliveries and their attempts. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts-schema.js';
import { bigintNumber, cascadeRef, cascadeSerialRef, createdNow, timestamptz, uuidKey } from './columns.js';

/** Webhook subscriptions (DESIGN §10): a user's endpoint, the event types it wants and its signing secret. */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuidKey(),
    ownerId: cascadeRef(() => users.id),
    url: text().notNull(),
    description: text().notNull().default(''),
    eventTypes: text().array().notNull(),
    /** `whsec_<base64>`; needed in clear to sign, never answered after creation. */
    secret: text().notNull(),
    enabled: boolean().notNull().default(true),
    disabledReason: text(),
    /** The last outbox event the deliverer has fanned out to this subscription. */
    lastEventId: bigintNumber().notNull().default(0),
    createdAt: createdNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('webhook_subscriptions_owner_idx').on(t.ownerId)],
);

/**
 * The outbox: one row per order event, written in the change's own transaction. Ids are taken
 * under a transaction-scoped lock held shared; the fan-out reads only up to the settled head
 * (every smaller id committed or rolled back), so its cursor never skips one.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The Standard Webhooks `webhook-id`, the same on every attempt and replay. */
    msgId: text().notNull(),
    type: text().notNull(),
    orderId: uuid(),
    medicalCompany: text(),
    /** Only for `webhook.test`: the one subscription it is for. */
    subscriptionId: uuid().references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb().notNull(),
    createdAt: createdNow(),
  },
  (t) => [uniqueIndex('webhook_events_msg_key').on(t.msgId)],
);

/** One event to send to one subscription (made by the deliverer's fan-out, or by a replay). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    subscriptionId: cascadeRef(() => webhookSubscriptions.id),
    eventId: cascadeSerialRef(() => webhookEvents.id),
    /** Copied from the event: deliveries of one order to one subscription go one at a time. */
    orderId: uuid(),
    /** pending, delivered or failed (given up). */
    state: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    leaseUntil: timestamptz(),
    leaseToken: uuid(),
    replay: boolean().notNull().default(false),
    createdAt: createdNow(),
    finishedAt: timestamptz(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_order_idx')
      .on(t.subscriptionId, t.orderId, t.eventId)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_subscription_idx').on(t.subscriptionId, t.eventId),
  ],
);

/** The delivery log: every attempt, its answer's status, duration and first 1 KB. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    deliveryId: cascadeSerialRef(() => webhookDeliveries.id),
    subscriptionId: cascadeRef(() => webhookSubscriptions.id),
    eventId: bigintNumber().notNull(),
    attempt: integer().notNull(),
    startedAt: timestamptz().notNull(),
    durationMs: integer().notNull(),
    statusCode: integer(),
    responseBody: text(),
    error: text(),
    succeeded: boolean().notNull(),
  },
  (t) => [index('webhook_attempts_subscription_idx').on(t.subscriptionId, t.id.desc())],
);
