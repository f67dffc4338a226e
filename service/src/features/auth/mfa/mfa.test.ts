/**
 * Two factors (DESIGN §13) as a person meets them: enrolment under MFA_REQUIRED_ROLES, sign-in
 * with a code, the ±30 s window, replays, recovery codes, removal, an administrator's reset and
 * API tokens. The clock stands still unless a test moves it.
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
} from '../../../../test/harness.js';
import { enrolTotp, stepsFrom, totpCode } from '../../../../test/mfa.js';

/** A JSON answer, read loosely as tests read answers. */
const readJson = async (res: Response) => (await res.json()) as Json;

let t: TestApp;
let clock = new Date('2026-11-22T09:00:10Z');
/** Moves the clock on by whole minutes: a new TOTP step, far from every step used before. */
const nextMinutes = (minutes = 5) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  t = await createTestApp({ MFA_REQUIRED_ROLES: ['HIGHER_AUTHORITY', 'ADMIN'] });
  t.deps.now = () => clock;
});
afterAll(() => t.close());

/** A credit reviewer who has enrolled, signed in with the enrolment session still open. */
async function enrolledReviewer() {
  const user = await createUser(t, { role: 'HIGHER_AUTHORITY' });
  const client = await signedIn(t, user);
  const enrolment = await enrolTotp(client, clock);
  nextMinutes();
  return { user, client, ...enrolment };
}

async function passwordStep(user: SeedUser, from = '198.51.100.7') {
  const client = new TestClient(t);
  const res = await client.post(
    '/api/auth/login',
    { email: user.email, password: user.password },
    { 'x-forwarded-for': from },
  );
  return { client, res, body: (await readJson(res)) as Json };
}

const secondStep = (client: TestClient, code: string, from = '198.51.100.7') =>
  client.post('/api/auth/login/mfa', { code }, { 'x-forwarded-for': from });

describe('enrolment when the role must have a second factor', () => {
  it('before enrolling, everything but who-am-I, sign-out and enrolment answers 403 MFA_ENROLMENT_REQUIRED', async () => {
    const user = await createUser(t, { role: 'HIGHER_AUTHORITY' });
    const client = await signedIn(t, user);
    for (const path of ['/api/orders', '/api/auth/tokens', '/api/auth/sessions']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(403);
      expect((await readJson(res)).error.code).toBe('MFA_ENROLMENT_REQUIRED');
    }
    // Who-am-I says so itself, as does the password step: the portal needs no second request.
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(await readJson(me)).toMatchObject({ role: 'HIGHER_AUTHORITY', mfaEnrolmentRequired: true });
    expect((await passwordStep(user)).body).toMatchObject({ mfaEnrolmentRequired: true });
    const status = await readJson(await client.get('/api/auth/mfa'));
    expect(status).toEqual({ factors: [], recoveryCodesLeft: 0, required: true, enrolmentRequired: true });
  });

  it('a role the policy does not name signs in and works without a factor', async () => {
    const company = await signedIn(t, await createUser(t));
    expect((await company.get('/api/orders')).status).toBe(200);
    expect(await readJson(await company.get('/api/auth/me'))).toMatchObject({ mfaEnrolmentRequired: false });
    expect(await readJson(await company.get('/api/auth/mfa'))).toMatchObject({
      required: false,
      enrolmentRequired: false,
    });
  });

  it('the app is confirmed with its first code; ten recovery codes come once, and the secret is never shown again', async () => {
    const user = await createUser(t, { role: 'HIGHER_AUTHORITY' });
    const client = await signedIn(t, user);
    const started = await client.post('/api/auth/mfa/totp');
    expect(started.status).toBe(200);
    const { secret, otpauthUrl } = await readJson(started);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Tawreed:/);
    expect(otpauthUrl).toContain(`secret=${secret}`);

    const wrong = await client.post('/api/auth/mfa/totp/confirm', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect((await readJson(wrong)).error.code).toBe('MFA_CODE_INVALID');

    const confirmed = await client.post('/api/auth/mfa/totp/confirm', {
      code: await totpCode(secret, clock),
    });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = await readJson(confirmed);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);

    // The enrolling session goes on; nothing answers the secret again.
    expect((await client.get('/api/orders')).status).toBe(200);
    const status = await client.get('/api/auth/mfa');
    const text = await status.text();
    expect(text).not.toContain(secret);
    expect(JSON.parse(text)).toMatchObject({
      factors: [{ kind: 'totp' }],
      recoveryCodesLeft: 10,
      enrolmentRequired: false,
    });
    const again = await client.post('/api/auth/mfa/totp');
    expect(again.status).toBe(409);
    expect((await client.post('/api/auth/mfa/totp/confirm', { code: '123456' })).status).toBe(409);
  });
});

