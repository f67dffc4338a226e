/**
 * Price lists (DESIGN §12): named lists with validity dates, one of them the default, and an
 * item price each. A client may be assigned its own list (clients.price_list_id); the price
 * check reads the client's list while it is valid, else the default.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdNow, money, timestamptz, uuidKey } from './columns.js';

export const priceLists = pgTable(
  'price_lists',
  {
    id: uuidKey(),
    name: text().notNull(),
    /** Inclusive Riyadh calendar days; null: open-ended. */
    validFrom: date({ mode: 'string' }),
    validTo: date({ mode: 'string' }),
    isDefault: boolean().notNull().default(false),
    createdAt: createdNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_lists_name_key').on(sql`lower(${t.name})`),
    // At most one default list.
    uniqueIndex('price_lists_default_key').on(t.isDefault).where(sql`${t.isDefault}`),
    check(
      'price_lists_validity_check',
      sql`${t.validFrom} IS NULL OR ${t.validTo} IS NULL OR ${t.validFrom} <= ${t.validTo}`,
    ),
  ],
);

export const priceListItems = pgTable(
  'price_list_items',
  {
    priceListId: cascadeRef(() => priceLists.id),
    /** The order lines' Item Code, as the catalogue spells it. */
    itemCode: text().notNull(),
    priceSar: money().notNull(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'price_list_items_pkey', columns: [t.priceListId, t.itemCode] }),
    check('price_list_items_price_check', sql`${t.priceSar} > 0`),
  ],
);
