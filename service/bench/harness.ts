/**
 * What the benchmarks share: timing, the seeded database, the service as a separate process
 * and its HTTP calls, and a plain-SQL client for the baselines.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { BENCH_PASSWORD, orderCount, type SeedResult, seedAccounts, seedOrders } from './seed.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the seeded orders live: a PostgreSQL database (created if missing) or an embedded one. */
export interface BenchTarget {
  kind: 'postgres' | 'pglite';
  url: string;
  dataDir: string;
  orders: number;
}

export const say = (line = '') => process.stdout.write(`${line}\n`);
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
export const median = (values: number[]) => percentile(values, 50);

/** A fresh, empty database beside the bench's own (its name + "_" + suffix), for a section of its own. */
export async function freshPostgres(url: string, suffix: string) {
  const target = new URL(url);
  target.pathname = `${target.pathname.replace(/^\//, '') || 'tawreed_bench'}_${suffix}`;
  const name = target.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return target.toString();
}

export interface Timing {
  p50: number;
  p95: number;
  p99: number;
}

export async function timeMany(
  samples: number,
  run: () => Promise<unknown>,
  warmUp = Math.min(5, samples),
): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < warmUp; i++) await run();
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

/** Creates, migrates and seeds the target up to its order count; answers the accounts and the seeding time. */
export async function prepareDatabase(
  target: BenchTarget,
): Promise<SeedResult & { seededSeconds: number | null }> {
  if (target.kind === 'postgres') {
    const name = new URL(target.url).pathname.slice(1);
    const admin = new pg.Client({
      connectionString: Object.assign(new URL(target.url), { pathname: '/postgres' }).toString(),
    });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database "${name}"`);
    await admin.end();
  }
  const database = await openDatabase(
    target.kind === 'postgres' ? { databaseUrl: target.url } : { dataDir: target.dataDir },
  );
  await database.migrate();
  const before = await orderCount(database.db);
  let seededSeconds: number | null = null;
  if (before < target.orders) {
    say(
      `Seeding ${(target.orders - before).toLocaleString('en-US')} orders into ${target.kind} (kept for later runs)...`,
    );
    const started = Date.now();
    await seedOrders(database.db, target.orders, say);
    seededSeconds = (Date.now() - started) / 1000;
    say(`Seeded in ${seededSeconds.toFixed(1)} s`);
  }
  const accounts = await seedAccounts(database.db);
  await database.close();
  return { ...accounts, seededSeconds };
}

export interface Service {
  url: string;
  process: ChildProcess;
  rssMb(): number;
  /** CPU time (user + system) the service process has used so far, in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** The whole machine's CPU time so far, in clock ticks (/proc/stat's first line). */
export interface MachineCpu {
  total: number;
  idle: number;
  steal: number;
}

export function machineCpu(): MachineCpu {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    // user nice system idle iowait irq softirq steal (guest time is inside user already).
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.split(/\s+/).slice(1, 9).map(Number);
    const total = user! + nice! + system! + idle! + iowait! + irq! + softirq! + steal!;
    return { total, idle: idle! + iowait!, steal: steal! };
  } catch {
    return { total: 0, idle: 0, steal: 0 };
  }
}

/**
 * The machine while a figure was taken (since `since`): the load average, how busy its CPUs were,
 * and how much of their time the host took for other machines (steal: a shared VM's noise, which
 * no load average shows and which slows every figure alike).
 */
export function machineLoad(since: MachineCpu): string {
  const now = machineCpu();
  const total = now.total - since.total;
  const share = (ticks: number) => (total > 0 ? `${((100 * ticks) / total).toFixed(0)}%` : '?');
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  return `load average ${load}; CPUs busy ${share(total - (now.idle - since.idle) - (now.steal - since.steal))}, stolen by the host ${share(now.steal - since.steal)}`;
}

/** CPU time (user + system) of a process of this machine, in milliseconds; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU used by the PostgreSQL server processes of `databaseUrl`'s database (same machine): read
 * twice around a measure, the difference is the database's share of the work.
 */
export async function databaseCpuMs(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Only the backends under this URL's application_name (empty without one): a bench sharing the
    // database with another (BENCH_DATABASE_URL=...?application_name=mine) counts its own.
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
         and application_name = current_setting('application_name')`,
    );
    return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)]));
  } finally {
    await client.end();
  }
}

/** The CPU the database's processes used between two readings of databaseCpuMs. */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

