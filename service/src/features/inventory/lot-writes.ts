/** Inventory SQL that moves stock: locking lots, making them, and the conditional move with its movement row. */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { matching } from '../../db/matching.js';
import { stockLots, stockMovements } from '../../db/schema.js';

/** The lot of (item, warehouse, lot number), locked; null when new. */
export async function lockLotByKey(tx: Tx, itemId: string, warehouseId: string, lotNumber: string) {
  const [row] = await tx
    .select()
    .from(stockLots)
    .where(matching(stockLots, { itemId, warehouseId, lotNumber }))
    .for('update');
  return row ?? null;
}

export async function lockLot(tx: Tx, id: string) {
  const [row] = await tx.select().from(stockLots).where(eq(stockLots.id, id)).for('update');
  return row ?? null;
}

/** Inserts an empty lot (units arrive by movement), or answers the one a racing receipt made. */
export async function ensureLot(tx: Tx, row: typeof stockLots.$inferInsert) {
  await tx
    .insert(stockLots)
    .values({ ...row, onHand: 0, reserved: 0 })
    .onConflictDoNothing();
  return lockLotByKey(tx, row.itemId, row.warehouseId, row.lotNumber);
}

export interface MovementInput {
  lotId: string;
  kind: string;
  onHandDelta: number;
  reservedDelta: number;
  orderId?: string | null;
  orderLineId?: string | null;
  reason?: string | null;
  actorId: string | null;
  createdAt: Date;
}

/**
 * Moves stock: one conditional update of the lot (refused when on hand would go negative or
 * under reserved) and its movement row, in the caller's transaction. Null when refused.
 */
export async function moveStock(tx: Tx, input: MovementInput) {
  const [lot] = await tx
    .update(stockLots)
    .set({
      onHand: sql`${stockLots.onHand} + ${input.onHandDelta}`,
      reserved: sql`${stockLots.reserved} + ${input.reservedDelta}`,
      updatedAt: input.createdAt,
    })
    .where(
      and(
        eq(stockLots.id, input.lotId),
        sql`${stockLots.onHand} + ${input.onHandDelta} >= 0`,
        sql`${stockLots.reserved} + ${input.reservedDelta} >= 0`,
        sql`${stockLots.reserved} + ${input.reservedDelta} <= ${stockLots.onHand} + ${input.onHandDelta}`,
      ),
    )
    .returning();
  if (!lot) return null;
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      lotId: input.lotId,
      kind: input.kind,
      onHandDelta: input.onHandDelta,
      reservedDelta: input.reservedDelta,
      orderId: input.orderId ?? null,
      orderLineId: input.orderLineId ?? null,
      reason: input.reason ?? null,
      actorId: input.actorId,
      createdAt: input.createdAt,
    })
    .returning({ id: stockMovements.id });
  return { lot, movementId: String(movement?.id) };
}
