import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = path.join(webRoot, 'node_modules', 'vite', 'bin', 'vite.js');

/**
 * One production build per run, so the browser tests exercise exactly what `pnpm start`
 * serves. It goes to a directory of this run's own: another build of web/dist (a second
 * test run, `pnpm start`) must not swap the assets under a running test. A child process,
 * because vitest's NODE_ENV=test would otherwise bundle React's development build.
 */
export default function setup(project: TestProject) {
  const outDir = path.join(webRoot, '.tmp', `dist-${process.pid}`);
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync(
    process.execPath,
    [viteBin, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: webRoot,
      env,
      stdio: 'inherit',
    },
  );
  project.provide('webDist', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    webDist: string;
  }
}
