/**
 * The price check of DESIGN §12 against what is stored: the client's list (or the default) valid
 * on the Riyadh day, and the catalogue. One statement whatever the number of lines: the client's
 * assignment, the lists, their prices and the inventory's codes for the distinct codes of the
 * lines (and, for an order, the lines themselves). The rule is domain/'s.
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
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryNamedRows, type Tx } from '../../db/client.js';
import { clients, orderLines, orders, priceListItems, priceLists, stockItems } from '../../db/schema.js';

interface PricePolicy {
  now: Date;
  tolerancePercent: string;
}

/**
 * The client's assigned list (null: no account, not in the master, or no list assigned), as a
 * scalar subquery. `company`: a medical company's parse, which may use only a client its own
 * orders named (the companies compete: one never learns whether another's client has contract
 * prices).
 */
function clientListId(accountNo: string | null, company: string | null): SQL {
  const key = accountNo?.trim() ? accountKey(accountNo) : null;
  if (!key) return sql`null::uuid`;
  const named =
    company === null
      ? sql`true`
      : sql`exists (select 1 from ${orders} where ${orders.medicalCompany} = ${company} and lower(btrim(${orders.clientAccountNo})) = ${key})`;
  return sql`(select ${clients.priceListId} from ${clients} where lower(${clients.accountNo}) = ${key} and ${named} limit 1)`;
}

interface PriceFacts {
  /** The client's own list. */
  own: string | null;
  /** The lists that may price this client's order: its own and the default. */
  lists: Array<{ id: string; validFrom: string | null; validTo: string | null; isDefault: boolean }> | null;
  /** [list id, item code, price] of the candidate lists' items for the codes. */
  prices: Array<[string, string, string]> | null;
  /** The codes the inventory knows. */
  known: string[] | null;
  anyStock: boolean;
  /** The order's lines (orderPriceFindings only). */
  lines: Array<{ itemCode: string; publicPrice: string }> | null;
  /** The id of the client row the statement locked (`lockClient`), if there is one. */
  locked: string | null;
}

/** The client's row locked for the rest of the transaction (FOR UPDATE), as a CTE answering its id. */
function lockedClient(accountNo: string | null): SQL {
  const key = accountNo?.trim() ? accountKey(accountNo) : null;
  if (!key) return sql`select null::uuid as id`;
  return sql`select ${clients.id} as id from ${clients} where lower(${clients.accountNo}) = ${key} limit 1 for update`;
}

/**
 * Everything the check reads, in one statement: the client's list, the candidate lists, their
 * prices and the inventory's codes for the lines' codes (`codes`: a query of one `code` column),
 * and whether the inventory has any item at all. `lines`: the order's lines, when they are read
 * here. `lockClient`: the statement also locks the client's row (an approval's credit check).
 */
async function readPriceFacts(
  db: DbOrTx,
  client: { accountNo: string | null; company: string | null; lockClient?: boolean },
  codes: SQL,
  lines: SQL = sql`null::json`,
): Promise<PriceFacts> {
  const locked = client.lockClient ? lockedClient(client.accountNo) : sql`select null::uuid as id`;
  const [row] = await queryNamedRows<PriceFacts>(
    db,
    sql`with locked as (${locked}), codes as (${codes}), own as (select ${clientListId(client.accountNo, client.company)} as id),
      lists as (select ${priceLists.id} as id, ${priceLists.validFrom}::text as valid_from,
          ${priceLists.validTo}::text as valid_to, ${priceLists.isDefault} as is_default
        from ${priceLists} where ${priceLists.isDefault} = true or ${priceLists.id} = (select id from own))
      select (select id from own) as "own",
        (select json_agg(json_build_object('id', id, 'validFrom', valid_from, 'validTo', valid_to, 'isDefault', is_default))
          from lists) as "lists",
        (select json_agg(json_build_array(i.price_list_id, i.item_code, i.price_sar::text)) from ${priceListItems} i
          where i.price_list_id in (select id from lists) and i.item_code in (select code from codes)) as "prices",
        (select json_agg(s.item_code) from ${stockItems} s where s.item_code in (select code from codes)) as "known",
        exists (select 1 from ${stockItems}) as "anyStock",
        ${lines} as "lines", (select id from locked) as "locked"`,
  );
  if (!row) throw new Error('the price facts query answered no row');
  return row;
}

