/**
 * Writes openapi/openapi.json from the routes. With --check, fails when the committed file
 * differs from what the routes produce (CI runs this through `pnpm test`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, openApiDocument } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { createInProcessBus } from '../src/events/types.js';
import { createLogger } from '../src/logger.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/openapi.json');
const noDatabase = new Proxy({} as Database, {
  get() {
    throw new Error('the contract is generated without a database');
  },
});
const app = createApp({
  database: noDatabase,
  get db(): Database['db'] {
    return noDatabase.db;
  },
  config: testConfig(),
  logger: createLogger('silent'),
  now: () => new Date(),
  events: createInProcessBus(),
});
const text = `${JSON.stringify(openApiDocument(app), null, 2)}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current !== text) {
    process.stderr.write('openapi/openapi.json is stale: run `pnpm generate` and commit the result.\n');
    process.exit(1);
  }
  process.stdout.write('openapi/openapi.json is current.\n');
} else {
  writeFileSync(target, text);
  process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
}
