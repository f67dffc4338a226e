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
  const stopS3 = await startS3Server(project);
  const database = await setupDatabase(project, kind);
  return async () => {
    await database();
    await stopS3();
  };
}

/**
 * service:s3 keeps files in a real S3-protocol server that this run starts (s3rver, in this
 * process, on a free loopback port, over a throwaway directory); every test app gets a bucket.
 */
async function startS3Server(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_FILE_STORE !== 's3') {
    project.provide('s3Endpoint', '');
    return async () => undefined;
  }
  const { default: S3rver } = await import('s3rver');
  const directory = path.join(TMP_DIR, `s3-${process.pid}`);
  rmSync(directory, { recursive: true, force: true });
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  return async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
}

async function setupDatabase(project: TestProject, kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const dir = path.join(TMP_DIR, `pglite-template-${process.pid}-${project.name.replace(/\W/g, '-')}`);
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
