/**
 * Stock for orders (DESIGN §8): first-expiry-first-out reservation when an order enters
 * PENDING_WAREHOUSE, completion of short lines when stock arrives, release on withdrawal or
 * rejection, shipment at dispatch. Everything runs in the caller's transaction; lots are locked
 * (SELECT ... FOR UPDATE, item code then FEFO order) and changed by conditional updates, so
 * concurrent reservations never take the same units twice.
 */
import {
  chooseFefoLots,
  DEFAULT_MIN_SHELF_LIFE_DAYS,
  earliestReservableExpiry,
  lineUnits,
  listOf,
  msg,
  riyadhDate,
} from '@tawreed/domain';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { chooseTakes, type Demand, LotChanged, lockTakenLots, reservableLots, type Take } from './takes.js';

export interface StockPolicy {
  minShelfLifeDays: number;
}

export const DEFAULT_STOCK_POLICY: StockPolicy = { minShelfLifeDays: DEFAULT_MIN_SHELF_LIFE_DAYS };

/** Locks the reservable lots of an item in FEFO order and answers their free units. */
async function lockReservableLots(tx: Tx, itemCode: string, minExpiry: string) {
  return queryRows<{ id: string; expiry: string; lotNumber: string; free: number }>(
    tx,
    sql`select l.id, l.expiry_date::text as expiry, l.lot_number as "lotNumber", l.on_hand - l.reserved as free
      from stock_lots l join stock_items i on i.id = l.item_id
      where i.item_code = ${itemCode} and l.expiry_date >= ${minExpiry}::date and l.on_hand > l.reserved
      order by l.expiry_date, l.lot_number, l.id
      for update of l`,
  );
}

/** Reserves what a demand still misses from FEFO lots; answers the units it still misses. */
async function fillDemand(tx: Tx, demand: Demand, policy: StockPolicy, actorId: string | null, now: Date) {
  const missing = demand.required - demand.reserved;
  if (missing <= 0) return { reserved: 0, lotIds: [] as string[], missing: 0 };
  const today = riyadhDate(now);
  const minExpiry = earliestReservableExpiry(today, demand.deliveryDate, policy.minShelfLifeDays);
  const lots = await lockReservableLots(tx, demand.itemCode, minExpiry);
  const { takes } = chooseFefoLots(lots, missing, {
    today,
    deliveryDate: demand.deliveryDate,
    minShelfLifeDays: policy.minShelfLifeDays,
  });
  if (takes.length) {
    await recordTakes(
      tx,
      demand.orderId,
      takes.map((take) => ({ demand, lotId: take.lotId, quantity: take.quantity })),
      actorId,
      now,
    );
  }
  const reserved = takes.reduce((sum, take) => sum + take.quantity, 0);
  const lotIds = takes.map((take) => take.lotId);
  return { reserved, lotIds, missing: missing - reserved };
}

export interface StockTouch {
  itemCode: string;
  lotIds: string[];
}

/** The order's delivery date for the shelf-life rule: the expected delivery when known, else today. */
async function deliveryDateOf(tx: Tx, orderId: string, now: Date) {
  const [row] = await queryRows<{ expected: Date | string | null }>(
    tx,
    sql`select expected_delivery_date as expected from warehouse_records where order_id = ${orderId}`,
  );
  const today = riyadhDate(now);
  if (!row?.expected) return today;
  const expected = riyadhDate(new Date(row.expected));
  if (expected < today) return today; // YYYY-MM-DD compares as text
  return expected;
}

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

/**
 * Records chosen takes in one statement, the takes passed as arrays (the same text for any
 * number of lines): each lot's reserved count, a reservation movement per take, the allocations
 * and the demands' reserved units. The lots are locked by this transaction, so a lot refusing
 * its take cannot happen; if it does, no movement, allocation or demand is written, and the
 * error rolls the lots back with the rest of the transaction.
 */
