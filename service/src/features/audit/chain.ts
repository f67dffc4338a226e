/**
 * The audit trail's hash chain (DESIGN §13).
 *
 * Design: writers never touch the chain's head. An entry is inserted in the transaction of its
 * change with its own content hash (the insert trigger, migration 0030); eight reviewers
 * approving eight orders insert eight rows and wait on nothing but the sequence. A single
 * chainer (an advisory lock; run after commits by the chainer loop, by housekeeping and before
 * every verify) then links committed entries in `seq` order: each gets the next `link`,
 * `prev_hash` (the previous link's hash, 64 zeros for the first) and
 * `hash = sha256(prev_hash || content_hash)`. The one UPDATE the append-only trigger allows is
 * this one, from unlinked to linked.
 *
 * A gap in `seq` is a change still in flight or one that rolled back. The chainer waits at a
 * gap while a transaction that began before the entry after it is still open (read from
 * pg_stat_activity, which every session of the service's role may read), and in any case no
 * longer than GAP_WAIT_MS. An entry whose change commits after its gap was passed (a
 * transaction open longer than that) is linked later, at the head: the chain's order is `link`,
 * not `seq`, so nothing breaks.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.js';

/** Any number, the same on every instance: one chainer at a time. */
export const AUDIT_CHAIN_LOCK = 7_420_331;
/** The longest a sequence gap holds the chain back. */
export const GAP_WAIT_MS = 10_000;
/** A transaction that began this close after the entry past a gap may still have drawn the gap. */
const GAP_MARGIN_MS = 1_000;
const BATCH = 2_000;
export const GENESIS_HASH = '0'.repeat(64);

export const linkHash = (prevHash: string, contentHash: string) =>
  createHash('sha256')
    .update(prevHash + contentHash, 'utf8')
    .digest('hex');

interface Head {
  link: number;
  seq: number;
  entryId: string;
  hash: string;
}

interface Pending {
  seq: string | number;
  id: string;
  content_hash: string;
  written_at: string | Date;
}

async function readHead(tx: Tx): Promise<{ head: Head | null; highest: number }> {
  const [row] = await queryRows<{
    link: string;
    seq: string;
    entry_id: string;
    hash: string;
    highest: string | null;
  }>(
    tx,
    sql`select h.link, h.seq, h.entry_id, h.hash, h.high_seq as highest
        from (select 1) one left join audit_chain_head h on h.id = 1`,
  );
  const head = row?.link
    ? { link: Number(row.link), seq: Number(row.seq), entryId: row.entry_id, hash: row.hash }
    : null;
  return { head, highest: Number(row?.highest ?? 0) };
}

/** When the oldest other open transaction of this database began (null: none), and the database's clock. */
async function openTransactions(tx: Tx) {
  const [row] = await queryRows<{ oldest: string | Date | null; now: string | Date }>(
    tx,
    sql`select (select min(xact_start) from pg_stat_activity
          where pid <> pg_backend_pid() and datname = current_database()
            and backend_type = 'client backend' and xact_start is not null) as oldest,
        clock_timestamp() as now`,
  );
  return {
    oldest: row?.oldest ? new Date(row.oldest).getTime() : null,
    now: new Date(row!.now).getTime(),
  };
}

/** One batch under the lock; answers how many entries it linked, or null when another chainer runs. */
async function chainBatch(db: Db, wait: boolean): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      wait
        ? sql`select true as locked from (select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})) l`
        : sql`select pg_try_advisory_xact_lock(${AUDIT_CHAIN_LOCK}) as locked`,
    );
    if (!lock?.locked) return null;
    // Read before the entries: a transaction that commits in between is seen by the next read.
    const open = await openTransactions(tx);
    const { head: start, highest } = await readHead(tx);
    const pending = await queryRows<Pending>(
      tx,
      sql`select seq, id, content_hash, written_at from audit_entries where link is null order by seq limit ${BATCH}`,
    );
    const settled = (entry: Pending) => {
      const written = new Date(entry.written_at).getTime();
      return (
        open.now - written > GAP_WAIT_MS || open.oldest === null || open.oldest > written + GAP_MARGIN_MS
      );
    };
    let head = start;
    let expected = highest + 1;
    const links: Array<{
      seq: number;
      link: number;
      prev: string;
      hash: string;
      prevSeq: number | null;
      prevId: string | null;
    }> = [];
    for (const entry of pending) {
      const seq = Number(entry.seq);
      if (seq > expected && !settled(entry)) break;
      const prev = head?.hash ?? GENESIS_HASH;
      const link = (head?.link ?? 0) + 1;
      const hash = linkHash(prev, entry.content_hash);
      links.push({ seq, link, prev, hash, prevSeq: head?.seq ?? null, prevId: head?.entryId ?? null });
      head = { link, seq, entryId: entry.id, hash };
      expected = Math.max(expected, seq + 1);
    }
    if (!links.length || !head) return 0;
    const values = links.map(
      (l) =>
        sql`(${l.seq}::bigint, ${l.link}::bigint, ${l.prev}::text, ${l.hash}::text, ${l.prevSeq}::bigint, ${l.prevId}::uuid)`,
    );
    await tx.execute(sql`update audit_entries e
      set link = v.link, prev_hash = v.prev, hash = v.hash, prev_seq = v.prev_seq, prev_id = v.prev_id
      from (values ${sql.join(values, sql`, `)}) as v(seq, link, prev, hash, prev_seq, prev_id)
      where e.seq = v.seq`);
    await tx.execute(sql`insert into audit_chain_head (id, link, seq, entry_id, hash, high_seq)
      values (1, ${head.link}, ${head.seq}, ${head.entryId}::uuid, ${head.hash}, ${expected - 1})
      on conflict (id) do update set link = excluded.link, seq = excluded.seq,
        entry_id = excluded.entry_id, hash = excluded.hash, high_seq = excluded.high_seq`);
    return links.length === pending.length && pending.length === BATCH ? -links.length : links.length;
  });
}

/**
 * Links every committed entry it may (see the module's comment); answers how many. `wait`
 * queues behind a running chainer instead of leaving the work to it (verify wants the chain
 * up to date).
 */
export async function chainAudit(db: Db, options: { wait?: boolean } = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const linked = await chainBatch(db, options.wait ?? false);
    if (linked === null) return total;
    total += Math.abs(linked);
    // A negative count: a full batch, more may wait.
    if (linked >= 0) return total;
  }
}

/** Runs the chainer after this instance's commits (debounced) and every few seconds (a commit elsewhere). */
export function startAuditChainer(
  db: Db,
  subscribe: (listener: () => void) => () => void,
  onError: (err: unknown) => void,
  intervalMs = 3_000,
) {
  let running: Promise<unknown> | null = null;
  let again = false;
  let soon: NodeJS.Timeout | null = null;
  const run = () => {
    soon = null;
    if (running) {
      again = true;
      return;
    }
    running = chainAudit(db)
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          nudge();
        }
      });
  };
  const nudge = () => {
    if (soon) return;
    soon = setTimeout(run, 50);
    soon.unref();
  };
  const unsubscribe = subscribe(nudge);
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    nudge,
    async stop() {
      unsubscribe();
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      await running;
    },
  };
}
