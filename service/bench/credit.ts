/**
 * `pnpm bench --sections credit` (issue 29): on PostgreSQL with 100,000 clients, 2,000,000 open
 * receivable documents and 1,000,000 orders (times BENCH_CREDIT_SCALE, default 1; e.g. 0.01 for
 * a quick check in its own database tawreed_bench_<orders>), times through HTTP
 * - the order's credit panel (GET /api/orders/{id}/review);
 * - the Sales & Collection queue with sort=risk (its credit marks kept by the refresh);
 * - the credit report: aging of every client (GET /api/reports/credit), and its .xlsx export;
 * - a 10,000-row receivables import (CSV upload; it computes the marks of the clients it
 *   touched before answering), and the first queue read after it;
 * each beside a plain-SQL baseline. Data is generated with generate_series, set-based.
 */
import { OPEN_ORDER_STATUSES, riyadhDate } from '@tawreed/domain';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { refreshCreditMarks } from '../src/features/clients/credit-marks.js';
import {
  type BenchTarget,
  get,
  ms,
  prepareDatabase,
  type Service,
  startService,
  type Timing,
  timeMany,
  tokenFor,
} from './harness.js';

const SCALE = Number(process.env.BENCH_CREDIT_SCALE ?? 1);
const CLIENTS = Math.max(100, Math.round(100_000 * SCALE));
const DOCUMENTS = Math.max(1_000, Math.round(2_000_000 * SCALE));
const ORDERS = Math.max(1_000, Math.round(1_000_000 * SCALE));
const IMPORT_ROWS = 10_000;
const QUEUE = `status in ('PENDING_CREDIT','RESUBMITTED')`;
const QUEUE_ROUTE = '/api/orders?status=PENDING_CREDIT,RESUBMITTED&sort=risk';
/** The seeded orders' account numbers: 'ACC-' and 5 digits (seed.ts); clients get the same. */
const ACCOUNT = (g: string) => `'ACC-' || lpad((${g})::text, 5, '0')`;

const row = (label: string, service: Timing | null, baseline: Timing | null) =>
  `| ${label} | ${service ? ms(service.p50) : '-'} | ${service ? ms(service.p95) : '-'} | ${baseline ? ms(baseline.p50) : '-'} | ${baseline ? ms(baseline.p95) : '-'} |`;

async function count(client: pg.Client, query: string): Promise<number> {
  return Number((await client.query<{ n: number }>(query)).rows[0]?.n ?? 0);
}

