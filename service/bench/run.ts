/**
 * `pnpm bench`: prints the speed figures of issues 3, 4 and 5 beside their plain-SQL or bare
 * baselines. The service runs as a separate process (so its memory can be watched) against a
 * seeded database that is kept between runs.
 *
 *   pnpm bench                          # PostgreSQL, 1,000,000 orders, every section
 *   pnpm bench --target pglite          # embedded database, 100,000 orders
 *   pnpm bench --sections list,stats    # some sections only
 *   pnpm bench --sections webhooks      # webhook delivery (its own fresh database, no seed)
 *   pnpm bench --sections inventory     # 100,000 lots: reserving, stock lists, recall (PostgreSQL)
 *   pnpm bench --sections stock-import  # a 5,000-row stock import (its own fresh database, no seed)
 *   pnpm bench --sections table-imports # client, receivable, payment and price imports at their limits
 *   pnpm bench --sections audit         # 1,000,000 audit entries: chain, then verify (own database)
 *   pnpm bench --sections price-check   # parse of 5,000 lines with the price check against a 50,000-item
 *                                       # list vs the parse alone (its own fresh database, no seed)
 *   pnpm bench --sections credit        # clients and credit (PostgreSQL): 100,000 clients, 2,000,000
 *                                       # documents, 1,000,000 orders; BENCH_CREDIT_SCALE=0.01 for a quick run
 *   pnpm bench --sections export --export-all   # also export every order
 *   BENCH_DATABASE_URL=postgres://...   # which server database to use (created if missing)
 *   BENCH_PORT=3911                     # first of the four ports the bench's services listen on
 *   BENCH_PROFILE_DIR=/tmp/prof         # the service writes a CPU profile (node --cpu-prof) there
 *   pnpm bench --growth                 # each figure at 10k, 100k and 1M orders (see growth.ts)
 *   pnpm bench --sections realtime --sockets 200   # fewer sockets per instance (default 1,000)
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import {
  type BenchTarget,
  get,
  machineCpu,
  machineLoad,
  median,
  ms,
  plainSql as plain,
  prepareDatabase as prepare,
  type Service,
  say,
  startService as start,
  timeMany,
  tokenFor,
} from './harness.js';

const { values: args } = parseArgs({
  options: {
    target: { type: 'string', default: 'postgres' },
    orders: { type: 'string' },
    sections: {
      type: 'string',
      default:
        'list,stats,transitions,export,realtime,parse,webhooks,inventory,stock-import,table-imports,credit,audit,price-check',
    },
    samples: { type: 'string' },
    'export-all': { type: 'boolean', default: false },
    'export-runs': { type: 'string', default: '3' },
    growth: { type: 'boolean', default: false },
    sizes: { type: 'string', default: '10000,100000,1000000' },
    // Sockets per instance in the realtime section (fewer for a quick look on a loaded machine).
    sockets: { type: 'string', default: '1000' },
  },
});
const target = args.target === 'pglite' ? 'pglite' : 'postgres';
const ORDERS = Number(args.orders ?? (target === 'postgres' ? 1_000_000 : 100_000));
const SECTIONS = new Set(args.sections!.split(','));
const SAMPLES = Number(args.samples ?? 200);
/** Also export every order (a million on PostgreSQL: about 40 s more). */
const EXPORT_ALL = args['export-all'] === true;
const EXPORT_RUNS = Number(args['export-runs']);
const SOCKETS = Math.max(1, Number(args.sockets) || 1000);
const BENCH_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tawreed_bench';
const DATA_DIR = path.join(tmpdir(), `tawreed-bench-${ORDERS}`);
/** First of the four ports the bench's services listen on (BENCH_PORT, default 3911). */
const PORT = Number(process.env.BENCH_PORT ?? 3911);

const bench: BenchTarget = { kind: target, url: BENCH_URL, dataDir: DATA_DIR, orders: ORDERS };
const prepareDatabase = () => prepare(bench);
const startService = (port: number) => start(bench, port);
const plainSql = <T>(work: (client: pg.Client) => Promise<T>) => plain(bench, work);

// ---- sections ----