describe('signing in with the second factor', () => {
  it('the password answers mfaRequired and a pending sign-in that opens nothing; the code completes it', async () => {
    const { user, secret } = await enrolledReviewer();
    const { client, res, body } = await passwordStep(user);
    expect(res.status).toBe(200);
    expect(body).toEqual({ mfaRequired: true, methods: ['totp', 'recovery'] });
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/orders')).status).toBe(401);

    const done = await secondStep(client, await totpCode(secret, clock));
    expect(done.status).toBe(200);
    expect((await readJson(done)).email).toBe(user.email);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/orders')).status).toBe(200);
  });

  it('the code from the previous or next 30 s window is accepted, one older is refused', async () => {
    const { user, secret } = await enrolledReviewer();
    const tryCode = async (at: () => Date) => {
      nextMinutes();
      const { client } = await passwordStep(user);
      return (await secondStep(client, await totpCode(secret, at()))).status;
    };
    expect(await tryCode(() => stepsFrom(clock, -1))).toBe(200);
    expect(await tryCode(() => stepsFrom(clock, 1))).toBe(200);
    expect(await tryCode(() => stepsFrom(clock, -2))).toBe(401);
    expect(await tryCode(() => stepsFrom(clock, 2))).toBe(401);
  });

  it('a used code is refused the second time, and so is an earlier code of the window', async () => {
    const { user, secret } = await enrolledReviewer();
    const code = await totpCode(secret, clock);
    const first = await passwordStep(user);
    expect((await secondStep(first.client, code)).status).toBe(200);

    const replay = await passwordStep(user);
    const refused = await secondStep(replay.client, code);
    expect(refused.status).toBe(401);
    expect((await readJson(refused)).error.code).toBe('MFA_CODE_INVALID');

    // The next window's code passes; the current one (earlier than it) no longer does.
    const next = await totpCode(secret, stepsFrom(clock, 1));
    expect((await secondStep(replay.client, next)).status).toBe(200);
    const third = await passwordStep(user);
    expect((await secondStep(third.client, code)).status).toBe(401);
  });

  it('the code used to confirm the enrolment does not sign in again', async () => {
    const user = await createUser(t, { role: 'HIGHER_AUTHORITY' });
    const { secret } = await enrolTotp(await signedIn(t, user), clock);
    const { client } = await passwordStep(user);
    expect((await secondStep(client, await totpCode(secret, clock))).status).toBe(401);
  });

  it('a recovery code works once, typed with or without its dash, in any case', async () => {
    const { user, recoveryCodes, client: enrolled } = await enrolledReviewer();
    const code = recoveryCodes[3]!;
    const first = await passwordStep(user);
    const done = await secondStep(first.client, code.replace('-', '').toLowerCase());
    expect(done.status).toBe(200);

    const again = await passwordStep(user);
    const refused = await secondStep(again.client, code);
    expect(refused.status).toBe(401);
    expect((await readJson(refused)).error.code).toBe('MFA_CODE_INVALID');
    expect((await secondStep(again.client, recoveryCodes[4]!)).status).toBe(200);
    expect((await readJson(await enrolled.get('/api/auth/mfa'))).recoveryCodesLeft).toBe(8);
  });

  it('without a pending sign-in, login/mfa answers 401; a pending sign-in expires after a few minutes', async () => {
    const { user, secret } = await enrolledReviewer();
    expect((await secondStep(new TestClient(t), '123456')).status).toBe(401);
    const { client } = await passwordStep(user);
    nextMinutes(6);
    const late = await secondStep(client, await totpCode(secret, clock));
    expect(late.status).toBe(401);
    expect((await readJson(late)).error.code).toBe('UNAUTHENTICATED');
  });

  it('wrong codes are throttled like passwords: after five from one place, 429 with Retry-After', async () => {
    const { user, secret } = await enrolledReviewer();
    const { client } = await passwordStep(user, '203.0.113.77');
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await secondStep(client, '000000', '203.0.113.77')).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const blocked = await secondStep(client, await totpCode(secret, clock), '203.0.113.77');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });
});

