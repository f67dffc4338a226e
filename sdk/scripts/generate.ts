/**
 * Generates src/generated/api.ts from openapi/openapi.json and src/generated/realtime.ts from
 * the frame schemas of openapi/asyncapi.json; --check fails when either is stale.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { writeOrCheckGenerated } from '../../scripts/generated-files.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(path.resolve(here, '../../openapi', file), 'utf8'));

async function typesOf(document: OpenAPI3, source: string) {
  const ast = await openapiTS(document, { alphabetize: true });
  return `// Generated from ${source} by \`pnpm generate\`. Do not edit.\n\n${astToString(ast)}`;
}

const asyncapi = read('asyncapi.json') as { info: { version: string }; components: { schemas: object } };
const outputs = [
  { target: '../src/generated/api.ts', text: await typesOf(read('openapi.json'), 'openapi/openapi.json') },
  {
    target: '../src/generated/realtime.ts',
    // The AsyncAPI document's schemas are JSON Schema: typed through an OpenAPI 3.1 shell.
    text: await typesOf(
      {
        openapi: '3.1.0',
        info: { title: 'Tawreed realtime frames', version: asyncapi.info.version },
        paths: {},
        components: { schemas: asyncapi.components.schemas },
      } as OpenAPI3,
      'openapi/asyncapi.json',
    ),
  },
];

writeOrCheckGenerated(outputs.map(({ target, text }) => ({ file: path.resolve(here, target), text })));
