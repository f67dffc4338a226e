/**
 * The price check of DESIGN §12 against what is stored: the client's list (or the default) valid
 * on the Riyadh day, and the catalogue. One query whatever the number of lines (and however the
 * client is named): the candidate lists (the client's own and the default), their prices for the
 * lines' distinct codes, the inventory's codes among them and whether the inventory is empty. Its
 * text does not vary with the lines (the codes are one array parameter), so on PostgreSQL it is
 * a named prepared statement with one generic plan: a custom plan would estimate each of up to
 * thousands of codes on every call. `= any($codes)` on the primary key (price_list_id,
 * item_code) and on stock_items' unique item_code. The rule (which list applies) is domain/'s.
 */
import {
  accountKey,
  applicablePriceList,
  type Finding,
  type PricedLine,
  type PriceWarning,
  priceCheck,
  priceFindings,
  riyadhDate,
} from '@tawreed/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { type DbOrTx, queryPreparedRows } from '../../db/client.js';
import { orderLines } from '../../db/schema.js';

interface PricePolicy {
  now: Date;
  tolerancePercent: string;
}

/** Where the check reads: a transaction (no pool: the statement runs on it), or the pool's database. */
export interface PriceSource {
  db: DbOrTx;
  pool?: pg.Pool;
}

interface CheckRow {
  /** `list`: a candidate list; `price`: a list's price; `stock`: an inventory code; `any`: the inventory is not empty. */
  kind: 'list' | 'price' | 'stock' | 'any';
  list_id: string | null;
  valid_from: string | null;
  valid_to: string | null;
  is_default: boolean | null;
  is_own: boolean | null;
  code: string | null;
  price: string | null;
}

/**
 * The client's assigned list (none without an account, outside the master or unassigned); for
 * a medical company (`company`) only a client its own orders named (the companies compete: one
 * never learns whether another's client has contract prices).
 */
const ownList = (key: string | null, company: string | null) => sql`
  select c.price_list_id from clients c
  where ${key}::text is not null and lower(c.account_no) = ${key}::text
    and (${company}::text is null or exists (
      select 1 from orders o
      where o.medical_company = ${company}::text and lower(btrim(o.client_account_no)) = ${key}::text))
  limit 1`;

function checkQuery(key: string | null, company: string | null, codes: string[]) {
  const array = sql`${sql.param(codes)}::text[]`;
  return sql`
    with own as (${ownList(key, company)}),
    lists as (
      select l.id, l.valid_from, l.valid_to, l.is_default, l.id = (select price_list_id from own) as is_own
      from price_lists l
      where l.is_default or l.id = (select price_list_id from own)
    )
    select 'list' as kind, id as list_id, valid_from::text as valid_from, valid_to::text as valid_to,
           is_default, is_own, null::text as code, null::text as price
    from lists
    union all
    select 'price', p.price_list_id, null, null, null, null, p.item_code, p.price_sar::text
    from price_list_items p
    where p.price_list_id in (select id from lists) and p.item_code = any(${array})
    union all
    select 'stock', null, null, null, null, null, s.item_code, null
    from stock_items s
    where s.item_code = any(${array})
    union all
    (select 'any', null, null, null, null, null, null, null from stock_items limit 1)`;
}

/**
 * The warnings of `lines` for the client `accountNo` (seen by `company`; null: staff). No list applies and an empty catalogue:
 * nothing to check against, so no warning (a distributor that has imported nothing sees nothing).
 */
export async function priceWarnings(
  source: PriceSource,
  client: { accountNo: string | null; company: string | null },
  lines: readonly PricedLine[],
  policy: PricePolicy,
): Promise<PriceWarning[]> {
  if (!lines.length) return [];
  const key = client.accountNo?.trim() ? accountKey(client.accountNo) : null;
  const codes = [...new Set(lines.map((line) => line.itemCode))];
  const rows = await queryPreparedRows<CheckRow>(source, checkQuery(key || null, client.company, codes));
  const lists = rows
    .filter((row) => row.kind === 'list')
    .map((row) => ({
      id: row.list_id!,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      isDefault: row.is_default === true,
      own: row.is_own === true,
    }));
  const own = lists.find((candidate) => candidate.own)?.id ?? null;
  const list = applicablePriceList(lists, own, riyadhDate(policy.now));
  if (!list && !rows.some((row) => row.kind === 'any')) return [];
  const prices = list ? new Map<string, string>() : null;
  const known = new Set<string>();
  for (const row of rows) {
    if (row.kind === 'stock') known.add(row.code!);
    else if (row.kind === 'price' && row.list_id === list?.id) prices?.set(row.code!, row.price!);
  }
  return priceCheck(lines, prices, (code) => known.has(code), policy.tolerancePercent);
}

/** An order's price findings (line numbers from 1, in the order's line order). */
export async function orderPriceFindings(
  source: PriceSource,
  order: { id: string; clientAccountNo: string | null },
  policy: PricePolicy & { strict: boolean },
): Promise<Finding[]> {
  const lines = await source.db
    .select({ itemCode: orderLines.itemCode, publicPrice: orderLines.publicPrice })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const priced = lines.map((line, index) => ({ row: index + 1, ...line }));
  return priceFindings(
    await priceWarnings(source, { accountNo: order.clientAccountNo, company: null }, priced, policy),
    policy.strict,
  );
}
