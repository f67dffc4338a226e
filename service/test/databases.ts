import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';

export const TMP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp');

// Test infrastructure reads the environment directly: it is not the service's configuration.
export function adminConnectionString(database?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * Tests that need a real PostgreSQL server (races between connections or processes): they
 * are registered in the service:postgres project only, so the PGlite run neither runs them
 * nor reports them as skipped. Whole files of such tests are named *.postgres.test.ts.
 */
export function describeOnPostgres(name: string, body: () => void): void {
  if (testDbKind() === 'postgres') describe(name, body);
}

export function itOnPostgres(name: string, body: () => Promise<void>, timeout?: number): void {
  if (testDbKind() === 'postgres') it(name, body, timeout);
}

/** Where a copy of the run's migrated template lives, for a service to open, and how to drop it. */
export interface DatabaseCopy {
  /** PGlite: the service's DATA_DIR. */
  dataDir?: string;
  /** PostgreSQL: the service's DATABASE_URL. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

/** A fresh copy of the run's migrated template, not yet opened (a service process may open it). */
export async function copyTemplateDatabase(
  pgliteTemplate: string,
  templateDb: string,
): Promise<DatabaseCopy> {
  const suffix = randomBytes(6).toString('hex');
  if (testDbKind() === 'pglite') {
    const dir = path.join(TMP_DIR, `pglite-${suffix}`);
    cpSync(pgliteTemplate, path.join(dir, 'pglite'), { recursive: true });
    return { dataDir: dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `tawreed_test_${suffix}`;
  const admin = new pg.Client({ connectionString: adminConnectionString() });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDb}`);
  await admin.end();
  return {
    databaseUrl: adminConnectionString(name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminConnectionString() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A fresh migrated database for one test file: a copy of the run's template, opened. */
export async function createTestDatabase(pgliteTemplate: string, templateDb: string): Promise<Database> {
  const copy = await copyTemplateDatabase(pgliteTemplate, templateDb);
  const database = await openDatabase(
    copy.dataDir ? { dataDir: copy.dataDir, relaxedDurability: true } : { databaseUrl: copy.databaseUrl },
  );
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await copy.drop();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    templateDb: string;
    /** The run's S3-protocol server (service:s3), or '' when files stay in the database. */
    s3Endpoint: string;
  }
}
