import { randomUUID } from 'node:crypto';
import { canManageWebhooks, canViewOrder } from '@tawreed/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { toActor, toSessionUser } from '../../auth-core/credentials.js';
import { queryRows } from '../../db/client.js';
import {
  notifications,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEvents,
  webhookSubscriptions,
} from '../../db/schema.js';
import type { ServiceEvent } from '../../events/types.js';
import type { Deps } from '../../http/context.js';
import { keyedColumns } from '../notifications/repository.js';
import { fanOut, type PassDeps, passDue, pruneEvents } from './fan-out.js';
import { webhookHeaders } from './signing.js';
import { postWebhook, type SendResult } from './targets.js';

/** Waits between failed attempts: 15 attempts over about 22 hours, then the subscription is disabled. */
export const DEFAULT_BACKOFF_SECONDS = [
  5, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 14_400, 18_000, 21_600,
];
/** DESIGN §10: one attempt may take at most 10 s. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** Each wait is the schedule's ± this fraction, so that failing receivers are not hit in step. */
const JITTER = 0.2;
/** Events (with their deliveries and log) are kept this long, so they can be replayed meanwhile. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export interface DelivererOptions {
  /** How often to look for due deliveries when nothing nudges (default WEBHOOK_POLL_MS). */
  pollMs?: number;
  /** Waits between failed attempts; the number of attempts is its length + 1. */
  backoffSeconds?: number[];
  /** How long a claim holds a delivery (default WEBHOOK_LEASE_SECONDS). */
  leaseMs?: number;
  /** Per attempt (default 10 s, and never more than half the lease). */
  timeoutMs?: number;
  /** Deliveries claimed (and sent in parallel) at a time. */
  batchSize?: number;
}

interface Settings {
  pollMs: number;
  backoffSeconds: number[];
  leaseMs: number;
  timeoutMs: number;
  batchSize: number;
  allowPrivate: boolean;
}

export function delivererSettings(deps: Pick<Deps, 'config'>, options: DelivererOptions = {}): Settings {
  const leaseMs = options.leaseMs ?? deps.config.WEBHOOK_LEASE_SECONDS * 1000;
  return {
    pollMs: options.pollMs ?? deps.config.WEBHOOK_POLL_MS,
    backoffSeconds: options.backoffSeconds ?? deps.config.WEBHOOK_BACKOFF_SECONDS ?? DEFAULT_BACKOFF_SECONDS,
    leaseMs,
    timeoutMs: Math.min(options.timeoutMs ?? ATTEMPT_TIMEOUT_MS, Math.floor(leaseMs / 2)),
    batchSize: options.batchSize ?? 64,
    allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE,
  };
}

interface Claimed {
  id: number;
  token: string;
  attempts: number;
  subscriptionId: string;
  ownerId: string;
  url: string;
  secret: string;
  msgId: string;
  payload: unknown;
}

/**
 * Claims due deliveries for this instance: FOR UPDATE SKIP LOCKED in a short transaction that
 * marks them with a lease, so each attempt is made by one instance. A delivery waits while an
 * earlier one of the same order to the same subscription is still pending (commit order).
 */
