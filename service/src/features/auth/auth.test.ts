import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  seedOrder,
  signedIn,
  type TestApp,
  TestClient,
  uniqueEmail,
} from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SALES_REP_EMAILS: ['rep@tawreed.test'] });
});
afterAll(() => t.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Noura Al-Harbi',
  email: uniqueEmail('reg'),
  password: 'longenough1',
  role: 'MEDICAL_COMPANY',
  companyName: 'Wasama',
  ...overrides,
});

async function errorOf(res: Response) {
  const body = (await res.json()) as { error: { code: string; message: string; details?: unknown } };
  return { status: res.status, ...body.error };
}

describe('register and sign in (happy path)', () => {
  it('registers, signs in, reads me, and signs out revoking the session', async () => {
    const client = new TestClient(t);
    const body = registration();
    const created = await client.post('/api/auth/register', body);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      email: body.email,
      role: 'MEDICAL_COMPANY',
      companyName: 'Wasama',
    });

    const login = await client.post('/api/auth/login', {
      email: body.email.toUpperCase(),
      password: body.password,
    });
    expect(login.status).toBe(200);
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/);
    const sessionCookie = client.cookieValue('tawreed_session')!;

    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: body.email, name: 'Noura Al-Harbi' });

    expect((await client.post('/api/auth/logout')).status).toBe(204);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    // the old cookie no longer works: the session is revoked server-side, not only forgotten
    const replay = await t.fetch('/api/auth/me', { headers: { cookie: `tawreed_session=${sessionCookie}` } });
    expect(replay.status).toBe(401);
  });

  it('never grants the sales representative’s view to an email registering itself, even one in SALES_REP_EMAILS', async () => {
    const client = new TestClient(t);
    const body = registration({ email: 'rep@tawreed.test', companyName: 'Actimed' });
    const res = await client.post('/api/auth/register', body);
    expect(await res.json()).toMatchObject({ isSalesRep: false, status: 'active' });
    const wasamaOrder = await seedOrder(t, await createUser(t, { companyName: 'Wasama' }));

    await client.login(body);
    expect(await (await client.get('/api/auth/me')).json()).toMatchObject({ isSalesRep: false });
    expect((await client.get(`/api/orders/${wasamaOrder.id}`)).status).toBe(404);
  });

  it('sets Secure on the cookie behind HTTPS', async () => {
    const user = await createUser(t);
    const res = await t.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
  });
});

