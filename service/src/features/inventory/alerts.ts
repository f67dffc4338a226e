/**
 * Stock alerts to warehouse managers (DESIGN §8) through the notifications (bell and toast):
 * an item below its minimum level, lots near expiry, lots expired. Each is sent once per episode:
 * `stock_alerts` keeps what was sent (claimed with ON CONFLICT DO NOTHING, so two instances never
 * both send), and a below-minimum key is forgotten when the item is back at its minimum.
 */
import { addDays, type KeyedMessage, riyadhDate } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import type { ServiceEvent } from '../../events/types.js';
import type { Deps } from '../../http/context.js';
import { keyedColumns } from '../notifications/repository.js';
import { settleExpiredLevels } from './repository.js';

/** At most this many lots are named in one notification; the rest are counted. */
const NAMED_LOTS = 5;

/** One notification to every usable warehouse manager, stored as the catalog key and parameters. */
async function notifyWarehouse(tx: DbOrTx, severity: 'warning' | 'info', message: KeyedMessage, now: Date) {
  const columns = keyedColumns(message);
  const rows = await queryRows<{ id: string; userId: string }>(
    tx,
    sql`insert into notifications (id, user_id, severity, message, message_key, message_params, order_id, created_at)
      select gen_random_uuid(), u.id, ${severity}, ${columns.message}, ${columns.messageKey},
        ${JSON.stringify(columns.messageParams)}::jsonb, null, ${now}
      from users u where u.role = 'WAREHOUSE_MANAGER' and u.activated_at is not null and u.disabled_at is null
      returning id, user_id as "userId"`,
  );
  return rows.map(
    (row): ServiceEvent => ({ type: 'notification', userId: row.userId, notificationId: row.id }),
  );
}

/** The first lots by name (item, lot and expiry: the same in every language) and how many more. */
function lotList(rows: Array<{ itemCode: string; lotNumber: string; expiryDate: string }>) {
  const lots = rows
    .slice(0, NAMED_LOTS)
    .map((row) => `${row.itemCode} / ${row.lotNumber} (${row.expiryDate})`)
    .join(', ');
  return { lots, more: rows.length - Math.min(rows.length, NAMED_LOTS) };
}

/**
 * Below-minimum alerts for the given items (after a change that may lower or raise them), in
 * one statement however many items: items back at their minimum forget their alert; items
 * below it claim one, and only the newly claimed are announced.
 */
export async function checkMinimumAlerts(
  tx: DbOrTx,
  itemCodes: string[],
  now: Date,
): Promise<ServiceEvent[]> {
  if (!itemCodes.length) return [];
  const today = riyadhDate(now);
  const codes = sql.join(
    [...new Set(itemCodes)].map((code) => sql`${code}`),
    sql`, `,
  );
  const claimed = await queryRows<{ itemCode: string; minimumLevel: number; available: number }>(
    tx,
    sql`with levels as (
        select i.id, i.item_code, i.minimum_level,
          coalesce((select sum(l.on_hand - l.reserved) from stock_lots l
            where l.item_id = i.id and l.expiry_date > ${today}::date), 0)::int as available
        from stock_items i where i.item_code in (${codes})
      ), cleared as (
        delete from stock_alerts where key in (select 'low:' || id::text from levels where available >= minimum_level)
      ), fresh as (
        insert into stock_alerts (key, created_at)
        select 'low:' || id::text, ${now} from levels where available < minimum_level
        on conflict do nothing returning key
      )
      select v.item_code as "itemCode", v.minimum_level as "minimumLevel", v.available
      from levels v join fresh f on f.key = 'low:' || v.id::text order by v.item_code`,
  );
  const events: ServiceEvent[] = [];
  for (const row of claimed) {
    const params = { item: row.itemCode, available: row.available, minimum: row.minimumLevel };
    events.push(...(await notifyWarehouse(tx, 'warning', { key: 'notifyStockBelowMinimum', params }, now)));
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
    const { lots, more } = lotList(rows);
    const params = { count: rows.length, days: nearExpiryDays, lots, more };
    const base = kind === 'expired' ? 'notifyLotsExpired' : 'notifyLotsNearExpiry';
    const message: KeyedMessage = { key: more ? `${base}More` : base, params };
    events.push(...(await notifyWarehouse(tx, kind === 'expired' ? 'warning' : 'info', message, now)));
  }
  return events;
}

/** The periodic pass (with housekeeping): expired lots leave the stock levels; expiry alerts for every lot. */
export async function scanStockAlerts(deps: Pick<Deps, 'db' | 'now' | 'events' | 'config'>) {
  const now = deps.now();
  await settleExpiredLevels(deps.db, riyadhDate(now));
  const events = await deps.db.transaction((tx) => checkExpiryAlerts(tx, now, deps.config.NEAR_EXPIRY_DAYS));
  if (events.length) await deps.events.publish(events);
  return events.length;
}