export async function claimDue(deps: PassDeps, settings: Settings): Promise<Claimed[]> {
  const now = deps.now();
  const token = randomUUID();
  return deps.db.transaction(async (tx) => {
    const due = await queryRows<{ id: string | number }>(
      tx,
      sql`select d.id from webhook_deliveries d
          join webhook_subscriptions s on s.id = d.subscription_id and s.enabled
          join users u on u.id = s.owner_id and u.disabled_at is null
          where d.state = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
            and (d.lease_until is null or d.lease_until < ${now.toISOString()}::timestamptz)
            and not exists (
              select 1 from webhook_deliveries p
              where p.subscription_id = d.subscription_id and p.order_id = d.order_id
                and p.state = 'pending' and (p.event_id, p.id) < (d.event_id, d.id))
          order by d.event_id, d.id
          limit ${settings.batchSize}
          for update of d skip locked`,
    );
    if (!due.length) return [];
    const ids = due.map((row) => Number(row.id));
    await tx
      .update(webhookDeliveries)
      .set({
        leaseUntil: new Date(now.getTime() + settings.leaseMs),
        leaseToken: token,
        attempts: sql`${webhookDeliveries.attempts} + 1`,
      })
      .where(inArray(webhookDeliveries.id, ids));
    const rows = await tx
      .select({
        id: webhookDeliveries.id,
        attempts: webhookDeliveries.attempts,
        subscriptionId: webhookDeliveries.subscriptionId,
        ownerId: webhookSubscriptions.ownerId,
        url: webhookSubscriptions.url,
        secret: webhookSubscriptions.secret,
        msgId: webhookEvents.msgId,
        payload: webhookEvents.payload,
        medicalCompany: webhookEvents.medicalCompany,
        owner: users,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(users, eq(users.id, webhookSubscriptions.ownerId))
      .where(inArray(webhookDeliveries.id, ids))
      .orderBy(webhookDeliveries.eventId);
    // The owner's view is checked again at every attempt: an owner moved to another company, or
    // to a role that may not manage webhooks, stops receiving what it may no longer see.
    const visible = (row: (typeof rows)[number]) => {
      const actor = toActor(toSessionUser(row.owner));
      if (!canManageWebhooks(actor)) return false;
      return row.medicalCompany === null || canViewOrder({ medicalCompany: row.medicalCompany }, actor);
    };
    const hidden = rows.filter((row) => !visible(row)).map((row) => row.id);
    if (hidden.length) {
      await tx
        .update(webhookDeliveries)
        .set({ state: 'failed', finishedAt: now, leaseUntil: null, leaseToken: null })
        .where(inArray(webhookDeliveries.id, hidden));
    }
    return rows
      .filter(visible)
      .map(({ owner: _owner, medicalCompany: _company, ...row }) => ({ ...row, token }));
  });
}

function nextWait(settings: Settings, attempts: number): number {
  const base = settings.backoffSeconds[attempts - 1]! * 1000;
  return Math.round(base * (1 - JITTER + Math.random() * 2 * JITTER));
}

interface Outcome {
  claimed: Claimed;
  result: SendResult;
  startedAt: Date;
}

/**
 * Logs a batch of attempts and moves each delivery on: delivered, retried later, or given up
 * (then its subscription is disabled and the owner notified). One transaction for the batch.
 */
async function record(deps: PassDeps, settings: Settings, outcomes: Outcome[]) {
  const now = deps.now();
  const maxAttempts = settings.backoffSeconds.length + 1;
  const published: ServiceEvent[] = [];
  await deps.db.transaction(async (tx) => {
    const current = await tx
      .select({
        id: webhookDeliveries.id,
        eventId: webhookDeliveries.eventId,
        leaseToken: webhookDeliveries.leaseToken,
      })
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.id,
          outcomes.map((o) => o.claimed.id),
        ),
      )
      .orderBy(webhookDeliveries.id)
      .for('update');
    const byId = new Map(current.map((row) => [row.id, row]));
    const kept = outcomes.filter((o) => byId.has(o.claimed.id)); // a removed subscription takes its deliveries
    if (kept.length) {
      await tx.insert(webhookAttempts).values(
        kept.flatMap(({ claimed, result, startedAt }) => {
          const row = byId.get(claimed.id);
          if (!row) return [];
          return {
            deliveryId: claimed.id,
            subscriptionId: claimed.subscriptionId,
            eventId: row.eventId,
            attempt: claimed.attempts,
            startedAt,
            durationMs: result.durationMs,
            statusCode: result.statusCode,
            responseBody: result.body,
            error: result.error,
            succeeded: result.error === null,
          };
        }),
      );
    }
    // A claim that ran out while sending belongs to whichever instance took the delivery since.
    const ours = kept.filter((o) => byId.get(o.claimed.id)?.leaseToken === o.claimed.token);
    const release = { leaseUntil: null, leaseToken: null };
    const delivered = ours.filter((o) => o.result.error === null).map((o) => o.claimed.id);
    if (delivered.length) {
      await tx
        .update(webhookDeliveries)
        .set({ ...release, state: 'delivered', finishedAt: now })
        .where(inArray(webhookDeliveries.id, delivered));
    }
    for (const { claimed, result } of ours.filter((o) => o.result.error !== null)) {
      if (claimed.attempts < maxAttempts) {
        await tx
          .update(webhookDeliveries)
          .set({ ...release, nextAttemptAt: new Date(now.getTime() + nextWait(settings, claimed.attempts)) })
          .where(eq(webhookDeliveries.id, claimed.id));
        continue;
      }
      await tx
        .update(webhookDeliveries)
        .set({ ...release, state: 'failed', finishedAt: now })
        .where(eq(webhookDeliveries.id, claimed.id));
      const disabled = await tx
        .update(webhookSubscriptions)
        .set({
          enabled: false,
          disabledReason: `Disabled after ${claimed.attempts} failed attempts to deliver ${claimed.msgId} (last: ${result.error})`,
          updatedAt: now,
        })
        .where(
          and(eq(webhookSubscriptions.id, claimed.subscriptionId), eq(webhookSubscriptions.enabled, true)),
        )
        .returning({ url: webhookSubscriptions.url });
      const [subscription] = disabled;
      if (!subscription) continue;
      const [note] = await tx
        .insert(notifications)
        .values({
          userId: claimed.ownerId,
          severity: 'warning',
          ...keyedColumns({
            key: 'notifyWebhookDisabled',
            params: { host: new URL(subscription.url).host, attempts: claimed.attempts },
          }),
          createdAt: now,
        })
        .returning({ id: notifications.id });
      if (note) published.push({ type: 'notification', userId: claimed.ownerId, notificationId: note.id });
    }
  });
  if (published.length) await deps.events.publish(published);
}

