import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
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
