import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['../service/test/global-setup.ts'],
    env: { TEST_DB_KIND: 'pglite' },
    // The CLI runs as a subprocess against a real listening service; the 200-order import is the long one.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
