/** Inventory SQL: reads and writes of warehouses, items, lots and movements; decides nothing. */
import type { StockFilter } from '@tawreed/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, type DbOrTx, queryPreparedRows, queryRows } from '../../db/client.js';
import { stockItems, warehouses } from '../../db/schema.js';

export type ItemRow = typeof stockItems.$inferSelect;

export interface LotView {
  id: string;
  itemId: string;
  itemCode: string;
  itemDescription: string;
  warehouseId: string;
  warehouseCode: string;
  lotNumber: string;
  expiryDate: string;
  bin: string;
  onHand: number;
  reserved: number;
  updatedAt: string;
}

export interface ItemView extends ItemRow {
  onHand: number;
  reserved: number;
  available: number;
  nearestExpiry: string | null;
}

export function listWarehouses(db: DbOrTx) {
  return db.select().from(warehouses).orderBy(asc(warehouses.code));
}

export async function insertWarehouse(db: DbOrTx, row: typeof warehouses.$inferInsert) {
  const [created] = await db.insert(warehouses).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function findWarehouse(db: DbOrTx, id: string) {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.id, id));
  return row ?? null;
}

export async function findItem(db: DbOrTx, where: { id?: string; itemCode?: string; gtin?: string }) {
  const condition = where.id
    ? eq(stockItems.id, where.id)
    : where.itemCode
      ? eq(stockItems.itemCode, where.itemCode)
      : eq(stockItems.gtin, where.gtin ?? '');
  const [row] = await db.select().from(stockItems).where(condition);
  return row ?? null;
}

/** Items with one of `codes` or one of `gtins` (an import's check reads them at once). */
export async function findItemsByCodesOrGtins(db: DbOrTx, codes: string[], gtins: string[]) {
  if (!codes.length && !gtins.length) return [];
  return db
    .select()
    .from(stockItems)
    .where(
      sql`${stockItems.itemCode} = any(${sql.param(codes)}::text[]) or ${stockItems.gtin} = any(${sql.param(gtins)}::text[])`,
    );
}

/** The lots of these items (their key and expiry), for an import's check. */
export function lotExpiriesOf(db: DbOrTx, itemIds: string[]) {
  if (!itemIds.length) return Promise.resolve([]);
  return queryRows<{ itemId: string; warehouseId: string; lotNumber: string; expiryDate: string }>(
    db,
    sql`select item_id as "itemId", warehouse_id as "warehouseId", lot_number as "lotNumber", expiry_date::text as "expiryDate"
      from stock_lots where item_id = any(${sql.param(itemIds)}::uuid[])`,
  );
}

