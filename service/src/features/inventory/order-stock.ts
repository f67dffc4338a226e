/**
 * Stock as reviewers and the warehouse see it on an order (DESIGN §8): each line's demand,
 * reserved and shipped units, free reservable stock, and the lots in picking order; a compact
 * indicator for the order list; and the recall of a lot.
 */
import {
  canViewOrder,
  earliestReservableExpiry,
  type LineAvailability,
  lineUnits,
  msg,
  riyadhDate,
  summariseAvailability,
} from '@tawreed/domain';
import { eq, sql } from 'drizzle-orm';
import { toActor } from '../../auth-core/credentials.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { notFound, validationFailed } from '../../http/errors.js';
import type { LineStockDto, OrderStockDto, RecallDto } from './dto.js';
import * as repo from './repository.js';
import { assertCanViewStock, stockFilterFor, toLotDto } from './service.js';

/** The order as its caller may see it, or 404 (never 403: no existence leak), as the orders feature answers. */
async function loadVisibleOrder(db: DbOrTx, caller: SessionUser, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !canViewOrder(order, toActor(caller))) throw notFound('whatOrder');
  return order;
}

interface LineRow {
  orderId: string;
  status: string;
  lineId: string;
  position: number;
  itemCode: string;
  itemDescription: string;
  quantity: number;
  bonus: string;
  demandState: string | null;
  required: number | null;
  reserved: number | null;
  deliveryDate: string | null;
  tracked: boolean;
}

interface AllocationRow {
  lineId: string;
  lotId: string;
  lotNumber: string;
  expiryDate: string;
  bin: string;
  warehouseCode: string;
  quantity: number;
  state: 'reserved' | 'shipped';
}

async function loadLines(db: DbOrTx, orderIds: string[]) {
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<LineRow>(
    db,
    sql`select ol.order_id as "orderId", o.status, ol.id as "lineId", ol.position, ol.item_code as "itemCode",
        ol.item_description as "itemDescription", ol.quantity, ol.bonus::text as bonus, d.state as "demandState",
        d.required, d.reserved, d.delivery_date::text as "deliveryDate",
        exists (select 1 from stock_items i where i.item_code = ol.item_code) as tracked
      from order_lines ol join orders o on o.id = ol.order_id
      left join stock_demands d on d.order_line_id = ol.id
      where ol.order_id in (${ids}) order by ol.order_id, ol.position, ol.id`,
  );
}

/** Free units of reservable lots per item (not expired, enough shelf life at `deliveryDate`). */
async function freeStock(db: DbOrTx, itemCodes: string[], minExpiry: string) {
  if (!itemCodes.length) return new Map<string, number>();
  const rows = await queryRows<{ itemCode: string; free: number }>(
    db,
    sql`select i.item_code as "itemCode", coalesce(sum(l.on_hand - l.reserved), 0)::int as free
      from stock_items i join stock_lots l on l.item_id = i.id
      where i.item_code in (${sql.join(
        itemCodes.map((code) => sql`${code}`),
        sql`, `,
      )}) and l.expiry_date >= ${minExpiry}::date
      group by i.item_code`,
  );
  return new Map(rows.map((row) => [row.itemCode, Number(row.free)]));
}

function lineState(line: LineRow, free: number): LineAvailability {
  const required = line.required ?? lineUnits(line.quantity, line.bonus);
  if (!line.tracked) return 'untracked';
  if (line.demandState === 'shipped') return 'shipped';
  if (line.demandState === 'open') return (line.reserved ?? 0) >= required ? 'reserved' : 'short';
  if (free >= required) return 'available';
  return free > 0 ? 'partial' : 'unavailable';
}

/** States of every line, sharing each item's free stock between the lines that need it. */
function lineStates(lines: LineRow[], free: Map<string, number>) {
  const left = new Map(free);
  return lines.map((line) => {
    const itemFree = left.get(line.itemCode) ?? 0;
    const state = lineState(line, itemFree);
    if (!line.demandState || line.demandState === 'released') {
      const required = lineUnits(line.quantity, line.bonus);
      left.set(line.itemCode, Math.max(0, itemFree - required));
    }
    return { line, state, free: itemFree };
  });
}

async function loadAllocations(db: DbOrTx, orderId: string) {
  return queryRows<AllocationRow>(
    db,
    sql`select a.order_line_id as "lineId", a.lot_id as "lotId", l.lot_number as "lotNumber",
        l.expiry_date::text as "expiryDate", l.bin, w.code as "warehouseCode", a.quantity, a.state
      from stock_allocations a join stock_lots l on l.id = a.lot_id join warehouses w on w.id = l.warehouse_id
      where a.order_id = ${orderId}
      order by l.expiry_date, l.bin, l.lot_number, l.id`,
  );
}

