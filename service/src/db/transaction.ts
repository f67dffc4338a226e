import type { EventBus, ServiceEvent } from '../events/types.js';
import type { Db, Tx } from './client.js';
import { writeOutbox } from './outbox.js';

/** What a transaction needs of the service: its database, its clock and where events go after commit. */
export interface TransactionDeps {
  db: Db;
  now: () => Date;
  events: EventBus;
}

/**
 * Runs work in one transaction and publishes its events only after it commits; the webhook
 * outbox rows of those events are written last inside the same transaction (DESIGN §10), and
 * on PostgreSQL the same statement sends their NOTIFYs (the server delivers them at commit).
 */
export async function inTransaction<T>(
  deps: TransactionDeps,
  work: (tx: Tx, events: ServiceEvent[]) => Promise<T>,
): Promise<T> {
  const events: ServiceEvent[] = [];
  let sent = false;
  const result = await deps.db.transaction(async (tx) => {
    const value = await work(tx, events);
    const notify = events.length ? (deps.events.notifications?.(events) ?? null) : null;
    sent = await writeOutbox(tx, events, deps.now(), notify);
    return value;
  });
  if (!events.length) return result;
  if (sent && deps.events.publishSent) await deps.events.publishSent(events);
  else await deps.events.publish(events);
  return result;
}
