import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Db, queryRows } from '../src/db/client.js';
import { copyTemplateDatabase, type DatabaseCopy } from './databases.js';

export type { DatabaseCopy };

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A fresh copy of the run's migrated template, not opened: a test opens it (openDatabase with
 * its dataDir or databaseUrl), and a process such as `pnpm admin` may open it after (on PGlite,
 * once the test has closed it: a data directory has one process at a time).
 */
export function copyFreshDatabase(): Promise<DatabaseCopy> {
  return copyTemplateDatabase(inject('pgliteTemplate'), inject('templateDb'));
}

export interface AdminRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `pnpm admin <args>` as an operator runs it, from the repository's root, against `database`
 * (DATA_DIR for PGlite, DATABASE_URL for PostgreSQL); answers its exit code and output.
 */
export function runAdmin(args: string[], database: Pick<DatabaseCopy, 'dataDir' | 'databaseUrl'>) {
  return new Promise<AdminRun>((resolve, reject) => {
    const child = spawn('pnpm', ['--silent', 'admin', ...args], {
      cwd: REPO_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        LOG_LEVEL: 'warn',
        ...(database.dataDir ? { DATA_DIR: database.dataDir } : {}),
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * What an intruder with the database's superuser does to the audit trail: the append-only
 * trigger switched off for one change, here the details of the first entry. Answers that entry.
 */
export async function tamperFirstAuditEntry(db: Db): Promise<{ seq: number; id: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_entries disable trigger audit_entries_append_only`);
    const [row] = await queryRows<{ seq: string; id: string }>(
      tx,
      sql`update audit_entries set details = '{"tampered": true}'
          where seq = (select min(seq) from audit_entries) returning seq, id`,
    );
    await tx.execute(sql`alter table audit_entries enable trigger audit_entries_append_only`);
    return { seq: Number(row!.seq), id: row!.id };
  });
}