function minExpiryFor(deps: Deps) {
  const today = riyadhDate(deps.now());
  return earliestReservableExpiry(today, today, deps.config.MIN_SHELF_LIFE_DAYS);
}

export async function getOrderStock(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
): Promise<OrderStockDto> {
  assertCanViewStock(caller);
  const order = await loadVisibleOrder(deps.db, caller, orderId);
  const lines = await loadLines(deps.db, [orderId]);
  const free = await freeStock(deps.db, [...new Set(lines.map((line) => line.itemCode))], minExpiryFor(deps));
  const allocations = await loadAllocations(deps.db, orderId);
  const states = lineStates(lines, free);
  const dtoLines: LineStockDto[] = states.map(({ line, state, free: itemFree }) => {
    const lots = allocations.filter((allocation) => allocation.lineId === line.lineId);
    const sum = (wanted: string) =>
      lots.filter((lot) => lot.state === wanted).reduce((total, lot) => total + lot.quantity, 0);
    return {
      lineId: line.lineId,
      position: line.position,
      itemCode: line.itemCode,
      itemDescription: line.itemDescription,
      required: line.required ?? lineUnits(line.quantity, line.bonus),
      reserved: sum('reserved'),
      shipped: sum('shipped'),
      available: itemFree,
      state,
      lots: lots.map(({ lineId: _lineId, ...lot }) => lot),
    };
  });
  return {
    orderId,
    status: order.status,
    availability: summariseAvailability(states.map((entry) => entry.state)),
    shortLines: dtoLines.filter((line) => line.state === 'short').map((line) => line.position),
    lines: dtoLines,
  };
}

const MAX_ORDER_IDS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listOrderAvailability(deps: Deps, caller: SessionUser, orderIdsText: string) {
  assertCanViewStock(caller);
  const ids = [
    ...new Set(
      orderIdsText
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (ids.length > MAX_ORDER_IDS || ids.some((id) => !UUID.test(id))) {
    throw validationFailed([{ path: 'orderIds', message: msg('giveOrderIds', { max: MAX_ORDER_IDS }) }]);
  }
  if (!ids.length) return { orders: [] };
  const lines = await loadLines(deps.db, ids);
  const free = await freeStock(deps.db, [...new Set(lines.map((line) => line.itemCode))], minExpiryFor(deps));
  const byOrder = new Map<string, LineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  const found = await queryRows<{ id: string }>(
    deps.db,
    sql`select id from orders where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return {
    orders: found.map(({ id }) => ({
      orderId: id,
      availability: summariseAvailability(
        lineStates(byOrder.get(id) ?? [], free).map((entry) => entry.state),
      ),
    })),
  };
}

export async function recall(
  deps: Deps,
  caller: SessionUser,
  query: { lotNumber: string; itemCode?: string },
): Promise<RecallDto> {
  assertCanViewStock(caller);
  const lots = await repo.listLots(
    deps.database,
    stockFilterFor(deps, { lotNumber: query.lotNumber, ...(query.itemCode && { itemCode: query.itemCode }) }),
    { limit: 1000, offset: 0 },
  );
  if (!lots.rows.length) throw notFound(msg('lotNotFound'));
  const shipments = await queryRows<RecallDto['shipments'][number]>(
    deps.db,
    // Each shipment carries whom it went to (recorded at dispatch): no read of the orders.
    sql`select m.order_id as "orderId", m.client_name as "clientName", m.client_account_no as "clientAccountNo",
        m.medical_company as "medicalCompany", i.item_code as "itemCode", m.lot_id as "lotId", w.code as "warehouseCode",
        (-m.on_hand_delta)::int as quantity,
        to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "shippedAt",
        m.delivery_note_no as "deliveryNoteNo"
      from stock_movements m join stock_lots l on l.id = m.lot_id join stock_items i on i.id = l.item_id
      join warehouses w on w.id = l.warehouse_id
      where m.kind = 'shipment' and m.order_id is not null and m.lot_id in (${sql.join(
        lots.rows.map((lot) => sql`${lot.id}::uuid`),
        sql`, `,
      )})
      order by m.created_at desc, m.id desc`,
  );
  return {
    lotNumber: query.lotNumber,
    lots: lots.rows.map((lot) => toLotDto(deps, lot)),
    shipments,
    totalQuantity: shipments.reduce((total, row) => total + row.quantity, 0),
  };
}
