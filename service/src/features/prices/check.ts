/**
 * The price check of DESIGN §12 against what is stored: the client's list (or the default) valid
 * on the Riyadh day, and the catalogue. A constant number of queries whatever the number of
 * lines: the lists, the client's assignment, and one query for the distinct codes of the lines
 * (the applicable list's prices and the inventory's codes together). The rule is domain/'s.
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
import { asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clients, orderLines, orders, priceListItems, priceLists, stockItems } from '../../db/schema.js';

interface PricePolicy {
  now: Date;
  tolerancePercent: string;
}

const anyOf = (column: SQL | typeof stockItems.itemCode, values: readonly string[]) =>
  sql`${column} = any(${sql.param([...values])}::text[])`;

/**
 * The client's assigned list, or null (no account, not in the master, or no list assigned).
 * `company`: a medical company's parse, which may use only a client its own orders named (the
 * companies compete: one never learns whether another's client has contract prices).
 */
async function clientListId(
  db: DbOrTx,
  accountNo: string | null,
  company: string | null,
): Promise<string | null> {
  const key = accountNo?.trim() ? accountKey(accountNo) : null;
  if (!key) return null;
  const named =
    company === null
      ? sql`true`
      : sql`exists (select 1 from ${orders} where ${orders.medicalCompany} = ${company} and lower(btrim(${orders.clientAccountNo})) = ${key})`;
  const [row] = await db
    .select({ priceListId: clients.priceListId })
    .from(clients)
    .where(sql`lower(${clients.accountNo}) = ${key} and ${named}`)
    .limit(1);
  return row?.priceListId ?? null;
}

/** The lists that may price this client's order: its own and the default. */
async function candidateLists(db: DbOrTx, ownId: string | null) {
  return db
    .select({
      id: priceLists.id,
      validFrom: priceLists.validFrom,
      validTo: priceLists.validTo,
      isDefault: priceLists.isDefault,
    })
    .from(priceLists)
    .where(
      ownId ? or(eq(priceLists.isDefault, true), eq(priceLists.id, ownId)) : eq(priceLists.isDefault, true),
    );
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
  const own = await clientListId(db, client.accountNo, client.company);
  const list = applicablePriceList(await candidateLists(db, own), own, riyadhDate(policy.now));
  const codes = [...new Set(lines.map((line) => line.itemCode))];
  const inventory = db
    .select({ code: stockItems.itemCode, price: sql<string | null>`null::numeric(14,2)` })
    .from(stockItems)
    .where(anyOf(stockItems.itemCode, codes));
  const rows = list
    ? await db
        .select({ code: priceListItems.itemCode, price: sql<string | null>`${priceListItems.priceSar}` })
        .from(priceListItems)
        .where(
          sql`${priceListItems.priceListId} = ${list.id} and ${anyOf(sql`${priceListItems.itemCode}`, codes)}`,
        )
        .unionAll(inventory)
    : await inventory;
  if (!list && !rows.length) {
    const [any] = await db.select({ code: stockItems.itemCode }).from(stockItems).limit(1);
    if (!any) return [];
  }
  const prices = list ? new Map<string, string>() : null;
  const known = new Set<string>();
  for (const row of rows) {
    if (row.price === null) known.add(row.code);
    else prices?.set(row.code, row.price);
  }
  return priceCheck(lines, prices, (code) => known.has(code), policy.tolerancePercent);
}

/** An order's price findings (line numbers from 1, in the order's line order). */
export async function orderPriceFindings(
  db: DbOrTx,
  order: { id: string; clientAccountNo: string | null },
  policy: PricePolicy & { strict: boolean },
): Promise<Finding[]> {
  const lines = await db
    .select({ itemCode: orderLines.itemCode, publicPrice: orderLines.publicPrice })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const priced = lines.map((line, index) => ({ row: index + 1, ...line }));
  return priceFindings(
    await priceWarnings(db, { accountNo: order.clientAccountNo, company: null }, priced, policy),
    policy.strict,
  );
}
