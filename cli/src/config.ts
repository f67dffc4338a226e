import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { CliEnv } from './env.js';
import { usageError } from './errors.js';

/** What `tawreed login` keeps: readable by the owner only (file 0600 in a 0700 directory). */
const storedSchema = z.object({
  url: z.string().url(),
  token: z.string().min(1),
  tokenId: z.string().optional(),
  email: z.string().optional(),
});
export type StoredCredentials = z.infer<typeof storedSchema>;

export const configFile = (env: CliEnv) => path.join(env.configDir, 'config.json');

export async function readStored(env: CliEnv): Promise<StoredCredentials | null> {
  let text: string;
  try {
    text = await readFile(configFile(env), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw usageError(`Cannot read ${configFile(env)}: ${(err as Error).message}`);
  }
  try {
    const parsed = storedSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: a broken file is reported the same way as a wrong shape
  }
  throw usageError(`${configFile(env)} is not a valid Tawreed config; run \`tawreed login\` again`);
}

export async function writeStored(env: CliEnv, credentials: StoredCredentials): Promise<string> {
  await mkdir(env.configDir, { recursive: true, mode: 0o700 });
  await chmod(env.configDir, 0o700);
  const file = configFile(env);
  await writeFile(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // mode only applies when the file is created; an older file keeps its bits otherwise.
  await chmod(file, 0o600);
  return file;
}

export async function removeStored(env: CliEnv): Promise<void> {
  await rm(configFile(env), { force: true });
}

/** The URL and token to use: TAWREED_URL / TAWREED_TOKEN first, then what login stored. */
export async function resolveCredentials(
  env: CliEnv,
): Promise<{ url: string; token: string; tokenId?: string }> {
  const stored = await readStored(env);
  const url = env.url ?? stored?.url;
  const token = env.token ?? stored?.token;
  if (!url || !token) {
    throw usageError('Not signed in: run `tawreed login` (or set TAWREED_URL and TAWREED_TOKEN)');
  }
  return {
    url: normaliseUrl(url),
    token,
    tokenId: token === stored?.token ? stored?.tokenId : undefined,
  };
}

/** http://host:3000/ -> http://host:3000; anything that is not an http(s) URL is a usage error. */
export function normaliseUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw usageError(`Not a URL: ${url} (expected e.g. http://localhost:3000)`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw usageError(`Not an http(s) URL: ${url}`);
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}
