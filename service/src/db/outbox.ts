/**
 * The webhook outbox's writing side (DESIGN §10): every change's partner-facing events, written
 * in the change's own transaction (inTransaction, transaction.ts); the webhooks feature fans
 * them out and delivers them.
 */
import { randomBytes } from 'node:crypto';
import type { WebhookEventType } from '@tawreed/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ServiceEvent } from '../events/types.js';
import { type DbOrTx, queryRows, type Tx } from './client.js';
import { webhookEvents } from './schema.js';

/**
 * Any number, the same on every instance: the transaction-scoped lock outbox writers hold
 * shared while they take ids (writers never wait for one another, nor for one another's
 * commits), and the fan-out takes exclusively for a moment to learn the settled head: once it
 * holds the lock, every id taken so far has committed or rolled back (fan-out.ts, settledHead).
 */
export const OUTBOX_LOCK = 7_420_318;

export interface OutboxEvent {
  type: WebhookEventType | 'webhook.test';
  orderId: string | null;
  medicalCompany: string | null;
  data: Record<string, unknown>;
}

/** Random bytes taken ahead, as randomUUID does: one draw from the system for 256 ids. */
const entropy = { bytes: Buffer.alloc(0), used: 0 };

/** A Standard Webhooks message id (128 random bits): unique, the same on every attempt and replay. */
export function newMessageId(): string {
  if (entropy.used + 16 > entropy.bytes.length) {
    entropy.bytes = randomBytes(16 * 256);
    entropy.used = 0;
  }
  const id = entropy.bytes.toString('base64url', entropy.used, entropy.used + 16);
  entropy.used += 16;
  return `msg_${id}`;
}

/** The partner-facing event for a service event (DESIGN §5 → §10); null for non-order events. */
export function toOutboxEvent(event: ServiceEvent): OutboxEvent | null {
  if (
    event.type === 'notification' ||
    event.type === 'session:revoked' ||
    event.type === 'account:changed' ||
    event.type === 'stock:changed' ||
    event.type === 'client:credit'
  )
    return null;
  const base = { orderId: event.orderId, medicalCompany: event.medicalCompany };
  const data = { orderId: event.orderId, medicalCompany: event.medicalCompany };
  switch (event.type) {
    case 'order:created':
      return {
        ...base,
        type: 'order.created',
        data: { ...data, status: event.status, version: event.version },
      };
    case 'order:updated': {
      const changed = event.fromStatus !== null && event.fromStatus !== event.status;
      return {
        ...base,
        type: changed ? 'order.status_changed' : 'order.updated',
        data: {
          ...data,
          status: event.status,
          fromStatus: event.fromStatus,
          action: event.action,
          version: event.version,
          actorId: event.actorId,
          changedAt: event.timestamp,
        },
      };
    }
    case 'order:history:new':
      return { ...base, type: 'order.history_added', data: { ...data, entryId: event.entryId } };
    case 'order:attachment:new':
      return { ...base, type: 'order.attachment_added', data: { ...data, attachmentId: event.attachmentId } };
    case 'order:ready':
      return { ...base, type: 'order.ready', data };
    case 'order:printed':
      return { ...base, type: 'order.printed', data };
    case 'order:deleted':
      return { ...base, type: 'order.deleted', data };
  }
}

/**
 * The outbox's insert as SQL (a statement, or a CTE of a larger one): the outbox lock
 * (OUTBOX_LOCK, shared) is taken by the materialized `outbox_lock` CTE the rows are selected
 * from, so it is held before any id is drawn; `from`: more of the FROM list (`moved`: only if the order moved).
 */
export function outboxInsertSql(
  events: OutboxEvent[],
  now: Date,
  { subscriptionId = null, from = sql`` }: { subscriptionId?: string | null; from?: SQL } = {},
): SQL {
  const rows = events.map((event) => {
    const payload = { type: event.type, timestamp: now.toISOString(), data: event.data };
    return sql`(${newMessageId()}, ${event.type}, ${event.orderId}::uuid, ${event.medicalCompany}::text,
      ${subscriptionId}::uuid, ${JSON.stringify(payload)}::jsonb, ${now.toISOString()}::timestamptz)`;
  });
  return sql`insert into ${webhookEvents} (msg_id, type, order_id, medical_company, subscription_id, payload, created_at)
      select v.* from outbox_lock,${from}
        (values ${sql.join(rows, sql`, `)}) as v(msg_id, type, order_id, medical_company, subscription_id, payload, created_at)
      returning id, msg_id`;
}

/**
 * The CTE that takes the outbox lock, shared (outboxInsertSql selects from it): concurrent
 * writers commit together (one WAL flush for many) instead of one after another.
 */
export const outboxLockSql = sql`outbox_lock as materialized (select pg_advisory_xact_lock_shared(${OUTBOX_LOCK}))`;

/** NOTIFYs of `notify`'s payloads, in order, as an expression (their count). */
export const notifySql = (notify: Notifications) =>
  sql`(select count(pg_notify(${notify.channel}, n.payload)) from unnest(${sql.param(notify.payloads)}::text[]) as n(payload))`;

/**
 * Inserts outbox rows (ids in commit order); call last in the transaction, just before commit.
 * One statement, with the bus's NOTIFYs when given (sent at commit, in their order).
 */
export async function insertOutboxEvents(
  tx: DbOrTx,
  events: OutboxEvent[],
  now: Date,
  subscriptionId: string | null = null,
  notify: Notifications | null = null,
): Promise<Array<{ id: number; msgId: string }>> {
  if (!events.length) return [];
  const notified = notify?.payloads.length
    ? sql`, notified as materialized (select ${notifySql(notify)} as n)`
    : sql``;
  const written = await queryRows<{ id: string | number; msg_id: string }>(
    tx,
    sql`with ${outboxLockSql}${notified}
      ${outboxInsertSql(events, now, { subscriptionId, from: notify?.payloads.length ? sql` notified,` : sql`` })}`,
  );
  return written.map((row) => ({ id: Number(row.id), msgId: row.msg_id }));
}

/** NOTIFY payloads on a channel (the event bus's, EventBus.notifications). */
export interface Notifications {
  channel: string;
  /** The publishing instance, as the payloads name it (SQL-built payloads name it too). */
  from: string;
  payloads: string[];
}

/**
 * The webhook outbox rows of a change's events, written in the change's transaction (DESIGN
 * §10); `notify`, the bus's NOTIFYs of the same events, go in the same statement when there
 * are rows to write. Answers whether they went (otherwise the caller publishes after commit).
 */
export async function writeOutbox(
  tx: Tx,
  events: ServiceEvent[],
  now: Date,
  notify: Notifications | null = null,
): Promise<boolean> {
  const outbox = events.map(toOutboxEvent).filter((event): event is OutboxEvent => event !== null);
  await insertOutboxEvents(tx, outbox, now, null, notify);
  return Boolean(outbox.length && notify);
}
