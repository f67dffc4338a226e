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
 * outbox rows of those events are written last inside the same transaction (DESIGN §10).
 */
export async function inTransaction<T>(
  deps: TransactionDeps,
  work: (tx: Tx, events: ServiceEvent[]) => Promise<T>,
): Promise<T> {
  const events: ServiceEvent[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const value = await work(tx, events);
    await writeOutbox(tx, events, deps.now());
    return value;
  });
  if (events.length) await deps.events.publish(events);
  return result;
}
