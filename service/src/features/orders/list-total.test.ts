import type { OrderStatus } from '@tawreed/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';
import { seedItem, seedLot, seedWarehouse } from '../../../test/inventory.js';
import { totalFromCounters } from './list-query.js';

// The exact-count limit lowered to 5 so "past the cap" takes 13 orders, not 10,001.
const CAP = 5;
let t: TestApp;
let company: SeedUser;
let credit: TestClient;

interface ListBody {
  orders: Array<{ id: string; clientName: string }>;
  total: number;
  totalIsEstimate: boolean;
  page: number;
  pageSize: number;
}

beforeAll(async () => {
  t = await createTestApp({ SEARCH_EXACT_TOTAL_LIMIT: CAP, STOCK_EXACT_TOTAL_LIMIT: CAP });
  company = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  credit = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
  for (let i = 1; i <= 13; i++) {
    await seedOrder(t, company, { clientName: `Al Noor Clinic ${i}`, orderDate: '2026-03-10' });
  }
  for (let i = 1; i <= 3; i++) {
    await seedOrder(t, company, { clientName: `Green Pharmacy ${i}`, orderDate: '2026-03-10' });
  }
});
afterAll(() => t.close());

async function list(query: string): Promise<ListBody> {
  const res = await credit.get(`/api/orders?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ListBody;
}

describe('list totals past the exact-count limit (SEARCH_EXACT_TOTAL_LIMIT)', () => {
  it('a broad search answers totalIsEstimate with a lower bound, and every page past the first still works', async () => {
    const first = await list('q=clinic&pageSize=5');
    expect(first.orders).toHaveLength(5);
    // At least the cap, and at least one more than this page's last: "next" stays reachable.
    expect(first).toMatchObject({ totalIsEstimate: true, total: 6, page: 1 });

    const second = await list('q=clinic&pageSize=5&page=2');
    expect(second.orders).toHaveLength(5);
    expect(second).toMatchObject({ totalIsEstimate: true, total: 11 });

    // The last page knows the exact total again.
    const third = await list('q=clinic&pageSize=5&page=3');
    expect(third.orders).toHaveLength(3);
    expect(third).toMatchObject({ totalIsEstimate: false, total: 13 });

    const ids = [...first.orders, ...second.orders, ...third.orders].map((order) => order.id);
    expect(new Set(ids).size).toBe(13);
    for (const order of [...first.orders, ...second.orders, ...third.orders])
      expect(order.clientName).toMatch(/^Al Noor Clinic \d+$/);
  });

  it('a page past the end is empty and still says "at least the cap"', async () => {
    const past = await list('q=clinic&pageSize=5&page=9');
    expect(past.orders).toEqual([]);
    expect(past).toMatchObject({ totalIsEstimate: true, total: CAP });
  });

  it('up to the cap the total is exact', async () => {
    expect(await list('q=pharmacy&pageSize=2')).toMatchObject({ total: 3, totalIsEstimate: false });
    expect(await list('q=clinic%2013')).toMatchObject({ total: 1, totalIsEstimate: false });
  });

  it('other filters counted from the rows stop at the cap too; totals from the counters stay exact', async () => {
    const dated = await list('dateFrom=2026-03-01&dateTo=2026-03-31&pageSize=5');
    expect(dated).toMatchObject({ totalIsEstimate: true, total: 6 });
    expect(await list('status=PENDING_CREDIT&pageSize=5')).toMatchObject({
      total: 16,
      totalIsEstimate: false,
    });
    expect(await list('pageSize=5')).toMatchObject({ total: 16, totalIsEstimate: false });
  });

  it('a status named twice counts once, and any number of statuses reads the counters with one statement', async () => {
    const once = await list('status=PENDING_CREDIT,PRINTED&pageSize=5');
    expect(once).toMatchObject({ total: 16, totalIsEstimate: false });
    expect(await list('status=PENDING_CREDIT,PENDING_CREDIT,PRINTED,PRINTED&pageSize=5')).toMatchObject({
      total: 16,
    });
    // The counters are read by a statement prepared per text (PostgreSQL): the text must not
    // change with the length of a list a caller sends, or each length would add one.
    const text = (statuses: OrderStatus[], companies: string[]) =>
      new PgDialect({ casing: 'snake_case' }).sqlToQuery(totalFromCounters(companies, statuses)).sql;
    expect(text(['PRINTED'], ['Wasama'])).toBe(text(['PENDING_CREDIT', 'PRINTED', 'REJECTED'], ['A', 'B']));
  });
});

describe('lot list totals past the same limit', () => {
  it('a warehouse with more lots than the cap answers a lower bound, every page reachable, the last exact', async () => {
    const warehouse = await signedIn(t, await createUser(t, { role: 'WAREHOUSE_MANAGER' }));
    const wh = await seedWarehouse(t);
    const item = await seedItem(t);
    for (let i = 1; i <= 12; i++) {
      await seedLot(t, item, wh, {
        lotNumber: `LOT-${String(i).padStart(2, '0')}`,
        expiryDate: '2031-01-01',
        onHand: i,
      });
    }
    const page = async (n: number) => {
      const res = await warehouse.get(`/api/inventory/lots?warehouseId=${wh.id}&pageSize=5&page=${n}`);
      expect(res.status).toBe(200);
      return (await res.json()) as {
        lots: Array<{ lotNumber: string }>;
        total: number;
        totalIsEstimate: boolean;
      };
    };
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first).toMatchObject({ total: 6, totalIsEstimate: true });
    expect(second).toMatchObject({ total: 11, totalIsEstimate: true });
    expect(third).toMatchObject({ total: 12, totalIsEstimate: false });
    expect([...first.lots, ...second.lots, ...third.lots].map((lot) => lot.lotNumber)).toEqual(
      Array.from({ length: 12 }, (_, i) => `LOT-${String(i + 1).padStart(2, '0')}`),
    );
    const res = await warehouse.get(`/api/inventory/lots?warehouseId=${wh.id}&q=LOT-1`);
    expect(await res.json()).toMatchObject({ total: 3, totalIsEstimate: false });
  });
});
