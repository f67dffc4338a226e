import { ORDER_STATUSES } from '@tawreed/domain';
import { eq } from 'drizzle-orm';
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
import { markSalesRep } from '../../../test/workflow.js';
import { orderHistory, orders } from '../../db/schema.js';
import { bucketsOf, granularityFor, resolvePeriod } from './service.js';

const HOUR = 3_600_000;
// "Now" for every request of this file: SLA ages and default periods are measured from it.
const NOW = new Date('2026-11-21T09:00:00Z');

let t: TestApp;
const users = {} as Record<
  'wasama' | 'actimed' | 'herbals' | 'rose' | 'credit' | 'higher' | 'warehouse' | 'rep',
  SeedUser
>;
const clients = {} as Record<keyof typeof users, TestClient>;

async function report(client: TestClient, query = '') {
  const res = await client.get(`/api/reports${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Json;
}

/** Sets an order's stored total directly, to check the sums are exact decimals. */
async function setTotal(order: { id: string }, value: string) {
  await t.deps.db.update(orders).set({ totalValueSar: value }).where(eq(orders.id, order.id));
}

/** One workflow step through the API, as `client`, at the instant `at`. */
async function act(client: TestClient, order: { id: string }, path: string, at: Date, body?: unknown) {
  t.deps.now = () => at;
  try {
    const res = await client.post(`/api/orders/${order.id}/${path}`, body, { 'if-match': '*' });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  } finally {
    t.deps.now = () => NOW;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => NOW;
  const [wasama, actimed, herbals, rose, credit, higher, warehouse, rep] = await Promise.all([
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Future Herbals' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'X Rose' }),
    createUser(t, { role: 'CREDIT_TEAM' }),
    createUser(t, { role: 'HIGHER_AUTHORITY' }),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }),
    // A medical-company account marked as the sales representative: it sees every order.
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Adwaa Lana' }),
  ]);
  await markSalesRep(t, rep!);
  Object.assign(users, { wasama, actimed, herbals, rose, credit, higher, warehouse, rep });
  for (const [name, user] of Object.entries(users)) {
    clients[name as keyof typeof users] = await signedIn(t, user);
  }
});
afterAll(() => t?.close());

describe('GET /api/reports: happy path', () => {
  // March 2025 belongs to this test alone (orders are picked by their order date).
  const MARCH = '?from=2025-03-01&to=2025-03-31';
  beforeAll(async () => {
    const w1 = await seedOrder(t, users.wasama, { status: 'PENDING_CREDIT', orderDate: '2025-03-03' });
    const w2 = await seedOrder(t, users.wasama, { status: 'ORDER_DELIVERED', orderDate: '2025-03-03' });
    const a1 = await seedOrder(t, users.actimed, { status: 'REJECTED', orderDate: '2025-03-15' });
    const gone = await seedOrder(t, users.wasama, {
      status: 'PENDING_HIGHER',
      orderDate: '2025-03-20',
      withdrawn: true,
    });
    // Outside the period on either side.
    await seedOrder(t, users.wasama, { status: 'PENDING_CREDIT', orderDate: '2025-02-28' });
    await seedOrder(t, users.actimed, { status: 'PENDING_CREDIT', orderDate: '2025-04-01' });
    await setTotal(w1, '0.10');
    await setTotal(w2, '0.20');
    await setTotal(a1, '1234567.89');
    await setTotal(gone, '500.00');
  });

  it('counts orders and their value by status, stage, company and region, in exact decimals', async () => {
    const body = await report(clients.credit, MARCH);
    expect(body).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-31',
      granularity: 'day',
      medicalCompany: null,
      totals: {
        orders: 3,
        valueSAR: '1234568.19',
        open: 1,
        delivered: 1,
        rejected: 1,
        withdrawn: 1,
      },
    });
    expect(body.byStatus.map((row: Json) => row.status)).toEqual([...ORDER_STATUSES]);
    const status = Object.fromEntries(body.byStatus.map((row: Json) => [row.status, row]));
    expect(status.PENDING_CREDIT).toEqual({ status: 'PENDING_CREDIT', count: 1, valueSAR: '0.10' });
    expect(status.ORDER_DELIVERED).toEqual({ status: 'ORDER_DELIVERED', count: 1, valueSAR: '0.20' });
    expect(status.REJECTED).toEqual({ status: 'REJECTED', count: 1, valueSAR: '1234567.89' });
    // The withdrawn order is not business: not under its status either.
    expect(status.PENDING_HIGHER).toEqual({ status: 'PENDING_HIGHER', count: 0, valueSAR: '0.00' });

    const stage = Object.fromEntries(body.byStage.map((row: Json) => [row.stage, row]));
    expect(stage.SALES_REVIEW).toMatchObject({ count: 1, valueSAR: '0.10' });
    expect(stage.SALES_REVIEW.statuses).toEqual(['SUBMITTED', 'PENDING_CREDIT', 'RESUBMITTED']);
    expect(stage.DELIVERED).toMatchObject({ count: 1, valueSAR: '0.20' });
    expect(stage.REJECTED).toMatchObject({ count: 1, valueSAR: '1234567.89' });
    expect(stage.CREDIT_REVIEW).toMatchObject({ count: 0, valueSAR: '0.00' });

    // Largest value first.
    expect(body.byCompany).toEqual([
      { medicalCompany: 'Actimed', count: 1, valueSAR: '1234567.89' },
      { medicalCompany: 'Wasama', count: 2, valueSAR: '0.30' },
    ]);
    expect(body.byRegion).toEqual([{ region: 'Riyadh-Central', count: 3, valueSAR: '1234568.19' }]);
  });

  it('gives the value over time per bucket, company and region, with every bucket of the period', async () => {
    const body = await report(clients.credit, MARCH);
    expect(body.buckets).toHaveLength(31);
    expect(body.buckets[0]).toBe('2025-03-01');
    expect(body.buckets[30]).toBe('2025-03-31');
    expect(body.series).toEqual([
      {
        bucket: '2025-03-03',
        medicalCompany: 'Wasama',
        region: 'Riyadh-Central',
        count: 2,
        valueSAR: '0.30',
      },
      {
        bucket: '2025-03-15',
        medicalCompany: 'Actimed',
        region: 'Riyadh-Central',
        count: 1,
        valueSAR: '1234567.89',
      },
    ]);

    // Longer periods in weeks (starting Monday), then months.
    const weeks = await report(clients.credit, '?from=2025-02-01&to=2025-04-30');
    expect(weeks.granularity).toBe('week');
    expect(weeks.buckets[0]).toBe('2025-01-27');
    expect(weeks.series.map((row: Json) => [row.bucket, row.medicalCompany, row.count])).toEqual([
      ['2025-02-24', 'Wasama', 1],
      ['2025-03-03', 'Wasama', 2],
      ['2025-03-10', 'Actimed', 1],
      ['2025-03-31', 'Actimed', 1],
    ]);
    const months = await report(clients.credit, '?from=2024-06-01&to=2025-05-31');
    expect(months.granularity).toBe('month');
    expect(months.buckets).toHaveLength(12);
    expect(months.series.map((row: Json) => [row.bucket, row.medicalCompany, row.count])).toEqual([
      ['2025-02-01', 'Wasama', 1],
      ['2025-03-01', 'Actimed', 1],
      ['2025-03-01', 'Wasama', 2],
      ['2025-04-01', 'Actimed', 1],
    ]);
  });

  it('defaults to the last 30 days, ending today in Riyadh', async () => {
    const body = await report(clients.credit);
    expect(body.from).toBe('2026-10-23');
    expect(body.to).toBe('2026-11-21');
    expect(body.generatedAt).toBe(NOW.toISOString());
  });
});

describe('GET /api/reports: stage turnaround from the order history', () => {
  const T0 = new Date('2025-06-02T06:00:00Z');
  const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
  const JUNE = '?from=2025-06-01&to=2025-06-30';

  beforeAll(async () => {
    const seed = async () => {
      const order = await seedOrder(t, users.herbals, { status: 'PENDING_CREDIT', orderDate: '2025-06-02' });
      // Its creation entry (-> PENDING_CREDIT) at T0.
      await t.deps.db.update(orderHistory).set({ createdAt: T0 }).where(eq(orderHistory.orderId, order.id));
      return order;
    };
    const [slow, fast, sentBack] = [await seed(), await seed(), await seed()];
    // 10 h with the credit team, 20 h with credit review, then in the warehouse (not left yet).
    await act(clients.credit, slow, 'actions/approve', at(10));
    await act(clients.higher, slow, 'actions/approve', at(30));
    await act(clients.warehouse, slow, 'actions/mark-ready', at(32));
    // 4 h, then 2 h.
    await act(clients.credit, fast, 'actions/approve', at(4));
    await act(clients.higher, fast, 'actions/approve', at(6));
    // 2 h with the credit team, 3 h back with the company, 1 h more with the credit team.
    await act(clients.credit, sentBack, 'actions/request-changes', at(2), {
      comment: 'Please attach the signed order form.',
    });
    await act(clients.herbals, sentBack, 'actions/resubmit', at(5));
    await act(clients.credit, sentBack, 'actions/approve', at(6));
  });

  it('measures each stage per order (summing repeated stays), counting only orders that left it', async () => {
    const body = await report(clients.herbals, JUNE);
    const stage = Object.fromEntries(body.turnaround.map((row: Json) => [row.stage, row]));
    expect(body.turnaround.map((row: Json) => row.stage)).toEqual([
      'SALES_REVIEW',
      'CHANGES_REQUESTED',
      'CREDIT_REVIEW',
      'WAREHOUSE',
      'DELIVERY',
    ]);
    // 10, 4 and 2+1 hours.
    expect(stage.SALES_REVIEW).toEqual({
      stage: 'SALES_REVIEW',
      orders: 3,
      averageHours: 5.7,
      medianHours: 4,
      maxHours: 10,
    });
    expect(stage.CHANGES_REQUESTED).toMatchObject({ orders: 1, averageHours: 3, maxHours: 3 });
    // 20 and 2 hours; the resubmitted order is still waiting for credit review.
    expect(stage.CREDIT_REVIEW).toMatchObject({ orders: 2, averageHours: 11, medianHours: 11, maxHours: 20 });
    // Two orders are in the warehouse stage: one still waiting, one printing next (still inside it).
    expect(stage.WAREHOUSE).toEqual({
      stage: 'WAREHOUSE',
      orders: 0,
      averageHours: null,
      medianHours: null,
      maxHours: null,
    });
  });
});

describe('GET /api/reports: SLA breaches', () => {
  beforeAll(async () => {
    const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
    const seed = (status: (typeof ORDER_STATUSES)[number], hours: number, withdrawn = false) =>
      seedOrder(t, users.rose, { status, updatedAt: ago(hours), withdrawn, clientName: `Client ${hours}h` });
    await seed('PENDING_CREDIT', 1);
    await seed('PENDING_HIGHER', 23.9);
    await seed('PENDING_WAREHOUSE', 24);
    await seed('NEEDS_CHANGES', 47);
    await seed('PENDING_CREDIT', 48);
    await seed('ORDER_TRANSPORTED', 100);
    await seed('PENDING_CREDIT', 72);
    // Not open: delivered, rejected, withdrawn.
    await seed('ORDER_DELIVERED', 200);
    await seed('REJECTED', 200);
    await seed('PENDING_HIGHER', 200, true);
  });

  it('counts open orders by hours since their last update: breaches at 48 h and more', async () => {
    const { sla } = await report(clients.rose);
    expect(sla).toMatchObject({ asOf: NOW.toISOString(), onTime: 2, dueSoon: 2, overdue: 3 });
    expect(sla.overdueByStatus).toEqual([
      { status: 'PENDING_CREDIT', count: 2 },
      { status: 'ORDER_TRANSPORTED', count: 1 },
    ]);
    expect(sla.oldestOverdue.map((row: Json) => [row.clientName, row.status, row.hoursSinceUpdate])).toEqual([
      ['Client 100h', 'ORDER_TRANSPORTED', 100],
      ['Client 72h', 'PENDING_CREDIT', 72],
      ['Client 48h', 'PENDING_CREDIT', 48],
    ]);
    expect(sla.oldestOverdue[0].medicalCompany).toBe('X Rose');
  });

  it('reports SLA as of now, whatever the period', async () => {
    const { sla } = await report(clients.rose, '?from=2020-01-01&to=2020-01-31');
    expect(sla.overdue).toBe(3);
  });
});

describe('GET /api/reports: errors', () => {
  it.each([
    ['?from=2025-13-01', 'from'],
    ['?from=2025-02-30', 'from'],
    ['?to=yesterday', 'to'],
    ['?from=2025-03-10&to=2025-03-09', 'from'],
    ['?from=2020-01-01&to=2025-01-01', 'from'],
  ])('answers 422 VALIDATION_FAILED for %s', async (query, path) => {
    const res = await clients.credit.get(`/api/reports${query}`);
    expect(res.status).toBe(422);
    const body = (await res.json()) as Json;
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.issues[0].path).toBe(path);
  });

  it('resolves periods and buckets at their edges', () => {
    expect(resolvePeriod({ from: '2024-02-29', to: '2024-02-29' }, NOW)).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
      days: 1,
    });
    // Today in Riyadh is already the 22nd at 21:30 UTC on the 21st.
    expect(resolvePeriod({}, new Date('2026-11-21T21:30:00Z')).to).toBe('2026-11-22');
    expect(resolvePeriod({ from: '2024-11-22', to: '2026-11-21' }, NOW).days).toBe(730);
    expect(granularityFor(31)).toBe('day');
    expect(granularityFor(32)).toBe('week');
    expect(granularityFor(183)).toBe('month');
    expect(bucketsOf('2025-12-15', '2026-02-01', 'month')).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });
});

describe('GET /api/reports: security', () => {
  it('answers 401 without a signed-in caller', async () => {
    const res = await new TestClient(t).get('/api/reports');
    expect(res.status).toBe(401);
    expect(((await res.json()) as Json).error.code).toBe('UNAUTHENTICATED');
  });

  it("limits a medical company to its own company's orders, like the order list", async () => {
    const MARCH = '?from=2025-03-01&to=2025-03-31';
    const wasama = await report(clients.wasama, MARCH);
    expect(wasama.medicalCompany).toBe('Wasama');
    expect(wasama.totals).toMatchObject({ orders: 2, valueSAR: '0.30', withdrawn: 1 });
    expect(wasama.byCompany).toEqual([{ medicalCompany: 'Wasama', count: 2, valueSAR: '0.30' }]);
    expect(wasama.series.every((row: Json) => row.medicalCompany === 'Wasama')).toBe(true);
    // X Rose's overdue orders are not Wasama's.
    expect(wasama.sla.overdue).toBe(0);
    expect(wasama.sla.oldestOverdue).toEqual([]);

    const actimed = await report(clients.actimed, MARCH);
    expect(actimed.totals).toMatchObject({ orders: 1, valueSAR: '1234567.89', withdrawn: 0 });
    // The order list agrees on what each company sees.
    const list = (await (
      await clients.wasama.get('/api/orders?dateFrom=2025-03-01&dateTo=2025-03-31')
    ).json()) as Json;
    expect(list.total).toBe(wasama.totals.orders + wasama.totals.withdrawn);
  });

  it('shows every company to staff of every role and to the sales representative', async () => {
    for (const name of ['credit', 'higher', 'warehouse', 'rep'] as const) {
      const body = await report(clients[name], '?from=2025-03-01&to=2025-03-31');
      expect(body.medicalCompany, name).toBeNull();
      expect(body.totals.orders, name).toBe(3);
    }
  });
});
