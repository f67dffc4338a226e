import type { TestProjectInlineConfiguration } from 'vitest/config';

type DbKind = 'pglite' | 'postgres';

/**
 * The service's tests, for one database kind: `service` on PGlite always, `service:postgres`
 * when TEST_DATABASE_URL names a server. Files named *.postgres.test.ts need a real server
 * (races between processes) and *.pglite.test.ts test the embedded database's own rules, so
 * each kind leaves the other's out instead of reporting them skipped; *.s3.test.ts need the
 * S3-protocol server only service:s3 starts.
 */
export function serviceProject(kind: DbKind): TestProjectInlineConfiguration['test'] {
  const other: DbKind = kind === 'pglite' ? 'postgres' : 'pglite';
  return {
    name: kind === 'pglite' ? 'service' : 'service:postgres',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', `**/*.${other}.test.ts`, '**/*.s3.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
}

/**
 * The tests of the routes that store and serve files, again with FILE_STORE=s3 against an
 * S3-protocol server the run starts (global-setup.ts): only these need both stores.
 */
export const FILE_STORE_TESTS = [
  'src/features/files/**/*.test.ts',
  'test/**/*.s3.test.ts',
  'src/features/orders/orders-edit.test.ts',
  'src/features/orders/orders-list.test.ts',
  'src/features/workflow/workflow-delivery.test.ts',
  'src/features/workflow/workflow-appeals.test.ts',
  'src/features/workflow/workflow-validation.test.ts',
  'src/features/housekeeping/housekeeping.test.ts',
];

export function serviceS3Project(): TestProjectInlineConfiguration['test'] {
  return {
    name: 'service:s3',
    include: FILE_STORE_TESTS,
    exclude: ['**/node_modules/**', '**/*.postgres.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // The AWS SDK warns once per process that its 2027 releases need Node 22; not news to a test run.
    env: {
      TEST_DB_KIND: 'pglite',
      TEST_FILE_STORE: 's3',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
}

/**
 * A client package's tests (the SDK, the CLI): run from the package's folder against a real
 * service started by the service's global setup, on PGlite.
 */
export function clientProject(name: string, testTimeout: number): TestProjectInlineConfiguration['test'] {
  return {
    name,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['../service/test/global-setup.ts'],
    env: { TEST_DB_KIND: 'pglite' },
    testTimeout,
    hookTimeout: 60_000,
  };
}
