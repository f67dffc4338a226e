import type { SQL } from 'drizzle-orm';
import type { EventBus, ServiceEvent } from '../events/types.js';
import { type Db, lostNamedStatement, type Tx } from './client.js';
import { type Notifications, writeOutbox } from './outbox.js';
import { type CommitMark, newCommitMark, type Pipelined, pipelinedTransaction, poolOf } from './pipelined.js';

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
  /**
   * The NOTIFYs of `events` for the work's statement (null: it sends none; the bus has none, or
   * on a pooled PostgreSQL connection they follow the commit).
   */
  notifications(events: ServiceEvent[]): Notifications | null;
  /** Marks events whose outbox rows and NOTIFYs the work's statement wrote: nothing more is written for them. */
  sent(events: ServiceEvent[]): void;
  /**
   * The commit mark (pipelined.ts) as an expression for the work's statement to select, when its
   * NOTIFYs follow the commit: taking it means that statement sets the mark (null: none is needed).
   */
  commitMark(): SQL | null;
}

/**
 * Runs work in one transaction and publishes its events only after it commits; the webhook
 * outbox rows of those events are written last inside the same transaction (DESIGN §10). On
 * PostgreSQL their NOTIFYs follow the commit on its connection, once it succeeded, behind the
 * answer's reads (pipelined.ts); work may write the outbox rows itself in its last statement
 * (`self`, SelfSending).
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
  const bus = deps.events;
  const pool = poolOf(deps.db);
  // On PostgreSQL the NOTIFYs follow the commit on its connection (pipelined.ts): inside the
  // transaction they would make concurrent changes commit one at a time.
  const notifyAfterCommit = Boolean(pool && bus.notifications && bus.publishSent);
  const events: ServiceEvent[] = [];
  const selfSent = new Set<ServiceEvent>();
  let restSent = false;
  // Each attempt's own (a named statement the server lost runs the transaction again).
  let mark: CommitMark | null = null;
  const self: SelfSending = {
    notifications: (sending) => (notifyAfterCommit ? null : (bus.notifications?.(sending) ?? null)),
    sent: (sending) => {
      for (const event of sending) selfSent.add(event);
    },
    commitMark: () => {
      if (!mark) return null;
      mark.used = true;
      return mark.sql;
    },
  };
  const attempt = () => {
    mark = notifyAfterCommit ? newCommitMark() : null;
    return pipelinedTransaction(deps.db, pool!, transaction, after, notifyAll, mark);
  };
  const transaction = async (tx: Tx) => {
    const value = await work(tx, events, self);
    const rest = events.filter((event) => !selfSent.has(event));
    const notify = rest.length && !notifyAfterCommit ? (bus.notifications?.(rest) ?? null) : null;
    restSent = await writeOutbox(tx, rest, deps.now(), notify);
    return value;
  };
  const notifyAll = notifyAfterCommit
    ? () => (events.length ? (bus.notifications?.(events) ?? null) : null)
    : null;
  const result: Pipelined<T, R> = pool
    ? await attempt().catch((err: unknown) => {
        // A named statement the server lost (a pooler): once more, now unnamed (queryNamedRows).
        if (!lostNamedStatement(pool, err)) throw err;
        events.length = 0;
        selfSent.clear();
        return attempt();
      })
    : { value: await deps.db.transaction(transaction), answer: null };
  // Without a pool (PGlite) the answer is read after the events are published, as it always was.
  const answered = (done: Pipelined<T, R>): Pipelined<T, R> =>
    pool || !after ? done : { value: done.value, answer: after(done.value, deps.db) };
  // A bus without NOTIFYs of its own (one process): nothing was sent, everything is published.
  if (!bus.publishSent) {
    if (events.length) await bus.publish(events);
    return answered(result);
  }
  // The NOTIFYs went (with the commit, or right after it): only this instance's listeners remain.
  const unsent = restSent || notifyAfterCommit ? [] : events.filter((event) => !selfSent.has(event));
  const sent = unsent.length ? events.filter((event) => selfSent.has(event)) : events;
  if (sent.length) await bus.publishSent(sent);
  if (unsent.length) await bus.publish(unsent);
  return answered(result);
}
