import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { and, type Column, eq, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import {
  type PgColumn,
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  type PgTable,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { renderSql } from './render-sql.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations',
);

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw driver, for LISTEN/NOTIFY and admin work. */
  pglite?: PGlite;
  pool?: pg.Pool;
  connectionString?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: skip waiting for disk flushes (tests and throwaway databases). */
  relaxedDurability?: boolean;
}

/**
 * Applies the migrations; when any was new, vacuums and analyzes the database before serving. A
 * migration that rewrites a table (0020 adds a stored column to orders) leaves it without a
 * visibility map or statistics, and until a vacuum every capped count there reads the heap.
 */
async function migratePostgres(pool: pg.Pool) {
  const applied = async () => {
    const result = await pool
      .query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
      .catch(() => null);
    return result?.rows[0]?.n ?? 0;
  };
  const before = await applied();
  await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: MIGRATIONS_DIR });
  if ((await applied()) > before) await pool.query('vacuum (analyze)');
}

/** PGlite under dataDir when no URL is given (the embedded default), node-postgres otherwise. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // No JIT: every query here reads a page or a few counter rows, and compiling one (tens of
      // milliseconds, triggered by the planner's estimate for a whole table) costs more than it runs.
      options: '-c jit=off',
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      connectionString: options.databaseUrl,
      migrate: () => migratePostgres(pool),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ? path.resolve(options.dataDir, 'pglite') : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(`${dataDir}.lock`) : () => {};
  // pg_trgm backs the order search index (migrations create the extension).
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm },
    relaxedDurability: options.relaxedDurability ?? false,
  }).catch((err: unknown) => {
    unlock();
    throw err;
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite holds the whole database in one process: a second process opening the same directory
 * (`pnpm admin` beside a running service) works on a copy, and whichever closes last overwrites
 * the other's changes. A lock file naming the owning process refuses the second one.
 */
function lockDataDir(lockFile: string): () => void {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner && isRunning(owner)) {
      throw new Error(
        `The embedded database ${path.dirname(lockFile)} is in use by process ${owner}: stop it first ` +
          `(if no such process is Tawreed, delete ${lockFile}).`,
      );
    }
    writeFileSync(lockFile, String(process.pid)); // left behind by a process that is gone
  }
  return () => rmSync(lockFile, { force: true });
}

/** Runs raw SQL on either driver and answers its rows (both drivers put them in `.rows`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/** A column's name in the database, as this project's casing (snake_case) names it. */
export const columnName = (column: Column): string =>
  (dialect as unknown as { casing: { getColumnCasing(c: Column): string } }).casing.getColumnCasing(column);

/** A named statement the server does not have, or has twice: what a transaction-mode pooler causes. */
const PREPARED_STATEMENT_LOST = new Set(['26000', '42P05']);
/** Pools whose server lost a named statement once: from then on their statements run unnamed. */
const unnamedOnly = new WeakSet<pg.Pool>();

/**
 * Raw SQL that runs on nearly every request and reads only a few rows (the counters behind the
 * dashboard cards and the list totals). On PostgreSQL it is a named prepared statement: each
 * connection parses it once, and after five runs keeps one generic plan, where an unnamed
 * statement is parsed and planned on every call (three quarters of its time). The name is the
 * text's hash, so one text is always one statement; callers keep the texts few (no text that
 * varies with a list's length). Should the server lose a statement (a pooler in transaction
 * mode), that call and every later one on the pool run unnamed. On PGlite it runs as `queryRows`
 * does. Rows come back with the driver's own parsers: select integers and text.
 */
export async function queryPreparedRows<T>(
  database: { db: DbOrTx; pool?: pg.Pool | undefined },
  query: SQL,
): Promise<T[]> {
  const { pool } = database;
  if (!pool) return queryRows<T>(database.db, query);
  const { sql: text, params } = renderSql(dialect, query);
  return (await queryNamedOn(pool, pool, text, params)).rows as T[];
}

