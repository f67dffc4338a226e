/**
 * `pnpm bench --sections price-check` (issue 30): parse of a 5,000-line .xlsx with the price
 * check of DESIGN §12 against a default list of 50,000 items (one query for the lists and the sheet's codes),
 * against the same parse without it. Median of 11 alternating runs; target ratio <= 1.2. Its own
 * fresh database (PostgreSQL beside the bench's, or PGlite in a temporary directory).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { testConfig } from '../src/config.js';
import { priceWarnings } from '../src/features/prices/check.js';
import { parseOrderLinesFile } from '../src/features/spreadsheets/parse.js';
import { startServer } from '../src/server.js';
import { freshPostgres } from './harness.js';
import { orderSpreadsheet } from './spreadsheets.js';

const LINES = 5_000;
const LIST_ITEMS = 50_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export async function benchPriceCheck(
  target: 'pglite' | 'postgres',
  postgresUrl: string,
  say: (line?: string) => void,
) {
  say(
    `\n## Parse of ${LINES.toLocaleString('en-US')} lines with the price check against ${LIST_ITEMS.toLocaleString('en-US')} list items (${target})`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tawreed-bench-price-check-'));
  const databaseUrl = target === 'postgres' ? await freshPostgres(postgresUrl, 'price_check') : undefined;
  const config = testConfig({
    PORT: 0,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  });
  const server = await startServer(config, { webDir: null, host: '127.0.0.1' });
  try {
    const db = server.deps.db;
    // The sheet's codes are MED-10000.. (orderSpreadsheet); the list holds MED-10000..MED-59999,
    // every tenth at another price, so the check finds mismatches as well as matches.
    await db.execute(sql`insert into price_lists (name, is_default) values ('Bench default', true)`);
    await db.execute(sql`insert into price_list_items (price_list_id, item_code, price_sar)
      select (select id from price_lists where is_default), 'MED-' || (10000 + i),
             case when i % 10 = 0 then 1.00 else ((i * 37) % 50000 + 100) / 100.0 end
      from generate_series(0, ${LIST_ITEMS - 1}) as i`);
    await db.execute(sql`analyze price_list_items`);
    const bytes = await orderSpreadsheet(LINES);
    const policy = { now: new Date(), tolerancePercent: config.PRICE_TOLERANCE_PERCENT };
    const plain = () => parseOrderLinesFile({ bytes, fileName: 'orders.xlsx' });
    let warnings = 0;
    const checked = async () => {
      const parsed = await plain();
      const found = await priceWarnings(
        db,
        { accountNo: null, company: null },
        parsed.lines.map((line, i) => ({
          row: parsed.lineRows[i]!,
          itemCode: line.itemCode,
          publicPrice: line.publicPrice,
        })),
        policy,
      );
      warnings = found.length;
    };
    for (let warmUp = 0; warmUp < 2; warmUp++) {
      await plain();
      await checked();
    }
    const plainMs: number[] = [];
    const checkedMs: number[] = [];
    for (let run = 0; run < 11; run++) {
      plainMs.push(await timed(plain));
      checkedMs.push(await timed(checked));
    }
    const parseMs = median(plainMs);
    const withCheckMs = median(checkedMs);
    say(
      JSON.stringify({
        lines: LINES,
        listItems: LIST_ITEMS,
        warnings,
        parseMs: Number(parseMs.toFixed(1)),
        parseWithPriceCheckMs: Number(withCheckMs.toFixed(1)),
        ratio: Number((withCheckMs / parseMs).toFixed(3)),
        target: 1.2,
      }),
    );
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