async function recordTakes(tx: Tx, orderId: string, takes: Take[], actorId: string | null, now: Date) {
  const [row] = await queryRows<{ updated: number; lots: number }>(
    tx,
    sql`with take as (
        select * from unnest(${sql.param(takes.map((take) => take.lotId))}::uuid[],
          ${sql.param(takes.map((take) => take.demand.orderLineId))}::uuid[],
          ${sql.param(takes.map((take) => take.quantity))}::int[]) with ordinality as t(lot_id, order_line_id, quantity, position)
      ), per_lot as (
        select lot_id, sum(quantity)::int as quantity from take group by lot_id
      ), lots as (
        update stock_lots set reserved = reserved + p.quantity, updated_at = ${now}
        from per_lot p where stock_lots.id = p.lot_id and stock_lots.on_hand - stock_lots.reserved >= p.quantity
        returning stock_lots.id
      ), every_lot as (
        select (select count(*) from lots) = (select count(*) from per_lot) as ok
      ), moved as (
        insert into stock_movements (lot_id, kind, on_hand_delta, reserved_delta, order_id, order_line_id, actor_id, created_at)
        select lot_id, 'reservation', 0, quantity, ${orderId}::uuid, order_line_id, ${actorId}::uuid, ${now}
        from take where (select ok from every_lot) order by position
      ), allocated as (
        insert into stock_allocations (order_line_id, order_id, lot_id, quantity, created_at)
        select order_line_id, ${orderId}::uuid, lot_id, sum(quantity)::int, ${now} from take
        where (select ok from every_lot) group by order_line_id, lot_id
        on conflict (order_line_id, lot_id) do update set quantity = stock_allocations.quantity + excluded.quantity
      ), demanded as (
        update stock_demands set reserved = stock_demands.reserved + t.quantity
        from (select order_line_id, sum(quantity)::int as quantity from take group by order_line_id) as t
        where stock_demands.order_line_id = t.order_line_id and (select ok from every_lot)
      )
      select (select count(*) from lots)::int as updated, (select count(*) from per_lot)::int as lots`,
  );
  if (row?.updated !== row?.lots) throw new Error('reservation refused by a lot');
}

/**
 * An order entered PENDING_WAREHOUSE: record each line's demand and reserve it FEFO. A fixed
 * number of statements whatever the line count: the lots of every item are locked at once (item
 * code, then FEFO order: the order every reservation locks in), the takes are chosen in memory,
 * then written in one statement per table.
 */
export async function reserveOrder(
  tx: Tx,
  orderId: string,
  policy: StockPolicy,
  actorId: string | null,
  now: Date,
): Promise<StockTouch[]> {
  const deliveryDate = await deliveryDateOf(tx, orderId, now);
  const lines = await queryRows<{ id: string; itemCode: string; quantity: number; bonus: string }>(
    tx,
    // Only items the inventory knows are under stock control; other lines are not reserved.
    sql`select ol.id, ol.item_code as "itemCode", ol.quantity, ol.bonus::text as bonus from order_lines ol
      where ol.order_id = ${orderId} and exists (select 1 from stock_items i where i.item_code = ol.item_code)
      order by ol.item_code, ol.position, ol.id`,
  );
  if (!lines.length) return [];
  const demands = await queryRows<Demand>(
    tx,
    sql`insert into stock_demands (order_line_id, order_id, item_code, required, reserved, state, delivery_date, created_at)
      values ${values(
        lines.map(
          (line) =>
            sql`(${line.id}::uuid, ${orderId}::uuid, ${line.itemCode}, ${lineUnits(line.quantity, line.bonus)}, 0, 'open', ${deliveryDate}::date, ${now})`,
        ),
      )}
      on conflict (order_line_id) do update set state = 'open'
      returning order_line_id as "orderLineId", order_id as "orderId", item_code as "itemCode", required, reserved,
        delivery_date::text as "deliveryDate"`,
  );
  const today = riyadhDate(now);
  const minExpiry = earliestReservableExpiry(today, deliveryDate, policy.minShelfLifeDays);
  const codes = [...new Set(lines.map((line) => line.itemCode))];
  const fefo = { today, minShelfLifeDays: policy.minShelfLifeDays };
  // Chosen from an unlocked read, then only the chosen lots are locked and checked: a 200-line
  // order locks the few lots it takes, not every reservable lot of its items. When a lot changed
  // in between, the savepoint drops those locks and the choice is made again with every
  // candidate locked (the same order every reservation locks in).
  let takes = chooseTakes(demands, await reservableLots(tx, codes, minExpiry, false), fefo);
  const stillFit = await tx
    .transaction(async (savepoint) => {
      await lockTakenLots(savepoint, takes);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof LotChanged) return false;
      throw error;
    });
  if (!stillFit) takes = chooseTakes(demands, await reservableLots(tx, codes, minExpiry, true), fefo);
  if (!takes.length) return [];
  await recordTakes(tx, orderId, takes, actorId, now);
  return touches(takes.map((take) => ({ itemCode: take.demand.itemCode, lotId: take.lotId })));
}

