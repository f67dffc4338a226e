/**
 * Builds the publishable package into dist/: ESM JavaScript and type declarations (tsc), with
 * domain/ compiled alongside into dist/domain/ and every `@tawreed/domain` import pointed at it,
 * so the tarball depends only on packages from the npm registry (DESIGN §1: the SDK re-exports
 * domain/). Runs before `pnpm pack` (prepack); the workspace itself uses src/ directly.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(dist, { recursive: true, force: true });
for (const project of ['tsconfig.build.json', 'tsconfig.domain.json']) {
  execFileSync(process.execPath, [tsc, '-p', path.join(root, project)], { stdio: 'inherit', cwd: root });
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(js|d\.ts)$/.test(entry.name)) yield full;
  }
}

const domainIndex = path.join(dist, 'domain', 'index.js');
let rewritten = 0;
for (const file of files(dist)) {
  const text = readFileSync(file, 'utf8');
  let target = path.relative(path.dirname(file), domainIndex).split(path.sep).join('/');
  if (!target.startsWith('.')) target = `./${target}`;
  const next = text.replace(/(['"])@tawreed\/domain\1/g, `$1${target}$1`);
  if (next !== text) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}
if (rewritten === 0) throw new Error('no @tawreed/domain import was found to point at dist/domain');
process.stdout.write(
  `built ${path.relative(process.cwd(), dist) || 'dist'} (domain/ bundled into dist/domain)\n`,
);