export async function insertItem(db: DbOrTx, row: typeof stockItems.$inferInsert) {
  const [created] = await db.insert(stockItems).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function updateItem(db: DbOrTx, id: string, set: Partial<typeof stockItems.$inferInsert>) {
  const [row] = await db.update(stockItems).set(set).where(eq(stockItems.id, id)).returning();
  return row ?? null;
}

const LOT_VIEW = sql`l.id, l.item_id as "itemId", i.item_code as "itemCode", i.description as "itemDescription",
  l.warehouse_id as "warehouseId", w.code as "warehouseCode", l.lot_number as "lotNumber",
  l.expiry_date::text as "expiryDate", l.bin, l.on_hand as "onHand", l.reserved,
  to_char(l.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;
const LOT_FROM = sql`stock_lots l join stock_items i on i.id = l.item_id join warehouses w on w.id = l.warehouse_id`;

export interface StockListFilter {
  warehouseId?: string;
  itemCode?: string;
  itemId?: string;
  q?: string;
  filter?: StockFilter;
  lotNumber?: string;
  /** How `withSearchedItems` gives a search (q) to the lot queries: the few items it matches. */
  searchItemIds?: string[];
  /** How `withBelowMinimum` gives "below minimum" to the list queries: these items, */
  itemIds?: string[];
  /** or the items whose level is under their minimum. */
  levelsBelow?: true;
  /** YYYY-MM-DD: lots expiring on or before it are expired. */
  today: string;
  /** YYYY-MM-DD: lots expiring on or before it (and after today) are near expiry. */
  nearExpiryUntil: string;
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePrefix = (text: string) => `${likeLiteral(text)}%`;

/** An item (`i`) the search `q` finds: its code starts with `q` or its description holds it. */
const itemSearched = (q: string) =>
  sql`(i.item_code ilike ${likePrefix(q)} or i.description ilike ${`%${likeLiteral(q)}%`})`;

/**
 * Up to this many items found by a search are handed to the lot queries by id; a search finding
 * more matches a good share of the lots.
 */
const SEARCHED_ITEMS_BY_ID = 1000;

/**
 * The search resolved to the items it finds, when they are few: the lots are then read by those
 * items' ids or by their lot number, both through indexes (the item's code and description are in
 * another table, so the plain condition walked every lot), and the planner, given the ids, knows
 * how many lots that is. A search finding more items is left as it is: its lots are many, and the
 * list walks them in its order until the page is full, stopping soon.
 */
async function withSearchedItems(db: DbOrTx, f: StockListFilter): Promise<StockListFilter> {
  if (!f.q) return f;
  const items = await queryRows<{ id: string }>(
    db,
    sql`select i.id from stock_items i where ${itemSearched(f.q)} limit ${SEARCHED_ITEMS_BY_ID + 1}`,
  );
  if (items.length > SEARCHED_ITEMS_BY_ID) return f;
  return { ...f, searchItemIds: items.map((item) => item.id) };
}

/**
 * Lots whose units `stock_levels` counts wrongly at `today`: expired but not yet marked by the
 * periodic pass, or marked and not expired (a clock set back). Normally none: the pass keeps up.
 */
const levelsBehind = (today: string) =>
  sql`((not x.expired_in_levels and x.expiry_date <= ${today}::date) or (x.expired_in_levels and x.expiry_date > ${today}::date))`;

const levelOf = (f: StockListFilter) =>
  f.warehouseId ? sql`s.warehouse_id = ${f.warehouseId}` : sql`s.warehouse_id is null`;

/**
 * A row (`item` its item id) whose item's level in the filter's warehouse is under its minimum.
 * `probe`: asked of each row as the query walks them (`offset 0` keeps the planner from turning
 * it into a join), for a page that walks the lots in list order and stops when it is full. As a
 * join the planner, which cannot estimate how many levels are under their minimum, read every
 * matching lot and sorted them all for 25 (65 ms at 100,000 lots, against 1).
 */
const levelBelow = (f: StockListFilter, item: SQL, probe = false) =>
  sql`exists (select 1 from stock_levels s where s.item_id = ${item} and ${levelOf(f)} and s.available < s.minimum_level${probe ? sql` offset 0` : sql``})`;

/**
 * The filter with "below minimum" resolved against `stock_levels`: the few rows under their
 * item's minimum (a partial index holds just those), so no list sums every lot. Normally the
 * periodic pass is up to date and the list reads those rows directly (walking the lots in expiry
 * order until its page is full); otherwise the items are worked out here, the units of the lots
 * the levels are behind on corrected, and the list reads them by id.
 */
async function withBelowMinimum(db: DbOrTx, f: StockListFilter): Promise<StockListFilter> {
  if (f.filter !== 'below-minimum') return f;
  return belowMinimumGiven(db, f, await levelsBehindBy(db, f));
}

/** Per item, how many units `stock_levels` counts wrongly (see `levelsBehind`); normally none. */
function levelsBehindBy(db: DbOrTx, f: StockListFilter) {
  return queryRows<{ itemId: string; delta: number }>(
    db,
    sql`select x.item_id as "itemId",
        sum(case when x.expired_in_levels then x.on_hand - x.reserved else x.reserved - x.on_hand end)::bigint as delta
      from stock_lots x where ${levelsBehind(f.today)}${f.warehouseId ? sql` and x.warehouse_id = ${f.warehouseId}` : sql``}
      group by x.item_id`,
  );
}

async function belowMinimumGiven(
  db: DbOrTx,
  f: StockListFilter,
  behind: Array<{ itemId: string; delta: number }>,
): Promise<StockListFilter> {
  if (!behind.length) return { ...f, filter: undefined, levelsBelow: true };
  const ids = sql.param(behind.map((row) => row.itemId));
  const rows = await queryRows<{ itemId: string }>(
    db,
    sql`select s.item_id as "itemId" from stock_levels s
      where ${levelOf(f)} and s.available < s.minimum_level and not (s.item_id = any(${ids}::uuid[]))
      union all
      select s.item_id from unnest(${ids}::uuid[], ${sql.param(behind.map((row) => String(row.delta)))}::bigint[]) b(item_id, delta)
        join stock_levels s on s.item_id = b.item_id and ${levelOf(f)}
      where s.available + b.delta < s.minimum_level`,
  );
  return { ...f, filter: undefined, itemIds: rows.map((row) => row.itemId) };
}

/**
 * The periodic pass's part: lots expired at `today` leave `stock_levels` (and lots marked but not
 * expired return). Lots locked by a change in progress wait for the next pass; readers correct
 * for them meanwhile.
 */
export async function settleExpiredLevels(db: DbOrTx, today: string) {
  await db.execute(sql`update stock_lots set expired_in_levels = (expiry_date <= ${today}::date)
    where id in (select x.id from stock_lots x where ${levelsBehind(today)} for update skip locked)`);
}

function lotConditions(f: StockListFilter, { page = false } = {}): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.warehouseId) parts.push(sql`l.warehouse_id = ${f.warehouseId}`);
  if (f.itemCode) parts.push(sql`i.item_code = ${f.itemCode}`);
  if (f.itemId) parts.push(sql`l.item_id = ${f.itemId}`);
  if (f.lotNumber) parts.push(sql`l.lot_number = ${f.lotNumber}`);
  if (f.q) {
    const lotSearched = sql`l.lot_number ilike ${likePrefix(f.q)}`;
    parts.push(
      f.searchItemIds
        ? sql`(l.item_id = any(${sql.param(f.searchItemIds)}::uuid[]) or ${lotSearched})`
        : sql`(${itemSearched(f.q)} or ${lotSearched})`,
    );
  }
  if (f.filter === 'expired') parts.push(sql`l.expiry_date <= ${f.today}::date and l.on_hand > 0`);
  if (f.filter === 'near-expiry') {
    parts.push(
      sql`l.expiry_date > ${f.today}::date and l.expiry_date <= ${f.nearExpiryUntil}::date and l.on_hand > 0`,
    );
  }
  if (f.itemIds) parts.push(sql`l.item_id = any(${sql.param(f.itemIds)}::uuid[])`);
  if (f.levelsBelow) parts.push(levelBelow(f, sql`l.item_id`, page));
  return sql.join(parts, sql` and `);
}

/** A page of rows and how many rows match in all, read side by side. */
async function pageWithTotal<T>(db: DbOrTx, rowsQuery: SQL, countQuery: SQL) {
  const [rows, count] = await Promise.all([
    queryRows<T>(db, rowsQuery),
    queryRows<{ total: number }>(db, countQuery),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}

/**
 * A page of lots and how many match; with `cap`, one row past the page is read and the count
 * stops at `cap + 1` (see `cappedPage`), so a warehouse of 100,000 lots is not counted one by one.
 *
 * A filter naming an item or a lot matches a few lots, so the page nearly always ends the list and
 * knows its total (the offset plus its rows): one statement reads the page one row past its end,
 * and its count (an initplan the CASE evaluates only when that row exists) runs only when more
 * follow. An equality on a key drives that statement whatever the values, so it is prepared
 * (`queryPreparedRows`: parsed and planned once per connection). Other filters match thousands:
 * the page and the count are read side by side, planned for their values each time (a generic
 * plan counts expired lots by reading the whole table: 14 ms against 2). A page past the end (no
 * rows, offset > 0) is counted apart.
 */
export async function listLots(
  database: Pick<Database, 'db' | 'pool'>,
  filter: StockListFilter,
  page: { limit: number; offset: number },
  cap?: number,
) {
  const f = await withSearchedItems(database.db, filter);
  if (f.filter !== 'below-minimum') return readLots(database, f, page, cap);
  // Below minimum: the page is read as if the levels were up to date (they normally are) beside
  // the check that they are, and read again, corrected, only when they are not.
  const [behind, optimistic] = await Promise.all([
    levelsBehindBy(database.db, f),
    readLots(database, { ...f, filter: undefined, levelsBelow: true }, page, cap),
  ]);
  if (!behind.length) return optimistic;
  return readLots(database, await belowMinimumGiven(database.db, f, behind), page, cap);
}

async function readLots(
  database: Pick<Database, 'db' | 'pool'>,
  resolved: StockListFilter,
  page: { limit: number; offset: number },
  cap?: number,
) {
  const where = lotConditions(resolved);
  // Every lot has its item and warehouse: the count joins the item only when a filter reads it.
  const readsItem = resolved.itemCode || (resolved.q && !resolved.searchItemIds);
  const counted = sql`select count(*)::int as total from (select 1 from stock_lots l${readsItem ? sql` join stock_items i on i.id = l.item_id` : sql``}
      where ${where}${cap === undefined ? sql`` : sql` limit ${cap + 1}`}) as matches`;
  const pageRows = sql`select ${LOT_VIEW} from ${LOT_FROM} where ${lotConditions(resolved, { page: true })}
      order by l.expiry_date, i.item_code, l.lot_number, l.id limit ${page.limit + 1} offset ${page.offset}`;
  const count = async () => (await queryRows<{ total: number }>(database.db, counted))[0]?.total ?? 0;
  let rows: LotView[];
  let total: number | null;
  if (resolved.itemCode || resolved.itemId || resolved.lotNumber) {
    const read = await queryPreparedRows<LotView & { total: number | null }>(
      database,
      sql`with page as materialized (${pageRows})
        select page.*, case when (select count(*) from page) > ${page.limit}::int then (${counted}) end as total
        from page order by page."expiryDate"::date, page."itemCode", page."lotNumber", page.id`,
    );
    rows = read.map(({ total: _, ...lot }) => lot);
    total = read[0]?.total ?? null;
  } else [rows, total] = await Promise.all([queryRows<LotView>(database.db, pageRows), count()]);
  const listed = Math.min(rows.length, page.limit);
  total ??= listed || !page.offset ? page.offset + listed : await count();
  return { rows: cap === undefined ? rows.slice(0, page.limit) : rows, total };
}

/** Every lot matching the filters, a page at a time in a stable order (exports). */
export async function* iterateLots(db: DbOrTx, filter: StockListFilter, batch = 1000) {
  const f = await withSearchedItems(db, await withBelowMinimum(db, filter));
  let after: { expiry: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL = after
      ? sql`and (l.expiry_date, l.id) > (${after.expiry}::date, ${after.id}::uuid)`
      : sql``;
    const rows: LotView[] = await queryRows<LotView>(
      db,
      sql`select ${LOT_VIEW} from ${LOT_FROM} where ${lotConditions(f)} ${cursor}
        order by l.expiry_date, l.id limit ${batch}`,
    );
    if (!rows.length) return;
    yield rows;
    const last: LotView = rows[rows.length - 1] as LotView;
    after = { expiry: last.expiryDate, id: last.id };
    if (rows.length < batch) return;
  }
}

export async function findLotView(db: DbOrTx, id: string) {
  const [row] = await queryRows<LotView>(db, sql`select ${LOT_VIEW} from ${LOT_FROM} where l.id = ${id}`);
  return row ?? null;
}

const ITEM_VIEW = (f: StockListFilter) => sql`i.id, i.item_code as "itemCode", i.description, i.gtin, i.unit,
  i.minimum_level as "minimumLevel", i.vat_category as "vatCategory", i.created_at as "createdAt", i.updated_at as "updatedAt",
  coalesce(t.on_hand, 0)::int as "onHand", coalesce(t.reserved, 0)::int as reserved,
  coalesce(t.available, 0)::int as available, t.nearest::text as "nearestExpiry"
  from stock_items i left join lateral (
    select sum(x.on_hand) as on_hand, sum(x.reserved) as reserved,
      sum(x.on_hand - x.reserved) filter (where x.expiry_date > ${f.today}::date) as available,
      min(x.expiry_date) filter (where x.on_hand > 0) as nearest
    from stock_lots x where x.item_id = i.id${f.warehouseId ? sql` and x.warehouse_id = ${f.warehouseId}` : sql``}
  ) t on true`;

function itemConditions(f: StockListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.itemCode) parts.push(sql`i.item_code = ${f.itemCode}`);
  if (f.itemId) parts.push(sql`i.id = ${f.itemId}`);
  if (f.q) parts.push(itemSearched(f.q));
  if (f.itemIds) parts.push(sql`i.id = any(${sql.param(f.itemIds)}::uuid[])`);
  if (f.levelsBelow) parts.push(levelBelow(f, sql`i.id`));
  if (f.filter || f.warehouseId) {
    const lot = lotConditions({
      ...f,
      itemCode: undefined,
      itemId: undefined,
      itemIds: undefined,
      levelsBelow: undefined,
      q: undefined,
    });
    parts.push(sql`exists (select 1 from ${LOT_FROM} where l.item_id = i.id and ${lot})`);
  }
  return sql.join(parts, sql` and `);
}

export async function listItems(
  db: DbOrTx,
  filter: StockListFilter,
  page: { limit: number; offset: number },
) {
  const f = await withBelowMinimum(db, filter);
  const where = itemConditions(f);
  return pageWithTotal<ItemView>(
    db,
    sql`select ${ITEM_VIEW(f)} where ${where} order by i.item_code limit ${page.limit} offset ${page.offset}`,
    sql`select count(*)::int as total from (select ${ITEM_VIEW(f)} where ${where}) c`,
  );
}

export async function findItemView(db: DbOrTx, filter: StockListFilter) {
  const f = await withBelowMinimum(db, filter);
  const [row] = await queryRows<ItemView>(db, sql`select ${ITEM_VIEW(f)} where ${itemConditions(f)}`);
  return row ?? null;
}

export interface MovementView {
  id: string;
  lotId: string;
  lotNumber: string;
  warehouseCode: string;
  kind: string;
  onHandDelta: number;
  reservedDelta: number;
  orderId: string | null;
  reason: string | null;
  actorId: string | null;
  actorName: string | null;
  createdAt: string;
}

export async function listItemMovements(db: DbOrTx, itemId: string, page: { limit: number; offset: number }) {
  return pageWithTotal<MovementView>(
    db,
    sql`select m.id::text, m.lot_id as "lotId", l.lot_number as "lotNumber", w.code as "warehouseCode", m.kind,
        m.on_hand_delta as "onHandDelta", m.reserved_delta as "reservedDelta", m.order_id as "orderId", m.reason,
        m.actor_id as "actorId", u.name as "actorName",
        to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from stock_movements m join stock_lots l on l.id = m.lot_id join warehouses w on w.id = l.warehouse_id
      left join users u on u.id = m.actor_id
      where l.item_id = ${itemId} order by m.id desc limit ${page.limit} offset ${page.offset}`,
    sql`select count(*)::int as total from stock_movements m join stock_lots l on l.id = m.lot_id where l.item_id = ${itemId}`,
  );
}
