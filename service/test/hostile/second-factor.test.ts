/**
 * Hostile traffic against two factors (DESIGN §13): guessing codes, replaying a code or a
 * recovery code in parallel, a stolen password alone, and a person who must enrol trying every
 * way around the enrolment (other routes, path tricks, an API token, the websocket). Every
 * refusal is 4xx in DESIGN §4's body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestAppOn,
  createUser,
  type Json,
  type SeedUser,
  signedIn,
  type TestApp,
  TestClient,
} from '../harness.js';
import { enrolTotp, totpCode } from '../mfa.js';

/** A JSON answer, read loosely as tests read answers. */
const readJson = async (res: Response) => (await res.json()) as Json;

let t: TestApp;
let clock = new Date('2026-11-23T10:00:05Z');
const nextMinutes = (minutes = 5) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  t = await createTestApp({
    MFA_REQUIRED_ROLES: ['CREDIT_TEAM', 'HIGHER_AUTHORITY', 'WAREHOUSE_MANAGER', 'ADMIN'],
  });
  t.deps.now = () => clock;
});
afterAll(() => t.close());

async function enrolled(role: SeedUser['role'] = 'HIGHER_AUTHORITY') {
  const user = await createUser(t, { role });
  const enrolment = await enrolTotp(await signedIn(t, user), clock);
  nextMinutes();
  return { user, ...enrolment };
}

async function pending(user: SeedUser, from: string) {
  const client = new TestClient(t);
  const res = await client.post(
    '/api/auth/login',
    { email: user.email, password: user.password },
    { 'x-forwarded-for': from },
  );
  expect(await readJson(res)).toMatchObject({ mfaRequired: true });
  return client;
}

const code = (client: TestClient, value: string, from: string) =>
  client.post('/api/auth/login/mfa', { code: value }, { 'x-forwarded-for': from });

