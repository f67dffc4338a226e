/**
 * Stock alerts to warehouse managers (DESIGN §8) through the notifications (bell and toast):
 * an item below its minimum level, lots near expiry, lots expired. Each is sent once per episode:
 * `stock_alerts` keeps what was sent (claimed with ON CONFLICT DO NOTHING, so two instances never
 * both send), and a below-minimum key is forgotten when the item is back at its minimum.
 */
import { addDays, riyadhDate } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import type { ServiceEvent } from '../../events/types.js';
import type { Deps } from '../../http/context.js';

/** At most this many lots are named in one notification; the rest are counted. */
const NAMED_LOTS = 5;

async function notifyWarehouse(tx: DbOrTx, severity: 'warning' | 'info', message: string, now: Date) {
  const rows = await queryRows<{ id: string; userId: string }>(
    tx,
    sql`insert into notifications (id, user_id, severity, message, order_id, created_at)
      select gen_random_uuid(), u.id, ${severity}, ${message}, null, ${now}
      from users u where u.role = 'WAREHOUSE_MANAGER' and u.activated_at is not null and u.disabled_at is null
      returning id, user_id as "userId"`,
  );
  return rows.map(
    (row): ServiceEvent => ({ type: 'notification', userId: row.userId, notificationId: row.id }),
  );
}

function lotList(rows: Array<{ itemCode: string; lotNumber: string; expiryDate: string }>) {
  const named = rows
    .slice(0, NAMED_LOTS)
    .map((row) => `${row.itemCode} lot ${row.lotNumber} (${row.expiryDate})`);
  const more = rows.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}

/** Below-minimum alerts for the given items (after a change that may lower or raise them). */
export async function checkMinimumAlerts(
  tx: DbOrTx,
  itemCodes: string[],
  now: Date,
): Promise<ServiceEvent[]> {
  if (!itemCodes.length) return [];
  const today = riyadhDate(now);
  const codes = sql.join(
    itemCodes.map((code) => sql`${code}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string; itemCode: string; minimumLevel: number; available: number }>(
    tx,
    sql`select i.id, i.item_code as "itemCode", i.minimum_level as "minimumLevel",
        coalesce((select sum(l.on_hand - l.reserved) from stock_lots l where l.item_id = i.id and l.expiry_date > ${today}::date), 0)::int as available
      from stock_items i where i.item_code in (${codes})`,
  );
  const events: ServiceEvent[] = [];
  for (const row of rows) {
    const key = `low:${row.id}`;
    if (row.available >= row.minimumLevel) {
      await tx.execute(sql`delete from stock_alerts where key = ${key}`);
      continue;
    }
    const claimed = await queryRows(
      tx,
      sql`insert into stock_alerts (key, created_at) values (${key}, ${now}) on conflict do nothing returning key`,
    );
    if (!claimed.length) continue;
    events.push(
      ...(await notifyWarehouse(
        tx,
        'warning',
        `Stock of ${row.itemCode} is below its minimum: ${row.available} available, minimum ${row.minimumLevel}`,
        now,
      )),
    );
  }
  return events;
}

/** Claims and announces lots newly expired or newly near expiry (one notification per kind). */
export async function checkExpiryAlerts(
  tx: DbOrTx,
  now: Date,
  nearExpiryDays: number,
): Promise<ServiceEvent[]> {
  const today = riyadhDate(now);
  const nearUntil = addDays(today, nearExpiryDays);
  const events: ServiceEvent[] = [];
  for (const kind of ['expired', 'near'] as const) {
    const condition =
      kind === 'expired'
        ? sql`l.expiry_date <= ${today}::date`
        : sql`l.expiry_date > ${today}::date and l.expiry_date <= ${nearUntil}::date`;
    const rows = await queryRows<{ itemCode: string; lotNumber: string; expiryDate: string }>(
      tx,
      sql`with fresh as (
          insert into stock_alerts (key, created_at)
          select ${`${kind}:`} || l.id::text, ${now} from stock_lots l where l.on_hand > 0 and ${condition}
          on conflict do nothing returning key)
        select i.item_code as "itemCode", l.lot_number as "lotNumber", l.expiry_date::text as "expiryDate"
        from fresh f join stock_lots l on l.id = substring(f.key from ${kind.length + 2}::int)::uuid
        join stock_items i on i.id = l.item_id order by l.expiry_date, i.item_code, l.lot_number`,
    );
    if (!rows.length) continue;
    const message =
      kind === 'expired'
        ? `${rows.length} expired lot(s) still on hand, never reserved: ${lotList(rows)}`
        : `${rows.length} lot(s) expire within ${nearExpiryDays} days: ${lotList(rows)}`;
    events.push(...(await notifyWarehouse(tx, kind === 'expired' ? 'warning' : 'info', message, now)));
  }
  return events;
}

/** The periodic pass (with housekeeping): expiry alerts for every lot. */
export async function scanStockAlerts(deps: Pick<Deps, 'db' | 'now' | 'events' | 'config'>) {
  const events = await deps.db.transaction((tx) =>
    checkExpiryAlerts(tx, deps.now(), deps.config.NEAR_EXPIRY_DAYS),
  );
  if (events.length) await deps.events.publish(events);
  return events.length;
}