describe('bad input gets its documented status and body', () => {
  it.each([
    [{ confirmPassword: 'different1' }, 'Passwords do not match'],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters long'],
    [{ name: '' }, 'Please fill in all required fields'],
    [{ name: undefined }, 'Please fill in all required fields'],
    [{ role: 'ADMIN' }, 'Please fill in all required fields'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ companyName: undefined }, 'Medical Company is required'],
  ])('register %o answers 422 with SPEC message', async (overrides, message) => {
    const res = await new TestClient(t).post('/api/auth/register', registration(overrides));
    expect(await errorOf(res)).toMatchObject({ status: 422, code: 'VALIDATION_FAILED', message });
  });

  it('refuses a duplicate email with 409', async () => {
    const body = registration();
    await new TestClient(t).post('/api/auth/register', body);
    const res = await new TestClient(t).post('/api/auth/register', {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(await errorOf(res)).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('answers malformed JSON with 400, an unknown field and a wrong type with 422', async () => {
    const client = new TestClient(t);
    expect(await errorOf(await client.post('/api/auth/login', '{"email":'))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
    const unknown = await errorOf(await client.post('/api/auth/register', registration({ isAdmin: true })));
    expect(unknown).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
    const wrongType = await errorOf(await client.post('/api/auth/login', { email: 42, password: 'x' }));
    expect(wrongType).toMatchObject({ status: 422, message: 'Please enter a valid email address' });
    expect(
      await errorOf(await client.post('/api/auth/login', { email: 'a@b.sa', password: '' })),
    ).toMatchObject({
      status: 422,
      message: 'Password is required',
    });
  });

  it('answers an unknown route with the error body, never HTML or a stack', async () => {
    const client = await signedIn(t, await createUser(t));
    expect(await errorOf(await client.get('/api/nope'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    // Someone not signed in learns nothing about which routes exist.
    expect(await errorOf(await t.fetch('/api/nope'))).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });
});

describe('security', () => {
  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const user = await createUser(t);
    const client = new TestClient(t);
    const wrong = await errorOf(
      await client.post('/api/auth/login', { email: user.email, password: 'wrong-pass' }),
    );
    const unknown = await errorOf(
      await client.post('/api/auth/login', { email: uniqueEmail('ghost'), password: 'wrong-pass' }),
    );
    expect(wrong).toEqual({ status: 401, code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
    expect(unknown).toEqual(wrong);
  });

  it('slows the address after repeated failures (429 and Retry-After, even for the right password), not the account elsewhere', async () => {
    const user = await createUser(t);
    const here = { 'x-forwarded-for': '198.51.100.20' };
    const client = new TestClient(t);
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/auth/login', { email: user.email, password: 'nope-nope' }, here);
      expect(res.status).toBe(401);
    }
    const limited = await client.post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      here,
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(limited)).code).toBe('RATE_LIMITED');
    const elsewhere = await new TestClient(t).post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      { 'x-forwarded-for': '203.0.113.20' },
    );
    expect(elsewhere.status).toBe(200);
  });

  it('refuses a cookie-authenticated unsafe request from another origin', async () => {
    const user = await createUser(t);
    const client = await new TestClient(t).login(user);
    const res = await client.post('/api/auth/tokens', { name: 'x' }, { origin: 'https://evil.example' });
    expect(await errorOf(res)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const sameOrigin = await client.post('/api/auth/tokens', { name: 'x' });
    expect(sameOrigin.status).toBe(201);
  });

  it('closes registration to staff roles under REGISTRATION=companies-only', async () => {
    const closed = await createTestApp({ REGISTRATION: 'companies-only' });
    try {
      const client = new TestClient(closed);
      const staff = await client.post('/api/auth/register', registration({ role: 'CREDIT_TEAM' }));
      expect((await errorOf(staff)).status).toBe(403);
      expect((await client.post('/api/auth/register', registration())).status).toBe(201);
    } finally {
      await closed.close();
    }
  });
});

describe('API tokens', () => {
  it('creates a token shown once, authenticates with Bearer everywhere, lists and revokes it', async () => {
    const user = await createUser(t, { role: 'WAREHOUSE_MANAGER' });
    const browser = await new TestClient(t).login(user);
    const created = await browser.post('/api/auth/tokens', { name: 'nightly import' });
    expect(created.status).toBe(201);
    const token = (await created.json()) as { id: string; token: string; prefix: string };
    expect(token.token.startsWith(token.prefix)).toBe(true);

    const bearer = { authorization: `Bearer ${token.token}` };
    const me = await t.fetch('/api/auth/me', { headers: bearer });
    expect(await me.json()).toMatchObject({ email: user.email });
    // a bearer client is not a browser: no origin check applies
    const statuses = await t.fetch('/api/users/statuses', { headers: bearer });
    expect(statuses.status).toBe(200);

    const list = (await (await browser.get('/api/auth/tokens')).json()) as {
      tokens: Array<Record<string, unknown>>;
    };
    expect(list.tokens.map((row) => row.name)).toEqual(['nightly import']);
    expect(JSON.stringify(list)).not.toContain(token.token);

    expect((await browser.delete(`/api/auth/tokens/${token.id}`)).status).toBe(204);
    expect((await t.fetch('/api/auth/me', { headers: bearer })).status).toBe(401);
    expect((await browser.delete(`/api/auth/tokens/${token.id}`)).status).toBe(404);
  });

  it("cannot revoke another user's token", async () => {
    const owner = await new TestClient(t).login(await createUser(t));
    const other = await new TestClient(t).login(await createUser(t));
    const token = (await (await owner.post('/api/auth/tokens', { name: 'mine' })).json()) as { id: string };
    expect((await other.delete(`/api/auth/tokens/${token.id}`)).status).toBe(404);
  });
});

describe('user statuses', () => {
  it('lists users with the User Status fields, only when signed in', async () => {
    const user = await createUser(t, { role: 'CREDIT_TEAM', name: 'Status Check' });
    expect((await t.fetch('/api/users/statuses')).status).toBe(401);
    const client = await new TestClient(t).login(user);
    const body = (await (await client.get('/api/users/statuses')).json()) as {
      users: Array<Record<string, unknown>>;
    };
    const row = body.users.find((u) => u.email === user.email);
    expect(row).toMatchObject({
      name: 'Status Check',
      role: 'CREDIT_TEAM',
      isOnline: false,
      lastSeenAt: null,
    });
    expect(row).not.toHaveProperty('passwordHash');
  });
});