/**
 * A statement of fixed text outside any transaction, on `client` (the pool itself, or one of its
 * connections: pipelined.ts's NOTIFYs after a commit): named, so each connection parses and plans
 * it once, unless the pool's server lost one; then, and from then on, unnamed.
 */
export async function queryNamedOn(
  client: Pick<pg.ClientBase, 'query'>,
  pool: pg.Pool,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult> {
  if (unnamedOnly.has(pool)) return client.query({ text, values });
  try {
    return await client.query({ name: statementName(text), text, values });
  } catch (err) {
    if (!lostNamedStatement(pool, err)) throw err;
    return client.query({ text, values });
  }
}

/**
 * The pool behind `db` when its queries may run as named prepared statements: a node-postgres
 * pool (not a transaction, where a lost statement's error would abort the transaction) whose
 * server has not lost one (`queryPreparedRows`); otherwise null (unnamed statements).
 */
export function namingPool(db: DbOrTx): pg.Pool | null {
  const client = (db as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : boundPools.get(db);
  return pool && !unnamedOnly.has(pool) ? pool : null;
}

/** Open transactions on a pooled connection (pipelined.ts), by their pool: they may name their statements. */
const transactionPools = new WeakMap<object, pg.Pool>();

export function nameStatementsOf(tx: Tx, pool: pg.Pool) {
  transactionPools.set(tx, pool);
}

/** drizzle's parsers for raw SQL on node-postgres: dates, timestamps and intervals as the server wrote them. */
const RAW_TEXT_TYPES = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const drizzleTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW_TEXT_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
};

/**
 * queryRows for the few large statements a hot transaction runs every time (an approval's
 * credit check and write): inside a pipelined transaction (pipelined.ts) they run as named
 * prepared statements, parsed and planned once per connection instead of on every call (their
 * planning costs the database about as much as running them). Rows are parsed as queryRows's.
 * A server that lost a statement (a pooler) fails the transaction with 26000, which
 * inTransaction runs once more, by then unnamed (the pool is marked).
 */
export async function queryNamedRows<T>(tx: DbOrTx, query: SQL): Promise<T[]> {
  const pool = transactionPools.get(tx);
  if (!pool || unnamedOnly.has(pool)) return queryRows<T>(tx, query);
  const client = (tx as unknown as { session: { client: pg.ClientBase } }).session.client;
  const { sql: text, params } = renderSql(dialect, query);
  try {
    const result = await client.query({
      name: statementName(text),
      text,
      values: params,
      types: drizzleTypes,
    } as pg.QueryConfig);
    return result.rows as T[];
  } catch (err) {
    lostNamedStatement(pool, err);
    throw err;
  }
}

/** Databases bound to one pooled connection outside any transaction (pipelined.ts), by their pool. */
const boundPools = new WeakMap<object, pg.Pool>();

/** Names `db`, bound to one connection of `pool` and used only between transactions, as that pool's. */
export function bindToPool(db: Db, pool: pg.Pool) {
  boundPools.set(db, pool);
}

/** Whether `err` is a named statement the server did not have (or had twice). */
export const isLostStatement = (err: unknown) =>
  PREPARED_STATEMENT_LOST.has(
    (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code ?? '',
  );

/** Whether `err` says the server lost a named statement; if so the pool runs unnamed from then on. */
export function lostNamedStatement(pool: pg.Pool, err: unknown): boolean {
  if (!isLostStatement(err)) return false;
  unnamedOnly.add(pool);
  return true;
}

/** Names by text: the hot statements are a few texts of some kilobytes, hashed once each. */
const statementNames = new Map<string, string>();

/** The name of a statement's text: one text, one name. */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `tawreed_${createHash('sha1').update(text).digest('base64url')}`;
    // Texts that vary without end (none should) are not kept for ever.
    if (statementNames.size >= 1000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/** The row `id` of `table` when it belongs to `userId` (its `user_id`); undefined otherwise. */
export async function findUserRow<T extends PgTable & { id: PgColumn; userId: PgColumn }>(
  db: DbOrTx,
  table: T,
  id: string,
  userId: string,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  return row as T['$inferSelect'] | undefined;
}