/**
 * Stock of an item arrived: completes the short demands of orders still waiting in
 * PENDING_WAREHOUSE, oldest orders first. Answers the orders now fully reserved.
 */
export async function completeShortDemands(
  tx: Tx,
  itemCode: string,
  policy: StockPolicy,
  actorId: string | null,
  now: Date,
): Promise<{ completedOrderIds: string[]; touched: StockTouch[] }> {
  const demands = await queryRows<Demand>(
    tx,
    sql`select d.order_line_id as "orderLineId", d.order_id as "orderId", d.item_code as "itemCode", d.required,
        d.reserved, d.delivery_date::text as "deliveryDate"
      from stock_demands d join orders o on o.id = d.order_id
      where d.item_code = ${itemCode} and d.state = 'open' and d.reserved < d.required
        and o.status = 'PENDING_WAREHOUSE' and o.withdrawn_at is null
      order by o.created_at, o.id, d.order_line_id
      for update of d`,
  );
  const touchedOrders = new Set<string>();
  const lotIds = new Set<string>();
  for (const demand of demands) {
    const filled = await fillDemand(tx, demand, policy, actorId, now);
    if (filled.reserved) touchedOrders.add(demand.orderId);
    for (const id of filled.lotIds) lotIds.add(id);
  }
  if (!touchedOrders.size) return { completedOrderIds: [], touched: [] };
  const complete = await queryRows<{ orderId: string }>(
    tx,
    sql`select o.id as "orderId" from orders o where o.id in (${sql.join(
      [...touchedOrders].map((id) => sql`${id}`),
      sql`, `,
    )})
      and not exists (select 1 from stock_demands d where d.order_id = o.id and d.state = 'open' and d.reserved < d.required)
      order by o.created_at, o.id`,
  );
  return {
    completedOrderIds: complete.map((row) => row.orderId),
    touched: [{ itemCode, lotIds: [...lotIds] }],
  };
}

async function allocationsOf(tx: Tx, orderId: string) {
  return queryRows<{ id: string; lotId: string; orderLineId: string; quantity: number; itemCode: string }>(
    tx,
    sql`select a.id, a.lot_id as "lotId", a.order_line_id as "orderLineId", a.quantity, i.item_code as "itemCode"
      from stock_allocations a join stock_lots l on l.id = a.lot_id join stock_items i on i.id = l.item_id
      where a.order_id = ${orderId} and a.state = 'reserved'
      order by i.item_code, l.expiry_date, l.lot_number, l.id`,
  );
}

function touches(rows: Array<{ itemCode: string; lotId: string }>): StockTouch[] {
  const byItem = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = byItem.get(row.itemCode) ?? new Set<string>();
    set.add(row.lotId);
    byItem.set(row.itemCode, set);
  }
  return [...byItem].map(([itemCode, lotIds]) => ({ itemCode, lotIds: [...lotIds] }));
}

/** Withdrawal or rejection before dispatch: every reserved unit goes back to its lot. */
export async function releaseOrder(tx: Tx, orderId: string, actorId: string | null, now: Date) {
  // Demands first (the lock order completion uses: demand, then lot).
  await tx.execute(
    sql`update stock_demands set state = 'released' where order_id = ${orderId} and state = 'open'`,
  );
  const allocations = await allocationsOf(tx, orderId);
  if (allocations.length) {
    await takeFromLots(tx, allocations, { onHand: 0, reserved: -1 }, now);
    await tx.execute(sql`insert into stock_movements (lot_id, kind, on_hand_delta, reserved_delta, order_id, order_line_id, actor_id, created_at)
      select lot_id, 'release', 0, -quantity, order_id, order_line_id, ${actorId}::uuid, ${now}
      from stock_allocations where order_id = ${orderId} and state = 'reserved' order by lot_id, id`);
  }
  if (allocations.length)
    await tx.execute(sql`delete from stock_allocations where order_id = ${orderId} and state = 'reserved'`);
  return touches(allocations);
}

