// `pnpm start` builds the portal only when web/dist is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist', 'index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = [
  path.join(root, 'src'),
  path.join(root, '..', 'domain', 'src'),
  path.join(root, '..', 'sdk', 'src'),
];
const stale =
  !existsSync(built) ||
  Math.max(...sources.map(newest), statSync(path.join(root, 'index.html')).mtimeMs) > statSync(built).mtimeMs;
if (stale) {
  process.stdout.write('Building the portal...\n');
  execSync('pnpm exec vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
