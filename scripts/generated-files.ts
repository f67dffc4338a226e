import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Writes each generated file, or with `--check` only says which are stale (and exits 1), so
 * `pnpm test` fails when a committed contract or its generated types lag behind the code.
 */
export function writeOrCheckGenerated(files: Array<{ file: string; text: string }>): void {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const { file, text } of files) {
    const name = path.relative(ROOT, file);
    if (!check) {
      writeFileSync(file, text);
      process.stdout.write(`wrote ${name}\n`);
      continue;
    }
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {}
    if (current === text) process.stdout.write(`${name} is current.\n`);
    else {
      process.stderr.write(`${name} is stale: run \`pnpm generate\` and commit the result.\n`);
      stale = true;
    }
  }
  if (stale) process.exit(1);
}