function tally(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('guessing and replaying codes', () => {
  it('200 guessed codes with the stolen password: five are checked, the rest answer 429; the owner signs in from elsewhere', async () => {
    const { user, secret } = await enrolled();
    const attacker = await pending(user, '198.51.100.20');
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      statuses.push((await code(attacker, String(i).padStart(6, '0'), '198.51.100.20')).status);
    }
    expect(tally(statuses)).toEqual({ 401: 5, 429: 195 });
    // A fresh pending sign-in from the same place changes nothing.
    const again = await pending(user, '198.51.100.20');
    expect((await code(again, await totpCode(secret, clock), '198.51.100.20')).status).toBe(429);

    const owner = await pending(user, '203.0.113.20');
    expect((await code(owner, await totpCode(secret, clock), '203.0.113.20')).status).toBe(200);
  });

  it('one code sent on ten pending sign-ins at once signs in exactly one', async () => {
    const { user, secret } = await enrolled();
    const clients: TestClient[] = [];
    for (let i = 0; i < 10; i++) clients.push(await pending(user, `198.51.100.${100 + i}`));
    const value = await totpCode(secret, clock);
    const statuses = await Promise.all(
      clients.map(async (client, i) => (await code(client, value, `198.51.100.${100 + i}`)).status),
    );
    expect(tally(statuses)).toEqual({ 200: 1, 401: 9 });
  });

  it('one recovery code sent on five pending sign-ins at once signs in exactly one, and never again', async () => {
    const { user, recoveryCodes } = await enrolled();
    const clients: TestClient[] = [];
    for (let i = 0; i < 5; i++) clients.push(await pending(user, `198.51.100.${120 + i}`));
    const statuses = await Promise.all(
      clients.map(
        async (client, i) => (await code(client, recoveryCodes[0]!, `198.51.100.${120 + i}`)).status,
      ),
    );
    expect(tally(statuses)).toEqual({ 200: 1, 401: 4 });
    const later = await pending(user, '203.0.113.22');
    const refused = await code(later, recoveryCodes[0]!, '203.0.113.22');
    expect(refused.status).toBe(401);
    expect((await readJson(refused)).error.code).toBe('MFA_CODE_INVALID');
  });

  it('a stolen password alone neither opens the account nor enrols a new app over the old one', async () => {
    const { user } = await enrolled();
    const attacker = await pending(user, '198.51.100.23');
    for (const [method, path] of [
      ['POST', '/api/auth/mfa/totp'],
      ['POST', '/api/auth/mfa/totp/remove'],
      ['GET', '/api/auth/mfa'],
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/tokens'],
      ['GET', '/api/orders'],
    ] as const) {
      const res = await attacker.request(
        method,
        path,
        method === 'POST' ? { code: '123456', name: 'x' } : undefined,
      );
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('malformed codes are refused as wrong codes, never a 500', async () => {
    const { user } = await enrolled();
    const client = await pending(user, '198.51.100.24');
    // Each from its own address: five wrong codes from one place would earn a 429 first.
    const values = ['', ' ', '12345', '1234567', 'abcdef', '\u0000\u0000\u0000', '٠١٢٣٤٥', "' or 1=1 --"];
    for (const [i, value] of values.entries()) {
      const res = await code(client, value, `198.51.100.${140 + i}`);
      expect(res.status, JSON.stringify(value)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(value)).toBeLessThan(500);
    }
    expect((await code(client, 'x'.repeat(41), '198.51.100.150')).status).toBe(422);
  });
});

describe('a person who must enrol, trying to get around it', () => {
  let client: TestClient;
  let user: SeedUser;
  beforeAll(async () => {
    user = await createUser(t, { role: 'CREDIT_TEAM' });
    client = await signedIn(t, user);
  });

  const SAMPLE: Array<[string, string, unknown?]> = [
    ['GET', '/api/orders'],
    ['POST', '/api/orders', {}],
    ['GET', '/api/orders/dashboard/stats'],
    ['GET', '/api/notifications'],
    ['GET', '/api/clients'],
    ['GET', '/api/inventory/warehouses'],
    ['GET', '/api/users/statuses'],
    ['GET', '/api/accounts'],
    ['GET', '/api/auth/sessions'],
    ['GET', '/api/auth/tokens'],
    ['POST', '/api/auth/tokens', { name: 'bypass' }],
    ['GET', '/api/webhooks'],
    ['POST', '/api/auth/password', { currentPassword: 'x', newPassword: 'y' }],
  ];

  it('a sample of routes answers 403 MFA_ENROLMENT_REQUIRED, whatever the method', async () => {
    for (const [method, path, body] of SAMPLE) {
      const res = await client.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await readJson(res)).error.code, `${method} ${path}`).toBe('MFA_ENROLMENT_REQUIRED');
    }
  });

  it('path tricks reach nothing (never a 2xx)', async () => {
    for (const path of [
      '/api/auth/me/../../orders',
      '/api/auth/mfa/%2e%2e/%2e%2e/orders',
      '/api/orders/',
      '/api/auth/mfa/totp/../../../orders',
      '/api//orders',
      '/api/auth/me?x=/api/orders',
      '/api/auth/mfa/',
    ]) {
      const res = await client.get(path);
      if (path === '/api/auth/me?x=/api/orders') expect(res.status).toBe(200);
      else expect([403, 404], path).toContain(res.status);
      if (res.status === 200) expect((await readJson(res)).email).toBe(user.email);
    }
  });

  it('an API token made before the policy applied is held to it as well', async () => {
    const lax = createTestAppOn(t.database, { MFA_REQUIRED_ROLES: [] });
    const laxClient = await new TestClient(lax).login(user);
    const { token } = await readJson(await laxClient.post('/api/auth/tokens', { name: 'before the policy' }));
    const res = await t.fetch('/api/orders', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.code).toBe('MFA_ENROLMENT_REQUIRED');
  });

  it('the live channel refuses the handshake', async () => {
    const res = await t.app.fetch(
      new Request('http://tawreed.test/ws', {
        headers: {
          upgrade: 'websocket',
          connection: 'Upgrade',
          origin: 'http://tawreed.test',
          cookie: `tawreed_session=${client.cookieValue('tawreed_session')}`,
        },
      }),
    );
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.code).toBe('MFA_ENROLMENT_REQUIRED');
  });

  it('enrolment, who-am-I and sign-out stay open, and once enrolled the routes open', async () => {
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await enrolTotp(client, clock);
    for (const [method, path] of SAMPLE.filter(([m]) => m === 'GET')) {
      const res = await client.request(method, path);
      expect(res.status === 403 ? (await readJson(res)).error.code : 'open', `${method} ${path}`).not.toBe(
        'MFA_ENROLMENT_REQUIRED',
      );
    }
    expect((await client.post('/api/auth/logout')).status).toBe(204);
  });
});
