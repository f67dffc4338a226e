/**
 * The audit trail (DESIGN §13): append-only, hash-chained. Writers insert an entry in the
 * transaction of the change (its content hash is filled by a trigger); the chainer
 * (features/audit/chain.ts) later gives committed entries their place in the chain (link,
 * prev_hash, hash). A trigger refuses every other UPDATE and every DELETE (migration 0030).
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bigintNumber, timestamptz } from './columns.js';

export const auditEntries = pgTable(
  'audit_entries',
  {
    /** Drawn at insert; a rolled-back change leaves a gap the chainer skips. */
    seq: bigserial({ mode: 'number' }).primaryKey(),
    id: uuid().notNull().defaultRandom(),
    /** When the change happened (the service's clock). */
    at: timestamptz().notNull(),
    /** Who did it; null for the command line and the service itself (actor_label says which). */
    actorId: uuid(),
    /** The actor's email at the time, or 'cli' / 'system'. */
    actorLabel: text().notNull(),
    kind: text().notNull(),
    /** What it was done to: an account, order, client, item, price list or setting. */
    subject: text(),
    /** Structured: keys and parameters, never sentences. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** SHA-256 (hex) of the entry's content; filled by the insert trigger (audit_content_hash). */
    contentHash: text(),
    /** The database's clock at insert: how old a sequence gap after this entry is. */
    writtenAt: timestamptz().notNull().default(sql`clock_timestamp()`),
    /** The entry's place in the chain (1, 2, …); null until the chainer links it. */
    link: bigintNumber(),
    prevHash: text(),
    /** The previous entry in the chain: verify names it when it is gone. */
    prevSeq: bigintNumber(),
    prevId: uuid(),
    /** sha256(prev_hash || content_hash), hex. */
    hash: text(),
  },
  (t) => [
    uniqueIndex('audit_entries_id_key').on(t.id),
    uniqueIndex('audit_entries_link_key').on(t.link),
    index('audit_entries_unlinked_idx').on(t.seq).where(sql`${t.link} is null`),
    index('audit_entries_at_idx').on(t.at, t.seq),
    index('audit_entries_actor_idx').on(t.actorId, t.seq),
    index('audit_entries_kind_idx').on(t.kind, t.seq),
  ],
);

/** The chain's head, one row: a deleted last entry is named by it. */
export const auditChainHead = pgTable('audit_chain_head', {
  id: integer().primaryKey().default(1),
  link: bigintNumber().notNull(),
  seq: bigintNumber().notNull(),
  entryId: uuid().notNull(),
  hash: text().notNull(),
  /** The highest seq linked so far: a lower unlinked one is a late arrival, a higher one waits behind a gap. */
  highSeq: bigintNumber().notNull(),
});