/** Clients with limits, holds, blocks and licences; their open documents; the orders pointed at them. */
async function seedCredit(client: pg.Client, say: (line?: string) => void) {
  const seeded = await count(
    client,
    `select count(*)::int as n from receivable_documents where number like 'BD-%'`,
  );
  if (seeded >= DOCUMENTS) return false;
  say(
    `Seeding ${CLIENTS.toLocaleString('en-US')} clients and ${DOCUMENTS.toLocaleString('en-US')} open documents (kept for later runs)...`,
  );
  const started = Date.now();
  await client.query('begin');
  // Triggers off (superuser): every client is marked outdated below, so the marks are computed once, after.
  await client.query('set local session_replication_role = replica');
  await client.query(`insert into clients (account_no, name)
    select ${ACCOUNT('g')}, 'Bench client ' || g from generate_series(0, ${CLIENTS - 1}) g
    on conflict do nothing`);
  // 1% blocked, 1% on hold, 2% with an expired licence, 10% without a limit.
  await client.query(`update clients set
      credit_limit_sar = case when s.g % 10 = 9 then null else 20000 + (s.g % 37) * 5000 end,
      status = case s.g % 100 when 0 then 'BLOCKED' when 1 then 'ON_HOLD' else 'ACTIVE' end,
      status_reason = case s.g % 100 when 0 then 'Cheques returned' when 1 then 'Account review' end,
      licence_number = 'LIC-' || s.g,
      licence_expiry = case when s.g % 50 = 7 then current_date - 10 else current_date + 200 + s.g % 300 end,
      credit_marks_valid_until = '-infinity'
    from (select id, substr(account_no, 5)::int as g from clients where account_no ~ '^ACC-[0-9]{5}$') s
    where clients.id = s.id`);
  // Few clients at small scales: the orders' accounts folded onto them (none move at full size).
  if (CLIENTS < 60_000)
    await client.query(`update orders set client_account_no = ${ACCOUNT(`substr(client_account_no, 5)::int % ${CLIENTS}`)}
      where client_account_no ~ '^ACC-[0-9]{5}$' and substr(client_account_no, 5)::int >= ${CLIENTS}`);
  // The orders were seeded with triggers off: their per-account open sums (migration 0035) from them.
  await client.query(`delete from account_open_orders`);
  await client.query(
    `insert into account_open_orders (account_key, open_sar, orders)
    select lower(btrim(client_account_no)), sum(payable_sar), count(*) from orders
    where status = any($1::text[]) and withdrawn_at is null and client_account_no is not null group by 1`,
    [[...OPEN_ORDER_STATUSES]],
  );
  await client.query('commit');
  const batch = 500_000;
  for (let start = seeded; start < DOCUMENTS; start += batch) {
    const end = Math.min(start + batch, DOCUMENTS) - 1;
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    // One client in three pays on time (nothing due yet); the others have invoices up to 120 days overdue.
    await client.query(`insert into receivable_documents (client_id, kind, number, date, due_date, amount_sar, open_sar)
      select c.id, d.kind, d.number, d.day, case d.kind when 'INVOICE' then d.day + 30 else d.day end,
        d.amount, case when d.kind = 'INVOICE' and d.i % 7 = 0 then round(d.amount / 2, 2) else d.amount end
      from (
        select i, ${ACCOUNT(`i % ${CLIENTS}`)} as account,
          case when i % 20 = 0 then 'CREDIT_NOTE' else 'INVOICE' end as kind,
          'BD-' || lpad(i::text, 8, '0') as number,
          case when (i % ${CLIENTS}) % 3 = 0 then current_date - (i % 25)
            else current_date - ((i::bigint * 7919) % 150)::int end as day,
          (100 + (hashtext(i::text) & 4095))::numeric(14, 2) as amount
        from generate_series(${start}, ${end}) i
      ) d join clients c on c.account_no = d.account`);
    await client.query('commit');
    say(`  documents ${(end + 1).toLocaleString('en-US')} / ${DOCUMENTS.toLocaleString('en-US')}`);
  }
  for (const table of ['clients', 'receivable_documents', 'orders'])
    await client.query(`vacuum analyze ${table}`);
  say(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** The same answer as the review's credit part, read with plain SQL (no allocation, no findings). */
async function plainPanel(client: pg.Client, orderId: string) {
  const { rows } = await client.query<{ acc: string }>(
    'select client_account_no as acc from orders where id = $1',
    [orderId],
  );
  const acc = rows[0]?.acc ?? '';
  const { rows: found } = await client.query<{ id: string }>(
    'select * from clients where lower(account_no) = lower(btrim($1))',
    [acc],
  );
  const id = found[0]?.id;
  if (id) {
    await client.query(
      'select * from receivable_documents where client_id = $1 order by due_date, date, number',
      [id],
    );
    await client.query('select * from payments where client_id = $1', [id]);
  }
  await client.query(
    `select id, status, total_value_sar from orders where lower(btrim(client_account_no)) = lower(btrim($1))
      and status = any($2) and withdrawn_at is null`,
    [acc, OPEN_ORDER_STATUSES],
  );
}

const AGING_SQL = (today: string) => `select c.account_no,
    sum(d.open_sar) filter (where d.kind = 'INVOICE') - coalesce(sum(d.open_sar) filter (where d.kind = 'CREDIT_NOTE'), 0) as open,
    sum(d.open_sar) filter (where d.kind = 'INVOICE' and d.due_date between date '${today}' - 30 and date '${today}' - 1) as d1to30,
    sum(d.open_sar) filter (where d.kind = 'INVOICE' and d.due_date between date '${today}' - 60 and date '${today}' - 31) as d31to60,
    sum(d.open_sar) filter (where d.kind = 'INVOICE' and d.due_date between date '${today}' - 90 and date '${today}' - 61) as d61to90,
    sum(d.open_sar) filter (where d.kind = 'INVOICE' and d.due_date < date '${today}' - 90) as d90plus
  from receivable_documents d join clients c on c.id = d.client_id group by c.account_no`;

function importCsv(run: number) {
  const lines = ['Account No,Kind,Number,Date,Due Date,Amount (SAR),Open (SAR)'];
  const today = new Date();
  const date = riyadhDate(new Date(today.getTime() - 20 * 86_400_000));
  const due = riyadhDate(new Date(today.getTime() + 10 * 86_400_000));
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const account = `ACC-${String(i % Math.min(1_000, CLIENTS)).padStart(5, '0')}`;
    const amount = (200 + ((i * 37 + run) % 900)).toFixed(2);
    lines.push(`${account},INVOICE,BX-${String(i).padStart(6, '0')},${date},${due},${amount},${amount}`);
  }
  return lines.join('\n');
}

async function plainImport(client: pg.Client, csv: string) {
  const rows = csv
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));
  await client.query(
    `insert into receivable_documents (client_id, kind, number, date, due_date, amount_sar, open_sar)
    select c.id, v.kind, v.number, v.date::date, v.due::date, v.amount::numeric, v.open::numeric
    from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
      as v(account, kind, number, date, due, amount, open)
    join clients c on lower(c.account_no) = lower(v.account)
    on conflict (kind, number) do update set client_id = excluded.client_id, date = excluded.date,
      due_date = excluded.due_date, amount_sar = excluded.amount_sar, open_sar = excluded.open_sar`,
    [0, 1, 2, 3, 4, 5, 6].map((k) => rows.map((r) => r[k]!)),
  );
}