/** A status filter: its label and token, the list's query and the plain-SQL where. */
function byStatus(label: string, token: string, statuses: string[]): [string, string, string, string] {
  return [
    label,
    token,
    `status=${statuses.join(',')}`,
    `status in (${statuses.map((s) => `'${s}'`).join(',')})`,
  ];
}

async function benchList(service: Service, staffToken: string, companyToken: string) {
  say('\n## Order list and search through HTTP (p50 / p95)');
  const filters: Array<[string, string, string, string]> = [
    // label, token, query, plain-SQL where
    ['all orders (staff)', staffToken, '', 'true'],
    byStatus('Sales & Collection queue', staffToken, ['PENDING_CREDIT', 'RESUBMITTED']),
    byStatus('Credit Review queue', staffToken, ['PENDING_HIGHER']),
    byStatus('Warehouse queue', staffToken, ['PENDING_WAREHOUSE']),
    byStatus('Print queue', staffToken, ['READY_TO_PRINT']),
    byStatus('rejected card', staffToken, ['REJECTED']),
    byStatus('delivered card', staffToken, ['ORDER_DELIVERED']),
    ['branch filter', staffToken, 'branchFilter=Wasama', "medical_company = 'Wasama'"],
    ['company: my orders', companyToken, 'mine=true', 'company_id = $owner'],
    [
      'company: pending',
      companyToken,
      'status=PENDING_CREDIT',
      "medical_company = $company and status = 'PENDING_CREDIT'",
    ],
    ['delivery status in transit', staffToken, 'deliveryStatus=IN_TRANSIT', "delivery_status = 'IN_TRANSIT'"],
    [
      'order date range (a week)',
      staffToken,
      'dateFrom=2026-06-01&dateTo=2026-06-07',
      "order_date between '2026-06-01' and '2026-06-07'",
    ],
  ];
  const searches: Array<[string, string]> = [
    ['client name', 'Al Razi Polyclinic 42'],
    ['client name, no such client', 'Al Razi Clinic'],
    ['client name word', 'Razi'],
    ['broad word (40% of all orders)', 'Clinic'],
    ['account number', 'ACC-04217'],
    ['external ref', 'PO-00731'],
    ['order id prefix', ''],
  ];
  const first = (await get(service, staffToken, '/api/orders?pageSize=1')) as {
    orders: Array<{ id: string; companyId: string; medicalCompany: string }>;
  };
  searches[searches.length - 1]![1] = first.orders[0]!.id.slice(0, 8);
  const me = (await get(service, companyToken, '/api/auth/me')) as { id: string; companyName: string };

  say('| filter | rows | API p50 | API p95 | plain SQL p50 | plain SQL p95 |');
  say('|---|---|---|---|---|---|');
  for (const [label, token, query, where] of filters) {
    const route = `/api/orders?${query}`;
    const total = ((await get(service, token, route)) as { total: number }).total;
    const api = await timeMany(SAMPLES, () => get(service, token, route));
    const plain = await plainSql(async (client) => {
      const clause = where.replace('$owner', `'${me.id}'`).replace('$company', `'${me.companyName}'`);
      return timeMany(Math.min(SAMPLES, 50), async () => {
        await client.query(`select * from orders where ${clause} order by updated_at desc, id desc limit 25`);
        await client.query(`select count(*) from orders where ${clause}`);
      });
    });
    say(
      `| ${label} | ${total.toLocaleString('en-US')} | ${ms(api.p50)} | ${ms(api.p95)} | ${plain ? ms(plain.p50) : '-'} | ${plain ? ms(plain.p95) : '-'} |`,
    );
  }
  say('\n| q search | rows | API p50 | API p95 | plain SQL (ILIKE) p50 | p95 |');
  say('|---|---|---|---|---|---|');
  for (const [label, q] of searches) {
    const route = `/api/orders?q=${encodeURIComponent(q)}`;
    const total = ((await get(service, staffToken, route)) as { total: number }).total;
    const api = await timeMany(SAMPLES, () => get(service, staffToken, route));
    const plain = await plainSql((client) =>
      timeMany(3, async () => {
        const where = `client_name ilike $1 or client_account_no ilike $1 or external_ref ilike $1 or id::text ilike $2`;
        await client.query(`select * from orders where ${where} order by updated_at desc, id desc limit 25`, [
          `%${q}%`,
          `${q}%`,
        ]);
        await client.query(`select count(*) from orders where ${where}`, [`%${q}%`, `${q}%`]);
      }),
    );
    say(
      `| ${label} "${q}" | ${total.toLocaleString('en-US')} | ${ms(api.p50)} | ${ms(api.p95)} | ${plain ? ms(plain.p50) : '-'} | ${plain ? ms(plain.p95) : '-'} |`,
    );
  }
}

