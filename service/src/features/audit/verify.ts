/**
 * Verifying the audit trail (DESIGN §13), in the database. Each entry's
 * content hash is computed again from its columns (audit_content_hash, migration 0032), its
 * hash from its previous hash and that content hash, and its link to the entry before it is
 * checked (link numbers without holes, prev_hash equal to that entry's hash). The first entry
 * where any of them is wrong is named; where entries are missing before it (a DELETE), the
 * missing entry it names as its predecessor. A deleted last entry is named by the chain's head.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { chainAudit, GENESIS_HASH } from './chain.js';

export interface AuditVerification {
  ok: boolean;
  /** How many entries the chain holds (entries are numbered by seq). */
  entries: number;
  firstBroken: { seq: number; id: string } | null;
}

interface BrokenRow {
  seq: string;
  id: string;
  link: string;
  position: string;
  prev_seq: string | null;
  prev_id: string | null;
}

/**
 * Two checks, run side by side (two connections on PostgreSQL), each one statement:
 * - every entry on its own, its content hash and hash recomputed: the costly one, a plain
 *   aggregate over the table, which PostgreSQL spreads over parallel workers (migration 0034);
 * - the links in order, window functions over the link index: no hashing, only comparisons.
 * The first broken entry is the lowest link either finds.
 */
export async function verifyAudit(db: Db): Promise<AuditVerification> {
  await chainAudit(db, { wait: true });
  const [[entryCheck], [linkCheck]] = await Promise.all([
    queryRows<{ entries: string; broken: string | null }>(
      db,
      // min(...) filter: never turned into "the first by the link index", which would not run in parallel.
      sql`select count(*) as entries,
          min(link) filter (where
            content_hash is distinct from audit_content_hash(seq, id, at, actor_id, actor_label, kind, subject, details)
            or hash is distinct from encode(sha256(convert_to(prev_hash || content_hash, 'UTF8')), 'hex')) as broken
        from audit_entries where link is not null`,
    ),
    queryRows<{
      broken: string | null;
      head_link: string | null;
      head_seq: string | null;
      head_id: string | null;
      head_ok: boolean | null;
    }>(
      db,
      sql`with walk as (
          select link,
            prev_hash is distinct from coalesce(lag(hash) over w, ${GENESIS_HASH})
            or link is distinct from row_number() over w as broken
          from audit_entries where link is not null
          window w as (order by link)
        )
        select (select min(link) from walk where broken) as broken,
          h.link as head_link, h.seq as head_seq, h.entry_id as head_id,
          exists (select 1 from audit_entries e where e.link = h.link and e.id = h.entry_id and e.hash = h.hash) as head_ok
        from (select 1) one left join audit_chain_head h on h.id = 1`,
    ),
  ]);
  const brokenLinks = [entryCheck?.broken, linkCheck?.broken].filter((link) => link != null).map(Number);
  const summary = {
    ...linkCheck,
    entries: entryCheck?.entries,
    broken: brokenLinks.length ? Math.min(...brokenLinks) : null,
  };
  const entries = Number(summary.entries ?? 0);
  if (summary.broken) {
    const [row] = await queryRows<BrokenRow>(
      db,
      sql`select seq, id, link, (select count(*) from audit_entries p where p.link is not null and p.link <= e.link) as position,
          prev_seq, prev_id
        from audit_entries e where link = ${Number(summary.broken)}`,
    );
    const missingBefore = row && Number(row.link) > Number(row.position) && row.prev_id;
    const firstBroken = missingBefore
      ? { seq: Number(row.prev_seq), id: row.prev_id! }
      : { seq: Number(row!.seq), id: row!.id };
    return { ok: false, entries, firstBroken };
  }
  if (summary.head_link && !summary.head_ok) {
    return { ok: false, entries, firstBroken: { seq: Number(summary.head_seq), id: summary.head_id! } };
  }
  return { ok: true, entries, firstBroken: null };
}
