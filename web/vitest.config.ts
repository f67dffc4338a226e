import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['test/**/*.test.ts'],
    // The service's setup migrates one template database per run (each file copies it);
    // ours builds the portal once. Each file then serves that build from a real service.
    globalSetup: ['../service/test/global-setup.ts', './test/global-setup.ts'],
    env: { TEST_DB_KIND: 'pglite' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
