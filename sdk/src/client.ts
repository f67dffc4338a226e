import createClient, { type Middleware } from 'openapi-fetch';
import { TawreedApiError, TawreedNetworkError } from './errors.js';
import type { paths } from './generated/api.js';

export interface TawreedClientOptions {
  /** The service's origin, e.g. http://localhost:3000; '' in the browser (same origin). */
  baseUrl: string;
  /** An API token for non-browser clients (CLI, partners). */
  token?: string;
  /** Keep cookies between calls, as a browser does; for Node clients that sign in with a password. */
  cookies?: boolean;
  /** Injected fetch (tests pass the app's in-memory fetch). */
  fetch?: (request: Request) => Promise<Response>;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
}

/** Node's fetch keeps no cookies: this replays Set-Cookie on later requests. */
function cookieJar(): Middleware {
  const jar = new Map<string, string>();
  return {
    // Headers are changed in place and nothing is returned: returning the object would fail
    // openapi-fetch's instanceof check where a server library has replaced the global Response.
    onRequest({ request }) {
      if (jar.size) request.headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    },
    onResponse({ response }) {
      for (const cookie of response.headers.getSetCookie?.() ?? []) {
        const [pair = ''] = cookie.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1);
        if (!value || /max-age=0/i.test(cookie) || /expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
        else jar.set(name, value);
      }
    },
  };
}

/** The typed client every consumer uses: the portal, the CLI and partner systems. */
export function createTawreedClient(options: TawreedClientOptions) {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'include',
    headers: options.headers,
    // The contract's list filters (status, orderIds) are `style: form, explode: false`:
    // `?status=A,B`, not openapi-fetch's default `?status=A&status=B`.
    querySerializer: { array: { style: 'form', explode: false } },
    fetch: async (request: Request) => {
      try {
        return await baseFetch(request);
      } catch (cause) {
        throw new TawreedNetworkError(options.baseUrl || 'this origin', cause);
      }
    },
  });
  if (options.token) {
    const token = options.token;
    client.use({
      onRequest({ request }) {
        request.headers.set('authorization', `Bearer ${token}`);
      },
    });
  }
  if (options.cookies) client.use(cookieJar());
  return client;
}

export type TawreedClient = ReturnType<typeof createTawreedClient>;

/**
 * Turns an openapi-fetch result into its data, or throws TawreedApiError with the code.
 * `const me = await unwrap(client.GET('/api/auth/me'))`.
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<Exclude<T, undefined>> {
  const { data, error, response } = await call;
  if (!response.ok) throw await TawreedApiError.fromResponse(response, error);
  return data as Exclude<T, undefined>;
}
