/**
 * Which open sockets' credentials are still live: the hub's heartbeat closes the others (a
 * session or API token revoked by an administrator or on another instance, or expired).
 */
import { and, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiTokens, sessions } from '../../db/schema.js';

/** Which of `hashes` still name an unrevoked, unexpired session (or API token). */
async function liveHashes(
  db: Db,
  table: typeof sessions | typeof apiTokens,
  hashes: string[],
  unexpired: SQL | undefined,
) {
  if (!hashes.length) return [];
  const rows = await db
    .select({ hash: table.tokenHash })
    .from(table)
    .where(and(inArray(table.tokenHash, hashes), isNull(table.revokedAt), unexpired));
  return rows.map((row) => row.hash);
}

/** The credential hashes among the sockets' that are still live, each credential read once. */
export async function liveCredentials(
  db: Db,
  sockets: Iterable<{ via: 'cookie' | 'token'; credentialHash: string }>,
  now: Date,
): Promise<Set<string>> {
  const cookieHashes = new Set<string>();
  const tokenHashes = new Set<string>();
  for (const socket of sockets)
    (socket.via === 'cookie' ? cookieHashes : tokenHashes).add(socket.credentialHash);
  return new Set([
    ...(await liveHashes(db, sessions, [...cookieHashes], gt(sessions.expiresAt, now))),
    ...(await liveHashes(
      db,
      apiTokens,
      [...tokenHashes],
      or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
    )),
  ]);
}