/** Data rows of an .xlsx export (its first sheet's rows less the heading row), counted from the file. */
async function countXlsxRows(file: Buffer): Promise<number> {
  const { readCentralDirectory, readEntry } = await import('../src/features/spreadsheets/zip.js');
  const sheet = readCentralDirectory(file).find((entry) =>
    /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.name),
  );
  if (!sheet) throw new Error('the export has no worksheet');
  const xml = (await readEntry(file, sheet, 2 ** 31 - 1)).toString('latin1');
  let rows = 0;
  for (let at = xml.indexOf('<row '); at !== -1; at = xml.indexOf('<row ', at + 5)) rows++;
  return rows - 1;
}

/**
 * Downloads one export; answers its time and the service's peak RSS growth while it ran (and
 * the file itself when `keep`).
 */
async function timeExport(service: Service, token: string, query: string, keep = false) {
  const before = service.rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, service.rssMb());
  }, 25);
  const started = performance.now();
  const res = await fetch(`${service.url}/api/orders/export?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  const chunks: Uint8Array[] = [];
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (keep) chunks.push(chunk);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, growthMb: peak - before, file: keep ? Buffer.concat(chunks) : null };
}

async function benchExport(staffEmail: string) {
  const runs = EXPORT_RUNS;
  say(`\n## Export through HTTP (median of ${runs} runs; RSS growth of a fresh service's first export)`);
  const { bareWriterMs } = await import('./spreadsheets.js');
  // The bare writer writes as many rows as the service's file holds (counted from the file:
  // the list's total stops at SEARCH_EXACT_TOTAL_LIMIT, the export does not).
  say(
    '| rows in the file (list total) | export time | service RSS growth | bare exceljs WorkbookWriter, same rows | ratio |',
  );
  say('|---|---|---|---|---|');
  // Four days, five weeks, and every order: memory should stop growing, whatever the count.
  const queries = ['dateFrom=2026-01-01&dateTo=2026-01-04', 'dateFrom=2026-01-01&dateTo=2026-02-05'];
  if (EXPORT_ALL) queries.push('');
  for (const query of queries) {
    // A fresh service per size, warmed up by a one-day export, so each growth starts level.
    const service = await startService(PORT + 2);
    try {
      const token = await tokenFor(service, staffEmail);
      const total = ((await get(service, token, `/api/orders?${query}&pageSize=1`)) as { total: number })
        .total;
      await timeExport(service, token, 'dateFrom=2026-03-01&dateTo=2026-03-01');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await timeExport(service, token, query, run === 0));
      const rows = await countXlsxRows(results[0]!.file!);
      const bare = [];
      for (let run = 0; run < runs; run++) bare.push((await bareWriterMs(rows)) / 1000);
      const seconds = median(results.map((r) => r.seconds));
      const bareSeconds = median(bare);
      const listed = `${total.toLocaleString('en-US')}${rows > total ? '+' : ''}`;
      say(
        `| ${rows.toLocaleString('en-US')} (${listed}) | ${seconds.toFixed(2)} s (${(results[0]!.bytes / 1048576).toFixed(1)} MB) | ${results[0]!.growthMb.toFixed(0)} MB | ${bareSeconds.toFixed(2)} s | ${(seconds / bareSeconds).toFixed(2)}x |`,
      );
    } finally {
      await service.stop();
    }
  }
}

