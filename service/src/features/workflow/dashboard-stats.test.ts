import type { OrderStatus } from '@tawreed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../../test/harness.js';
import {
  createTestApp,
  createUser,
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
const clients = {} as Record<'wasama' | 'actimed' | 'credit' | 'higher' | 'warehouse' | 'rep', TestClient>;

const AFTER_CREDIT: OrderStatus[] = [
  'PENDING_HIGHER',
  'PENDING_WAREHOUSE',
  'READY_TO_PRINT',
  'PRINTED',
  'ORDER_DISPATCHED',
  'ORDER_TRANSPORTED',
  'ORDER_DELIVERED',
];

async function act(client: TestClient, order: { id: string }, path: string, at: Date, payload?: unknown) {
  t.deps.now = () => at;
  // `*`: any version (If-Match is required on these actions).
  const res = await client.post(`/api/orders/${order.id}/${path}`, payload, { 'if-match': '*' });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => NOW;
  const [wasama, actimed, credit, higher, warehouse, rep] = await Promise.all([
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' }),
    createUser(t, { role: 'CREDIT_TEAM' }),
    createUser(t, { role: 'HIGHER_AUTHORITY' }),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }),
    createUser(t, { role: 'CREDIT_TEAM' }),
  ]);
  await markSalesRep(t, rep!);
  const users: Record<keyof typeof clients, SeedUser> = { wasama, actimed, credit, higher, warehouse, rep };
  for (const [name, user] of Object.entries(users)) {
    clients[name as keyof typeof clients] = await signedIn(t, user);
  }
  const seed = (owner: SeedUser, status: OrderStatus) => seedOrder(t, owner, { status });

  // Wasama: 11 orders.
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

describe('GET /api/orders/dashboard/stats', () => {
  it('counts, for the credit team, everything with its queue and its approvals made today', async () => {
    expect(await stats(clients.credit)).toEqual({
      totalOrders: 17,
      pendingReview: 1,
      approvedToday: 2,
      rejected: 2,
      delivered: 3,
      cards: {
        total: { count: 17, statuses: [] },
        pending: { count: 1, statuses: ['PENDING_CREDIT'] },
        approved: { count: 2, statuses: AFTER_CREDIT },
        rejected: { count: 2, statuses: ['REJECTED'] },
        delivered: { count: 3, statuses: ['ORDER_DELIVERED'] },
      },
    });
  });

  it('counts, for the higher authority, its queue with appeals and its approvals and accepted appeals', async () => {
    const result = await stats(clients.higher);
    expect(result).toMatchObject({
      totalOrders: 17,
      pendingReview: 4,
      approvedToday: 3,
      rejected: 2,
      delivered: 3,
    });
    expect(result.cards.pending.statuses).toEqual(['PENDING_HIGHER', 'APPEAL_REVIEW']);
    expect(result.cards.approved.statuses).toEqual(AFTER_CREDIT.slice(1));
  });

  it('counts, for the warehouse, its queue and the orders it marked ready today', async () => {
    const result = await stats(clients.warehouse);
    expect(result).toMatchObject({ totalOrders: 17, pendingReview: 3, approvedToday: 1 });
    expect(result.cards.pending.statuses).toEqual(['PENDING_WAREHOUSE']);
    expect(result.cards.approved.statuses).toEqual(AFTER_CREDIT.slice(2));
  });

  it('counts, for a medical company, only its own orders and their approvals today', async () => {
    const wasama = await stats(clients.wasama);
    expect(wasama).toMatchObject({
      totalOrders: 11,
      pendingReview: 6,
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
    expect(wasama.cards.approved.statuses).toEqual(AFTER_CREDIT);
    expect(await stats(clients.actimed)).toMatchObject({
      totalOrders: 6,
      pendingReview: 2,
      approvedToday: 2,
      rejected: 1,
      delivered: 2,
    });
  });

  it('counts, for the sales representative, every order', async () => {
    expect(await stats(clients.rep)).toMatchObject({ totalOrders: 17, pendingReview: 1, approvedToday: 2 });
  });

  it("each card's status list filters the order list to the count it shows", async () => {
    for (const client of [clients.credit, clients.higher, clients.warehouse, clients.wasama]) {
      const { cards } = await stats(client);
      for (const card of ['total', 'pending', 'rejected', 'delivered'] as const) {
        const query = cards[card].statuses.length ? `?status=${cards[card].statuses.join(',')}` : '';
        const list = (await (await client.get(`/api/orders${query}`)).json()) as Json;
        expect(list.total, card).toBe(cards[card].count);
      }
    }
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

  it('needs a signed-in caller', async () => {
    const res = await new TestClient(t).get('/api/orders/dashboard/stats');
    expect(res.status).toBe(401);
  });
});
