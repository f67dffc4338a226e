/** Price list SQL; decides nothing. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { clients, priceListItems, priceLists } from '../../db/schema.js';

export type PriceListRow = typeof priceLists.$inferSelect;
export type PriceListSummaryRow = PriceListRow & { itemCount: number; clientCount: number };

const itemCount = sql<number>`(select count(*)::int from ${priceListItems} where ${priceListItems.priceListId} = ${priceLists.id})`;
const clientCount = sql<number>`(select count(*)::int from ${clients} where ${clients.priceListId} = ${priceLists.id})`;

export async function listPriceLists(db: DbOrTx): Promise<PriceListSummaryRow[]> {
  return db
    .select({ ...tableColumns(), itemCount, clientCount })
    .from(priceLists)
    .orderBy(desc(priceLists.isDefault), asc(sql`lower(${priceLists.name})`));
}

export async function findPriceList(db: DbOrTx, id: string): Promise<PriceListSummaryRow | null> {
  const [row] = await db
    .select({ ...tableColumns(), itemCount, clientCount })
    .from(priceLists)
    .where(eq(priceLists.id, id));
  return row ?? null;
}

export async function lockPriceList(tx: Tx, id: string): Promise<PriceListRow | null> {
  const [row] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update');
  return row ?? null;
}

function tableColumns() {
  return {
    id: priceLists.id,
    name: priceLists.name,
    validFrom: priceLists.validFrom,
    validTo: priceLists.validTo,
    isDefault: priceLists.isDefault,
    createdAt: priceLists.createdAt,
    updatedAt: priceLists.updatedAt,
  };
}

/**
 * Another list stops being the default (one default at most; the unique index backs it). The
 * advisory lock serialises the transactions that make a default, so two racing never collide.
 */
export async function clearDefault(tx: Tx, exceptId: string | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('price_lists_default'))`);
  await tx
    .update(priceLists)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      exceptId
        ? sql`${priceLists.isDefault} and ${priceLists.id} <> ${exceptId}`
        : sql`${priceLists.isDefault}`,
    );
}

export async function insertPriceList(tx: Tx, values: typeof priceLists.$inferInsert): Promise<PriceListRow> {
  const [row] = await tx.insert(priceLists).values(values).returning();
  return row!;
}

export async function updatePriceList(tx: Tx, id: string, values: Partial<typeof priceLists.$inferInsert>) {
  await tx
    .update(priceLists)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(priceLists.id, id));
}

export async function listItems(db: DbOrTx, priceListId: string) {
  return db
    .select({ itemCode: priceListItems.itemCode, priceSar: priceListItems.priceSar })
    .from(priceListItems)
    .where(eq(priceListItems.priceListId, priceListId))
    .orderBy(asc(priceListItems.itemCode));
}

const BATCH = 1000;

/** Writes items (insert or update by code); `replace` first removes every item of the list. */
export async function writeItems(
  tx: Tx,
  priceListId: string,
  items: ReadonlyArray<{ itemCode: string; priceSAR: string }>,
  replace: boolean,
) {
  if (replace) await tx.delete(priceListItems).where(eq(priceListItems.priceListId, priceListId));
  for (let start = 0; start < items.length; start += BATCH) {
    const batch = items.slice(start, start + BATCH);
    await tx
      .insert(priceListItems)
      .values(batch.map((item) => ({ priceListId, itemCode: item.itemCode, priceSar: item.priceSAR })))
      .onConflictDoUpdate({
        target: [priceListItems.priceListId, priceListItems.itemCode],
        set: { priceSar: sql`excluded.price_sar`, updatedAt: sql`now()` },
        setWhere: sql`${priceListItems.priceSar} is distinct from excluded.price_sar`,
      });
  }
  await updatePriceList(tx, priceListId, {});
}
