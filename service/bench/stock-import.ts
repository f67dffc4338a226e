/**
 * `pnpm bench --sections stock-import` (issue 27): a 5,000-row stock import (500 new items x 10
 * lots, CSV) through HTTP on a fresh database of its own; prints the request's time, the longest
 * transaction the service held meanwhile (PostgreSQL: read from pg_stat_activity every 50 ms),
 * and the time to refuse a 5,001-row file (refused before it is parsed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INVENTORY_LIMITS, riyadhDate } from '@tawreed/domain';
import pg from 'pg';
import { testConfig } from '../src/config.js';
import { createAccount } from '../src/features/auth/service.js';
import { IMPORT_BATCH_ROWS } from '../src/features/inventory/stock-sheet.js';
import { startServer } from '../src/server.js';
import { freshPostgres } from './harness.js';

const ROWS = INVENTORY_LIMITS.maxImportRows;
const LOTS_PER_ITEM = 10;
const PASSWORD = 'correct-horse-battery';

/**
 * POSTs `form` and answers status and JSON, with no time limit on the answer (fetch gives up
 * after 300 s without headers; on a loaded machine an import may take longer, and the figure
 * is how long it takes).
 */
export async function patientPost(
  url: string,
  headers: Record<string, string>,
  form: FormData,
): Promise<{ status: number; json: () => Promise<unknown> }> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': body.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: async () => JSON.parse(text) as unknown });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function stockCsv(rows: number, warehouse: string): Buffer {
  const expiry = riyadhDate(new Date(Date.now() + 400 * 86_400_000));
  const lines = ['Warehouse,Item Code,Item Description,Lot,Expiry,Bin,Qty'];
  for (let i = 0; i < rows; i++) {
    const item = Math.floor(i / LOTS_PER_ITEM);
    lines.push(
      `${warehouse},SI-${String(item).padStart(5, '0')},Bench import item ${item},L${i % LOTS_PER_ITEM},${expiry},A-${i % 40},${1 + (i % 9)}`,
    );
  }
  return Buffer.from(lines.join('\r\n'));
}

export async function benchStockImport(
  target: 'pglite' | 'postgres',
  postgresUrl: string,
  say: (line?: string) => void,
) {
  say(
    `\n## Stock import: ${ROWS.toLocaleString('en-US')} rows through HTTP, batches of ${IMPORT_BATCH_ROWS} (${target})`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tawreed-bench-stock-import-'));
  const databaseUrl = target === 'postgres' ? await freshPostgres(postgresUrl, 'stock_import') : undefined;
  const config = testConfig({
    PORT: 0,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  });
  const server = await startServer(config, { webDir: null, host: '127.0.0.1' });
  let watcher: pg.Client | null = null;
  let watching = true;
  let polling: Promise<void> = Promise.resolve();
  try {
    const email = 'bench-stock-import@tawreed.test';
    await createAccount(
      server.deps,
      { name: 'Bench manager', email, password: PASSWORD, role: 'WAREHOUSE_MANAGER', companyName: null },
      { activatedAt: new Date(), isSalesRep: false },
    );
    await server.deps.database.db.execute(
      (await import('drizzle-orm')).sql`insert into warehouses (code, name) values ('SI-WH', 'Bench import')`,
    );
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const upload = (bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], 'stock.csv', { type: 'text/csv' }));
      return patientPost(`${server.url}/api/inventory/imports`, { cookie, origin: server.url }, form);
    };

    let longestMs = 0;
    let longestQuery = '';
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      watcher = client;
      await client.connect();
      polling = (async () => {
        while (watching) {
          const { rows } = await client.query<{ ms: number; query: string }>(
            `select extract(epoch from (clock_timestamp() - xact_start)) * 1000 as ms, left(query, 80) as query
             from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null
             order by xact_start limit 1`,
          );
          if (rows[0] && rows[0].ms > longestMs) {
            longestMs = rows[0].ms;
            longestQuery = rows[0].query.replace(/\s+/g, ' ');
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
    }
    const started = performance.now();
    const res = await upload(stockCsv(ROWS, 'SI-WH'));
    const elapsed = performance.now() - started;
    watching = false;
    await polling;
    const result = (await res.json()) as { applied?: boolean; received?: number };
    say(
      `${ROWS.toLocaleString('en-US')} rows: HTTP ${res.status}, applied ${result.applied}, received ${result.received}, ` +
        `${(elapsed / 1000).toFixed(2)} s (${Math.round(ROWS / (elapsed / 1000))} rows/s)`,
    );
    if (databaseUrl)
      say(`longest transaction held meanwhile: ${(longestMs / 1000).toFixed(2)} s (at: ${longestQuery})`);
    else say('longest transaction: not watched on PGlite (PostgreSQL only)');
    const refusedAt = performance.now();
    const refused = await upload(stockCsv(ROWS + 1, 'SI-WH'));
    say(
      `${(ROWS + 1).toLocaleString('en-US')} rows: HTTP ${refused.status} in ${(performance.now() - refusedAt).toFixed(0)} ms (refused before parsing the rest)`,
    );
  } finally {
    watching = false;
    await polling.catch(() => undefined);
    await watcher?.end();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
