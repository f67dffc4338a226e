/**
 * Writes openapi/openapi.json from the routes and openapi/asyncapi.json from the realtime frames. With --check, fails when the committed file
 * differs from what the code produces (CI runs this through `pnpm test`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, openApiDocument } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { createInProcessBus } from '../src/events/types.js';
import { createLogger } from '../src/logger.js';
import { asyncApiDocument } from '../src/realtime/asyncapi.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi');
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
const documents = [
  { target: path.join(root, 'openapi.json'), document: openApiDocument(app) },
  { target: path.join(root, 'asyncapi.json'), document: asyncApiDocument() },
];

let stale = false;
for (const { target, document } of documents) {
  const text = `${JSON.stringify(document, null, 2)}\n`;
  const name = path.relative(path.resolve(root, '..'), target);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {}
    if (current !== text) {
      process.stderr.write(`${name} is stale: run \`pnpm generate\` and commit the result.\n`);
      stale = true;
    } else process.stdout.write(`${name} is current.\n`);
  } else {
    writeFileSync(target, text);
    process.stdout.write(`wrote ${name}\n`);
  }
}
if (stale) process.exit(1);
