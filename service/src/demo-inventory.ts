/**
 * The demo's warehouse stock (DESIGN §8): two warehouses, an item per catalogue entry with
 * lots received through real receipt movements, lots near expiry, expired lots and items
 * below their minimum; then the orders already waiting in PENDING_WAREHOUSE are reserved
 * first-expiry-first-out, one item kept scarce so at least one order is short.
 */
import { addDays, riyadhDate } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from './db/client.js';
import { checkExpiryAlerts, checkMinimumAlerts } from './features/inventory/alerts.js';
import { ensureLot, moveStock } from './features/inventory/repository.js';
import { reserveOrder } from './features/inventory/reservations.js';
import type { Deps } from './http/context.js';

export interface DemoStockSummary {
  warehouses: number;
  items: number;
  lots: number;
  reservedOrders: number;
  shortOrders: number;
}

export async function seedDemoInventory(
  deps: Deps,
  catalogue: ReadonlyArray<readonly [string, string, string]>,
  receivedBy: string,
): Promise<DemoStockSummary> {
  const now = deps.now();
  const today = riyadhDate(now);
  return deps.db.transaction(async (tx) => {
    const warehouses = await queryRows<{ id: string; code: string }>(
      tx,
      sql`insert into warehouses (code, name) values ('RUH-01', 'Riyadh central warehouse'), ('JED-01', 'Jeddah warehouse')
        returning id, code`,
    );
    const waiting = await queryRows<{ itemCode: string; units: number }>(
      tx,
      sql`select ol.item_code as "itemCode", sum(ol.quantity)::int as units from order_lines ol
        join orders o on o.id = ol.order_id where o.status = 'PENDING_WAREHOUSE' and o.withdrawn_at is null
        group by ol.item_code order by units desc, ol.item_code limit 1`,
    );
    const scarce = waiting[0];
    let lots = 0;
    for (const [index, [itemCode, description]] of catalogue.entries()) {
      const isScarce = itemCode === scarce?.itemCode;
      const minimumLevel = index % 4 === 1 ? 2000 : isScarce ? 100 : 50;
      const [item] = await queryRows<{ id: string }>(
        tx,
        sql`insert into stock_items (item_code, description, unit, minimum_level, created_at, updated_at)
          values (${itemCode}, ${description}, 'PACK', ${minimumLevel}, ${now}, ${now}) returning id`,
      );
      const plan: Array<{ warehouse: number; lot: string; expiry: string; bin: string; units: number }> =
        isScarce
          ? [
              {
                warehouse: 0,
                lot: `${itemCode}-S1`,
                expiry: addDays(today, 420),
                bin: 'A-01-01',
                units: Math.max(1, Math.floor(scarce.units / 3)),
              },
            ]
          : [
              {
                warehouse: 0,
                lot: `${itemCode}-2601`,
                expiry: addDays(today, 300 + index * 11),
                bin: `A-${String(index + 1).padStart(2, '0')}-01`,
                units: 600,
              },
              {
                warehouse: 1,
                lot: `${itemCode}-2612`,
                expiry: addDays(today, 540 + index * 7),
                bin: `J-${String(index + 1).padStart(2, '0')}-02`,
                units: 400,
              },
            ];
      if (index % 3 === 0)
        plan.push({
          warehouse: 0,
          lot: `${itemCode}-NX`,
          expiry: addDays(today, 60 + index),
          bin: 'Q-01',
          units: 35,
        });
      if (index % 5 === 2)
        plan.push({
          warehouse: 1,
          lot: `${itemCode}-EX`,
          expiry: addDays(today, -10 - index),
          bin: 'Q-99',
          units: 12,
        });
      for (const entry of plan) {
        const warehouse = warehouses[entry.warehouse]!;
        const lot = await ensureLot(tx, {
          itemId: item!.id,
          warehouseId: warehouse.id,
          lotNumber: entry.lot,
          expiryDate: entry.expiry,
          bin: entry.bin,
          createdAt: now,
          updatedAt: now,
        });
        await moveStock(tx, {
          lotId: lot!.id,
          kind: 'receipt',
          onHandDelta: entry.units,
          reservedDelta: 0,
          actorId: receivedBy,
          createdAt: now,
        });
        lots++;
      }
    }
    const orders = await queryRows<{ id: string }>(
      tx,
      sql`select id from orders where status = 'PENDING_WAREHOUSE' and withdrawn_at is null order by created_at, id`,
    );
    for (const order of orders) {
      await reserveOrder(tx, order.id, { minShelfLifeDays: deps.config.MIN_SHELF_LIFE_DAYS }, null, now);
    }
    const [short] = await queryRows<{ count: number }>(
      tx,
      sql`select count(distinct order_id)::int as count from stock_demands where state = 'open' and reserved < required`,
    );
    await checkExpiryAlerts(tx, now, deps.config.NEAR_EXPIRY_DAYS);
    await checkMinimumAlerts(
      tx,
      catalogue.map(([code]) => code),
      now,
    );
    return {
      warehouses: warehouses.length,
      items: catalogue.length,
      lots,
      reservedOrders: orders.length,
      shortOrders: short?.count ?? 0,
    };
  });
}
