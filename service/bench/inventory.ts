/**
 * `pnpm bench --sections inventory` (issue 14): on PostgreSQL with 100,000 lots (10,000 items
 * x 10 lots over 4 warehouses) beside the seeded orders, times through HTTP
 * - approving a 200-line order, which reserves every line FEFO in the transition's transaction;
 * - the reservation alone (the service's reserveOrder in a transaction rolled back), the work
 *   the plain-SQL baseline does;
 * - the lot list with each filter and with a search;
 * - the recall of a lot shipped to 10,000 orders;
 * each beside a plain-SQL baseline doing the same work in one connection.
 */
import { riyadhDate } from '@tawreed/domain';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { settleExpiredLevels } from '../src/features/inventory/repository.js';
import { DEFAULT_STOCK_POLICY, reserveOrder } from '../src/features/inventory/reservations.js';
import { APPROVAL_OVERRIDE } from './harness.js';

interface Timing {
  p50: number;
  p95: number;
  p99: number;
}

export interface InventoryBenchContext {
  url: string;
  databaseUrl: string;
  higherToken: string;
  warehouseToken: string;
  samples: number;
  say: (line?: string) => void;
  timeMany: (samples: number, run: () => Promise<unknown>) => Promise<Timing>;
}

/** Thrown to roll a measured transaction back. */
class RolledBack extends Error {}

const LOTS_PER_ITEM = 10;
const ITEMS = 10_000;
const LINES = 200;
const RECALL_ORDERS = 10_000;
const RECALL_LOT = 'BL-RECALL';

/**
 * The lot search as one plain condition: the item's code or the lot number starts with `q`, or
 * the item's description holds it (no index answers it across the two tables).
 */
const searchSql = (q: string) =>
  `(i.item_code ilike '${q}%' or l.lot_number ilike '${q}%' or i.description ilike '%${q}%')`;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (label: string, service: Timing, baseline: Timing | null) =>
  `${label.padEnd(34)} service p50 ${ms(service.p50).padStart(9)}  p95 ${ms(service.p95).padStart(9)}` +
  (baseline ? `   plain SQL p50 ${ms(baseline.p50).padStart(9)}  p95 ${ms(baseline.p95).padStart(9)}` : '');

