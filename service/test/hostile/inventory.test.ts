/**
 * Inventory against hostile callers: medical companies never learn anything about stock (404 on
 * every inventory route, their own orders' stock included, and no stock frames on their
 * sockets); staff without the right role cannot change it; odd input answers 4xx, never SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SeedUser, seedOrder, startTestServer } from '../harness.js';
import { expectStockInvariant, seedItem, seedLot, seedWarehouse } from '../inventory.js';
import { api, apiToken, LiveSocket, wsUrl } from '../live.js';
import { riyadhDay } from '../workflow.js';

type Started = Awaited<ReturnType<typeof startTestServer>>;

let started: Started;
let wasama: SeedUser;
let actimed: SeedUser;
let credit: SeedUser;
let warehouse: SeedUser;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  started = await startTestServer();
  const t = started.t;
  [wasama, actimed, credit, warehouse] = await Promise.all([
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' }),
    createUser(t, { role: 'CREDIT_TEAM' }),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }),
  ]);
  for (const user of [wasama, actimed, credit, warehouse]) {
    tokens[user.id] = await apiToken(started.server, user.email, user.password);
  }
});
afterAll(async () => {
  await expectStockInvariant(started.t);
  await started.t.close();
});

const call = (user: SeedUser, method: string, path: string, body?: unknown) =>
  api(started.server, tokens[user.id]!, method, path, body);
const SQL_OR_STACK = /\bselect\b.+\bfrom\b|insert into|failed query|params:|sqlstate|\.ts:\d+/i;

describe('inventory and medical companies', () => {
  it('answers 404 on every inventory route, for their own orders and for others', async () => {
    const t = started.t;
    const wh = await seedWarehouse(t);
    const item = await seedItem(t);
    const lot = await seedLot(t, item, wh, { expiryDate: riyadhDay(new Date(), 300), onHand: 9 });
    const own = await seedOrder(t, wasama, { status: 'PENDING_WAREHOUSE' });
    const theirs = await seedOrder(t, actimed, { status: 'PENDING_WAREHOUSE' });
    const reads = [
      '/api/inventory/warehouses',
      '/api/inventory/items',
      `/api/inventory/items/${item.id}`,
      '/api/inventory/lots?filter=expired',
      `/api/inventory/lots/${lot.id}`,
      '/api/inventory/template',
      '/api/inventory/export?format=csv',
      `/api/inventory/recall?lotNumber=${lot.lotNumber}`,
      `/api/inventory/order-availability?orderIds=${own.id},${theirs.id}`,
      `/api/orders/${own.id}/stock`,
      `/api/orders/${theirs.id}/stock`,
    ];
    for (const path of reads) {
      for (const company of [wasama, actimed]) {
        const res = await call(company, 'GET', path);
        expect(res.status, path).toBe(404);
        expect(await res.text()).not.toContain(lot.lotNumber);
      }
      expect((await call(credit, 'GET', path)).status, path).toBe(200);
    }
    const writes: Array<[string, unknown]> = [
      [
        '/api/inventory/receipts',
        {
          warehouseId: wh.id,
          itemCode: item.itemCode,
          lotNumber: 'X',
          expiryDate: '2030-01-01',
          bin: 'A',
          quantity: 1,
        },
      ],
      [`/api/inventory/lots/${lot.id}/adjustments`, { quantity: -9, reason: 'Taking it all' }],
      [`/api/inventory/lots/${lot.id}/returns`, { quantity: 9, reason: 'Adding some' }],
      ['/api/inventory/items', { itemCode: 'HOSTILE', description: 'x' }],
      ['/api/inventory/warehouses', { code: 'HOSTILE', name: 'x' }],
    ];
    for (const [path, body] of writes) {
      expect((await call(wasama, 'POST', path, body)).status, path).toBe(404);
      expect((await call(credit, 'POST', path, body)).status, path).toBe(403);
    }
    const after = (await (await call(credit, 'GET', `/api/inventory/lots/${lot.id}`)).json()) as {
      onHand: number;
    };
    expect(after.onHand).toBe(9);
  });

  it('stock frames reach staff sockets only', async () => {
    const sockets = await Promise.all(
      [wasama, credit, warehouse].map(async (user) => {
        const live = new LiveSocket(wsUrl(started.server), { authorization: `Bearer ${tokens[user.id]}` });
        await live.opened;
        await live.waitFor((f) => f.type === 'ready');
        return live;
      }),
    );
    const [companySocket, creditSocket, warehouseSocket] = sockets;
    const { warehouses } = (await (await call(warehouse, 'GET', '/api/inventory/warehouses')).json()) as {
      warehouses: Array<{ id: string }>;
    };
    const res = await call(warehouse, 'POST', '/api/inventory/receipts', {
      warehouseId: warehouses[0]!.id,
      itemCode: 'WS-ITEM',
      description: 'Frame test item',
      lotNumber: 'WS-1',
      expiryDate: riyadhDay(new Date(), 400),
      bin: 'W-1',
      quantity: 3,
    });
    expect(res.status).toBe(201);
    await creditSocket!.waitFor((f) => f.type === 'stock:changed' && f.itemCode === 'WS-ITEM');
    await warehouseSocket!.waitFor((f) => f.type === 'stock:changed' && f.itemCode === 'WS-ITEM');
    // A later frame the company does get proves its socket was listening all along.
    const order = await seedOrder(started.t, wasama, { status: 'PENDING_CREDIT' });
    await call(wasama, 'DELETE', `/api/orders/${order.id}`);
    await companySocket!.waitFor((f) => f.type === 'order:updated' && f.orderId === order.id);
    expect(companySocket!.frames.filter((f) => f.type === 'stock:changed')).toEqual([]);
    for (const socket of sockets) socket.close();
  });

  it('odd input answers 4xx without internals', async () => {
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', '/api/inventory/lots?pageSize=1000'],
      ['GET', '/api/inventory/lots?filter=everything'],
      ['GET', '/api/inventory/items/not-a-uuid'],
      ['GET', '/api/inventory/recall?lotNumber='],
      ['GET', `/api/inventory/order-availability?orderIds=${'a,'.repeat(200)}`],
      [
        'POST',
        '/api/inventory/receipts',
        {
          warehouseId: '00000000-0000-0000-0000-000000000000',
          itemCode: 'X',
          lotNumber: 'L',
          expiryDate: '2030-01-01',
          bin: 'A',
          quantity: 1,
        },
      ],
      [
        'POST',
        '/api/inventory/receipts',
        {
          warehouseId: '00000000-0000-0000-0000-000000000000',
          gs1: `(01)${'9'.repeat(300)}`,
          bin: 'A',
          quantity: 1,
        },
      ],
      [
        'POST',
        '/api/inventory/receipts',
        {
          warehouseId: '00000000-0000-0000-0000-000000000000',
          itemCode: 'X',
          lotNumber: 'L',
          expiryDate: '2030-01-01',
          bin: 'A',
          quantity: 2 ** 40,
        },
      ],
      [
        'POST',
        '/api/inventory/lots/00000000-0000-0000-0000-000000000000/adjustments',
        { quantity: 1, reason: 'Nothing here' },
      ],
      [
        'POST',
        '/api/inventory/lots/00000000-0000-0000-0000-000000000000/returns',
        { quantity: 1, reason: 'Nothing', orderId: '00000000-0000-0000-0000-000000000000' },
      ],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(warehouse, method, path, body);
      const text = await res.text();
      expect(res.status, `${method} ${path}: ${text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(500);
      expect(text).not.toMatch(SQL_OR_STACK);
    }
    // Search text is data, never SQL or a LIKE pattern: it finds nothing here rather than everything.
    for (const q of ["' or 1=1 --", '%', '_', '\\']) {
      const res = await call(warehouse, 'GET', `/api/inventory/lots?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { total: number }).total, q).toBe(0);
    }
  });
});
