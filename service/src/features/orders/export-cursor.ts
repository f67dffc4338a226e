/**
 * Reading an export's rows in batches: through one server-side cursor (PostgreSQL), and the
 * read-ahead both that and the embedded database's keyset pages use.
 */
import type pg from 'pg';

export interface ExportQuery {
  sql: string;
  params: unknown[];
}

/**
 * Yields each batch's rows while the next batch is already being read, so the database and the
 * consumer overlap. `fetch` gets the previous batch (null first) and answers null when done.
 */
export async function* readAhead<Row>(fetch: (previous: Row[] | null) => Promise<Row[]> | null) {
  let pending = fetch(null);
  while (pending) {
    const rows: Row[] = await pending;
    pending = fetch(rows);
    pending?.catch(() => undefined); // surfaced when awaited
    yield* rows;
  }
}

/**
 * Rows of `query` through a cursor: a single plan for the whole export (a date filter reads its
 * index once instead of re-walking the update order per page), a consistent snapshot, and
 * FETCHes of `batchSize` so memory stays flat. The next batch is fetched while this one is
 * consumed. Closing the generator early ends the transaction and returns the connection.
 */
export async function* streamCursor<Row>(pool: pg.Pool, query: ExportQuery, batchSize = 1000) {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    // Plan for reading every row, not for the first few (the default for cursors); no JIT
    // (compiling the plan cost half a second, more than a 10,000-row export takes); sort in memory.
    await client.query(
      "set local cursor_tuple_fraction = 1; set local jit = off; set local work_mem = '32MB'",
    );
    await client.query(`declare export_rows no scroll cursor for ${query.sql}`, query.params);
    yield* readAhead<Row>((previous) =>
      previous && previous.length < batchSize
        ? null
        : client.query<Row & pg.QueryResultRow>(`fetch ${batchSize} from export_rows`).then((r) => r.rows),
    );
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    try {
      await client.query('rollback');
    } catch {
      broken = true;
    }
    client.release(broken);
  }
}
