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
    // expect.poll waits on what the page shows after a request and a render: as long as a
    // Playwright action may wait (15 s), not Vitest's default second, which a busy run outlasts.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
  },
});
