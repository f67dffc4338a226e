/**
 * `pnpm bench --sections table-imports` (issue 27): the client, receivable, payment and price
 * imports at their limits (20,000 / 20,000 / 20,000 / 50,000 rows, CSV) through HTTP on a fresh
 * database of their own; prints each request's time and the longest transaction the service
 * held meanwhile (PostgreSQL: read from pg_stat_activity every 50 ms). BENCH_TABLE_IMPORT_ROWS=2000
 * caps every file at that many rows (a quick look at a loaded machine);
 * BENCH_TABLE_IMPORTS=prices,payments runs only those.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLIENT_LIMITS, PRICE_LIST_LIMITS } from '@tawreed/domain';
import pg from 'pg';
import { testConfig } from '../src/config.js';
import { createAccount } from '../src/features/auth/service.js';
import { startServer } from '../src/server.js';
import { freshPostgres } from './harness.js';
import { patientPost } from './stock-import.js';

const PASSWORD = 'correct-horse-battery';

const csv = (header: string, rows: number, row: (i: number) => string) => {
  const lines = [header];
  for (let i = 0; i < rows; i++) lines.push(row(i));
  return Buffer.from(lines.join('\r\n'));
};
const account = (i: number) => `TI-${String(i).padStart(6, '0')}`;

/** Watches the longest open transaction of `databaseUrl` until stopped. */
function watchTransactions(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  let watching = true;
  let longestMs = 0;
  let longestQuery = '';
  const polling = (async () => {
    await client.connect();
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
  return async () => {
    watching = false;
    await polling;
    await client.end();
    return { longestMs, longestQuery };
  };
}

export async function benchTableImports(
  target: 'pglite' | 'postgres',
  postgresUrl: string,
  say: (line?: string) => void,
) {
  say(`\n## Client, receivable, payment and price imports at their limits through HTTP (${target})`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tawreed-bench-table-imports-'));
  const databaseUrl = target === 'postgres' ? await freshPostgres(postgresUrl, 'table_imports') : undefined;
  const config = testConfig({
    PORT: 0,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  });
  const server = await startServer(config, { webDir: null, host: '127.0.0.1' });
  try {
    const email = 'bench-table-imports@tawreed.test';
    await createAccount(
      server.deps,
      { name: 'Bench administrator', email, password: PASSWORD, role: 'ADMIN', companyName: null },
      { activatedAt: new Date(), isSalesRep: false },
    );
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const headers = { cookie, origin: server.url };
    const list = (await (
      await fetch(`${server.url}/api/price-lists`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench tender' }),
      })
    ).json()) as { id: string };
    const cap = Number(process.env.BENCH_TABLE_IMPORT_ROWS ?? Number.POSITIVE_INFINITY);
    const clientRows = Math.min(CLIENT_LIMITS.maxImportRows, cap);
    const priceRows = Math.min(PRICE_LIST_LIMITS.maxImportRows, cap);
    const imports = [
      {
        name: 'clients',
        route: '/api/clients/import',
        rows: clientRows,
        file: csv(
          'Account No,Name,Credit Limit (SAR)',
          clientRows,
          (i) => `${account(i)},Clinic ${i},50000.00`,
        ),
      },
      {
        name: 'receivables',
        route: '/api/receivables/import',
        rows: clientRows,
        file: csv(
          'Account No,Kind,Number,Date,Amount (SAR),Open (SAR)',
          clientRows,
          (i) => `${account(i % clientRows)},INVOICE,TI-INV-${i},2026-10-01,100.00,100.00`,
        ),
      },
      {
        name: 'payments',
        route: '/api/payments/import',
        rows: clientRows,
        file: csv(
          'Account No,Date,Amount (SAR),Reference,Method',
          clientRows,
          (i) => `${account(i % clientRows)},2026-11-01,40.00,TI-PAY-${i},BANK_TRANSFER`,
        ),
      },
      {
        name: 'prices',
        route: `/api/price-lists/${list.id}/import`,
        rows: priceRows,
        file: csv('Item Code,Price (SAR)', priceRows, (i) => `TI-${i},${(1 + (i % 500)).toFixed(2)}`),
      },
    ];
    const only = process.env.BENCH_TABLE_IMPORTS?.split(',');
    for (const one of imports.filter((i) => !only || only.includes(i.name))) {
      const stop = databaseUrl ? watchTransactions(databaseUrl) : null;
      const form = new FormData();
      form.append('file', new File([new Uint8Array(one.file)], `${one.name}.csv`, { type: 'text/csv' }));
      const started = performance.now();
      const res = await patientPost(`${server.url}${one.route}`, headers, form);
      const elapsed = performance.now() - started;
      const answer = (await res.json()) as { applied?: boolean; errors?: unknown[] };
      const held = await stop?.();
      say(
        `${one.name}: ${one.rows.toLocaleString('en-US')} rows, HTTP ${res.status}, applied ${answer.applied}, ` +
          `errors ${answer.errors?.length ?? '-'}, ${(elapsed / 1000).toFixed(2)} s` +
          (held
            ? `; longest transaction ${(held.longestMs / 1000).toFixed(2)} s (at: ${held.longestQuery})`
            : '; transactions not watched on PGlite'),
      );
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
