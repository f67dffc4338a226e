/**
 * Requests index.html's boot script (src/boot.ts) sends with the page, before the portal's
 * JavaScript has arrived: the session check always, and on a bare /dashboard opened by a
 * browser that was signed in last time, the first page of orders and the cards. The API
 * client (api-client.ts) hands each answer to the first identical request of the portal
 * instead of asking again; anything not taken soon after the opening is asked afresh.
 */

export const SESSION_URL = '/api/auth/me';
export const DASHBOARD_PATH = '/dashboard';
/** What the bare /dashboard asks for first (test/boot.test.ts holds them to the dashboard's own requests). */
export const DASHBOARD_URLS: readonly string[] = [
  '/api/orders?page=1&pageSize=25',
  '/api/orders/dashboard/stats',
];
/** The window property the boot script leaves its requests in, by path and query. */
export const EARLY_REQUESTS_GLOBAL = '__tawreedEarly';

/** An answer older than this (from navigation start) is not used: the portal asks again. */
const MAX_AGE_MS = 10_000;

type EarlyRequests = Record<string, Promise<Response> | undefined>;

function pending(): EarlyRequests | undefined {
  return (globalThis as { [EARLY_REQUESTS_GLOBAL]?: EarlyRequests })[EARLY_REQUESTS_GLOBAL];
}

/** The boot script's answer to `request` (same GET, same path and query), once; else undefined. */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  const requests = pending();
  if (!requests || request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (url.origin !== globalThis.location?.origin) return undefined;
  const key = `${url.pathname}${url.search}`;
  const response = requests[key];
  if (!response) return undefined;
  delete requests[key];
  return performance.now() <= MAX_AGE_MS ? response : undefined;
}

/** Forgets every answer not taken yet: the session changed (signed out, signed in as someone). */
export function discardEarlyResponses(): void {
  delete (globalThis as { [EARLY_REQUESTS_GLOBAL]?: EarlyRequests })[EARLY_REQUESTS_GLOBAL];
}
