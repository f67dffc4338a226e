import { DASHBOARD_CARDS, type OrderStatus } from '@tawreed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../../test/harness.js';
import {
  createTestApp,
  createUser,
  describeOnPostgres,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  TestClient,
} from '../../../test/harness.js';
import { markSalesRep, riyadhDay, seedAppeal } from '../../../test/workflow.js';

// "Now" is 00:30 in Riyadh (21:30 UTC the day before): an approval an hour ago was yesterday.
const today = riyadhDay(new Date(), 1);
const NOW = new Date(`${today}T00:30:00+03:00`);
const AN_HOUR_AGO = new Date(NOW.getTime() - 3600_000);

let t: TestApp;
type Name = 'wasama' | 'actimed' | 'credit' | 'higher' | 'warehouse' | 'rep' | 'admin';
const clients = {} as Record<Name, TestClient>;
const seedUsers = {} as Record<Name, SeedUser>;
const ids_ = {} as Record<'w2' | 'w3' | 'w4' | 'w5' | 'a1' | 'a2', string>;

async function act(client: TestClient, order: { id: string }, path: string, at: Date, payload?: unknown) {
  t.deps.now = () => at;
  // `*`: any version (If-Match is required on these actions).
  const res = await client.post(`/api/orders/${order.id}/${path}`, payload, { 'if-match': '*' });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => NOW;
  const [wasama, actimed, credit, higher, warehouse, rep, admin] = await Promise.all([
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' }),
    createUser(t, { role: 'CREDIT_TEAM' }),
    createUser(t, { role: 'HIGHER_AUTHORITY' }),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }),
    createUser(t, { role: 'CREDIT_TEAM' }),
    createUser(t, { role: 'ADMIN' }),
  ]);
  await markSalesRep(t, rep!);
  const users: Record<Name, SeedUser> = { wasama, actimed, credit, higher, warehouse, rep, admin };
  Object.assign(seedUsers, users);
  for (const [name, user] of Object.entries(users)) {
    clients[name as keyof typeof clients] = await signedIn(t, user);
  }
  const seed = (owner: SeedUser, status: OrderStatus) => seedOrder(t, owner, { status });

  // Wasama: 12 orders.
  const w1 = await seed(wasama, 'PENDING_CREDIT');
  const w2 = await seed(wasama, 'RESUBMITTED');
  const w3 = await seed(wasama, 'PENDING_HIGHER');
  const w4 = await seedOrder(t, wasama, { status: 'APPEAL_REVIEW', rejectedByRole: 'HIGHER_AUTHORITY' });
  const w4Appeal = await seedAppeal(t, w4, { submittedBy: credit });
  const w5 = await seed(wasama, 'PENDING_WAREHOUSE');
  await seed(wasama, 'PENDING_CREDIT');
  await seed(wasama, 'SUBMITTED');
  await seed(wasama, 'NEEDS_CHANGES');
  await seed(wasama, 'REJECTED');
  await seed(wasama, 'ORDER_DELIVERED');
  const w11 = await seed(wasama, 'PENDING_HIGHER');
  // Resubmitted and waiting: in the credit team's queue as much as a new order.
  await seed(wasama, 'RESUBMITTED');
  // Actimed: 6 orders.
  const a1 = await seed(actimed, 'PENDING_CREDIT');
  const a2 = await seed(actimed, 'PENDING_HIGHER');
  await seed(actimed, 'ORDER_DELIVERED');
  await seed(actimed, 'ORDER_DELIVERED');
  await seed(actimed, 'REJECTED');
  await seedOrder(t, actimed, { status: 'APPEAL_REVIEW', rejectedByRole: 'HIGHER_AUTHORITY' });

  // Yesterday in Riyadh, though the same UTC day as "now".
  await act(clients.credit, w1, 'actions/approve', AN_HOUR_AGO);
  await act(clients.credit, w2, 'actions/approve', NOW);
  await act(clients.credit, a1, 'actions/approve', NOW);
  await act(clients.higher, w3, 'actions/approve', NOW);
  await act(clients.higher, a2, 'actions/approve', NOW);
  t.deps.now = () => NOW;
  const accepted = await clients.higher.post(`/api/orders/appeals/${w4Appeal.id}/decision`, {
    decision: 'ACCEPT',
  });
  expect(accepted.status).toBe(200);
  await act(clients.warehouse, w5, 'actions/mark-ready', NOW);
  Object.assign(ids_, { w2: w2.id, w3: w3.id, w4: w4.id, w5: w5.id, a1: a1.id, a2: a2.id });
  // Sending back is not an approval.
  await act(clients.higher, w11, 'actions/request-changes', NOW, {
    comment: 'Attach the signed order form.',
  });
});
afterAll(() => t.close());