/**
 * Dispatch: reserved units leave the warehouse as shipments, in a fixed number of statements
 * whatever the line count. Each shipment records whom the order went to and its delivery note,
 * so a recall reads the movements alone.
 */
export async function shipOrder(tx: Tx, orderId: string, actorId: string | null, now: Date) {
  await tx.execute(
    sql`update stock_demands set state = 'shipped' where order_id = ${orderId} and state = 'open'`,
  );
  const allocations = await allocationsOf(tx, orderId);
  if (!allocations.length) return [];
  await takeFromLots(tx, allocations, { onHand: -1, reserved: -1 }, now);
  await tx.execute(sql`insert into stock_movements (lot_id, kind, on_hand_delta, reserved_delta, order_id, order_line_id,
      actor_id, created_at, client_name, client_account_no, medical_company, delivery_note_no)
    select a.lot_id, 'shipment', -a.quantity, -a.quantity, a.order_id, a.order_line_id, ${actorId}::uuid, ${now},
      o.client_name, o.client_account_no, o.medical_company, wr.delivery_note_no
    from stock_allocations a join orders o on o.id = a.order_id left join warehouse_records wr on wr.order_id = o.id
    where a.order_id = ${orderId} and a.state = 'reserved'
    order by a.lot_id, a.id`);
  await tx.execute(
    sql`update stock_allocations set state = 'shipped' where order_id = ${orderId} and state = 'reserved'`,
  );
  return touches(allocations);
}

/**
 * Changes the lots of `allocations` by their quantities times `sign` (on hand, reserved) in one
 * statement; every lot must take it (the check constraints' rules), or nothing is written.
 */
async function takeFromLots(
  tx: Tx,
  allocations: Array<{ lotId: string; quantity: number }>,
  sign: { onHand: number; reserved: number },
  now: Date,
) {
  const perLot = new Map<string, number>();
  for (const a of allocations) perLot.set(a.lotId, (perLot.get(a.lotId) ?? 0) + a.quantity);
  const ids = values([...perLot.keys()].map((id) => sql`${id}::uuid`));
  // Locked in the order every reservation locks them (item code, then FEFO), so no two
  // transactions wait on each other's lots.
  await tx.execute(sql`select l.id from stock_lots l join stock_items i on i.id = l.item_id where l.id in (${ids})
    order by i.item_code, l.expiry_date, l.lot_number, l.id for update of l`);
  const updated = await queryRows<{ id: string }>(
    tx,
    sql`update stock_lots set on_hand = on_hand + ${sign.onHand}::int * v.quantity,
        reserved = reserved + ${sign.reserved}::int * v.quantity, updated_at = ${now}
      from (values ${values([...perLot].map(([id, quantity]) => sql`(${id}::uuid, ${quantity}::int)`))}) as v(id, quantity)
      where stock_lots.id = v.id
        and stock_lots.on_hand + ${sign.onHand}::int * v.quantity >= 0
        and stock_lots.reserved + ${sign.reserved}::int * v.quantity >= 0
        and stock_lots.reserved + ${sign.reserved}::int * v.quantity <= stock_lots.on_hand + ${sign.onHand}::int * v.quantity
      returning stock_lots.id`,
  );
  if (updated.length !== perLot.size) throw new Error('a lot refused its allocations');
}

/** Lines of an order in the warehouse queue that reserved stock does not cover. */
export async function findShortLines(tx: Tx, orderId: string) {
  return queryRows<{
    lineId: string;
    position: number;
    itemCode: string;
    required: number;
    reserved: number;
  }>(
    tx,
    sql`select d.order_line_id as "lineId", ol.position, d.item_code as "itemCode", d.required, d.reserved
      from stock_demands d join order_lines ol on ol.id = d.order_line_id
      where d.order_id = ${orderId} and d.state = 'open' and d.reserved < d.required
      order by ol.position`,
  );
}

export function stockShortError(lines: Awaited<ReturnType<typeof findShortLines>>): AppError {
  const names = lines.map((line) =>
    msg('stockShortLine', {
      position: line.position,
      item: line.itemCode,
      reserved: line.reserved,
      required: line.required,
    }),
  );
  return new AppError('STOCK_SHORT', msg('stockShort', { items: listOf(names, 'comma') }), { lines });
}
