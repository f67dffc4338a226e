import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { type EventBus, listenerSet, type ServiceEvent } from './types.js';

const CHANNEL = 'tawreed_events';
/** NOTIFY payloads must stay under 8000 bytes; events are batched up to this size. */
const MAX_PAYLOAD = 7000;

/** A NOTIFY payload: the publishing instance, so that it can skip its own echo, and the events. */
interface Payload {
  from: string;
  events: ServiceEvent[];
}
/** What `{"from":"<uuid>","events":[]}` adds around the events. */
const ENVELOPE_BYTES = 64;

/**
 * Events across service instances through PostgreSQL LISTEN/NOTIFY: every instance's
 * listener receives every event. The publisher's own listeners hear its events at once (just
 * after the NOTIFY is on its way, without waiting for the server to echo it back) and skip the
 * echo; other instances hear them through LISTEN. LISTEN needs a dedicated connection,
 * re-established with backoff if it drops.
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
  const instance = randomUUID();

  const dispatch = (payload: string | undefined) => {
    if (!payload) return;
    // This instance's own (every change it makes comes back): known by the head, not parsed. The
    // payloads open with the sender, as payloadsOf writes it or as json_build_object does.
    if (payload.slice(0, 64).includes(instance)) return;
    let events: ServiceEvent[];
    try {
      const parsed = JSON.parse(payload) as Payload | ServiceEvent[];
      // A bare array is what an instance of the previous release publishes.
      if (Array.isArray(parsed)) events = parsed;
      else if (parsed.from === instance) return;
      else events = parsed.events;
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

  /** The NOTIFY payloads of `events`: batches under MAX_PAYLOAD bytes, in order. */
  const payloadsOf = (events: ServiceEvent[]) => {
    const payloads: string[] = [];
    let batch: string[] = [];
    let size = ENVELOPE_BYTES;
    const flush = () => {
      if (!batch.length) return;
      payloads.push(`{"from":${JSON.stringify(instance)},"events":[${batch.join(',')}]}`);
      batch = [];
      size = ENVELOPE_BYTES;
    };
    // Serialised once per event: its length decides the batches, and the payloads join them.
    for (const text of events.map((event) => JSON.stringify(event))) {
      const length = Buffer.byteLength(text) + 1;
      if (size + length > MAX_PAYLOAD) flush();
      batch.push(text);
      size += length;
    }
    flush();
    return payloads;
  };

  return {
    async publish(events) {
      own.call(events);
      // One after another, so that the batches arrive in order.
      let sent: Promise<unknown> = Promise.resolve();
      for (const payload of payloadsOf(events)) {
        sent = sent.then(() => pool.query('select pg_notify($1, $2)', [CHANNEL, payload]));
      }
      // Awaited below, after the local delivery; until then a failure must not count as unhandled.
      sent.catch(() => undefined);
      // This instance's listeners next, once the notifications are written to the server (the
      // pool sends a query on a later tick): a long fan-out here must not hold the other
      // instances' copy back.
      await new Promise<void>((resolve) =>
        setImmediate(() => {
          for (const event of events) listeners.call(event);
          resolve();
        }),
      );
      await sent;
    },
    notifications: (events) => ({ channel: CHANNEL, from: instance, payloads: payloadsOf(events) }),
    async publishSent(events) {
      // The other instances have them from the commit; the echo is skipped as publish's is.
      own.call(events);
      for (const event of events) listeners.call(event);
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
