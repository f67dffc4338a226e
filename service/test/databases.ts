import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
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

/** A fresh migrated database for one test file: a copy of the run's template. */
export async function createTestDatabase(pgliteTemplate: string, templateDb: string): Promise<Database> {
  const suffix = randomBytes(6).toString('hex');
  if (testDbKind() === 'pglite') {
    const dir = path.join(TMP_DIR, `pglite-${suffix}`);
    cpSync(pgliteTemplate, path.join(dir, 'pglite'), { recursive: true });
    const database = await openDatabase({ dataDir: dir, relaxedDurability: true });
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `tawreed_test_${suffix}`;
  const admin = new pg.Client({ connectionString: adminConnectionString() });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDb}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: adminConnectionString(name) });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: adminConnectionString() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    templateDb: string;
  }
}
