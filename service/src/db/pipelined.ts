/**
 * A PostgreSQL transaction with fewer round trips: its connection runs in node-postgres's
 * pipeline mode, so BEGIN is written together with the work's first statement, and COMMIT
 * together with the reads that answer the request afterwards (`after`: they run on the same
 * connection right after the commit, so they see it). The statements are the ones drizzle's own
 * transaction sends, in the same order; only the waiting between them is gone. Each message
 * group goes out in one write (the socket is corked while it is queued).
 */
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { bindToPool, type Db, nameStatementsOf, namingPool, queryNamedOn, type Tx } from './client.js';
import type { Notifications } from './outbox.js';
import * as schema from './schema.js';

/** What a drizzle node-postgres database keeps of its session (drizzle's transaction reads the same). */
interface SessionParts {
  session: { dialect: unknown; schema: unknown; options: unknown };
}

type Stream = { cork(): void; uncork(): void };
type Queryable = { query: (...args: unknown[]) => Promise<unknown>; pipeline: boolean };

/** A database bound to one pooled connection, for the reads behind a commit (one per connection). */
const connectionDbs = new WeakMap<pg.PoolClient, Db>();

function connectionDb(client: pg.PoolClient, pool: pg.Pool): Db {
  let db = connectionDbs.get(client);
  if (!db) {
    db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
    bindToPool(db, pool);
    connectionDbs.set(client, db);
  }
  return db;
}

/** Runs `send` with the connection's socket corked: what it queues leaves in one write. */
function corked<T>(client: pg.PoolClient, send: () => T): T {
  const stream = (client as unknown as { connection?: { stream?: Partial<Stream> } }).connection?.stream;
  stream?.cork?.();
  try {
    return send();
  } finally {
    stream?.uncork?.();
  }
}

/** The connection (and its pool) of each open pipelined transaction. */
const transactionConnections = new WeakMap<object, { client: pg.PoolClient; pool: pg.Pool }>();
/** Queries prepared on a connection, by what they are (connectionQuery's key). */
const connectionQueries = new WeakMap<pg.PoolClient, Map<object, unknown>>();

/**
 * The transaction object of a pooled connection, made once per connection: drizzle's session and
 * transaction hold nothing of one transaction (only the connection, the dialect and the schema,
 * whose relational query builders the constructor makes anew: a tenth of an approval's
 * transaction set-up), and the statements prepared for it (connectionQuery, the order detail's)
 * stay with the connection that has them.
 */
const connectionTransactions = new WeakMap<pg.PoolClient, Tx>();

function connectionTransaction(db: Db, client: pg.PoolClient, pool: pg.Pool): Tx {
  let tx = connectionTransactions.get(client);
  if (!tx) {
    const { dialect, schema: relations, options } = (db as unknown as SessionParts).session;
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's session parts, as its own transaction passes them
    const session = new NodePgSession(client, dialect as any, relations as any, options as any);
    // biome-ignore lint/suspicious/noExplicitAny: as above
    tx = new NodePgTransaction(dialect as any, session, relations as any) as unknown as Tx;
    nameStatementsOf(tx, pool);
    transactionConnections.set(tx, { client, pool });
    connectionTransactions.set(client, tx);
  }
  return tx;
}

/**
 * A query built once per pooled connection and run as a named prepared statement there, for a
 * transaction on that connection (its hottest reads: neither drizzle nor the server builds or
 * plans them again); null outside one (PGlite) or once the pool lost a named statement.
 */
export function connectionQuery<Q>(tx: Tx, key: object, build: (db: Db) => Q): Q | null {
  const found = transactionConnections.get(tx);
  if (!found) return null;
  const db = connectionDb(found.client, found.pool);
  if (!namingPool(db)) return null;
  let queries = connectionQueries.get(found.client);
  if (!queries) {
    queries = new Map();
    connectionQueries.set(found.client, queries);
  }
  let query = queries.get(key) as Q | undefined;
  if (!query) {
    query = build(db);
    queries.set(key, query);
  }
  return query;
}

