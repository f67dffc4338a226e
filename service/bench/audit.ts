/**
 * `pnpm bench --sections audit` (issue 31): fills the audit trail with 1,000,000 entries
 * (BENCH_AUDIT_ENTRIES), set-based, in a fresh database of its own; links them with the
 * service's chainer, then times `verify` over the whole chain (target: under 30 s).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { chainAudit } from '../src/features/audit/chain.js';
import { verifyAudit } from '../src/features/audit/verify.js';
import { freshPostgres } from './harness.js';

const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const FILL_CHUNK = 100_000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export async function benchAudit(
  target: 'pglite' | 'postgres',
  postgresUrl: string,
  say: (line?: string) => void,
) {
  say(`\n## Audit trail: ${ENTRIES.toLocaleString('en-US')} entries, chained and verified (${target})`);
  const database = await openDatabase({
    databaseUrl: target === 'postgres' ? await freshPostgres(postgresUrl, 'audit') : undefined,
    dataDir: mkdtempSync(path.join(tmpdir(), 'tawreed-bench-audit-')),
    poolSize: 2,
  });
  try {
    await database.migrate();
    let started = performance.now();
    for (let from = 1; from <= ENTRIES; from += FILL_CHUNK) {
      const to = Math.min(ENTRIES, from + FILL_CHUNK - 1);
      await database.db.execute(sql`insert into audit_entries (at, actor_id, actor_label, kind, subject, details)
        select now() - make_interval(secs => ${ENTRIES} - n), gen_random_uuid(), 'bench-' || (n % 50) || '@tawreed.test',
          (array['signIn','orderReviewed','stockAdjusted','priceListChanged'])[1 + n % 4], 'subject-' || n,
          jsonb_build_object('action', 'approve', 'from', 'PENDING_CREDIT', 'to', 'PENDING_HIGHER', 'n', n)
        from generate_series(${from}::bigint, ${to}::bigint) n`);
    }
    say(`- filled (content hashes by the insert trigger): ${seconds(started)}`);
    started = performance.now();
    const linked = await chainAudit(database.db, { wait: true });
    say(`- chained by the chainer: ${linked.toLocaleString('en-US')} entries in ${seconds(started)}`);
    started = performance.now();
    const result = await verifyAudit(database.db);
    const took = (performance.now() - started) / 1000;
    say(
      `- verify: ${took.toFixed(1)} s for ${result.entries.toLocaleString('en-US')} entries, ok=${result.ok} (target < 30 s${took < 30 ? ', met' : ', MISSED'})`,
    );
  } finally {
    await database.close();
  }
}