async function attempt(deps: PassDeps, settings: Settings, claimed: Claimed): Promise<Outcome> {
  const startedAt = deps.now();
  const body = JSON.stringify(claimed.payload);
  const headers = webhookHeaders(claimed.secret, claimed.msgId, body, startedAt);
  const result = await postWebhook(claimed.url, headers, body, {
    timeoutMs: settings.timeoutMs,
    allowPrivate: settings.allowPrivate,
  });
  return { claimed, result, startedAt };
}

export interface PassReport {
  fannedOut: number;
  attempted: number;
}

/** Fans new events out, then claims and sends due deliveries until none is due. */
export async function runDeliveryPass(deps: PassDeps, options: DelivererOptions = {}): Promise<PassReport> {
  const settings = delivererSettings(deps, options);
  const report: PassReport = { fannedOut: 0, attempted: 0 };
  if (!(await passDue(deps))) return report;
  for (let round = 0; round < 100; round++) {
    const made = await fanOut(deps);
    report.fannedOut += made;
    const claimed = await claimDue(deps, settings);
    if (!claimed.length && !made) break;
    if (claimed.length)
      await record(deps, settings, await Promise.all(claimed.map((one) => attempt(deps, settings, one))));
    report.attempted += claimed.length;
  }
  return report;
}

/** How long after an order event its pass starts, so that the events of a burst share one pass. */
const WAKE_BATCH_MS = 20;

/**
 * Runs passes every poll interval and shortly after an order event is published (on PostgreSQL
 * every instance hears it); errors are logged, never thrown.
 */
export function startDeliverer(deps: Deps, options: DelivererOptions = {}) {
  const settings = delivererSettings(deps, options);
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const pass = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = runDeliveryPass(deps, options)
      .catch((err: unknown) =>
        deps.logger.warn('webhook delivery failed', {
          error: err instanceof Error ? err.message : String(err),
        }),
      )
      .finally(() => {
        running = null;
        if (again) pass();
      });
  };
  // Order events wake a pass WAKE_BATCH_MS later: a burst of commits (each publishes several
  // events, on every instance) is fanned out by one pass, not one pass per event.
  let wake: NodeJS.Timeout | null = null;
  const unsubscribe = deps.events.subscribe((event) => {
    if (!event.type.startsWith('order:') || wake) return;
    wake = setTimeout(() => {
      wake = null;
      pass();
    }, WAKE_BATCH_MS);
  });
  const timer = setInterval(pass, settings.pollMs);
  timer.unref();
  let pruning: Promise<unknown> | null = null;
  const prune = setInterval(() => {
    pruning ??= pruneEvents(deps)
      .catch((err: unknown) =>
        deps.logger.warn('webhook event pruning failed', {
          error: err instanceof Error ? err.message : String(err),
        }),
      )
      .finally(() => {
        pruning = null;
      });
  }, PRUNE_INTERVAL_MS);
  prune.unref();
  const first = setTimeout(pass, 0);
  first.unref();
  return {
    /** Runs a pass now (tests, the test-send route). */
    nudge: pass,
    async stop() {
      stopped = true;
      unsubscribe();
      if (wake) clearTimeout(wake);
      clearTimeout(first);
      clearInterval(timer);
      clearInterval(prune);
      await running;
      await pruning;
    },
  };
}