/** The pool behind a drizzle node-postgres database, or null (PGlite). */
export function poolOf(db: Db): pg.Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * The bus's NOTIFYs of a committed transaction, as a transaction of their own that does not wait
 * for its WAL flush: the server serialises every NOTIFYing transaction's commit (PostgreSQL's
 * notify lock is held until the commit is flushed), so NOTIFYs inside the work's transaction
 * made concurrent changes commit one after another, one disk flush each. Nothing durable is
 * written here; the change itself committed (and was flushed) first.
 *
 * They leave with the COMMIT, not after its answer (one round trip fewer), so they must know
 * whether it committed: the transaction marks itself (MARK_COMMIT, a session setting, which a
 * rolled-back transaction's end undoes) and the NOTIFYs are sent only under that mark.
 */
const MARK_COMMIT = `select set_config('tawreed.commit', $1, false) is not null as marked`;
const NOTIFY_AFTER_COMMIT = `select (select set_config('synchronous_commit', 'off', true)) is not null
    and (select count(pg_notify($1, n.payload)) from unnest($2::text[]) as n(payload)
      where current_setting('tawreed.commit', true) = $3) >= 0 as sent`;

/**
 * The commit mark of one transaction, for a statement of its work to set (its `sql`, true as a
 * value): the work's last statement sets it itself and no MARK_COMMIT is sent (one statement fewer).
 */
export interface CommitMark {
  token: string;
  sql: SQL;
  /** Whether a statement of the work set it (when its SQL was taken). */
  used: boolean;
}

export function newCommitMark(): CommitMark {
  const token = randomUUID();
  return { token, sql: sql`(set_config('tawreed.commit', ${token}, false) is not null)`, used: false };
}

export interface Pipelined<T, R> {
  value: T;
  /** What `after` read behind the commit (null: it read nothing). */
  answer: Promise<R> | null;
}

/**
 * `work` in one transaction on a pooled connection; once it has committed, `after`'s reads (issued
 * with the COMMIT, on the same connection) are its `answer`, and `notify`'s NOTIFYs are sent
 * (NOTIFY_AFTER_COMMIT). The connection returns to the pool when they are done.
 */
export async function pipelinedTransaction<T, R>(
  db: Db,
  pool: pg.Pool,
  work: (tx: Tx) => Promise<T>,
  after: ((value: T, db: Db) => Promise<R> | null) | null,
  notify: (() => Notifications | null) | null = null,
  mark: CommitMark | null = null,
): Promise<Pipelined<T, R>> {
  const client = await pool.connect();
  const connection = client as unknown as Queryable;
  const tx = connectionTransaction(db, client, pool);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    connection.pipeline = false;
    client.release();
  };
  connection.pipeline = true;
  // BEGIN leaves with the first statement of the work (and is not sent when it runs none).
  let begun: Promise<unknown> | null = null;
  const query = connection.query;
  connection.query = (...args: unknown[]) => {
    delete (connection as Partial<Queryable>).query;
    return corked(client, () => {
      begun = query.call(client, 'begin');
      return query.apply(client, args);
    });
  };
  let value: T;
  try {
    value = await work(tx);
  } catch (error) {
    delete (connection as Partial<Queryable>).query;
    try {
      if (begun) {
        await (begun as Promise<unknown>).catch(() => undefined);
        await client.query('rollback');
      }
    } catch (rollbackError) {
      release();
      throw rollbackError;
    }
    release();
    throw error;
  }
  delete (connection as Partial<Queryable>).query;
  // Known now, since the work is done: they announce the change once it has committed.
  const notifications = notify?.() ?? null;
  const payloads = Boolean(notifications?.payloads.length);
  // The work's own statement set the mark (CommitMark), or MARK_COMMIT sets one with the COMMIT.
  const markedByWork = payloads && mark?.used ? mark.token : null;
  const token = payloads ? (markedByWork ?? randomUUID()) : null;
  let reading: Promise<R> | null = null;
  let marked: Promise<unknown> = Promise.resolve();
  let committed: Promise<pg.QueryResult | null> = Promise.resolve(null);
  let sent: Promise<unknown> | null = null;
  try {
    corked(client, () => {
      // Unnamed: inside the transaction, a statement a pooler lost would abort it.
      if (token && !markedByWork) marked = client.query({ text: MARK_COMMIT, values: [token] });
      if (begun) committed = client.query('commit') as Promise<pg.QueryResult>;
      reading = after?.(value, connectionDb(client, pool)) ?? null;
      if (notifications && token)
        sent = queryNamedOn(client, pool, NOTIFY_AFTER_COMMIT, [
          notifications.channel,
          notifications.payloads,
          token,
        ]);
    });
  } catch (error) {
    await Promise.allSettled([marked, committed, sent]);
    release();
    throw error;
  }
  const read = reading as Promise<R> | null;
  try {
    await begun;
    await marked;
    const commit = await committed;
    // An aborted transaction's COMMIT answers ROLLBACK, not an error: nothing was written.
    if (commit && commit.command !== 'COMMIT') throw new Error('the transaction was rolled back at commit');
    if (sent) await sent;
  } catch (error) {
    await Promise.allSettled([read, sent]);
    release();
    throw error;
  }
  if (!read) {
    release();
    return { value, answer: null };
  }
  const answer = read.finally(() => release());
  // Awaited by the caller; this only keeps a failure it never reaches from going unhandled.
  answer.catch(() => undefined);
  return { value, answer };
}
