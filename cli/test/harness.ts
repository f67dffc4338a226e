import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createUser, type SeedUser, startTestServer } from '@tawreed/service/testing';
import { apiToken } from '@tawreed/service/testing/live';
import { runCli as runCliInProcess } from '../src/cli.js';
import { readEnv } from '../src/env.js';

export const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/tawreed.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as a user would: a separate process, its own config directory, no terminal. */
export function runCli(
  args: string[],
  options: { configDir: string; env?: Record<string, string>; cwd?: string; input?: string } = {
    configDir: '',
  },
): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', TAWREED_CONFIG_DIR: options.configDir };
  delete env.TAWREED_URL;
  delete env.TAWREED_TOKEN;
  delete env.TAWREED_DEBUG;
  Object.assign(env, options.env);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env, cwd: options.cwd ?? process.cwd() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/**
 * The same CLI called in this process with captured streams: for the many small cases where
 * starting a process per case would only add seconds (the subprocess tests cover the launcher).
 */
export async function runInProcess(
  args: string[],
  options: { configDir: string; env?: Record<string, string>; cwd?: string; input?: string },
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const sink = (append: (text: string) => void) =>
    Object.assign(
      new Writable({
        write(chunk, _encoding, callback) {
          append(String(chunk));
          callback();
        },
      }),
      { isTTY: false },
    );
  const code = await runCliInProcess(args, {
    stdout: sink((text) => {
      stdout += text;
    }),
    stderr: sink((text) => {
      stderr += text;
    }),
    stdin: Object.assign(Readable.from(options.input ? [Buffer.from(options.input)] : []), { isTTY: false }),
    cwd: options.cwd ?? process.cwd(),
    env: readEnv({ TAWREED_CONFIG_DIR: options.configDir, NO_COLOR: '1', HOME: tmpdir(), ...options.env }),
    onInterrupt: () => undefined,
    offInterrupt: () => undefined,
  });
  return { code, stdout, stderr };
}

/** stderr is one line and carries no stack trace. */
export function oneLine(text: string): string {
  const lines = text.trimEnd().split('\n');
  if (lines.length !== 1 || /\n\s+at /.test(text))
    throw new Error(`expected one line on stderr, got:\n${text}`);
  return lines[0]!;
}

const tempDirs: string[] = [];

/** A fresh directory, removed when the file's service closes. */
export async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `tawreed-cli-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

/** A real listening service on a fresh database, with helpers to add users and sign the CLI in. */
export async function startService(
  config: NonNullable<Parameters<typeof startTestServer>[0]>['config'] = {},
) {
  const { server, t } = await startTestServer({ config });
  return {
    server,
    t,
    url: server.url,
    createUser: (options: Parameters<typeof createUser>[1]) => createUser(t, options),
    token: (user: SeedUser) => apiToken(server, user.email, user.password),
    /**
     * A config directory as `tawreed login` leaves it for this user (the login command itself
     * is tested through the launcher in auth.test.ts).
     */
    async signIn(user: SeedUser) {
      const configDir = await tempDir('config');
      const token = await apiToken(server, user.email, user.password);
      await writeFile(path.join(configDir, 'config.json'), JSON.stringify({ url: server.url, token }), {
        mode: 0o600,
      });
      return configDir;
    },
    async close() {
      await t.close();
      await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
