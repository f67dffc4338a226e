/**
 * The administrator's trust commands (DESIGN §13) as an operator runs them, each a process of
 * its own against the database (on PGlite once the test has closed it): `pnpm admin audit
 * verify`, exit 0 counting the entries of an intact chain, exit 3 naming the entry an intruder
 * with the database changed; `pnpm admin reset-mfa`, a person's factors gone, audited as the CLI's.
 */

import { AUDIT_ACTOR_CLI } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFreshDatabase, type DatabaseCopy, runAdmin } from '../test/admin-process.js';
import { createTestAppOn, createUser, signedIn } from '../test/harness.js';
import { enrolTotp } from '../test/mfa.js';
import { openDatabase, queryRows } from './db/client.js';
import { chainAudit } from './features/audit/chain.js';
import { audit, SYSTEM_ACTOR } from './features/audit/write.js';
import { methodsOf } from './features/auth/mfa/service.js';

let copy: DatabaseCopy;

const openCopy = () =>
  openDatabase(copy.dataDir ? { dataDir: copy.dataDir } : { databaseUrl: copy.databaseUrl });

beforeAll(async () => {
  copy = await copyFreshDatabase();
  const database = await openCopy();
  try {
    for (let n = 0; n < 5; n++) {
      await audit(database.db, {
        kind: 'settingsChanged',
        actor: SYSTEM_ACTOR,
        subject: `setting-${n}`,
        details: { key: 'example', value: n },
      });
    }
    await chainAudit(database.db, { wait: true });
  } finally {
    await database.close();
  }
});

afterAll(async () => {
  await copy?.drop();
});

// Each run is a process of its own (pnpm, tsx, the migrations check): slow on a busy machine.
describe('pnpm admin audit verify', { timeout: 120_000 }, () => {
  it('answers exit 0 and the count of entries when the chain is intact', async () => {
    const run = await runAdmin(['audit', 'verify'], copy);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Audit trail intact: 5 entries.');
    expect(run.code).toBe(0);
  });

  it('answers exit 3 naming the entry changed directly in the database', async () => {
    const database = await openCopy();
    let third: { seq: string; id: string };
    try {
      [third] = (await queryRows<{ seq: string; id: string }>(
        database.db,
        sql`select seq, id from audit_entries where link = 3`,
      )) as [{ seq: string; id: string }];
      // What an intruder holding the table's owner does: the append-only trigger off for one change.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_entries disable trigger audit_entries_append_only`);
        await tx.execute(
          sql`update audit_entries set details = '{"key":"example","value":99}' where seq = ${third.seq}`,
        );
        await tx.execute(sql`alter table audit_entries enable trigger audit_entries_append_only`);
      });
    } finally {
      await database.close();
    }
    const run = await runAdmin(['audit', 'verify'], copy);
    expect(run.stdout).toContain(
      `Audit trail broken at entry ${third.seq} (${third.id}); 5 entries chained.`,
    );
    expect(run.code).toBe(3);
  });
});

describe('pnpm admin reset-mfa', { timeout: 120_000 }, () => {
  it("removes the person's second factors and records it as the command line's doing", async () => {
    let t = createTestAppOn(await openCopy());
    const user = await createUser(t, { role: 'HIGHER_AUTHORITY' });
    await enrolTotp(await signedIn(t, user));
    expect(await methodsOf(t.deps, user.id)).not.toEqual([]);
    await t.close();

    const run = await runAdmin(['reset-mfa', user.email], copy);
    expect(run.stdout).toContain(`${user.email} has no second factor now`);
    expect(run.code).toBe(0);

    t = createTestAppOn(await openCopy());
    try {
      expect(await methodsOf(t.deps, user.id)).toEqual([]);
      const entries = await queryRows<{ actor_label: string; actor_id: string | null }>(
        t.deps.db,
        sql`select actor_label, actor_id from audit_entries where kind = 'factorsReset' and subject = ${user.id}`,
      );
      expect(entries).toEqual([{ actor_label: AUDIT_ACTOR_CLI, actor_id: null }]);
    } finally {
      await t.close();
    }
  });
});
