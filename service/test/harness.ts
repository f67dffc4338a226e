import { randomBytes } from 'node:crypto';
import type { Role } from '@tawreed/domain';
import { inject } from 'vitest';
import { createApp } from '../src/app.js';
import { type Config, testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { createAccount } from '../src/features/auth/service.js';
import type { Deps } from '../src/http/context.js';
import { createLogger } from '../src/logger.js';
import { createTestDatabase, testDbKind } from './databases.js';

export { testDbKind };

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  database: Database;
  /** Sends a request through the real app in memory. */
  fetch: (input: Request | string, init?: RequestInit) => Promise<Response>;
  close(): Promise<void>;
}

/** A fresh database (copied from the run's migrated template) and the app on top of it. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase(inject('pgliteTemplate'), inject('templateDb'));
  const config = testConfig(overrides);
  const deps: Deps = {
    database,
    db: database.db,
    config,
    logger: createLogger('silent'),
    now: () => new Date(),
  };
  const app = createApp(deps);
  const fetch = async (input: Request | string, init?: RequestInit) => {
    const request =
      typeof input === 'string' ? new Request(new URL(input, 'http://tawreed.test'), init) : input;
    return app.fetch(request);
  };
  return { app, deps, database, fetch, close: () => database.close() };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@tawreed.test`;
}

export interface SeedUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  companyName: string | null;
}

/** Seed builder: an account with a known password, created directly against the database. */
export async function createUser(
  t: TestApp,
  options: { role?: Role; companyName?: string; name?: string; email?: string } = {},
): Promise<SeedUser> {
  const role = options.role ?? 'MEDICAL_COMPANY';
  const email = options.email ?? uniqueEmail(role.toLowerCase());
  const row = await createAccount(t.deps, {
    name: options.name ?? `Test ${role}`,
    email,
    password: TEST_PASSWORD,
    role,
    companyName: role === 'MEDICAL_COMPANY' ? (options.companyName ?? 'Wasama') : null,
  });
  return { id: row.id, email: row.email, password: TEST_PASSWORD, role, companyName: row.companyName };
}

/** A cookie-keeping client over the in-memory app, as a browser on the portal's origin would be. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly t: TestApp,
    private readonly origin = 'http://tawreed.test',
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && method !== 'HEAD' && !h.origin) h.origin = this.origin;
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      h['content-type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await this.t.fetch(path, init);
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0/i.test(cookie)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return res;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }
  put(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, body, headers);
  }
  delete(path: string, headers?: Record<string, string>) {
    return this.request('DELETE', path, undefined, headers);
  }

  async login(user: { email: string; password: string }) {
    const res = await this.post('/api/auth/login', { email: user.email, password: user.password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    return this;
  }

  cookieValue(name: string) {
    return this.cookies.get(name);
  }
}

export async function signedIn(t: TestApp, user: SeedUser) {
  return new TestClient(t).login(user);
}