export async function benchCredit(options: {
  benchUrl: string;
  port: number;
  samples: number;
  say: (line?: string) => void;
}) {
  const { say } = options;
  const url = new URL(options.benchUrl);
  if (ORDERS !== 1_000_000) url.pathname = `/tawreed_bench_${ORDERS}`;
  const target: BenchTarget = { kind: 'postgres', url: url.toString(), dataDir: '', orders: ORDERS };
  say(
    `\n## Clients and credit: ${CLIENTS.toLocaleString('en-US')} clients, ${DOCUMENTS.toLocaleString('en-US')} open documents, ${ORDERS.toLocaleString('en-US')} orders (BENCH_CREDIT_SCALE=${SCALE}, database ${url.pathname.slice(1)})`,
  );
  const accounts = await prepareDatabase(target);
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await seedCredit(client, say);
    // Marks outdated by the calendar (or never computed) are computed before the service is timed.
    const database = await openDatabase({ databaseUrl: target.url, poolSize: 2 });
    const began = performance.now();
    const changed = await refreshCreditMarks(database.db, { now: new Date(), strict: false }).finally(() =>
      database.close(),
    );
    say(
      `Credit marks computed for queued and outdated clients: ${changed.toLocaleString('en-US')} orders changed in ${ms(performance.now() - began)}`,
    );
    const mix = await client.query<{ rank: number | null; n: number }>(
      `select credit_rank as rank, count(*)::int as n from orders where ${QUEUE} group by 1 order by 1 nulls last`,
    );
    say(
      `Sales & Collection queue by mark (0 block, 1 override, 2 clear, null none): ${mix.rows.map((r) => `${r.rank ?? 'null'}: ${r.n.toLocaleString('en-US')}`).join(', ')}`,
    );

    const service: Service = await startService(target, options.port);
    try {
      const token = await tokenFor(service, accounts.staff.CREDIT_TEAM.email);
      say('\n| measure | API p50 | API p95 | plain SQL p50 | plain SQL p95 |');
      say('|---|---|---|---|---|');
      const { rows: picked } = await client.query<{ id: string }>(
        `select id from orders where ${QUEUE} and credit_rank is not null order by id limit 50`,
      );
      let turn = 0;
      const panel = await timeMany(options.samples, () =>
        get(service, token, `/api/orders/${picked[turn++ % picked.length]!.id}/review`),
      );
      let plainTurn = 0;
      const panelSql = await timeMany(options.samples, () =>
        plainPanel(client, picked[plainTurn++ % picked.length]!.id),
      );
      say(row('credit panel (GET /api/orders/{id}/review)', panel, panelSql));

      const queue = await timeMany(options.samples, () => get(service, token, QUEUE_ROUTE));
      const queueSql = await timeMany(options.samples, async () => {
        await client.query(
          `select * from orders where ${QUEUE} order by credit_rank, updated_at desc, id desc limit 26`,
        );
        await client.query(`select count(*) from orders where ${QUEUE}`);
      });
      say(row('Sales & Collection queue, sort=risk', queue, queueSql));
      const deep = await timeMany(options.samples, () => get(service, token, `${QUEUE_ROUTE}&page=40`));
      say(row('the same queue, page 40', deep, null));

      const agingSamples = Math.max(3, Math.min(10, Math.round(options.samples / 20)));
      const today = riyadhDate(new Date());
      const report = await timeMany(
        agingSamples,
        () => get(service, token, '/api/reports/credit?sort=overdue&pageSize=50'),
        1,
      );
      const agingSql = await timeMany(agingSamples, () => client.query(AGING_SQL(today)), 1);
      say(
        row(
          'aging report of every client (GET /api/reports/credit: allocation in SQL, totals, page, largest exposures) vs one SQL aggregate without allocation',
          report,
          agingSql,
        ),
      );
      const exported = await timeMany(
        Math.min(3, agingSamples),
        async () => {
          const res = await fetch(`${service.url}/api/reports/credit/export`, {
            headers: { authorization: `Bearer ${token}` },
          });
          if (!res.ok) throw new Error(`export: ${res.status}`);
          await res.arrayBuffer();
        },
        0,
      );
      say(row(`the same report as .xlsx (${CLIENTS.toLocaleString('en-US')} rows)`, exported, null));

      const imports: number[] = [];
      const firstReads: number[] = [];
      const plainImports: number[] = [];
      for (let run = 0; run < 3; run++) {
        const csv = importCsv(run);
        const form = new FormData();
        form.append('file', new Blob([csv], { type: 'text/csv' }), 'receivables.csv');
        let started = performance.now();
        const res = await fetch(`${service.url}/api/receivables/import`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        const answer = (await res.json()) as { applied?: boolean; errors?: unknown[] };
        if (!res.ok || !answer.applied)
          throw new Error(`import: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
        imports.push(performance.now() - started);
        started = performance.now();
        await get(service, token, QUEUE_ROUTE);
        firstReads.push(performance.now() - started);
        started = performance.now();
        await plainImport(client, csv);
        plainImports.push(performance.now() - started);
      }
      const spread = (values: number[]) => ({
        p50: [...values].sort((a, b) => a - b)[1]!,
        p95: Math.max(...values),
        p99: Math.max(...values),
      });
      say(
        row(
          `receivables import, ${IMPORT_ROWS.toLocaleString('en-US')} rows as CSV (3 runs: median, max)`,
          spread(imports),
          spread(plainImports),
        ),
      );
      say(row('first queue read after it (the import computed the marks already)', spread(firstReads), null));
    } finally {
      await service.stop();
    }
  } finally {
    await client.end();
  }
}
