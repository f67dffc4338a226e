import { defineConfig } from 'vitest/config';
import { serviceProject } from './service/vitest.shared.js';

// API tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (CI).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      'domain/vitest.config.ts',
      'service/vitest.config.ts',
      ...(onPostgres ? [{ test: { ...serviceProject('postgres'), root: './service' } }] : []),
      'sdk/vitest.config.ts',
      'cli/vitest.config.ts',
      'web/vitest.config.ts',
    ],
  },
});
