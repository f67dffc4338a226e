import { defineConfig } from 'vitest/config';
import { serviceProject, serviceS3Project } from './service/vitest.shared.js';

// API tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (CI);
// the file routes' tests also with FILE_STORE=s3 (service:s3).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Two test files at a time on this 2-core machine (Vitest's default leaves one core idle:
    // most of a file's time is spent waiting on its database, service or browser). The
    // VITEST_MAX_WORKERS environment variable overrides it.
    maxWorkers: 2,
    projects: [
      'domain/vitest.config.ts',
      'service/vitest.config.ts',
      ...(onPostgres ? [{ test: { ...serviceProject('postgres'), root: './service' } }] : []),
      // The file routes again with their bytes in an S3-protocol server the run starts.
      { test: { ...serviceS3Project(), root: './service' } },
      'sdk/vitest.config.ts',
      'cli/vitest.config.ts',
      'web/vitest.config.ts',
    ],
  },
});
