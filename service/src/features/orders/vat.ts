/**
 * VAT on an order's lines (DESIGN §12): the catalogue's category of each Item Code, then the
 * domain's one computation (applyVat). The import preview, create, PUT and a sheet's lines all
 * come through here, so they agree; the result is stored and never recomputed on read.
 */
import {
  applyVat,
  type LinesWithVat,
  MAX_AMOUNT,
  MAX_AMOUNT_CENTS,
  msg,
  type OrderLine,
  toCents,
  type VatCategory,
} from '@tawreed/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stockItems } from '../../db/schema.js';
import type { Deps } from '../../http/context.js';
import { validationFailed } from '../../http/errors.js';

/** The catalogue's VAT category of each known code among `itemCodes`. */
async function vatCategories(db: DbOrTx, itemCodes: readonly string[]) {
  const codes = [...new Set(itemCodes)];
  const categories = new Map<string, VatCategory>();
  // Chunked so a 5,000-line order stays well under the driver's parameter limit.
  for (let start = 0; start < codes.length; start += 1000) {
    const rows = await db
      .select({ itemCode: stockItems.itemCode, vatCategory: stockItems.vatCategory })
      .from(stockItems)
      .where(inArray(stockItems.itemCode, codes.slice(start, start + 1000)));
    for (const row of rows) categories.set(row.itemCode, row.vatCategory);
  }
  return categories;
}

/** `lines` with their VAT and the order's totals, at the configured standard rate. */
export async function linesWithVat<L extends OrderLine>(
  deps: Pick<Deps, 'config'>,
  db: DbOrTx,
  lines: readonly L[],
): Promise<LinesWithVat<L>> {
  const categories = await vatCategories(
    db,
    lines.map((line) => line.itemCode),
  );
  return applyVat(lines, (code) => categories.get(code), deps.config.VAT_RATE_PERCENT);
}

/** The order columns a set of lines decides. */
export const orderAmounts = (computed: LinesWithVat<OrderLine>) => ({
  totalValueSar: computed.totalValueSAR,
  vatSar: computed.vatSAR,
  payableSar: computed.payableSAR,
});

/** A payable total the money columns cannot hold answers 422, never a database error. */
export function checkedAmounts<T extends LinesWithVat<OrderLine>>(computed: T): T {
  if (toCents(computed.payableSAR) > MAX_AMOUNT_CENTS) {
    throw validationFailed([
      { path: 'lines', message: msg('fieldMaxAmount', { label: msg('labelPayable'), max: MAX_AMOUNT }) },
    ]);
  }
  return computed;
}
