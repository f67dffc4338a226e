/** Generates src/generated/api.ts from openapi/openapi.json; --check fails when it is stale. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '../../openapi/openapi.json');
const target = path.resolve(here, '../src/generated/api.ts');

const ast = await openapiTS(JSON.parse(readFileSync(source, 'utf8')), { alphabetize: true });
const text = `// Generated from openapi/openapi.json by \`pnpm generate\`. Do not edit.\n\n${astToString(ast)}`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current !== text) {
    process.stderr.write('sdk/src/generated/api.ts is stale: run `pnpm generate` and commit the result.\n');
    process.exit(1);
  }
  process.stdout.write('sdk/src/generated/api.ts is current.\n');
} else {
  writeFileSync(target, text);
  process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
}
