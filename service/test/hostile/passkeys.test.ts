/**
 * Hostile traffic against passkeys (DESIGN §13): answers for another origin or relying party,
 * one answer raced on many sign-ins, a challenge of one ceremony used for another, forged and
 * malformed answers, a stolen password trying to register its own passkey, someone else's
 * passkeys, and the passkey answers that confirm removing a factor (raced, guessed, malformed,
 * asked for by a stolen password). Every refusal is 4xx in DESIGN §4's body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type Json, signedIn, type TestApp, TestClient } from '../harness.js';
import {
  addPasskey,
  type CreationOptions,
  confirmationAnswer,
  type RequestOptions,
  SoftAuthenticator,
} from '../webauthn.js';

const readJson = async (res: Response) => (await res.json()) as Json;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MFA_REQUIRED_ROLES: ['CREDIT_TEAM', 'HIGHER_AUTHORITY', 'ADMIN'] });
});
afterAll(() => t.close());

async function withPasskey() {
  const user = await createUser(t, { role: 'HIGHER_AUTHORITY' });
  const client = await signedIn(t, user);
  return { user, client, ...(await addPasskey(client)) };
}

const signInOptions = async (client: TestClient, from?: string) =>
  (await readJson(
    await client.post(
      '/api/auth/login/passkey/options',
      undefined,
      from ? { 'x-forwarded-for': from } : undefined,
    ),
  )) as RequestOptions;

const signIn = (client: TestClient, credential: unknown, from?: string) =>
  client.post('/api/auth/login/passkey', { credential }, from ? { 'x-forwarded-for': from } : undefined);

describe('forged, foreign and replayed passkey answers', () => {
  it('a passkey asserted for another origin, a look-alike origin or another relying party is refused', async () => {
    const { authenticator } = await withPasskey();
    const attempts = [
      { origin: 'https://evil.example' },
      { origin: 'http://tawreed.test.evil.example' },
      { origin: 'http://tawreed.test:8443' },
      { origin: 'https://tawreed.test' },
      { rpId: 'evil.example' },
      { rpId: 'test' },
    ];
    for (const [i, at] of attempts.entries()) {
      const from = `198.51.100.${30 + i}`;
      const client = new TestClient(t);
      const res = await signIn(client, authenticator.assert(await signInOptions(client, from), at), from);
      expect(res.status, JSON.stringify(at)).toBe(401);
      expect((await readJson(res)).error.code).toBe('MFA_CODE_INVALID');
      expect((await client.get('/api/auth/me')).status).toBe(401);
    }
  });

  it('one answer sent on five sign-ins at once signs in exactly one', async () => {
    const { authenticator } = await withPasskey();
    const first = new TestClient(t);
    const credential = authenticator.assert(await signInOptions(first));
    const clients = [first, ...Array.from({ length: 4 }, () => new TestClient(t))];
    const statuses = await Promise.all(
      clients.map(async (client, i) => (await signIn(client, credential, `198.51.100.${60 + i}`)).status),
    );
    expect(statuses.sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it("a challenge of one ceremony answers no other: registration's for a sign-in, a sign-in's for a registration", async () => {
    const { client, authenticator } = await withPasskey();
    const creation = (await readJson(await client.post('/api/auth/mfa/passkeys/options'))) as CreationOptions;
    const asSignIn = authenticator.assert({ challenge: creation.challenge, rpId: 'tawreed.test' });
    expect((await signIn(new TestClient(t), asSignIn, '198.51.100.70')).status).toBe(401);
    const request = await signInOptions(new TestClient(t));
    const asRegistration = new SoftAuthenticator().register({
      challenge: request.challenge,
      rp: { id: 'tawreed.test' },
      user: creation.user,
    });
    const res = await client.post('/api/auth/mfa/passkeys', { name: 'Forged', credential: asRegistration });
    expect(res.status).toBe(401);
  });

  it('a key that never registered, or a registered id signed by another key, is refused', async () => {
    const { authenticator } = await withPasskey();
    const stranger = new SoftAuthenticator();
    const client = new TestClient(t);
    expect((await signIn(client, stranger.assert(await signInOptions(client)), '198.51.100.71')).status).toBe(
      401,
    );
    const forged = {
      ...stranger.assert(await signInOptions(client)),
      id: authenticator.id,
      rawId: authenticator.id,
    };
    expect((await signIn(client, forged, '198.51.100.72')).status).toBe(401);
  });

  it('malformed answers are refused with 4xx, never a 500', async () => {
    const { authenticator } = await withPasskey();
    const client = new TestClient(t);
    const good = authenticator.assert(await signInOptions(client));
    const bodies: unknown[] = [
      {},
      { credential: null },
      { credential: 'x' },
      { credential: { ...good, type: 'password' } },
      { credential: { ...good, response: { ...good.response, clientDataJSON: '!!!' } } },
      { credential: { ...good, response: { ...good.response, clientDataJSON: 'bm90IGpzb24' } } },
      { credential: { ...good, response: { ...good.response, authenticatorData: '' } } },
      { credential: { ...good, response: { ...good.response, signature: 'AAAA' } } },
      { credential: { ...good, response: { ...good.response, userHandle: 'AAAA' } } },
      { credential: { ...good, id: 'x'.repeat(5000) } },
      { credential: good, extra: 1 },
    ];
    for (const [i, body] of bodies.entries()) {
      const res = await client.post('/api/auth/login/passkey', body, {
        'x-forwarded-for': `198.51.100.${80 + i}`,
      });
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBeLessThan(500);
      expect(await res.text()).not.toMatch(/select|insert|stack|at \//i);
    }
  });
});

describe('registering and managing passkeys', () => {
  it('a stolen password alone registers no passkey and lists none', async () => {
    const { user } = await withPasskey();
    const attacker = new TestClient(t);
    const login = await attacker.post('/api/auth/login', { email: user.email, password: user.password });
    expect(await readJson(login)).toMatchObject({ mfaRequired: true, methods: ['passkey', 'recovery'] });
    expect((await attacker.post('/api/auth/mfa/passkeys/options')).status).toBe(401);
    expect((await attacker.get('/api/auth/mfa/passkeys')).status).toBe(401);
    const forged = new SoftAuthenticator().register({
      challenge: 'AAAA',
      rp: { id: 'tawreed.test' },
      user: { id: Buffer.from(user.id).toString('base64url') },
    });
    expect((await attacker.post('/api/auth/mfa/passkeys', { name: 'Mine', credential: forged })).status).toBe(
      401,
    );
  });

  it("a registration answered with someone else's challenge is refused", async () => {
    const victim = await withPasskey();
    const intruder = await signedIn(t, await createUser(t, { role: 'HIGHER_AUTHORITY' }));
    const options = (await readJson(
      await victim.client.post('/api/auth/mfa/passkeys/options'),
    )) as CreationOptions;
    const res = await intruder.post('/api/auth/mfa/passkeys', {
      name: 'Stolen challenge',
      credential: new SoftAuthenticator().register(options),
    });
    expect(res.status).toBe(401);
  });

  it('a person who must enrol may register a passkey, but not rename or revoke one before', async () => {
    const client = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of [
      ['PATCH', `/api/auth/mfa/passkeys/${id}`, { name: 'x' }],
      ['POST', `/api/auth/mfa/passkeys/${id}/remove`, { code: '123456' }],
    ] as const) {
      const res = await client.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await readJson(res)).error.code).toBe('MFA_ENROLMENT_REQUIRED');
    }
    expect((await client.get('/api/auth/mfa/passkeys')).status).toBe(200);
    await addPasskey(client);
    expect((await client.get('/api/orders')).status).toBe(200);
  });

  it('names are display text: control characters and overlong names answer 422', async () => {
    const { client, passkey } = await withPasskey();
    for (const name of ['\u0000', 'x'.repeat(101), '', 42]) {
      const res = await client.request('PATCH', `/api/auth/mfa/passkeys/${passkey.id}`, { name });
      expect(res.status, JSON.stringify(name)).toBe(422);
    }
  });
});

describe('confirming a removal with a passkey', () => {
  it('one confirmation answer sent on three removals at once removes exactly one passkey', async () => {
    const { client, passkey, authenticator } = await withPasskey();
    const others = [await addPasskey(client, 'Phone'), await addPasskey(client, 'Key')];
    const credential = await confirmationAnswer(client, authenticator);
    const ids = [passkey.id, ...others.map((other) => other.passkey.id)];
    const statuses = await Promise.all(
      ids.map(
        async (id) => (await client.post(`/api/auth/mfa/passkeys/${id}/remove`, { credential })).status,
      ),
    );
    expect(statuses.sort()).toEqual([204, 401, 401]);
    expect((await readJson(await client.get('/api/auth/mfa/passkeys'))).passkeys).toHaveLength(2);
  });

  it('guessed answers are throttled with the codes: five from one place, then 429; the owner elsewhere confirms', async () => {
    const { client, passkey, authenticator } = await withPasskey();
    const from = { 'x-forwarded-for': '198.51.100.120' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const forged = await confirmationAnswer(client, authenticator, { origin: 'https://evil.example' });
      statuses.push(
        (await client.post(`/api/auth/mfa/passkeys/${passkey.id}/remove`, { credential: forged }, from))
          .status,
      );
    }
    // A code from the same place waits as well: they share the throttle.
    statuses.push(
      (await client.post(`/api/auth/mfa/passkeys/${passkey.id}/remove`, { code: '123456' }, from)).status,
    );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const credential = await confirmationAnswer(client, authenticator);
    const res = await client.post(
      `/api/auth/mfa/passkeys/${passkey.id}/remove`,
      { credential },
      {
        'x-forwarded-for': '203.0.113.120',
      },
    );
    expect(res.status).toBe(204);
  });

  it('a stolen password alone gets no confirmation challenge and removes nothing', async () => {
    const { user, passkey, authenticator } = await withPasskey();
    const attacker = new TestClient(t);
    await attacker.post('/api/auth/login', { email: user.email, password: user.password });
    expect((await attacker.post('/api/auth/mfa/confirm/passkey/options')).status).toBe(401);
    const pendingOptions = await signInOptions(attacker);
    const res = await attacker.post(`/api/auth/mfa/passkeys/${passkey.id}/remove`, {
      credential: authenticator.assert(pendingOptions),
    });
    expect(res.status).toBe(401);
  });

  it('malformed confirmations are refused with 4xx, never a 500, and remove nothing', async () => {
    const { client, passkey, authenticator } = await withPasskey();
    const good = await confirmationAnswer(client, authenticator);
    const bodies: unknown[] = [
      { credential: 'x' },
      { credential: [] },
      { code: null },
      { code: 123456 },
      { credential: { ...good, type: 'password' } },
      { credential: { ...good, response: { ...good.response, clientDataJSON: 'bm90IGpzb24' } } },
      { credential: { ...good, response: { ...good.response, signature: 'AAAA' } } },
      { credential: { ...good, response: { ...good.response, userHandle: 'AAAA' } } },
      { credential: { ...good, id: 'x'.repeat(5000) } },
      { credential: good, extra: 1 },
      { code: '000000', credential: good },
    ];
    for (const [i, body] of bodies.entries()) {
      const res = await client.post(`/api/auth/mfa/passkeys/${passkey.id}/remove`, body, {
        'x-forwarded-for': `198.51.100.${130 + i}`,
      });
      const label = JSON.stringify(body).slice(0, 120);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(await res.text()).not.toMatch(/select|insert|stack|at \//i);
    }
    expect((await readJson(await client.get('/api/auth/mfa/passkeys'))).passkeys).toHaveLength(1);
  });
});
