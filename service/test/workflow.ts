/**
 * Seed builders and helpers for the workflow's tests (appeals, history, sales representative,
 * Riyadh days, a bigger connection pool for races). They add to harness.ts without changing it.
 */
import { riyadhDate } from '@tawreed/domain';
import { eq } from 'drizzle-orm';
import { createApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { appeals, users } from '../src/db/schema.js';
import type { Deps } from '../src/http/context.js';
import type { SeedUser, TestApp } from './harness.js';

/** Marks an account as the sales representative (what the admin command does, announcement included). */
export async function markSalesRep(t: TestApp, user: SeedUser): Promise<SeedUser> {
  await t.deps.db.update(users).set({ isSalesRep: true }).where(eq(users.id, user.id));
  await t.deps.events.publish([{ type: 'account:changed', userId: user.id }]);
  return user;
}

/** Seed builder: the order's appeal, in any state, as the appeal endpoint would have stored it. */
export async function seedAppeal(
  t: TestApp,
  order: { id: string },
  options: {
    submittedBy: SeedUser;
    status?: 'PENDING' | 'ACCEPTED' | 'REJECTED';
    comment?: string;
    decidedBy?: SeedUser;
  },
) {
  const status = options.status ?? 'PENDING';
  const decided = status !== 'PENDING';
  const [row] = await t.deps.db
    .insert(appeals)
    .values({
      orderId: order.id,
      status,
      comment: options.comment ?? 'The client settled the overdue balance yesterday.',
      submittedBy: options.submittedBy.id,
      decision: decided ? (status === 'ACCEPTED' ? 'ACCEPT' : 'REJECT') : null,
      decisionComment: status === 'REJECTED' ? 'Credit limit still exceeded' : null,
      decidedBy: decided ? (options.decidedBy ?? options.submittedBy).id : null,
      decidedAt: decided ? new Date() : null,
    })
    .returning();
  return row!;
}

/** The Asia/Riyadh calendar day `offsetDays` from `now`'s, as YYYY-MM-DD. */
export function riyadhDay(now: Date, offsetDays = 0): string {
  const [y, m, d] = riyadhDate(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offsetDays)).toISOString().slice(0, 10);
}

/**
 * The same app over the same PostgreSQL database with its own, bigger pool, so that many
 * requests really hold connections at once (PostgreSQL only; PGlite has one connection).
 */
export async function withPoolSize(t: TestApp, poolSize: number): Promise<TestApp> {
  if (!t.database.connectionString) throw new Error('withPoolSize needs PostgreSQL');
  const database = await openDatabase({ databaseUrl: t.database.connectionString, poolSize });
  const deps: Deps = { ...t.deps, database, db: database.db };
  const app = createApp(deps);
  const fetch = async (input: Request | string, init?: RequestInit) => {
    const request =
      typeof input === 'string' ? new Request(new URL(input, 'http://tawreed.test'), init) : input;
    return app.fetch(request);
  };
  return { app, deps, database, fetch, close: () => database.close() };
}

/** Runs `work` over `items` with at most `limit` in flight, answering results in order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
