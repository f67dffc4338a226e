/**
 * The start-up warm-up: before it listens, the service asks its own dashboard stats route a
 * couple of thousand times, through the whole application (middleware, handler, counters'
 * statements, JSON), as callers of every role. V8 compiles a route's code to its fast form only
 * after a few thousand calls; without this the first callers of a fresh instance pay for it
 * (the stats answered in 3-4 ms instead of under 1).
 *
 * The warm-up signs in with credentials that exist only in this process while it runs: random
 * 32-byte secrets, known to nothing else, their made-up users held in `WarmUpCredentials`
 * (which the session middleware reads before its cache), forgotten as soon as it is done. The
 * route only reads; nothing is written, and the request log and the HTTP metrics leave these requests out.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { MEDICAL_COMPANIES, ROLES } from '@tawreed/domain';
import type { Context } from 'hono';
import type { CachedCredential } from '../auth-core/credential-cache.js';
import { hashSecret } from '../auth-core/secrets.js';
import type { AppEnv } from './context.js';

/** The warm-up's credentials by their hash: empty except while the warm-up runs. */
export type WarmUpCredentials = Map<string, CachedCredential>;

/** Whether the request was the warm-up's own (after the session middleware read its token). */
export function isWarmUpRequest(c: Context<AppEnv>, credentials: WarmUpCredentials | undefined): boolean {
  return Boolean(credentials?.size && credentials.has(c.get('apiTokenHash') ?? ''));
}

/** The route the warm-up asks: what every signed-in portal page asks first. */
const ROUTE = '/api/orders/dashboard/stats';

export async function warmUp(
  app: { request(path: string, init: RequestInit): Response | Promise<Response> },
  credentials: WarmUpCredentials,
  requests: number,
) {
  const secrets = ROLES.map((role) => {
    const secret = randomBytes(32).toString('base64url');
    credentials.set(hashSecret(secret), {
      user: {
        id: randomUUID(),
        name: 'Start-up warm-up',
        email: 'warm-up@invalid',
        role,
        companyName: role === 'MEDICAL_COMPANY' ? (MEDICAL_COMPANIES[0] ?? null) : null,
        isSalesRep: false,
      },
      tokenId: null,
      // Used just now: the warm-up never records a use.
      lastUsedAt: new Date(8.64e15),
      expiresAt: null,
      // Enrolled, so MFA_REQUIRED_ROLES lets the warm-up through.
      factors: ['totp'],
      secondFactorPassed: false,
    });
    return secret;
  });
  try {
    for (let i = 0; i < requests; i++) {
      const res = await app.request(ROUTE, {
        headers: { authorization: `Bearer ${secrets[i % secrets.length]}` },
      });
      await res.arrayBuffer();
      if (!res.ok) return;
    }
  } finally {
    credentials.clear();
  }
}
