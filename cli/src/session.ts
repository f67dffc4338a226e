import { createTawreedClient, type TawreedClient } from '@tawreed/sdk';
import { z } from 'zod';
import { resolveCredentials } from './config.js';
import type { CliEnv } from './env.js';
import { jsonFlag, parseOptions } from './options.js';

export const USER_AGENT = 'tawreed-cli/0.1';

export interface Session {
  client: TawreedClient;
  url: string;
  token: string;
  tokenId?: string;
}

export function clientFor(url: string, token?: string, options: { cookies?: boolean } = {}) {
  return createTawreedClient({
    baseUrl: url,
    token,
    cookies: options.cookies,
    headers: { 'user-agent': USER_AGENT },
  });
}

/** A client signed in with the stored (or environment) token. */
export async function connect(env: CliEnv): Promise<Session> {
  const credentials = await resolveCredentials(env);
  return { ...credentials, client: clientFor(credentials.url, credentials.token) };
}

/** A command whose only option is --json: whether it was given, then the signed-in session. */
export async function connectForJson(env: CliEnv, raw: unknown) {
  const { json } = parseOptions(z.object({ json: jsonFlag }), raw);
  return { json, ...(await connect(env)) };
}
