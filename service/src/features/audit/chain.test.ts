import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { queryRows } from '../../db/client.js';
import { chainAudit } from './chain.js';
import { verifyAudit } from './verify.js';
import { audit, SYSTEM_ACTOR } from './write.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const entry = (n: number) => ({
  kind: 'settingsChanged' as const,
  actor: SYSTEM_ACTOR,
  subject: `setting-${n}`,
  details: { key: 'example', value: n },
});

/** What an intruder with the database's superuser does: the append-only trigger switched off for one change. */
async function tamper(statement: ReturnType<typeof sql>) {
  await t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_entries disable trigger audit_entries_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_entries enable trigger audit_entries_append_only`);
  });
}

async function entryAt(position: number) {
  const [row] = await queryRows<{ seq: string; id: string }>(
    t.deps.db,
    sql`select seq, id from audit_entries where link is not null order by link offset ${position - 1} limit 1`,
  );
  return { seq: Number(row!.seq), id: row!.id };
}

describe('the audit chain', () => {
  it('links entries written concurrently, each in its own transaction, and verifies them', async () => {
    const before = (await verifyAudit(t.deps.db)).entries;
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.deps.db.transaction((tx) => audit(tx, entry(n), entry(n + 100))),
      ),
    );
    const result = await verifyAudit(t.deps.db);
    expect(result).toEqual({ ok: true, entries: before + 40, firstBroken: null });
  });

  it('skips the gap a rolled-back change leaves and links what committed after it', async () => {
    const before = (await verifyAudit(t.deps.db)).entries;
    await expect(
      t.deps.db.transaction(async (tx) => {
        await audit(tx, entry(1));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await audit(t.deps.db, entry(2));
    expect(await verifyAudit(t.deps.db)).toEqual({ ok: true, entries: before + 1, firstBroken: null });
  });

  it('refuses an UPDATE, a DELETE and a TRUNCATE of audit entries', async () => {
    await audit(t.deps.db, entry(3));
    await chainAudit(t.deps.db);
    await expect(t.deps.db.execute(sql`update audit_entries set kind = 'signIn'`)).rejects.toThrow();
    await expect(t.deps.db.execute(sql`update audit_entries set link = null, hash = null`)).rejects.toThrow();
    await expect(t.deps.db.execute(sql`delete from audit_entries`)).rejects.toThrow();
    await expect(t.deps.db.execute(sql`truncate audit_entries`)).rejects.toThrow();
    expect((await verifyAudit(t.deps.db)).ok).toBe(true);
  });
});

describe('verify names the entry changed in the database', () => {
  // Each case on a database of its own: a broken chain stays broken.
  let own: TestApp;
  beforeAll(async () => {
    own = t;
  });

  it('an UPDATE of an entry is named', async () => {
    const fresh = await createTestApp();
    try {
      t = fresh;
      for (let n = 0; n < 5; n++) await audit(t.deps.db, entry(n));
      await chainAudit(t.deps.db);
      const third = await entryAt(3);
      await tamper(
        sql`update audit_entries set details = '{"key":"example","value":99}' where seq = ${third.seq}`,
      );
      expect(await verifyAudit(t.deps.db)).toEqual({ ok: false, entries: 5, firstBroken: third });
    } finally {
      await fresh.close();
      t = own;
    }
  });

  it('a DELETE of an entry in the middle, and of the last one, is named', async () => {
    const fresh = await createTestApp();
    try {
      t = fresh;
      for (let n = 0; n < 5; n++) await audit(t.deps.db, entry(n));
      await chainAudit(t.deps.db);
      const last = await entryAt(5);
      await tamper(sql`delete from audit_entries where seq = ${last.seq}`);
      expect(await verifyAudit(t.deps.db)).toEqual({ ok: false, entries: 4, firstBroken: last });
      const second = await entryAt(2);
      await tamper(sql`delete from audit_entries where seq = ${second.seq}`);
      expect(await verifyAudit(t.deps.db)).toEqual({ ok: false, entries: 3, firstBroken: second });
    } finally {
      await fresh.close();
      t = own;
    }
  });

  it('a rewritten hash is named', async () => {
    const fresh = await createTestApp();
    try {
      t = fresh;
      for (let n = 0; n < 3; n++) await audit(t.deps.db, entry(n));
      await chainAudit(t.deps.db);
      const first = await entryAt(1);
      await tamper(sql`update audit_entries set hash = repeat('a', 64) where seq = ${first.seq}`);
      expect((await verifyAudit(t.deps.db)).firstBroken).toEqual(first);
    } finally {
      await fresh.close();
      t = own;
    }
  });
});