describe('removing and resetting factors, and API tokens', () => {
  it('the person removes the app with a fresh code (a wrong one is refused), and must enrol again', async () => {
    const { client, secret } = await enrolledReviewer();
    const wrong = await client.post('/api/auth/mfa/totp/remove', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect((await readJson(wrong)).error.code).toBe('MFA_CODE_INVALID');
    expect(
      (await client.post('/api/auth/mfa/totp/remove', { code: await totpCode(secret, clock) })).status,
    ).toBe(204);
    expect((await client.get('/api/orders')).status).toBe(403);
    expect(await readJson(await client.get('/api/auth/mfa'))).toMatchObject({
      factors: [],
      recoveryCodesLeft: 0,
      enrolmentRequired: true,
    });
    // Without a factor the person is back at enrolment: removal too is refused until then.
    const without = await client.post('/api/auth/mfa/totp/remove', { code: '123456' });
    expect(without.status).toBe(403);
  });

  it("an administrator sees and resets a person's factors; nobody else may", async () => {
    const { user, client } = await enrolledReviewer();
    const adminUser = await createUser(t, { role: 'ADMIN' });
    const admin = await signedIn(t, adminUser);
    await enrolTotp(admin, clock);
    const listed = (await readJson(await admin.get('/api/accounts'))).accounts.find(
      (account: Json) => account.id === user.id,
    );
    expect(listed.secondFactors).toEqual(['totp']);

    const other = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
    expect((await other.post(`/api/accounts/${user.id}/second-factors/reset`)).status).toBe(403);

    const reset = await admin.post(`/api/accounts/${user.id}/second-factors/reset`);
    expect(reset.status).toBe(200);
    expect(await readJson(reset)).toMatchObject({ id: user.id, secondFactors: [] });
    expect((await client.get('/api/orders')).status).toBe(403);
    const { body } = await passwordStep(user);
    expect(body.email).toBe(user.email);
  });

  it('API tokens come only from a session that passed its second factor', async () => {
    const { user, secret, client: enrolling } = await enrolledReviewer();
    // The enrolling session passed (its first code), so it may.
    const made = await enrolling.post('/api/auth/tokens', { name: 'from enrolment' });
    expect(made.status).toBe(201);
    const { token } = await readJson(made);
    const viaToken = await t.fetch('/api/auth/tokens', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'from a token' }),
    });
    expect(viaToken.status).toBe(403);

    const { client } = await passwordStep(user);
    expect((await secondStep(client, await totpCode(secret, clock))).status).toBe(200);
    expect((await client.post('/api/auth/tokens', { name: 'after the code' })).status).toBe(201);
  });

  it('a session opened before the enrolment elsewhere creates no token', async () => {
    const user = await createUser(t, { role: 'CREDIT_TEAM' });
    const before = await signedIn(t, user);
    await enrolTotp(await signedIn(t, user), clock);
    const res = await before.post('/api/auth/tokens', { name: 'old session' });
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.code).toBe('FORBIDDEN');
  });
});
