/**
 * Warehouse inventory (DESIGN §8). Stock moves only through `stock_movements`: every lot's
 * on hand is the sum of its movements' on-hand deltas and its reserved units the sum of their
 * reserved deltas; check constraints keep both non-negative and reserved within on hand.
 */
import { VAT_CATEGORIES } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts-schema.js';
import { bigintNumber, cascadeRef, createdNow, timestamptz, uuidKey } from './columns.js';
import { orderLines, orders } from './orders-schema.js';

export const warehouses = pgTable(
  'warehouses',
  {
    id: uuidKey(),
    code: text().notNull(),
    name: text().notNull(),
    createdAt: createdNow(),
  },
  (t) => [uniqueIndex('warehouses_code_key').on(t.code)],
);

export const stockItems = pgTable(
  'stock_items',
  {
    id: uuidKey(),
    /** The order lines' Item Code. */
    itemCode: text().notNull(),
    description: text().notNull(),
    /** GTIN-14 (shorter GTINs left-padded), check digit validated. */
    gtin: text(),
    unit: text().notNull().default('EA'),
    minimumLevel: integer().notNull().default(0),
    /** DESIGN §12: S standard-rated (VAT_RATE_PERCENT), Z zero-rated. */
    vatCategory: text({ enum: VAT_CATEGORIES }).notNull().default('S'),
    createdAt: createdNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_items_code_key').on(t.itemCode),
    uniqueIndex('stock_items_gtin_key').on(t.gtin),
    // The stock search (q): an item code prefix or a word of the description, case-insensitive.
    index('stock_items_code_trgm_idx').using('gin', t.itemCode.op('gin_trgm_ops')),
    index('stock_items_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    check('stock_items_minimum_check', sql`${t.minimumLevel} >= 0`),
    check('stock_items_vat_category_check', sql`${t.vatCategory} IN ('S', 'Z')`),
  ],
);

export const stockLots = pgTable(
  'stock_lots',
  {
    id: uuidKey(),
    itemId: uuid()
      .notNull()
      .references(() => stockItems.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    lotNumber: text().notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    bin: text().notNull(),
    onHand: integer().notNull().default(0),
    reserved: integer().notNull().default(0),
    /**
     * Set by the periodic pass once the lot's expiry date has passed (Riyadh): from then on its
     * units are out of `stock_levels`. Readers correct for lots the pass has not reached yet.
     */
    expiredInLevels: boolean().notNull().default(false),
    createdAt: createdNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_lots_item_warehouse_lot_key').on(t.itemId, t.warehouseId, t.lotNumber),
    index('stock_lots_item_expiry_idx').on(t.itemId, t.expiryDate, t.lotNumber, t.id),
    index('stock_lots_expiry_idx').on(t.expiryDate, t.id),
    index('stock_lots_warehouse_idx').on(t.warehouseId, t.expiryDate, t.id),
    index('stock_lots_lot_number_idx').on(t.lotNumber),
    // The stock search (q): a lot number prefix, case-insensitive.
    index('stock_lots_lot_number_trgm_idx').using('gin', t.lotNumber.op('gin_trgm_ops')),
    // The lots `stock_levels` has not caught up with: expired but not yet flagged (or the reverse).
    index('stock_lots_levels_expiry_idx').on(t.expiredInLevels, t.expiryDate),
    check('stock_lots_on_hand_check', sql`${t.onHand} >= 0`),
    check('stock_lots_reserved_check', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
  ],
);

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    lotId: uuid()
      .notNull()
      .references(() => stockLots.id),
    kind: text().notNull(),
    /** Change to on hand (receipt, return: +; shipment: -; adjustment: either; reservation, release: 0). */
    onHandDelta: integer().notNull(),
    /** Change to reserved (reservation: +; release, shipment: -). */
    reservedDelta: integer().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: uuid(),
    reason: text(),
    /** Null for the workflow's automatic steps. */
    actorId: uuid().references(() => users.id),
    createdAt: createdNow(),
    /** Shipments: whom the order went to, and its delivery note, as shipped (a recall reads them here, not from the orders). */
    clientName: text(),
    clientAccountNo: text(),
    medicalCompany: text(),
    deliveryNoteNo: text(),
  },
  (t) => [
    index('stock_movements_lot_idx').on(t.lotId, t.id),
    index('stock_movements_order_idx').on(t.orderId),
    index('stock_movements_shipment_idx').on(t.lotId, t.createdAt).where(sql`${t.kind} = 'shipment'`),
    check(
      'stock_movements_kind_check',
      sql`${t.kind} in ('receipt', 'reservation', 'release', 'shipment', 'adjustment', 'return')`,
    ),
    check(
      'stock_movements_reason_check',
      sql`${t.kind} <> 'adjustment' or (${t.reason} is not null and length(${t.reason}) >= 3)`,
    ),
  ],
);

/**
 * What each order line needs from stock once its order enters PENDING_WAREHOUSE, and how much
 * is reserved. `state`: open (reserving or reserved), shipped (dispatched), released.
 */
export const stockDemands = pgTable(
  'stock_demands',
  {
    orderLineId: uuid()
      .primaryKey()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    orderId: cascadeRef(() => orders.id),
    itemCode: text().notNull(),
    required: integer().notNull(),
    reserved: integer().notNull().default(0),
    state: text().notNull().default('open'),
    /** The delivery date the shelf-life rule is checked against. */
    deliveryDate: date({ mode: 'string' }).notNull(),
    /** When the order entered the warehouse's queue: short lines fill oldest first. */
    createdAt: createdNow(),
  },
  (t) => [
    index('stock_demands_order_idx').on(t.orderId),
    index('stock_demands_short_idx')
      .on(t.itemCode, t.createdAt)
      .where(sql`${t.state} = 'open' and ${t.reserved} < ${t.required}`),
    check('stock_demands_reserved_check', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.required}`),
  ],
);

/** The lots reserved (then shipped) for each order line: the pick list and the delivery note. */
export const stockAllocations = pgTable(
  'stock_allocations',
  {
    id: uuidKey(),
    orderLineId: cascadeRef(() => orderLines.id),
    orderId: cascadeRef(() => orders.id),
    lotId: uuid()
      .notNull()
      .references(() => stockLots.id),
    quantity: integer().notNull(),
    /** reserved, then shipped at dispatch; released rows are deleted. */
    state: text().notNull().default('reserved'),
    createdAt: createdNow(),
  },
  (t) => [
    uniqueIndex('stock_allocations_line_lot_key').on(t.orderLineId, t.lotId),
    index('stock_allocations_order_idx').on(t.orderId),
    index('stock_allocations_lot_idx').on(t.lotId, t.state),
    check('stock_allocations_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Each item's available units (on hand less reserved) over its lots not yet expired in levels,
 * per warehouse and, with a null warehouse, over all of them; kept by triggers on stock_lots in
 * the transaction of every change (migration 0019), so "below minimum" reads the few rows under
 * their item's minimum (a partial index) instead of summing every lot. The item's minimum level
 * is copied here for that index.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    itemId: cascadeRef(() => stockItems.id),
    /** Null: every warehouse. */
    warehouseId: uuid().references(() => warehouses.id, { onDelete: 'cascade' }),
    minimumLevel: integer().notNull(),
    available: bigintNumber().notNull(),
  },
  (t) => [
    unique('stock_levels_item_warehouse_key').on(t.itemId, t.warehouseId).nullsNotDistinct(),
    index('stock_levels_below_minimum_idx')
      .on(t.warehouseId, t.itemId)
      .where(sql`${t.available} < ${t.minimumLevel}`),
  ],
);

/** Alerts already sent (below minimum, near expiry, expired), so each is sent once per episode. */
export const stockAlerts = pgTable('stock_alerts', {
  key: text().primaryKey(),
  createdAt: createdNow(),
});