/** The warnings of `lines` from the facts read for them. */
function warningsOf(facts: PriceFacts, lines: readonly PricedLine[], policy: PricePolicy): PriceWarning[] {
  if (!lines.length) return [];
  const list = applicablePriceList(facts.lists ?? [], facts.own, riyadhDate(policy.now));
  const known = new Set(facts.known ?? []);
  // No list applies and the catalogue knows none of the codes: if it is empty, nothing to check
  // against, so no warning (a distributor that has imported nothing sees nothing).
  if (!list && !known.size && !facts.anyStock) return [];
  const prices = list ? new Map<string, string>() : null;
  for (const [listId, code, price] of facts.prices ?? []) if (listId === list?.id) prices?.set(code, price);
  return priceCheck(lines, prices, (code) => known.has(code), policy.tolerancePercent);
}

/**
 * The warnings of `lines` for the client `accountNo` (seen by `company`; null: staff). No list applies and an empty catalogue:
 * nothing to check against, so no warning (a distributor that has imported nothing sees nothing).
 */
export async function priceWarnings(
  db: DbOrTx,
  client: { accountNo: string | null; company: string | null },
  lines: readonly PricedLine[],
  policy: PricePolicy,
): Promise<PriceWarning[]> {
  if (!lines.length) return [];
  const codes = [...new Set(lines.map((line) => line.itemCode))];
  const facts = await readPriceFacts(db, client, sql`select unnest(${sql.param(codes)}::text[]) as code`);
  return warningsOf(facts, lines, policy);
}

/** The findings of the order's lines, and whether the statement locked a client row (`lockClient`). */
async function orderFindings(
  db: DbOrTx,
  order: { id: string; clientAccountNo: string | null },
  policy: PricePolicy & { strict: boolean },
  lockClient: boolean,
): Promise<{ findings: Finding[]; clientLocked: boolean }> {
  // The lines and everything the check reads of them in one statement (an approval's round trip).
  const ofOrder = sql`select ${orderLines.itemCode} as item_code, ${orderLines.publicPrice}::text as public_price,
    ${orderLines.position} as position from ${orderLines} where ${orderLines.orderId} = ${order.id}`;
  const facts = await readPriceFacts(
    db,
    { accountNo: order.clientAccountNo, company: null, lockClient },
    sql`select distinct item_code as code from (${ofOrder}) l`,
    sql`(select json_agg(json_build_object('itemCode', l.item_code, 'publicPrice', l.public_price) order by l.position)
      from (${ofOrder}) l)`,
  );
  const priced = (facts.lines ?? []).map((line, index) => ({ row: index + 1, ...line }));
  return {
    findings: priceFindings(warningsOf(facts, priced, policy), policy.strict),
    clientLocked: facts.locked !== null,
  };
}

/** An order's price findings (line numbers from 1, in the order's line order). */
export async function orderPriceFindings(
  db: DbOrTx,
  order: { id: string; clientAccountNo: string | null },
  policy: PricePolicy & { strict: boolean },
): Promise<Finding[]> {
  return (await orderFindings(db, order, policy, false)).findings;
}

/**
 * An approval's price findings, read by the statement that locks the order's client row for the
 * rest of the transaction (the credit check's lock, one round trip for both); `clientLocked`:
 * whether the client is in the master.
 */
export function lockClientWithPriceFindings(
  tx: Tx,
  order: { id: string; clientAccountNo: string | null },
  policy: PricePolicy & { strict: boolean },
): Promise<{ findings: Finding[]; clientLocked: boolean }> {
  return orderFindings(tx, order, policy, true);
}
