import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  type Json,
  type SeedUser,
  signedIn,
  type TestApp,
} from '../../../test/harness.js';
import {
  expectStockInvariant,
  lotState,
  seedItem,
  seedLot,
  seedStockOrder,
  seedWarehouse,
} from '../../../test/inventory.js';
import { riyadhDay, withPoolSize } from '../../../test/workflow.js';
import { queryRows } from '../../db/client.js';

let t: TestApp;
let owner: SeedUser;
let higher: SeedUser;

beforeAll(async () => {
  t = await createTestApp();
  [owner, higher] = await Promise.all([
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
    createUser(t, { role: 'HIGHER_AUTHORITY' }),
  ]);
});
afterEach(() => expectStockInvariant(t));
afterAll(() => t.close());

describe('concurrent reservations', () => {
  // PGlite runs one transaction at a time, so only PostgreSQL can show a race.
  it('50 orders approved at once compete for the last units of one lot: never over-reserved, each full or short', async () => {
    const racing = await withPoolSize(t, 50);
    try {
      const wh = await seedWarehouse(t);
      const item = await seedItem(t);
      // 100 units, 50 orders of 3 (+ a unit of bonus on every fifth): far more wanted than there is.
      const lot = await seedLot(t, item, wh, { expiryDate: riyadhDay(new Date(), 400), onHand: 100 });
      const orders = [];
      for (let i = 0; i < 50; i++) {
        orders.push(
          await seedStockOrder(t, owner, [
            { itemCode: item.itemCode, quantity: 3, bonus: i % 5 === 0 ? '1' : '0' },
          ]),
        );
      }
      const client = await signedIn(racing, higher);
      const answers = await Promise.all(
        orders.map((order) =>
          client.post(`/api/orders/${order.id}/actions/approve`, undefined, {
            'if-match': String(order.version),
          }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(orders.map(() => 200));

      expect(await lotState(t, lot.id)).toEqual({ onHand: 100, reserved: 100 });
      const demands = await queryRows<{ orderId: string; required: number; reserved: number }>(
        t.deps.db,
        sql`select order_id as "orderId", required, reserved from stock_demands where item_code = ${item.itemCode}`,
      );
      expect(demands).toHaveLength(50);
      expect(demands.reduce((sum, d) => sum + d.reserved, 0)).toBe(100);
      const warehouse = await signedIn(t, await createUser(t, { role: 'WAREHOUSE_MANAGER' }));
      let full = 0;
      for (const order of orders) {
        const stock = (await (await warehouse.get(`/api/orders/${order.id}/stock`)).json()) as Json;
        const line = stock.lines[0];
        if (line.reserved === line.required) {
          full++;
          expect(stock.availability).toBe('reserved');
        } else {
          expect(stock.availability).toBe('short');
          expect(stock.shortLines).toEqual([1]);
        }
      }
      // At most one order holds a partial reservation (the one that met the last units).
      expect(demands.filter((d) => d.reserved > 0 && d.reserved < d.required).length).toBeLessThanOrEqual(1);
      expect(full).toBeGreaterThanOrEqual(30);
    } finally {
      await racing.close();
    }
  }, 120_000);
});
