import pg from 'pg';
import type { Logger } from '../logger.js';
import { type EventBus, listenerSet, type ServiceEvent } from './types.js';

const CHANNEL = 'tawreed_events';
/** NOTIFY payloads must stay under 8000 bytes; events are batched up to this size. */
const MAX_PAYLOAD = 7000;

/**
 * Events across service instances through PostgreSQL LISTEN/NOTIFY: every instance's
 * listener (including the publisher's own) receives every event. LISTEN needs a dedicated
 * connection, re-established with backoff if it drops.
 */
export async function createPostgresBus(
  connectionString: string,
  pool: pg.Pool,
  logger: Logger,
): Promise<EventBus> {
  const logFailure = (err: Error) => logger.error('event listener failed', { error: err.message });
  const listeners = listenerSet<[ServiceEvent]>(logFailure);
  const own = listenerSet<[ServiceEvent[]]>(logFailure);
  const gaps = listenerSet<[]>(logFailure);
  let client: pg.Client | null = null;
  let closed = false;
  let retryDelay = 250;

  const dispatch = (payload: string | undefined) => {
    if (!payload) return;
    let events: ServiceEvent[];
    try {
      events = JSON.parse(payload) as ServiceEvent[];
    } catch {
      return;
    }
    for (const event of events) listeners.call(event);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => dispatch(message.payload));
    next.on('error', (err) => {
      logger.warn('event listener connection lost', { error: err.message });
      void reconnect(next);
    });
    next.on('end', () => void reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    retryDelay = 250;
  };

  const reconnect = async (dead: pg.Client) => {
    if (closed || client !== dead) return;
    client = null;
    gaps.call();
    dead.removeAllListeners();
    await dead.end().catch(() => undefined);
    while (!closed && !client) {
      await new Promise((resolve) => setTimeout(resolve, retryDelay));
      retryDelay = Math.min(retryDelay * 2, 5000);
      await connect().catch((err: Error) =>
        logger.warn('event listener reconnect failed', { error: err.message }),
      );
    }
  };

  await connect();

  return {
    async publish(events) {
      own.call(events);
      let batch: ServiceEvent[] = [];
      let size = 2;
      const flush = async () => {
        if (!batch.length) return;
        await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(batch)]);
        batch = [];
        size = 2;
      };
      for (const event of events) {
        const length = Buffer.byteLength(JSON.stringify(event)) + 1;
        if (size + length > MAX_PAYLOAD) await flush();
        batch.push(event);
        size += length;
      }
      await flush();
    },
    subscribe: listeners.add,
    subscribeOwn: own.add,
    onGap: gaps.add,
    listening: () => client !== null,
    async close() {
      closed = true;
      listeners.clear();
      own.clear();
      gaps.clear();
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        await current.end().catch(() => undefined);
      }
    },
  };
}