async function main() {
  if (args.growth) {
    const { benchGrowth } = await import('./growth.js');
    say(`# Tawreed growth benchmark — postgres, ${new Date().toISOString()}`);
    await benchGrowth(BENCH_URL, args.sizes!.split(',').map(Number), Number(args.samples ?? 100));
    return;
  }
  say(
    `# Tawreed benchmarks — ${target}, ${ORDERS.toLocaleString('en-US')} orders, ${new Date().toISOString()}`,
  );
  const seeded = ['list', 'stats', 'transitions', 'export', 'realtime', 'inventory'].some((s) =>
    SECTIONS.has(s),
  );
  const machine = machineCpu();
  if (seeded) await seededSections();
  if (SECTIONS.has('parse')) {
    const { benchParse, benchParseXls } = await import('./spreadsheets.js');
    say('\n## Parsing a 5,000-line spreadsheet');
    say(JSON.stringify(await benchParse()));
    say('\n## Parsing the same 5,000 lines as a legacy .xls');
    say(JSON.stringify(await benchParseXls()));
  }
  if (SECTIONS.has('webhooks')) {
    const { benchWebhooks } = await import('./webhooks.js');
    await benchWebhooks(target, BENCH_URL, say);
  }
  if (SECTIONS.has('stock-import')) {
    const { benchStockImport } = await import('./stock-import.js');
    await benchStockImport(target, BENCH_URL, say);
  }
  if (SECTIONS.has('table-imports')) {
    const { benchTableImports } = await import('./table-imports.js');
    await benchTableImports(target, BENCH_URL, say);
  }
  if (SECTIONS.has('audit')) {
    const { benchAudit } = await import('./audit.js');
    await benchAudit(target, BENCH_URL, say);
  }
  if (SECTIONS.has('price-check')) {
    const { benchPriceCheck } = await import('./price-check.js');
    await benchPriceCheck(target, BENCH_URL, say);
  }
  if (SECTIONS.has('credit') && target === 'postgres') {
    const { benchCredit } = await import('./credit.js');
    await benchCredit({ benchUrl: BENCH_URL, port: PORT, samples: SAMPLES, say });
  } else if (SECTIONS.has('credit'))
    say('\n## Clients and credit: PostgreSQL only (pnpm bench --sections credit)');
  say(`\nThe machine over the whole run (seeding included): ${machineLoad(machine)}`);
}

async function seededSections() {
  const accounts = await prepareDatabase();
  const service = await startService(PORT);
  try {
    const staffToken = await tokenFor(service, accounts.staff.HIGHER_AUTHORITY.email);
    const creditToken = await tokenFor(service, accounts.staff.CREDIT_TEAM.email);
    const warehouseToken = await tokenFor(service, accounts.staff.WAREHOUSE_MANAGER.email);
    const companyToken = await tokenFor(service, accounts.companyUsers[1]!.email);
    if (SECTIONS.has('list')) await benchList(service, staffToken, companyToken);
    if (SECTIONS.has('stats')) {
      const { benchStats } = await import('./stats.js');
      await benchStats(accounts, () => startService(PORT + 3), plainSql);
    }
    if (SECTIONS.has('transitions')) {
      const { benchTransitions } = await import('./transitions.js');
      const creditEmail = accounts.staff.CREDIT_TEAM.email;
      await benchTransitions({ service, creditToken, creditEmail, databaseUrl: BENCH_URL, target });
    }
    if (SECTIONS.has('export')) await benchExport(accounts.staff.HIGHER_AUTHORITY.email);
    if (SECTIONS.has('realtime')) {
      const { benchRealtime } = await import('./realtime.js');
      await benchRealtime({
        service,
        viewerToken: staffToken,
        creditToken,
        sockets: SOCKETS,
        target,
        startSecond: () => startService(PORT + 1),
      });
    }
    if (SECTIONS.has('inventory') && target === 'postgres') {
      const { benchInventory } = await import('./inventory.js');
      await benchInventory({
        url: service.url,
        databaseUrl: BENCH_URL,
        higherToken: staffToken,
        warehouseToken,
        samples: SAMPLES,
        say,
        timeMany,
      });
    } else if (SECTIONS.has('inventory'))
      say('\n## Inventory: PostgreSQL only (pnpm bench --sections inventory)');
  } finally {
    await service.stop();
  }
}

// Every section has printed: exit even if a service left a handle open (the stock-import
// section's in-process server keeps the process alive after its close()).
main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(
      `bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  },
);