async function stats(client: TestClient) {
  const res = await client.get('/api/orders/dashboard/stats');
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

const card = (count: number, statuses: OrderStatus[] = [], approvedToday = false) => ({
  count,
  statuses,
  approvedToday,
});

/** The order list a card's click opens: its filters, as the web sends them. */
async function cardList(client: TestClient, filters: { statuses: string[]; approvedToday: boolean }) {
  const query = new URLSearchParams({ pageSize: '100' });
  if (filters.statuses.length) query.set('status', filters.statuses.join(','));
  if (filters.approvedToday) query.set('approvedToday', 'true');
  const res = await client.get(`/api/orders?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

describe('GET /api/orders/dashboard/stats', () => {
  it('counts, for the credit team, everything, its queue with resubmissions, and its approvals made today', async () => {
    expect(await stats(clients.credit)).toEqual({
      totalOrders: 18,
      pendingReview: 2,
      approvedToday: 2,
      rejected: 2,
      delivered: 3,
      cards: {
        total: card(18),
        pending: card(2, ['PENDING_CREDIT', 'RESUBMITTED']),
        approved: card(2, [], true),
        rejected: card(2, ['REJECTED']),
        delivered: card(3, ['ORDER_DELIVERED']),
      },
    });
  });

  it('counts, for the higher authority, its queue with appeals and its approvals and accepted appeals', async () => {
    const result = await stats(clients.higher);
    expect(result).toMatchObject({
      totalOrders: 18,
      pendingReview: 4,
      approvedToday: 3,
      rejected: 2,
      delivered: 3,
    });
    expect(result.cards.pending.statuses).toEqual(['PENDING_HIGHER', 'APPEAL_REVIEW']);
    expect(result.cards.approved).toEqual(card(3, [], true));
  });

  it('counts, for the warehouse, its queue and the orders it marked ready today', async () => {
    const result = await stats(clients.warehouse);
    expect(result).toMatchObject({ totalOrders: 18, pendingReview: 3, approvedToday: 1 });
    expect(result.cards.pending.statuses).toEqual(['PENDING_WAREHOUSE']);
  });

  it('counts, for a medical company, only its own orders and their approvals today', async () => {
    const wasama = await stats(clients.wasama);
    expect(wasama).toMatchObject({
      totalOrders: 12,
      pendingReview: 7,
      approvedToday: 3,
      rejected: 1,
      delivered: 1,
    });
    expect(wasama.cards.pending.statuses).toEqual([
      'SUBMITTED',
      'PENDING_CREDIT',
      'RESUBMITTED',
      'PENDING_HIGHER',
      'APPEAL_REVIEW',
      'NEEDS_CHANGES',
    ]);
    expect(await stats(clients.actimed)).toMatchObject({
      totalOrders: 6,
      pendingReview: 2,
      approvedToday: 2,
      rejected: 1,
      delivered: 2,
    });
  });

  it('counts, for the sales representative, every order', async () => {
    expect(await stats(clients.rep)).toMatchObject({ totalOrders: 18, pendingReview: 2, approvedToday: 2 });
  });

  it("counts, for the administrator, every queue and every stage's approvals today", async () => {
    expect(await stats(clients.admin)).toMatchObject({ totalOrders: 18, pendingReview: 9, approvedToday: 6 });
  });

  describe.each(['credit', 'higher', 'warehouse', 'wasama', 'actimed', 'rep', 'admin'] as const)(
    "the list each card opens, for %s, totals the card's count",
    (name) => {
      it.each(DASHBOARD_CARDS)('%s', async (cardName) => {
        const entry = (await stats(clients[name])).cards[cardName];
        const list = await cardList(clients[name], entry);
        expect(list.total).toBe(entry.count);
        expect(list.orders).toHaveLength(entry.count);
      });
    },
  );

  it('"approved today" lists the orders the stage approved today, not everything past it', async () => {
    const ids = async (client: TestClient) =>
      ((await cardList(client, { statuses: [], approvedToday: true })).orders as Json[])
        .map((order) => order.id)
        .sort();
    // w1 was approved by the credit team yesterday (Riyadh time) and is past its stage too.
    expect(await ids(clients.credit)).toEqual([ids_.w2, ids_.a1].sort());
    expect(await ids(clients.higher)).toEqual([ids_.w3, ids_.a2, ids_.w4].sort());
    expect(await ids(clients.warehouse)).toEqual([ids_.w5]);
    expect(await ids(clients.actimed)).toEqual([ids_.a1, ids_.a2].sort());
  });

  it('starts "approved today" again at midnight in Riyadh', async () => {
    t.deps.now = () => new Date(`${riyadhDay(NOW, 1)}T00:00:01+03:00`);
    try {
      for (const client of Object.values(clients)) {
        expect((await stats(client)).approvedToday).toBe(0);
      }
    } finally {
      t.deps.now = () => NOW;
    }
  });

  it('counts an order both review stages approved today once, on the card and in its list', async () => {
    const before = { actimed: await stats(clients.actimed), admin: await stats(clients.admin) };
    const order = await seedOrder(t, seedUsers.actimed, { status: 'PENDING_CREDIT' });
    await act(clients.credit, order, 'actions/approve', NOW);
    await act(clients.higher, order, 'actions/approve', NOW);
    t.deps.now = () => NOW;
    for (const name of ['actimed', 'admin'] as const) {
      const after = await stats(clients[name]);
      expect(after.approvedToday).toBe(before[name].approvedToday + 1);
      const list = await cardList(clients[name], after.cards.approved);
      expect(list.total).toBe(after.approvedToday);
      expect((list.orders as Json[]).filter((row) => row.id === order.id)).toHaveLength(1);
    }
    // Each stage's own card counts it once too.
    expect((await stats(clients.credit)).approvedToday).toBe(3);
    expect((await stats(clients.higher)).approvedToday).toBe(4);
  });

  it('needs a signed-in caller', async () => {
    const res = await new TestClient(t).get('/api/orders/dashboard/stats');
    expect(res.status).toBe(401);
  });
});

describeOnPostgres('the counters behind the cards, when the server loses their prepared statements', () => {
  it('answers the same counts, then and after (a pooler in transaction mode drops them)', async () => {
    const before = await stats(clients.credit);
    const pool = t.database.pool;
    if (!pool) throw new Error('PostgreSQL expected');
    const connections = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    try {
      for (const connection of connections) await connection.query('deallocate all');
    } finally {
      for (const connection of connections) connection.release();
    }
    expect(await stats(clients.credit)).toEqual(before);
    await seedOrder(t, seedUsers.wasama, { status: 'REJECTED' });
    expect(await stats(clients.credit)).toMatchObject({
      totalOrders: Number(before.totalOrders) + 1,
      rejected: Number(before.rejected) + 1,
    });
  });
});
