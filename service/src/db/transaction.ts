import type { EventBus, ServiceEvent } from '../events/types.js';
import { type Db, lostNamedStatement, type Tx } from './client.js';
import { type Notifications, writeOutbox } from './outbox.js';
import { type Pipelined, pipelinedTransaction, poolOf } from './pipelined.js';

/** What a transaction needs of the service: its database, its clock and where events go after commit. */
export interface TransactionDeps {
  db: Db;
  now: () => Date;
  events: EventBus;
}

/**
 * For work whose last statement writes its events' outbox rows and sends their NOTIFYs itself
 * (the workflow's transition write: one round trip fewer).
 */
export interface SelfSending {
  /** The NOTIFYs of `events` (null: the bus has none, the events are published after commit). */
  notifications(events: ServiceEvent[]): Notifications | null;
  /** Marks events whose outbox rows and NOTIFYs the work's statement wrote: nothing more is written for them. */
  sent(events: ServiceEvent[]): void;
}

/**
 * Runs work in one transaction and publishes its events only after it commits; the webhook
 * outbox rows of those events are written last inside the same transaction (DESIGN §10), and
 * on PostgreSQL the same statement sends their NOTIFYs (the server delivers them at commit).
 * Work may write both itself in its last statement (`self`, SelfSending).
 */
export async function inTransaction<T>(
  deps: TransactionDeps,
  work: (tx: Tx, events: ServiceEvent[], self: SelfSending) => Promise<T>,
): Promise<T> {
  return (await inTransactionThen(deps, work, null)).value;
}

/**
 * inTransaction, and the reads that answer the request once it committed (`after`, given the
 * work's value and the database to read): on PostgreSQL they are sent with the COMMIT, on its
 * connection (pipelined.ts: BEGIN also leaves with the first statement), so the transaction and
 * its answer cost the round trips of the work alone.
 */
export async function inTransactionThen<T, R>(
  deps: TransactionDeps,
  work: (tx: Tx, events: ServiceEvent[], self: SelfSending) => Promise<T>,
  after: ((value: T, db: Db) => Promise<R> | null) | null,
): Promise<Pipelined<T, R>> {
  const events: ServiceEvent[] = [];
  const selfSent = new Set<ServiceEvent>();
  let restSent = false;
  const self: SelfSending = {
    notifications: (sending) => deps.events.notifications?.(sending) ?? null,
    sent: (sending) => {
      for (const event of sending) selfSent.add(event);
    },
  };
  const transaction = async (tx: Tx) => {
    const value = await work(tx, events, self);
    const rest = events.filter((event) => !selfSent.has(event));
    const notify = rest.length ? (deps.events.notifications?.(rest) ?? null) : null;
    restSent = await writeOutbox(tx, rest, deps.now(), notify);
    return value;
  };
  const pool = poolOf(deps.db);
  const result: Pipelined<T, R> = pool
    ? await pipelinedTransaction(deps.db, pool, transaction, after).catch((err: unknown) => {
        // A named statement the server lost (a pooler): once more, now unnamed (queryNamedRows).
        if (!lostNamedStatement(pool, err)) throw err;
        events.length = 0;
        selfSent.clear();
        return pipelinedTransaction(deps.db, pool, transaction, after);
      })
    : { value: await deps.db.transaction(transaction), answer: null };
  // Without a pool (PGlite) the answer is read after the events are published, as it always was.
  const answered = (done: Pipelined<T, R>): Pipelined<T, R> =>
    pool || !after ? done : { value: done.value, answer: after(done.value, deps.db) };
  const bus = deps.events;
  // A bus without NOTIFYs of its own (one process): nothing was sent, everything is published.
  if (!bus.publishSent) {
    if (events.length) await bus.publish(events);
    return answered(result);
  }
  // The commit sent the NOTIFYs of the others: only this instance's listeners remain for them.
  const unsent = restSent ? [] : events.filter((event) => !selfSent.has(event));
  const sent = unsent.length ? events.filter((event) => selfSent.has(event)) : events;
  if (sent.length) await bus.publishSent(sent);
  if (unsent.length) await bus.publish(unsent);
  return answered(result);
}
