import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  type SeedUser,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../test/harness.js';

/** A client of the app that signs in with a bearer token, as the CLI and partners do. */
async function withToken(t: TestApp, client: TestClient) {
  const created = await client.post('/api/auth/tokens', { name: 'cache test' });
  expect(created.status).toBe(201);
  const { token, id } = (await created.json()) as { token: string; id: string };
  const get = (path: string) => t.fetch(path, { headers: { authorization: `Bearer ${token}` } });
  return { id, get };
}

describe('remembered credentials follow every change the service announces, at once', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, await createUser(t, { role: 'ADMIN' }));
  });
  afterAll(() => t.close());

  /** A signed-in account whose cookie and token have each been used (and so remembered). */
  async function warmAccount(role: SeedUser['role'] = 'MEDICAL_COMPANY') {
    const user = await createUser(t, { role });
    const browser = await signedIn(t, user);
    const partner = await withToken(t, browser);
    expect((await browser.get('/api/orders')).status).toBe(200);
    expect((await partner.get('/api/orders')).status).toBe(200);
    return { user, browser, partner };
  }

  it('a new role (and back) is the next request’s role, by cookie and by token', async () => {
    const { user, browser, partner } = await warmAccount('CREDIT_TEAM');
    expect((await browser.get('/api/accounts')).status).toBe(403);
    expect((await partner.get('/api/accounts')).status).toBe(403);
    expect((await admin.put(`/api/accounts/${user.id}/role`, { role: 'ADMIN' })).status).toBe(200);
    expect((await browser.get('/api/accounts')).status).toBe(200);
    expect((await partner.get('/api/accounts')).status).toBe(200);
    expect((await admin.put(`/api/accounts/${user.id}/role`, { role: 'CREDIT_TEAM' })).status).toBe(200);
    expect((await browser.get('/api/accounts')).status).toBe(403);
    expect((await partner.get('/api/accounts')).status).toBe(403);
  });

  it('a disabled account, a revoked token, a signed-out session and ended sessions answer 401 at once', async () => {
    const disabled = await warmAccount();
    expect((await admin.post(`/api/accounts/${disabled.user.id}/deactivate`)).status).toBe(200);
    expect((await disabled.browser.get('/api/orders')).status).toBe(401);
    expect((await disabled.partner.get('/api/orders')).status).toBe(401);

    const revoked = await warmAccount();
    expect((await revoked.browser.delete(`/api/auth/tokens/${revoked.partner.id}`)).status).toBe(204);
    expect((await revoked.partner.get('/api/orders')).status).toBe(401);
    expect((await revoked.browser.get('/api/orders')).status).toBe(200);
    const cookie = `tawreed_session=${revoked.browser.cookieValue('tawreed_session')}`;
    expect((await t.fetch('/api/orders', { headers: { cookie } })).status).toBe(200);
    expect((await revoked.browser.post('/api/auth/logout')).status).toBe(204);
    expect((await t.fetch('/api/orders', { headers: { cookie } })).status).toBe(401);

    const ended = await warmAccount();
    expect((await admin.post(`/api/accounts/${ended.user.id}/end-sessions`)).status).toBe(200);
    expect((await ended.browser.get('/api/orders')).status).toBe(401);
    expect((await ended.partner.get('/api/orders')).status).toBe(401);
  });
});

describe('a change written straight into the database', () => {
  it('is seen on the next request with CREDENTIAL_CACHE_SECONDS=0, and within the setting otherwise', async () => {
    for (const seconds of [0, 1]) {
      const t = await createTestApp({ CREDENTIAL_CACHE_SECONDS: seconds });
      try {
        const browser = await signedIn(t, await createUser(t));
        const partner = await withToken(t, browser);
        expect((await partner.get('/api/orders')).status).toBe(200);
        await t.deps.db.execute(sql`update api_tokens set revoked_at = now() where id = ${partner.id}`);
        if (seconds) await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 50));
        expect((await partner.get('/api/orders')).status).toBe(401);
      } finally {
        await t.close();
      }
    }
  });
});