export async function startService(target: BenchTarget, port: number): Promise<Service> {
  // BENCH_SERVICE_ARGS: node options for the service only, e.g. `--max-old-space-size=512`;
  // BENCH_PROFILE_DIR: the service writes a CPU profile there when it stops (node --cpu-prof).
  const nodeArgs = process.env.BENCH_SERVICE_ARGS?.split(' ').filter(Boolean) ?? [];
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const main = path.join(here, '../src/main.ts');
  const child = spawn(process.execPath, [...nodeArgs, ...profile, '--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The benches sign staff in with a password alone.
      MFA_REQUIRED_ROLES: '',
      ...(target.kind === 'postgres'
        ? { DATABASE_URL: target.url }
        : { DATABASE_URL: '', DATA_DIR: target.dataDir }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // Up to three minutes: a busy machine migrates, then warms the service up (http/warm-up.ts), slowly.
  let ready = false;
  for (let i = 0; i < 1800 && !ready; i++) {
    // A service that exited (its port taken, say) must not pass for whatever answers there.
    if (exited) throw new Error(`the service on port ${port} exited at start-up`);
    try {
      ready = (await fetch(`${url}/readyz`)).ok;
    } catch {}
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!ready) {
    child.kill('SIGTERM');
    throw new Error(`the service on port ${port} was not ready within three minutes`);
  }
  return {
    url,
    process: child,
    cpuMs: () => processCpuMs(child.pid!),
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        keptAlive.destroy();
        child.kill('SIGTERM');
      }),
  };
}

export async function tokenFor(service: Service, email: string): Promise<string> {
  const login = await fetch(`${service.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`signing in as ${email}: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const created = await fetch(`${service.url}/api/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'bench' }),
  });
  return ((await created.json()) as { token: string }).token;
}

/**
 * Kept-alive connections, as a partner's HTTP client holds them: the timed GETs measure the
 * service, not a client's per-request set-up (Node's fetch adds about 1 ms a request here).
 */
const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });

export const get = (service: Service, token: string, route: string) =>
  new Promise<unknown>((resolve, reject) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    http
      .get(`${service.url}${route}`, { agent: keptAlive, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if ((res.statusCode ?? 500) >= 400) reject(new Error(`${route}: ${res.statusCode} ${text}`));
          else resolve(JSON.parse(text));
        });
      })
      .on('error', reject);
  });

/** A pending order as the staff list shows it, with its credit mark (null: no credit data). */
export type PendingOrder = { id: string; version: number; creditMark: 'block' | 'override' | 'clear' | null };

/**
 * What the credit team sends to approve an order, by its list row's credit mark: a reason where
 * the mark asks for an override, nothing otherwise. Once the credit section has imported clients
 * and receivables into the database, most pending orders need one and some are blocked, which
 * no reviewer can approve (leave them out: `approvable`).
 */
export const approvalBody = (order: PendingOrder) =>
  order.creditMark === 'override' ? APPROVAL_OVERRIDE : undefined;

/** An approval's override reason (accepted, and recorded, whether or not the check asks for one). */
export const APPROVAL_OVERRIDE = {
  override: { reason: 'Benchmark: approved over the findings by the credit team' },
};

export const approvable = (order: PendingOrder) => order.creditMark !== 'block';

/**
 * A POST on the kept-alive connections (an action such as approve), bodiless or with a JSON
 * body: its status, the answer read and dropped.
 */
export const post = (
  service: Service,
  token: string,
  route: string,
  headers: Record<string, string> = {},
  body: unknown = undefined,
) =>
  new Promise<number>((resolve, reject) => {
    const json = body === undefined ? null : JSON.stringify(body);
    const contentType: Record<string, string> = json ? { 'content-type': 'application/json' } : {};
    http
      .request(
        `${service.url}${route}`,
        {
          method: 'POST',
          agent: keptAlive,
          headers: { authorization: `Bearer ${token}`, ...contentType, ...headers },
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('error', reject);
          res.on('end', () => resolve(res.statusCode ?? 500));
        },
      )
      .on('error', reject)
      .end(json ?? undefined);
  });

/** Runs `work` on a plain client of the target's database (PostgreSQL only; null on the embedded one). */
export async function plainSql<T>(
  target: BenchTarget,
  work: (client: pg.Client) => Promise<T>,
): Promise<T | null> {
  if (target.kind !== 'postgres') return null;
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
