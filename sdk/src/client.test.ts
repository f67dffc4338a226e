import { createTestApp, createUser, type TestApp } from '@tawreed/service/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTawreedClient, TawreedApiError, unwrap } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inMemory = (request: Request) => t.fetch(request);

describe('sdk client against the app', () => {
  it('signs in with a password, keeps the cookie and reads me', async () => {
    const user = await createUser(t, { role: 'CREDIT_TEAM' });
    const client = createTawreedClient({ baseUrl: 'http://tawreed.test', cookies: true, fetch: inMemory });
    const signedIn = await unwrap(
      client.POST('/api/auth/login', { body: { email: user.email, password: user.password } }),
    );
    expect(signedIn).toMatchObject({ role: 'CREDIT_TEAM' });
    const me = await unwrap(client.GET('/api/auth/me'));
    expect(me).toMatchObject({ id: user.id, email: user.email });
  });

  it('works with a bearer token and throws typed errors carrying the code', async () => {
    const user = await createUser(t);
    const browser = createTawreedClient({ baseUrl: 'http://tawreed.test', cookies: true, fetch: inMemory });
    await unwrap(browser.POST('/api/auth/login', { body: { email: user.email, password: user.password } }));
    const { token } = await unwrap(browser.POST('/api/auth/tokens', { body: { name: 'partner' } }));

    const partner = createTawreedClient({ baseUrl: 'http://tawreed.test', token, fetch: inMemory });
    expect((await unwrap(partner.GET('/api/auth/me'))).email).toBe(user.email);

    const anonymous = createTawreedClient({ baseUrl: 'http://tawreed.test', fetch: inMemory });
    const failure = await unwrap(anonymous.GET('/api/auth/me')).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(TawreedApiError);
    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: '401: Not signed in' });
  });

  it('the published contract lists every route the app serves', async () => {
    const doc = (await (await t.fetch('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = t.app.routes
      .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    expect(served.length).toBeGreaterThan(5);
    expect(documented).toEqual(expect.arrayContaining(served));
    const docs = await t.fetch('/docs');
    expect(await docs.text()).toContain('swagger-ui-bundle.js');
  });
});
