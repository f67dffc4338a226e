import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { adminConnectionString, TMP_DIR } from './databases.js';

/**
 * Builds one migrated database per test run (a PGlite directory, or a PostgreSQL template
 * database); each test file then starts from a cheap copy of it.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  mkdirSync(TMP_DIR, { recursive: true });
  if (kind === 'pglite') {
    const dir = path.join(TMP_DIR, `pglite-template-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    await database.close();
    project.provide('pgliteTemplate', path.join(dir, 'pglite'));
    project.provide('templateDb', '');
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const TEMPLATE_DB = `tawreed_template_${process.pid}`;
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: adminConnectionString() });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const database = await openDatabase({ databaseUrl: adminConnectionString(TEMPLATE_DB), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', '');
  project.provide('templateDb', TEMPLATE_DB);
  return async () => {
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.end();
  };
}
