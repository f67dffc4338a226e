/**
 * The outbox side of webhook delivery: new events fanned out into one delivery row per
 * subscription that wants them, and old events pruned once nothing still has to send them.
 */
import { canViewOrder } from '@tawreed/domain';
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { toActor, toSessionUser } from '../../auth-core/credentials.js';
import { queryRows } from '../../db/client.js';
import { OUTBOX_LOCK } from '../../db/outbox.js';
import { users, webhookDeliveries, webhookEvents, webhookSubscriptions } from '../../db/schema.js';
import type { Deps } from '../../http/context.js';

/** What a delivery pass (fan-out, then sending) needs of the service. */
export type PassDeps = Pick<Deps, 'db' | 'now' | 'config' | 'events' | 'logger'>;

const EVENTS_PER_FANOUT = 1000;
export const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_BATCH = 5000;
const SUBSCRIPTIONS_PER_FANOUT = 100;

/**
 * The outbox's settled head: the highest id at or below which every id taken has committed or
 * rolled back. Writers hold the outbox lock shared while they take ids (outbox.ts); holding it
 * exclusively waits for those in flight, and the next statement (a fresh snapshot) sees them
 * all. A writer after this takes a larger id. The lock is held for that one read alone.
 */
async function settledHead(deps: Pick<PassDeps, 'db'>): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${OUTBOX_LOCK})`);
    const [row] = await queryRows<{ head: string | number }>(
      tx,
      sql`select coalesce(max(${webhookEvents.id}), 0) as head from ${webhookEvents}`,
    );
    return Number(row?.head ?? 0);
  });
}

/**
 * Makes the delivery rows of new outbox events: for each enabled subscription (one instance
 * at a time, the others skip it), the events after its cursor of the types it wants and of
 * orders its owner can see, up to the outbox's settled head, so the cursor never skips one.
 */
export async function fanOut(deps: PassDeps): Promise<number> {
  const head = await settledHead(deps);
  return deps.db.transaction(async (tx) => {
    const subscriptions = await tx
      .select({ subscription: webhookSubscriptions, owner: users })
      .from(webhookSubscriptions)
      .innerJoin(users, eq(users.id, webhookSubscriptions.ownerId))
      .where(
        and(
          eq(webhookSubscriptions.enabled, true),
          isNull(users.disabledAt),
          // Only subscriptions with something new, furthest behind first: none waits for ever
          // behind others, however many there are.
          lt(
            webhookSubscriptions.lastEventId,
            sql`(select coalesce(max(${webhookEvents.id}), 0) from ${webhookEvents} where ${webhookEvents.subscriptionId} is null)`,
          ),
        ),
      )
      .orderBy(webhookSubscriptions.lastEventId, webhookSubscriptions.id)
      .limit(SUBSCRIPTIONS_PER_FANOUT)
      .for('update', { of: webhookSubscriptions, skipLocked: true });
    let made = 0;
    for (const { subscription, owner } of subscriptions) {
      const actor = toActor(toSessionUser(owner));
      const events = await tx
        .select({
          id: webhookEvents.id,
          type: webhookEvents.type,
          orderId: webhookEvents.orderId,
          medicalCompany: webhookEvents.medicalCompany,
        })
        .from(webhookEvents)
        .where(
          and(
            gt(webhookEvents.id, subscription.lastEventId),
            lte(webhookEvents.id, head),
            isNull(webhookEvents.subscriptionId),
          ),
        )
        .orderBy(webhookEvents.id)
        .limit(EVENTS_PER_FANOUT);
      const last = events.at(-1);
      if (!last) continue;
      const wanted = events.filter(
        (event) =>
          subscription.eventTypes.includes(event.type) &&
          event.medicalCompany !== null &&
          canViewOrder({ medicalCompany: event.medicalCompany }, actor),
      );
      if (wanted.length) {
        await tx.insert(webhookDeliveries).values(
          wanted.map((event) => ({
            subscriptionId: subscription.id,
            eventId: event.id,
            orderId: event.orderId,
            nextAttemptAt: deps.now(),
          })),
        );
      }
      made += wanted.length;
      await tx
        .update(webhookSubscriptions)
        .set({ lastEventId: last.id })
        .where(eq(webhookSubscriptions.id, subscription.id));
    }
    return made;
  });
}

const DUE_SLACK_MS = 1000;

/**
 * Whether a delivery pass has anything to do: an enabled subscription behind the newest event
 * (what fanOut picks), or a pending delivery due and not leased (what claimDue picks). One
 * statement outside any transaction, looser than both: a burst of approvals wakes passes that
 * mostly find nothing, and each found it with two transactions (six round trips).
 *
 * "Due" looks a second ahead (DUE_SLACK_MS): the app's clock has milliseconds and the database's
 * microseconds, so a delivery made due by the database's now() a moment ago can still lie after
 * the app's now; claimDue, which reads the clock again later, decides.
 */
export async function passDue(deps: Pick<PassDeps, 'db' | 'now'>): Promise<boolean> {
  const now = new Date(deps.now().getTime() + DUE_SLACK_MS).toISOString();
  const [row] = await queryRows<{ due: boolean }>(
    deps.db,
    sql`select exists (select 1 from ${webhookSubscriptions} where ${webhookSubscriptions.enabled}
          and ${webhookSubscriptions.lastEventId} < (select coalesce(max(${webhookEvents.id}), 0)
            from ${webhookEvents} where ${webhookEvents.subscriptionId} is null))
        or exists (select 1 from webhook_deliveries d where d.state = 'pending'
          and d.next_attempt_at <= ${now}::timestamptz
          and (d.lease_until is null or d.lease_until < ${now}::timestamptz)) as due`,
  );
  return row?.due === true;
}

/** Removes events past their retention that nothing still has to deliver (their deliveries and log go with them). */
export async function pruneEvents(deps: Pick<Deps, 'db' | 'now'>): Promise<number> {
  const before = new Date(deps.now().getTime() - EVENT_RETENTION_MS).toISOString();
  const rows = await queryRows<{ id: string }>(
    deps.db,
    sql`delete from webhook_events where id in (
          select e.id from webhook_events e
          where e.created_at < ${before}::timestamptz
            and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.state = 'pending')
          order by e.id limit ${PRUNE_BATCH})
        returning id`,
  );
  return rows.length;
}
