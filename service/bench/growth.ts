/**
 * `pnpm bench --growth`: the dashboard's figures (list under every dashboard filter, narrow and
 * broad search, stats, export) at 10,000, 100,000 and 1,000,000 orders, each beside its
 * plain-SQL baseline, so a reader sees which figures stay flat and which grow, and by how much.
 * One PostgreSQL database per size (`<BENCH_DATABASE_URL>_<size>`, kept between runs).
 *
 *   pnpm bench --growth                               # 10k, 100k and 1M orders
 *   pnpm bench --growth --sizes 10000,100000          # some sizes only
 *   pnpm bench --growth --samples 100                 # HTTP samples per figure
 */
import { MEDICAL_COMPANIES } from '@tawreed/domain';
import type pg from 'pg';
import {
  type BenchTarget,
  get,
  ms,
  plainSql,
  prepareDatabase,
  type Service,
  say,
  startService,
  type Timing,
  timeMany,
  tokenFor,
} from './harness.js';

interface Figure {
  label: string;
  /** What the portal asks (HTTP) and who asks it. */
  route: string;
  token: 'staff' | 'credit' | 'company';
  /** The same answer in plain SQL: the baseline. */
  baseline: (client: pg.Client) => Promise<unknown>;
  /** Fewer baseline samples (and one warm-up) for the baselines that read every order. */
  baselineSamples?: number;
  /** About a millisecond a request (floors, stats): timed over `CHEAP_SAMPLES` after a longer warm-up. */
  cheap?: boolean;
}

/**
 * A figure of about a millisecond is timed over more requests, after the service has run its code
 * often enough to optimize it, as a serving instance has: on this machine the first 2,500
 * requests of one route run at up to twice the steady time while V8 optimizes the code they run.
 * With 40 samples a p95 is the second slowest request, one scheduler hiccup of a shared machine.
 */
const CHEAP_SAMPLES = 500;
const CHEAP_WARM_UP = 3000;
/** Requests of each route before any is timed. */
const WARM_UP_PASS = 10;

