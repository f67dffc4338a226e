import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOrCheckGenerated } from '../../scripts/generated-files.js';
import { createApp, openApiDocument } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { createFileStore } from '../src/db/file-store.js';
import { createInProcessBus } from '../src/events/types.js';
import { asyncApiDocument } from '../src/features/live/asyncapi.js';
import { createLogger } from '../src/logger.js';

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
  files: createFileStore(testConfig()),
});
const documents = [
  { target: path.join(root, 'openapi.json'), document: openApiDocument(app) },
  { target: path.join(root, 'asyncapi.json'), document: asyncApiDocument() },
];

writeOrCheckGenerated(
  documents.map(({ target, document }) => ({ file: target, text: `${JSON.stringify(document, null, 2)}\n` })),
);
