/**
 * Migration tests: an empty database of the run's kind and the migrations folder as it was
 * before a given migration, to write rows the old way and migrate them.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, expect } from 'vitest';
import { adminConnectionString, TMP_DIR, testDbKind } from './databases.js';

export const MIGRATIONS = path.join(import.meta.dirname, '..', '..', 'migrations');

/** A scratch folder removed after the file's tests. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(TMP_DIR, prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The migrations folder as it was before the migration tagged `tag`. */
export function migrationsBefore(dir: string, tag: string): string {
  const folder = path.join(dir, `before-${tag}`);
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

interface Target {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** An empty database of the run's kind: PGlite in memory, or a new PostgreSQL database. */
export async function emptyDatabase(): Promise<Target> {
  if (testDbKind() === 'pglite') {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    return {
      query: (text, params) => client.query(text, params),
      migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `migration_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminConnectionString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: adminConnectionString(name), max: 1 });
  // The drop below ends the pool's last connection from the server side while it closes.
  pool.on('error', () => undefined);
  return {
    query: async (text, params) => ({ rows: (await pool.query(text, params as unknown[])).rows }),
    migrate: (folder) => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
