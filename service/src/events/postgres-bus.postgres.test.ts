import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFreshDatabase, until } from '../../test/harness.js';
import { createCredentialCache } from '../auth-core/credential-cache.js';
import type { Database } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { createLogger } from '../logger.js';
import { createPostgresBus } from './postgres-bus.js';
import type { ServiceEvent } from './types.js';

let database: Database;
beforeAll(async () => {
  database = await createFreshDatabase();
});
afterAll(() => database.close());

/** Two instances' buses on one database, and what each has heard (an order's id, or the event's type). */
async function twoInstances() {
  const a = await createPostgresBus(database.connectionString!, database.pool!, createLogger('silent'));
  const b = await createPostgresBus(database.connectionString!, database.pool!, createLogger('silent'));
  const heardByA: string[] = [];
  const heardByB: string[] = [];
  const heard = (event: ServiceEvent) => (event.type === 'order:deleted' ? event.orderId : event.type);
  a.subscribe((event) => heardByA.push(heard(event)));
  b.subscribe((event) => heardByB.push(heard(event)));
  return {
    a,
    b,
    heardByA,
    heardByB,
    close: async () => {
      await a.close();
      await b.close();
    },
  };
}

const deleted = (id: string) => ({ type: 'order:deleted' as const, orderId: id, medicalCompany: 'Wasama' });

const credential = {
  user: {
    id: 'u1',
    name: 'A',
    email: 'a@x.test',
    role: 'CREDIT_TEAM' as const,
    companyName: null,
    isSalesRep: false,
  },
  tokenId: null,
  lastUsedAt: null,
  expiresAt: null,
  factors: [],
  secondFactorPassed: false,
};

it('a lost listening connection forgets every remembered credential, and nothing is remembered until it is back', async () => {
  const bus = await createPostgresBus(database.connectionString!, database.pool!, createLogger('silent'));
  try {
    const cache = createCredentialCache(bus, 60);
    cache.remember('hash-1', credential, cache.mark());
    expect(cache.get('hash-1', new Date())).toBeDefined();

    // The listener's backend dies (a failover, an administrator's pg_terminate_backend).
    await database.pool!.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await until(() => !bus.listening(), 'the connection loss to be noticed');
    expect(cache.get('hash-1', new Date())).toBeUndefined();
    cache.remember('hash-2', credential, cache.mark());
    expect(cache.get('hash-2', new Date())).toBeUndefined();

    await until(() => bus.listening(), 'the listener to reconnect');
    cache.remember('hash-2', credential, cache.mark());
    expect(cache.get('hash-2', new Date())).toBeDefined();
  } finally {
    await bus.close();
  }
});

it('this instance’s own announcement is applied as it is published, before NOTIFY returns it', async () => {
  const bus = await createPostgresBus(database.connectionString!, database.pool!, createLogger('silent'));
  try {
    const cache = createCredentialCache(bus, 60);
    cache.remember('hash-3', credential, cache.mark());
    const publishing = bus.publish([{ type: 'session:revoked', credentialHash: 'hash-3', userId: null }]);
    expect(cache.get('hash-3', new Date())).toBeUndefined();
    await publishing;
  } finally {
    await bus.close();
  }
});

it('the publisher’s listeners hear its events once, at once (the NOTIFY echo is skipped); another instance hears them through LISTEN, in order', async () => {
  const { a, b, heardByA, heardByB, close } = await twoInstances();
  try {
    // Enough events for several NOTIFY payloads (each under 8,000 bytes).
    const ids = Array.from({ length: 300 }, (_, i) => `order-${String(i).padStart(4, '0')}`);
    await a.publish(ids.map((orderId) => ({ type: 'order:deleted', orderId, medicalCompany: 'Wasama' })));
    expect(heardByA).toEqual(ids);
    await until(() => heardByB.length === ids.length, 'the other instance to hear every event');
    expect(heardByB).toEqual(ids);
    // B's own event reaches A; A's echo, long back by now, was not heard twice.
    await b.publish([{ type: 'order:deleted', orderId: 'from-b', medicalCompany: 'Wasama' }]);
    await until(() => heardByA.includes('from-b'), 'A to hear B');
    expect(heardByA).toEqual([...ids, 'from-b']);
    expect(heardByB).toEqual([...ids, 'from-b']);
  } finally {
    await close();
  }
});

it('events a transaction sends with its outbox statement reach another instance at its commit, in order, and never after a rollback', async () => {
  const { a, heardByA, heardByB, close } = await twoInstances();
  try {
    const deps = { db: database.db, now: () => new Date(), events: a };
    // Several payloads' worth: an order:deleted has an outbox row, so the NOTIFYs ride along.
    const ids = Array.from(
      { length: 200 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    await expect(
      inTransaction(deps, async (_tx, events) => {
        events.push(deleted('00000000-0000-4000-8000-999999999999'), ...ids.map(deleted));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await inTransaction(deps, async (_tx, events) => {
      events.push(...ids.map(deleted));
      // Nothing is delivered before the commit.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heardByB).toEqual([]);
    });
    expect(heardByA).toEqual(ids);
    await until(() => heardByB.length === ids.length, 'the other instance to hear every event');
    expect(heardByB).toEqual(ids);
    const [outbox] = (
      await database.pool!.query<{ n: number }>(
        "select count(*)::int as n from webhook_events where type = 'order.deleted'",
      )
    ).rows;
    expect(outbox?.n).toBe(ids.length);
  } finally {
    await close();
  }
});

it('a transaction that fails at its commit throws and announces nothing, though its NOTIFYs left with the COMMIT', async () => {
  const { a, heardByB, close } = await twoInstances();
  try {
    const deps = { db: database.db, now: () => new Date(), events: a };
    const failed = '00000000-0000-4000-8000-00000000f001';
    const aborted = '00000000-0000-4000-8000-00000000f002';
    const committed = '00000000-0000-4000-8000-00000000f003';
    // A deferred constraint is checked by COMMIT itself: the work's statements all succeeded.
    await expect(
      inTransaction(deps, async (tx, events) => {
        events.push(deleted(failed));
        await tx.execute(
          sql`create temp table checked_at_commit (id int, constraint once unique (id) deferrable initially deferred) on commit drop`,
        );
        await tx.execute(sql`insert into checked_at_commit values (1), (1)`);
      }),
    ).rejects.toThrow(/once/);
    // A work that swallowed a failed statement: the server answers its COMMIT with ROLLBACK.
    await expect(
      inTransaction(deps, async (tx, events) => {
        events.push({ type: 'session:revoked', credentialHash: aborted, userId: null });
        await tx.execute(sql`select 1 / 0`).catch(() => undefined);
      }),
    ).rejects.toThrow();
    await inTransaction(deps, async (_tx, events) => {
      events.push(deleted(committed));
    });
    await until(() => heardByB.includes(committed), 'the other instance to hear the committed change');
    expect(heardByB).toEqual([committed]);
    const { rows } = await database.pool!.query<{ order_id: string }>(
      'select order_id from webhook_events where order_id = any($1::uuid[])',
      [[failed, committed]],
    );
    expect(rows.map((row) => row.order_id)).toEqual([committed]);
  } finally {
    await close();
  }
});