async function seedStock(client: pg.Client, say: (line?: string) => void) {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from stock_lots where lot_number like 'BL-%'`,
  );
  if ((rows[0]?.n ?? 0) >= ITEMS * LOTS_PER_ITEM) return;
  say(`Seeding ${(ITEMS * LOTS_PER_ITEM).toLocaleString('en-US')} lots (kept for later runs)...`);
  const started = Date.now();
  await client.query('begin');
  await client.query(`insert into warehouses (code, name)
    select 'BW-' || g, 'Bench warehouse ' || g from generate_series(1, 4) g on conflict do nothing`);
  await client.query(`insert into stock_items (item_code, description, minimum_level)
    select 'BI-' || lpad(g::text, 5, '0'), 'Bench item ' || g, case when g % 10 = 0 then 20000000 else 10 end
    from generate_series(1, ${ITEMS}) g on conflict do nothing`);
  await client.query(`insert into stock_lots (item_id, warehouse_id, lot_number, expiry_date, bin, on_hand, reserved)
    select i.id, w.id, 'BL-' || substr(i.item_code, 4) || '-' || l,
      current_date + ((l * 97 + substr(i.item_code, 4)::int * 13) % 1000 - 60), 'B-' || l, 1000000, 0
    from stock_items i cross join generate_series(1, ${LOTS_PER_ITEM}) l
    join warehouses w on w.code = 'BW-' || (l % 4 + 1)
    where i.item_code like 'BI-%' on conflict do nothing`);
  await client.query(`insert into stock_movements (lot_id, kind, on_hand_delta, reserved_delta)
    select id, 'receipt', on_hand, 0 from stock_lots where lot_number like 'BL-%'`);
  // One lot shipped to 10,000 orders, as dispatch records it (a shipment movement per order).
  await client.query(`with lot as (
      insert into stock_lots (item_id, warehouse_id, lot_number, expiry_date, bin, on_hand, reserved)
      select i.id, w.id, '${RECALL_LOT}', current_date + 400, 'R-1', ${RECALL_ORDERS}, 0
      from stock_items i, warehouses w where i.item_code = 'BI-00001' and w.code = 'BW-1' returning id),
    receipt as (insert into stock_movements (lot_id, kind, on_hand_delta, reserved_delta)
      select id, 'receipt', ${RECALL_ORDERS * 2}, 0 from lot)
    insert into stock_movements (lot_id, kind, on_hand_delta, reserved_delta, order_id, created_at,
      client_name, client_account_no, medical_company, delivery_note_no)
    select lot.id, 'shipment', -1, 0, o.id, now() - (random() * interval '300 days'),
      o.client_name, o.client_account_no, o.medical_company, wr.delivery_note_no
    from lot, (select id, client_name, client_account_no, medical_company from orders
      where status = 'ORDER_DELIVERED' order by id limit ${RECALL_ORDERS}) o
    left join warehouse_records wr on wr.order_id = o.id`);
  await client.query('commit');
  // Vacuumed as autovacuum would have by now: counts read the indexes alone (the visibility map).
  for (const table of ['stock_lots', 'stock_movements', 'stock_items'])
    await client.query(`vacuum analyze ${table}`);
  say(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Orders waiting for Credit Review whose lines are replaced by 200 lines of bench items; none
 * the credit check blocks (once the credit section has imported clients, some are).
 */
async function prepareOrders(client: pg.Client, count: number) {
  const { rows } = await client.query<{ id: string; version: number }>(
    `select id, version from orders where status = 'PENDING_HIGHER' and withdrawn_at is null
      and not exists (select 1 from stock_demands d where d.order_id = orders.id)
      and credit_rank is distinct from 0
      order by id limit $1`,
    [count],
  );
  for (const [index, order] of rows.entries()) {
    await client.query('delete from order_lines where order_id = $1', [order.id]);
    await client.query(
      `insert into order_lines (order_id, position, item_code, item_description, public_price, quantity, net_value, gross_value)
       select $1, g, 'BI-' || lpad((((g * 37 + $2 * 211) % ${ITEMS}) + 1)::text, 5, '0'), 'Bench item', 1.00, 3, 3.00, 3.00
       from generate_series(1, ${LINES}) g`,
      [order.id, index],
    );
    await client.query('update orders set line_count = $2 where id = $1', [order.id, LINES]);
  }
  return rows;
}

/** The same reservation in plain SQL: per line, the first-expiring lot with room, locked and updated. */
async function plainReservation(client: pg.Client, seed: number) {
  await client.query('begin');
  for (let g = 1; g <= LINES; g++) {
    const item = `BI-${String(((g * 37 + seed * 211) % ITEMS) + 1).padStart(5, '0')}`;
    await client.query(
      `with pick as (select l.id from stock_lots l join stock_items i on i.id = l.item_id
         where i.item_code = $1 and l.expiry_date >= current_date + 90 and l.on_hand - l.reserved >= 3
         order by l.expiry_date, l.lot_number, l.id limit 1 for update of l)
       update stock_lots set reserved = reserved + 3 from pick where stock_lots.id = pick.id`,
      [item],
    );
  }
  await client.query('rollback');
}

export async function benchInventory(ctx: InventoryBenchContext) {
  const { say } = ctx;
  say('\n## Inventory: 100,000 lots (p50 / p95)');
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    await seedStock(client, say);
    // The service's periodic pass has run today (it runs every 10 minutes): expired lots are out of the levels.
    const pass = await openDatabase({ databaseUrl: ctx.databaseUrl, poolSize: 1 });
    await settleExpiredLevels(pass.db, riyadhDate(new Date())).finally(() => pass.close());
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });

    const reserveSamples = Math.min(ctx.samples, 40);
    // A staff list read first: it computes the credit marks a change or the calendar outdated,
    // which prepareOrders reads to leave blocked orders out.
    await fetch(`${ctx.url}/api/orders?pageSize=1`, { headers: auth(ctx.higherToken) });
    const orders = await prepareOrders(client, reserveSamples + 5);
    let next = 0;
    const reserve = await ctx.timeMany(Math.min(reserveSamples, orders.length - 5), async () => {
      const order = orders[next++]!;
      // With a reason, as Credit Review gives one where the credit check asks (after the credit section).
      const res = await fetch(`${ctx.url}/api/orders/${order.id}/actions/approve`, {
        method: 'POST',
        headers: {
          ...auth(ctx.higherToken),
          'if-match': String(order.version),
          'content-type': 'application/json',
        },
        body: JSON.stringify(APPROVAL_OVERRIDE),
      });
      if (res.status !== 200) throw new Error(`approve: ${res.status} ${await res.text()}`);
    });
    let seed = 0;
    const reserveSql = await ctx.timeMany(reserveSamples, () => plainReservation(client, seed++));
    say(row(`approve + reserve a ${LINES}-line order`, reserve, reserveSql));
    // The reservation alone, as the transition runs it, on orders left waiting (rolled back each time).
    const database = await openDatabase({ databaseUrl: ctx.databaseUrl, poolSize: 2 });
    try {
      const waiting = orders.slice(-5);
      let turn = 0;
      const alone = await ctx.timeMany(reserveSamples, () =>
        database.db
          .transaction(async (tx) => {
            const order = waiting[turn++ % waiting.length] as { id: string };
            await reserveOrder(tx, order.id, DEFAULT_STOCK_POLICY, null, new Date());
            throw new RolledBack();
          })
          .catch((err: unknown) => {
            if (!(err instanceof RolledBack)) throw err;
          }),
      );
      say(row(`reserve a ${LINES}-line order (alone)`, alone, reserveSql));
    } finally {
      await database.close();
    }

    const { rows: some } = await client.query<{ warehouseId: string }>(
      `select id as "warehouseId" from warehouses where code = 'BW-2'`,
    );
    const lotSql = (where: string) => async () => {
      await client.query(`select l.*, i.item_code, w.code from stock_lots l join stock_items i on i.id = l.item_id
        join warehouses w on w.id = l.warehouse_id where ${where} order by l.expiry_date, i.item_code, l.lot_number, l.id limit 25`);
      await client.query(
        `select count(*) from stock_lots l join stock_items i on i.id = l.item_id where ${where}`,
      );
    };
    const filters: Array<[string, string, string]> = [
      ['all lots', '', 'true'],
      ['one warehouse', `warehouseId=${some[0]?.warehouseId}`, `l.warehouse_id = '${some[0]?.warehouseId}'`],
      ['one item', 'itemCode=BI-04242', `i.item_code = 'BI-04242'`],
      [
        'near expiry',
        'filter=near-expiry',
        `l.expiry_date > current_date and l.expiry_date <= current_date + 180 and l.on_hand > 0`,
      ],
      ['expired', 'filter=expired', 'l.expiry_date <= current_date and l.on_hand > 0'],
      [
        'below minimum',
        'filter=below-minimum',
        // The same data model: the trigger-kept levels, the pass up to date.
        `exists (select 1 from stock_levels s where s.item_id = l.item_id and s.warehouse_id is null and s.available < s.minimum_level)`,
      ],
      // The search box (q): an item code or lot number prefix, or a word of the description.
      ['q=item code prefix', 'q=bi-0424', searchSql('bi-0424')],
      ['q=lot number prefix', 'q=BL-04242-', searchSql('BL-04242-')],
      ['q=description word', `q=${encodeURIComponent('item 4242')}`, searchSql('item 4242')],
      ['q=every bench lot', 'q=bench', searchSql('bench')],
    ];
    const listSamples = Math.min(ctx.samples, 100);
    for (const [label, query, where] of filters) {
      const service = await ctx.timeMany(listSamples, async () => {
        const res = await fetch(`${ctx.url}/api/inventory/lots?${query}`, {
          headers: auth(ctx.warehouseToken),
        });
        if (!res.ok) throw new Error(`lots ${query}: ${res.status}`);
        await res.json();
      });
      say(row(`lot list: ${label}`, service, await ctx.timeMany(listSamples, lotSql(where))));
    }
    // The item list's search: an item code prefix or a word of the description.
    for (const [label, q] of [
      ['code prefix', 'bi-0424'],
      ['description word', 'item 4242'],
    ] as const) {
      const service = await ctx.timeMany(listSamples, async () => {
        const res = await fetch(`${ctx.url}/api/inventory/items?q=${encodeURIComponent(q)}`, {
          headers: auth(ctx.warehouseToken),
        });
        if (!res.ok) throw new Error(`items q=${q}: ${res.status}`);
        await res.json();
      });
      const where = `item_code ilike '${q}%' or description ilike '%${q}%'`;
      const baseline = await ctx.timeMany(listSamples, async () => {
        await client.query(`select * from stock_items where ${where} order by item_code limit 25`);
        await client.query(`select count(*) from stock_items where ${where}`);
      });
      say(row(`item list: q=${label}`, service, baseline));
    }

    const recallSamples = Math.min(ctx.samples, 30);
    const { rows: shipped } = await client.query<{ n: number }>(
      `select count(*)::int as n from stock_movements m join stock_lots l on l.id = m.lot_id
        join orders o on o.id = m.order_id where m.kind = 'shipment' and l.lot_number = '${RECALL_LOT}'`,
    );
    const recall = await ctx.timeMany(recallSamples, async () => {
      const res = await fetch(`${ctx.url}/api/inventory/recall?lotNumber=${RECALL_LOT}`, {
        headers: auth(ctx.warehouseToken),
      });
      const body = (await res.json()) as { shipments: unknown[] };
      if (body.shipments.length !== shipped[0]?.n)
        throw new Error(`recall: ${body.shipments.length} shipments`);
    });
    const recallSql = await ctx.timeMany(recallSamples, () =>
      client.query(`select m.order_id, o.client_name, o.client_account_no, o.medical_company, -m.on_hand_delta, m.created_at,
          wr.delivery_note_no
        from stock_movements m join stock_lots l on l.id = m.lot_id join orders o on o.id = m.order_id
        left join warehouse_records wr on wr.order_id = o.id
        where m.kind = 'shipment' and l.lot_number = '${RECALL_LOT}' order by m.created_at desc, m.id desc`),
    );
    say(
      row(`recall: lot shipped to ${(shipped[0]?.n ?? 0).toLocaleString('en-US')} orders`, recall, recallSql),
    );
    const csv = await ctx.timeMany(recallSamples, async () => {
      await (
        await fetch(`${ctx.url}/api/inventory/recall?lotNumber=${RECALL_LOT}&format=csv`, {
          headers: auth(ctx.warehouseToken),
        })
      ).text();
    });
    say(row('recall as CSV', csv, null));
  } finally {
    await client.end();
  }
}
