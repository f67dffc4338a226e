/**
 * Hostile traffic against the account-settings routes (issue 16): one account trying to read,
 * end or change another account's sessions, tokens, password or notification preferences, a
 * stolen session guessing the password, and bad input. Every refusal is 4xx in DESIGN §4's body
 * and the victim's account is left exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  type Json,
  type SeedUser,
  signedIn,
  type TestApp,
  TestClient,
} from '../harness.js';

let t: TestApp;
let victim: SeedUser;
let victimClient: TestClient;
let attacker: TestClient;
let attackerToken: string;
let victimSessionId: string;
let victimTokenId: string;

beforeAll(async () => {
  t = await createTestApp();
  victim = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  victimClient = await signedIn(t, victim);
  const sessions = (await (await victimClient.get('/api/auth/sessions')).json()) as { sessions: Json[] };
  victimSessionId = sessions.sessions[0]!.id;
  victimTokenId = ((await (await victimClient.post('/api/auth/tokens', { name: 'victim' })).json()) as Json)
    .id;
  // Another company's user, then staff: neither reaches the victim's account.
  attacker = await signedIn(t, await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' }));
  attackerToken = ((await (await attacker.post('/api/auth/tokens', { name: 'attacker' })).json()) as Json)
    .token;
});
afterAll(() => t.close());

const bearer = (init: RequestInit = {}) => ({
  ...init,
  headers: { authorization: `Bearer ${attackerToken}`, 'content-type': 'application/json', ...init.headers },
});

async function victimUntouched() {
  expect((await victimClient.get('/api/auth/me')).status).toBe(200);
  const sessions = (await (await victimClient.get('/api/auth/sessions')).json()) as { sessions: Json[] };
  expect(sessions.sessions.map((s) => s.id)).toContain(victimSessionId);
  const tokens = (await (await victimClient.get('/api/auth/tokens')).json()) as { tokens: Json[] };
  expect(tokens.tokens.map((row) => row.id)).toContain(victimTokenId);
  const prefs = (await (await victimClient.get('/api/notifications/preferences')).json()) as {
    preferences: Json[];
  };
  expect(prefs.preferences.every((p) => p.enabled)).toBe(true);
  await new TestClient(t).login(victim);
}

describe('cross-account', () => {
  it("another account's session and token answer 404 to revoke, by cookie and by bearer token", async () => {
    expect((await attacker.delete(`/api/auth/sessions/${victimSessionId}`)).status).toBe(404);
    expect((await attacker.delete(`/api/auth/tokens/${victimTokenId}`)).status).toBe(404);
    expect(
      (await t.fetch(`/api/auth/sessions/${victimSessionId}`, bearer({ method: 'DELETE' }))).status,
    ).toBe(404);
    expect((await t.fetch(`/api/auth/tokens/${victimTokenId}`, bearer({ method: 'DELETE' }))).status).toBe(
      404,
    );
    await victimUntouched();
  });

  it('lists never show another account’s sessions or tokens', async () => {
    const sessions = (await (await attacker.get('/api/auth/sessions')).json()) as { sessions: Json[] };
    expect(sessions.sessions.map((s) => s.id)).not.toContain(victimSessionId);
    const tokens = (await (await attacker.get('/api/auth/tokens')).json()) as { tokens: Json[] };
    expect(tokens.tokens.map((row) => row.id)).not.toContain(victimTokenId);
  });

  it('a body naming another account changes nothing of it (unknown fields answer 422)', async () => {
    const prefs = await attacker.put('/api/notifications/preferences', {
      userId: victim.id,
      preferences: [{ kind: 'order.status', enabled: false }],
    });
    expect(prefs.status).toBe(422);
    const password = await attacker.post('/api/auth/password', {
      email: victim.email,
      currentPassword: victim.password,
      newPassword: 'taken-over-1',
    });
    expect(password.status).toBe(422);
    await victimUntouched();
  });

  it('anonymous and cross-site callers are refused before anything changes', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/auth/password', { currentPassword: 'x', newPassword: 'yyyyyyyy' }],
      ['GET', '/api/auth/sessions', undefined],
      ['DELETE', `/api/auth/sessions/${victimSessionId}`, undefined],
      ['GET', '/api/notifications/preferences', undefined],
      ['PUT', '/api/notifications/preferences', { preferences: [] }],
    ] as const) {
      const res = await t.fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const crossSite = await victimClient.request(
      'DELETE',
      `/api/auth/sessions/${victimSessionId}`,
      undefined,
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const crossSitePassword = await victimClient.post(
      '/api/auth/password',
      { currentPassword: victim.password, newPassword: 'csrf-password-1' },
      { origin: 'https://evil.example' },
    );
    expect(crossSitePassword.status).toBe(403);
    await victimUntouched();
  });
});

describe('a stolen session guessing the password', () => {
  it('is slowed like sign-in (429) and cannot lock the owner out from elsewhere', async () => {
    const owner = await createUser(t);
    const stolen = await signedIn(t, owner);
    const from = { 'x-forwarded-for': '192.0.2.99' };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await stolen.post(
        '/api/auth/password',
        { currentPassword: `guess-${i}`, newPassword: 'owned-owned-1' },
        from,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const elsewhere = await new TestClient(t).post(
      '/api/auth/login',
      { email: owner.email, password: owner.password },
      { 'x-forwarded-for': '192.0.2.100' },
    );
    expect(elsewhere.status).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    ['NUL in the new password', { currentPassword: 'x', newPassword: 'abc\u0000defgh' }, [422]],
    ['a 100 KB password', { currentPassword: 'x', newPassword: 'p'.repeat(100_000) }, [422]],
    ['numbers for passwords', { currentPassword: 1, newPassword: 2 }, [422]],
    ['an array body', [], [422]],
  ])('changing the password with %s answers 4xx', async (_, body, statuses) => {
    const client = await signedIn(t, await createUser(t));
    const res = await client.post('/api/auth/password', body);
    expect(statuses).toContain(res.status);
    expect(await res.text()).not.toMatch(/failed query|sqlstate|\.ts:\d+/i);
  });

  it('a session id that is not a uuid answers 422, an unknown one 404', async () => {
    expect((await attacker.delete('/api/auth/sessions/not-a-uuid')).status).toBe(422);
    expect(
      (await attacker.delete(`/api/auth/sessions/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`)).status,
    ).toBe(404);
  });

  it.each([
    ['a NUL in a token name', { name: 'a\u0000b', expiresInDays: 30 }],
    ['an expiry beyond ten years', { name: 'far', expiresInDays: 36_500 }],
    ['an expiry as a string', { name: 'str', expiresInDays: '30' }],
    ['an expiry of 1e308', { name: 'huge', expiresInDays: 1e308 }],
  ])('creating a token with %s answers 422', async (_, body) => {
    expect((await attacker.post('/api/auth/tokens', body)).status).toBe(422);
  });
});