interface Measured {
  rows: string;
  api: Timing;
  sql: Timing | null;
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const WEEK = { from: day(37), to: day(31) };
const YEAR = { from: day(400), to: day(0) };
const BRANCH = MEDICAL_COMPANIES[1];

const page =
  (where: string, params: unknown[] = []) =>
  async (client: pg.Client) => {
    await client.query(
      `select * from orders o left join warehouse_records w on w.order_id = o.id where ${where}
     order by o.updated_at desc, o.id desc limit 25`,
      params,
    );
    await client.query(`select count(*) from orders o where ${where}`, params);
  };

const ilike = `o.client_name ilike $1 or o.client_account_no ilike $1 or o.external_ref ilike $1 or o.id::text ilike $2`;
const search = (q: string) => page(ilike, [`%${q}%`, `${q}%`]);

function figures(company: { id: string; companyName: string }, idPrefix: string): Figure[] {
  const list = (label: string, query: string, where: string, token: Figure['token'] = 'staff'): Figure => ({
    label: `list: ${label}`,
    route: `/api/orders?${query}`,
    token,
    baseline: page(where),
  });
  // The id prefix differs per database, so the label names it without quoting it.
  const find = (label: string, q: string, quoted = true): Figure => ({
    label: `search: ${label}${quoted ? ` "${q}"` : ''}`,
    route: `/api/orders?q=${encodeURIComponent(q)}`,
    token: 'staff',
    baseline: search(q),
    baselineSamples: 3,
  });
  return [
    list('all orders', '', 'true'),
    list(
      'Sales & Collection queue',
      'status=PENDING_CREDIT,RESUBMITTED',
      "status in ('PENDING_CREDIT','RESUBMITTED')",
    ),
    list('Credit Review queue', 'status=PENDING_HIGHER', "status = 'PENDING_HIGHER'"),
    list('Warehouse queue', 'status=PENDING_WAREHOUSE', "status = 'PENDING_WAREHOUSE'"),
    list('Print queue', 'status=READY_TO_PRINT', "status = 'READY_TO_PRINT'"),
    list('delivered', 'status=ORDER_DELIVERED', "status = 'ORDER_DELIVERED'"),
    list(
      'date range, a week',
      `dateFrom=${WEEK.from}&dateTo=${WEEK.to}`,
      `order_date between '${WEEK.from}' and '${WEEK.to}'`,
    ),
    list(
      'date range, a year',
      `dateFrom=${YEAR.from}&dateTo=${YEAR.to}`,
      `order_date between '${YEAR.from}' and '${YEAR.to}'`,
    ),
    list('branch', `branchFilter=${encodeURIComponent(BRANCH)}`, `medical_company = '${BRANCH}'`),
    list('mine (company)', 'mine=true', `company_id = '${company.id}'`, 'company'),
    list(
      'combined: queue + branch + a week',
      `status=PENDING_CREDIT,RESUBMITTED&branchFilter=${encodeURIComponent(BRANCH)}&dateFrom=${WEEK.from}&dateTo=${WEEK.to}`,
      `status in ('PENDING_CREDIT','RESUBMITTED') and medical_company = '${BRANCH}' and order_date between '${WEEK.from}' and '${WEEK.to}'`,
    ),
    list(
      'combined: delivered + branch + a year',
      `status=ORDER_DELIVERED&branchFilter=${encodeURIComponent(BRANCH)}&dateFrom=${YEAR.from}&dateTo=${YEAR.to}`,
      `status = 'ORDER_DELIVERED' and medical_company = '${BRANCH}' and order_date between '${YEAR.from}' and '${YEAR.to}'`,
    ),
    find('narrow, a client', 'Al Razi Polyclinic 42'),
    find('narrow, an account', 'ACC-04217'),
    find('narrow, a ref', 'PO-0000731'),
    find('narrow, an id prefix', idPrefix, false),
    find('broad, 2.5%', 'Razi'),
    find('broad, 40%', 'Clinic'),
    find('broad, most orders', 'Al'),
    // The floors under every figure here, stats' 2 ms target included: an HTTP round trip that
    // reads nothing, then a signed-in one (the credential check added).
    {
      label: 'floor: HTTP alone (/healthz)',
      route: '/healthz',
      token: 'credit',
      cheap: true,
      baseline: (client) => client.query('select 1'),
    },
    {
      label: 'floor: the signed-in user (/api/auth/me)',
      route: '/api/auth/me',
      token: 'credit',
      cheap: true,
      baseline: (client) => client.query('select 1'),
    },
    ...(['credit', 'company'] as const).map(
      (token): Figure => ({
        label: `stats: ${token === 'credit' ? 'credit team' : 'medical company'}`,
        route: '/api/orders/dashboard/stats',
        token,
        cheap: true,
        baselineSamples: 3,
        baseline: (client) =>
          client.query(`select count(*) as total,
            count(*) filter (where status = 'PENDING_CREDIT') as pending,
            count(*) filter (where status in ('PENDING_HIGHER','PENDING_WAREHOUSE') and updated_at > current_date) as approved,
            count(*) filter (where status = 'REJECTED') as rejected,
            count(*) filter (where status = 'ORDER_DELIVERED') as delivered
            from orders ${token === 'company' ? `where medical_company = '${company.companyName}'` : ''}`),
      }),
    ),
  ];
}

async function download(service: Service, token: string, query: string) {
  const res = await fetch(`${service.url}/api/orders/export?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`export: ${res.status}`);
  await res.arrayBuffer();
}

async function measureSize(target: BenchTarget, samples: number) {
  const accounts = await prepareDatabase(target);
  const service = await startService(target, 3921);
  const results = new Map<string, Measured>();
  try {
    const tokens = {
      staff: await tokenFor(service, accounts.staff.HIGHER_AUTHORITY.email),
      credit: await tokenFor(service, accounts.staff.CREDIT_TEAM.email),
      company: await tokenFor(service, accounts.companyUsers[1]!.email),
    };
    const first = (await get(service, tokens.staff, '/api/orders?pageSize=1')) as {
      orders: Array<{ id: string }>;
    };
    const company = accounts.companyUsers[1]!;
    const measured = figures(company, first.orders[0]!.id.slice(0, 8));
    // One pass over every route first, as a serving instance has run its code before: otherwise
    // the first figures timed pay for the service's start (compiling, first connections).
    for (const figure of measured) {
      for (let i = 0; i < WARM_UP_PASS; i++) await get(service, tokens[figure.token], figure.route);
    }
    for (const figure of measured) {
      const answer = (await get(service, tokens[figure.token], figure.route)) as {
        total?: number;
        totalIsEstimate?: boolean;
      };
      const rows =
        answer.total === undefined
          ? '-'
          : `${answer.total.toLocaleString('en-US')}${answer.totalIsEstimate ? '+' : ''}`;
      const api = await timeMany(
        figure.cheap ? Math.max(samples, CHEAP_SAMPLES) : samples,
        () => get(service, tokens[figure.token], figure.route),
        figure.cheap ? CHEAP_WARM_UP : undefined,
      );
      const sql = await plainSql(target, (client) =>
        figure.baselineSamples
          ? timeMany(figure.baselineSamples, () => figure.baseline(client), 1)
          : timeMany(Math.min(samples, 30), () => figure.baseline(client)),
      );
      results.set(figure.label, { rows, api, sql });
      say(
        `  ${figure.label}: ${rows} rows, API ${ms(api.p50)} / ${ms(api.p95)}${sql ? `, SQL ${ms(sql.p50)} / ${ms(sql.p95)}` : ''}`,
      );
    }
    // Export: a fixed four days, so its row count grows with the data; per 1,000 rows it should not.
    const range = `dateFrom=${WEEK.from}&dateTo=${day(34)}`;
    const where = `order_date between '${WEEK.from}' and '${day(34)}'`;
    const counted = await plainSql(target, (client) =>
      client.query(`select count(*)::int as n from orders where ${where}`),
    );
    const n = Number(counted?.rows[0]?.n ?? 0);
    const api = await timeMany(5, () => download(service, tokens.staff, `${range}&format=csv`));
    const sql = await plainSql(target, (client) =>
      timeMany(5, () =>
        client.query(`select * from orders where ${where} order by updated_at desc, id desc`),
      ),
    );
    const label = 'export: four days, csv';
    results.set(label, { rows: n.toLocaleString('en-US'), api, sql });
    say(
      `  ${label}: ${n} rows, API ${ms(api.p50)} / ${ms(api.p95)}${sql ? `, SQL ${ms(sql.p50)} / ${ms(sql.p95)}` : ''}`,
    );
  } finally {
    await service.stop();
  }
  return { results, seededSeconds: accounts.seededSeconds };
}

const pair = (t: Timing | null | undefined) => (t ? `${t.p50.toFixed(1)} / ${t.p95.toFixed(1)}` : '-');
const ratio = (a: number | undefined, b: number | undefined) => (a && b ? `${(b / a).toFixed(1)}x` : '-');

export async function benchGrowth(baseUrl: string, sizes: number[], samples: number) {
  say(
    `\n## Growth: p50 / p95 in ms per size, API through HTTP beside plain SQL (${samples} samples; floors and stats ${Math.max(samples, CHEAP_SAMPLES)} after ${CHEAP_WARM_UP} warm-up requests)`,
  );
  const bySize = new Map<number, Awaited<ReturnType<typeof measureSize>>>();
  for (const size of sizes) {
    say(`\n### ${size.toLocaleString('en-US')} orders`);
    const target: BenchTarget = { kind: 'postgres', url: `${baseUrl}_${size}`, dataDir: '', orders: size };
    bySize.set(size, await measureSize(target, samples));
  }
  const [smallest, largest] = [sizes[0]!, sizes.at(-1)!];
  const head = sizes.map((s) => `${s.toLocaleString('en-US')}: rows | API | SQL`).join(' | ');
  say(`\n| figure | ${head} | API p95 growth | SQL p95 growth |`);
  say(`|---|${sizes.map(() => '---|---|---|').join('')}---|---|`);
  for (const label of bySize.get(smallest)!.results.keys()) {
    const cells = sizes.map((s) => {
      const m = bySize.get(s)!.results.get(label);
      return `${m?.rows ?? '-'} | ${pair(m?.api)} | ${pair(m?.sql)}`;
    });
    const small = bySize.get(smallest)!.results.get(label);
    const large = bySize.get(largest)!.results.get(label);
    say(
      `| ${label} | ${cells.join(' | ')} | ${ratio(small?.api.p95, large?.api.p95)} | ${ratio(small?.sql?.p95, large?.sql?.p95)} |`,
    );
  }
  say(
    `\nSeeding: ${sizes
      .map((s) => {
        const seconds = bySize.get(s)!.seededSeconds;
        return `${s.toLocaleString('en-US')} orders ${seconds === null ? 'already seeded' : `${seconds.toFixed(1)} s`}`;
      })
      .join(', ')}`,
  );
}
