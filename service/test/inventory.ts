/** Seed builders and the stock invariant for inventory tests. */
import { randomBytes } from 'node:crypto';
import { computeOrderLine, type OrderStatus } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { insertStockItem, insertWarehouses, receiveLot } from '../fixtures/stock.js';
import { queryRows } from '../src/db/client.js';
import * as ordersRepo from '../src/features/orders/repository.js';
import { type SeedUser, seedOrder, type TestApp } from './harness.js';

export const code = (prefix = 'IT') => `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** A warehouse, made directly (administrators name them through the API in their own test). */
export async function seedWarehouse(t: TestApp, warehouseCode = code('WH')) {
  const [row] = await insertWarehouses(t.deps.db, [
    { code: warehouseCode, name: `Warehouse ${warehouseCode}` },
  ]);
  return row!;
}

/** An item, made directly; its lots come from `seedLot`. */
export function seedItem(
  t: TestApp,
  options: { itemCode?: string; description?: string; minimumLevel?: number; gtin?: string | null } = {},
) {
  const itemCode = options.itemCode ?? code();
  return insertStockItem(t.deps.db, { description: `Item ${itemCode}`, ...options, itemCode });
}

/** A lot received through a real receipt movement (so the invariant holds). */
export function seedLot(
  t: TestApp,
  item: { id: string },
  warehouse: { id: string },
  lot: { lotNumber?: string; expiryDate: string; onHand: number; bin?: string },
) {
  return t.deps.db.transaction((tx) =>
    receiveLot(tx, {
      itemId: item.id,
      warehouseId: warehouse.id,
      lotNumber: lot.lotNumber ?? code('L'),
      expiryDate: lot.expiryDate,
      bin: lot.bin ?? 'A-01',
      units: lot.onHand,
    }),
  );
}

/** An order placed directly in `status` with the given lines (item code, quantity, bonus). */
export async function seedStockOrder(
  t: TestApp,
  owner: SeedUser,
  lines: Array<{ itemCode: string; quantity: number; bonus?: string }>,
  status: OrderStatus = 'PENDING_HIGHER',
) {
  const order = await seedOrder(t, owner, { status });
  await t.deps.db.transaction((tx) =>
    ordersRepo.replaceLines(
      tx,
      order.id,
      lines.map((line) =>
        computeOrderLine({
          itemCode: line.itemCode,
          itemDescription: `Item ${line.itemCode}`,
          publicPrice: '10.00',
          discount: '0',
          quantity: String(line.quantity),
          bonus: line.bonus ?? '0',
        }),
      ),
    ),
  );
  return order;
}

/**
 * DESIGN §8's invariant, checked after every inventory test: each lot's on hand and reserved are
 * the sums of its movements, never negative, reserved within on hand; reserved allocations add
 * up to each lot's reserved units and to each open demand's reserved units; the stock levels
 * equal the sums of their lots.
 */
export async function expectStockInvariant(t: TestApp) {
  const broken = await queryRows(
    t.deps.db,
    sql`select l.id, l.on_hand, l.reserved, m.on_hand as moved_on_hand, m.reserved as moved_reserved, a.reserved as allocated
      from stock_lots l
      left join (select lot_id, sum(on_hand_delta)::int as on_hand, sum(reserved_delta)::int as reserved
        from stock_movements group by lot_id) m on m.lot_id = l.id
      left join (select lot_id, sum(quantity)::int as reserved from stock_allocations where state = 'reserved'
        group by lot_id) a on a.lot_id = l.id
      where l.on_hand <> coalesce(m.on_hand, 0) or l.reserved <> coalesce(m.reserved, 0)
        or l.on_hand < 0 or l.reserved < 0 or l.reserved > l.on_hand or l.reserved <> coalesce(a.reserved, 0)`,
  );
  expect(broken).toEqual([]);
  const demands = await queryRows(
    t.deps.db,
    sql`select d.order_line_id, d.reserved, coalesce(sum(a.quantity), 0)::int as allocated
      from stock_demands d left join stock_allocations a on a.order_line_id = d.order_line_id and a.state = 'reserved'
      where d.state = 'open' group by d.order_line_id, d.reserved
      having d.reserved <> coalesce(sum(a.quantity), 0)`,
  );
  expect(demands).toEqual([]);
  // stock_levels, kept by triggers, equals the sums it stands for (per warehouse and overall).
  const levels = await queryRows(
    t.deps.db,
    sql`with counted as (
        select l.item_id, l.warehouse_id, i.minimum_level,
          sum(case when l.expired_in_levels then 0 else l.on_hand - l.reserved end)::bigint as available
        from stock_lots l join stock_items i on i.id = l.item_id
        group by grouping sets ((l.item_id, l.warehouse_id, i.minimum_level), (l.item_id, i.minimum_level)))
      select c.item_id, c.warehouse_id, c.available, s.available as kept, c.minimum_level, s.minimum_level as kept_minimum
      from counted c full join stock_levels s on s.item_id = c.item_id and s.warehouse_id is not distinct from c.warehouse_id
      where s.available is distinct from c.available or s.minimum_level is distinct from c.minimum_level`,
  );
  expect(levels).toEqual([]);
}

export async function lotState(t: TestApp, lotId: string) {
  const [row] = await queryRows<{ onHand: number; reserved: number }>(
    t.deps.db,
    sql`select on_hand as "onHand", reserved from stock_lots where id = ${lotId}`,
  );
  return row!;
}
