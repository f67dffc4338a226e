/**
 * Choosing what a reservation takes (DESIGN §8): the reservable lots of the items in FEFO order,
 * each demand's takes from their free units, and the lock-and-check of the lots chosen.
 */
import { chooseFefoLots } from '@tawreed/domain';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';

export interface Demand {
  orderLineId: string;
  orderId: string;
  itemCode: string;
  required: number;
  reserved: number;
  deliveryDate: string;
}

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

interface ReservableLot {
  id: string;
  itemCode: string;
  expiry: string;
  lotNumber: string;
  free: number;
}

/** The reservable lots of the items (unexpired enough, with free units), in FEFO order; locked when asked. */
export function reservableLots(tx: Tx, codes: string[], minExpiry: string, lock: boolean) {
  if (lock) {
    // Locked in the order of the sort, the one order every reservation locks in.
    return queryRows<ReservableLot>(
      tx,
      sql`select l.id, i.item_code as "itemCode", l.expiry_date::text as expiry, l.lot_number as "lotNumber",
          l.on_hand - l.reserved as free
        from stock_lots l join stock_items i on i.id = l.item_id
        where i.item_code in (${values(codes.map((code) => sql`${code}`))}) and l.expiry_date >= ${minExpiry}::date
          and l.on_hand > l.reserved
        order by i.item_code, l.expiry_date, l.lot_number, l.id for update of l`,
    );
  }
  // Each item's own lots from the (item, expiry) index: a 200-line order reads its ~2,000 lots,
  // not all 100,000 (left as a plain join, the planner scans them all). OFFSET 0 keeps the
  // lookup per item rather than flattened into that join.
  return queryRows<ReservableLot>(
    tx,
    sql`select l.id, i.item_code as "itemCode", l.expiry_date::text as expiry, l.lot_number as "lotNumber", l.free
      from stock_items i cross join lateral (
        select x.id, x.expiry_date, x.lot_number, x.on_hand - x.reserved as free from stock_lots x
        where x.item_id = i.id and x.expiry_date >= ${minExpiry}::date and x.on_hand > x.reserved offset 0
      ) as l
      where i.item_code = any(${sql.param(codes)}::text[])
      order by i.item_code, l.expiry_date, l.lot_number, l.id`,
  );
}

export type Take = { demand: Demand; lotId: string; quantity: number };

/** Each demand's takes, first expiry first, from the lots' free units (shared between demands of one item). */
export function chooseTakes(
  demands: Demand[],
  lots: ReservableLot[],
  fefo: { today: string; minShelfLifeDays: number },
): Take[] {
  const free = new Map(lots.map((lot) => [lot.id, lot.free]));
  const takes: Take[] = [];
  const byCode = [...demands].sort((a, b) =>
    a.itemCode < b.itemCode ? -1 : a.itemCode > b.itemCode ? 1 : 0,
  );
  for (const demand of byCode) {
    const candidates = lots
      .filter((lot) => lot.itemCode === demand.itemCode)
      .map((lot) => ({ ...lot, free: free.get(lot.id) ?? 0 }));
    const chosen = chooseFefoLots(candidates, demand.required - demand.reserved, {
      ...fefo,
      deliveryDate: demand.deliveryDate,
    });
    for (const take of chosen.takes) {
      free.set(take.lotId, (free.get(take.lotId) ?? 0) - take.quantity);
      takes.push({ demand, lotId: take.lotId, quantity: take.quantity });
    }
  }
  return takes;
}

/** A lot chosen from the unlocked read no longer has the units taken from it. */
export class LotChanged extends Error {}

/** Locks the taken lots in reservation order and checks each still has what is taken from it. */
export async function lockTakenLots(tx: Tx, takes: Take[]) {
  if (!takes.length) return;
  const perLot = new Map<string, number>();
  for (const take of takes) perLot.set(take.lotId, (perLot.get(take.lotId) ?? 0) + take.quantity);
  const locked = await queryRows<{ id: string; free: number }>(
    tx,
    sql`select l.id, l.on_hand - l.reserved as free from stock_lots l join stock_items i on i.id = l.item_id
      where l.id in (${values([...perLot.keys()].map((id) => sql`${id}::uuid`))})
      order by i.item_code, l.expiry_date, l.lot_number, l.id for update of l`,
  );
  const freeNow = new Map(locked.map((row) => [row.id, row.free]));
  for (const [id, quantity] of perLot) if ((freeNow.get(id) ?? 0) < quantity) throw new LotChanged();
}
