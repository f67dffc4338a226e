/**
 * Passkeys (DESIGN §13) as a person meets them, with a software authenticator (ES256, 'none'
 * attestation): registering several and naming them, enrolment, the second factor after the
 * password, a sign-in with a passkey alone, replays, another origin or relying party, the
 * signature counter, revoking (confirmed by a code or by a passkey), and an administrator's reset.
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
import { enrolTotp, totpCode } from '../../../../test/mfa.js';
import {
  addPasskey,
  type CreationOptions,
  confirmationAnswer,
  passkeySignIn,
  type RequestOptions,
  SoftAuthenticator,
} from '../../../../test/webauthn.js';

const readJson = async (res: Response) => (await res.json()) as Json;

let t: TestApp;
let clock = new Date('2026-11-22T09:00:10Z');
const nextMinutes = (minutes = 5) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  t = await createTestApp({ MFA_REQUIRED_ROLES: ['HIGHER_AUTHORITY', 'ADMIN'] });
  t.deps.now = () => clock;
});
afterAll(() => t.close());

async function passwordStep(user: SeedUser) {
  const client = new TestClient(t);
  const res = await client.post('/api/auth/login', { email: user.email, password: user.password });
  return { client, body: await readJson(res) };
}

/** A credit reviewer whose first factor is a passkey, signed in with the enrolling session. */
async function reviewerWithPasskey() {
  const user = await createUser(t, { role: 'HIGHER_AUTHORITY' });
  const client = await signedIn(t, user);
  const added = await addPasskey(client, 'Work laptop');
  return { user, client, ...added };
}

describe('registering passkeys', () => {
  it('a passkey satisfies enrolment, brings ten recovery codes as the first factor, and is listed by name', async () => {
    const user = await createUser(t, { role: 'HIGHER_AUTHORITY' });
    const client = await signedIn(t, user);
    expect((await client.get('/api/orders')).status).toBe(403);
    const options = await readJson(await client.post('/api/auth/mfa/passkeys/options'));
    expect(options).toMatchObject({ rp: { id: 'tawreed.test' }, attestation: 'none' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    const key = new SoftAuthenticator();
    const res = await client.post('/api/auth/mfa/passkeys', {
      name: 'Work laptop',
      credential: key.register(options as CreationOptions),
    });
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body.passkey).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    expect(body.recoveryCodes).toHaveLength(10);
    expect((await client.get('/api/orders')).status).toBe(200);
    expect(await readJson(await client.get('/api/auth/mfa'))).toMatchObject({
      factors: [{ kind: 'passkey' }],
      recoveryCodesLeft: 10,
      enrolmentRequired: false,
    });
    // A second one: no new recovery codes; the same authenticator again is refused.
    const second = await addPasskey(client, 'Phone');
    expect(second.recoveryCodes).toEqual([]);
    const again = await client.post('/api/auth/mfa/passkeys/options');
    const twice = await client.post('/api/auth/mfa/passkeys', {
      name: 'Twice',
      credential: key.register((await readJson(again)) as CreationOptions),
    });
    expect(twice.status).toBe(409);
    const listed = await readJson(await client.get('/api/auth/mfa/passkeys'));
    expect(listed.passkeys.map((p: Json) => p.name)).toEqual(['Work laptop', 'Phone']);
    expect(JSON.stringify(listed)).not.toContain(key.id);
  });

  it('an answer for another origin or relying party, a replayed challenge or a nameless passkey is refused', async () => {
    const user = await createUser(t, { role: 'HIGHER_AUTHORITY' });
    const client = await signedIn(t, user);
    const register = async (at: { origin?: string; rpId?: string }, name = 'Key') => {
      const options = (await readJson(
        await client.post('/api/auth/mfa/passkeys/options'),
      )) as CreationOptions;
      const credential = new SoftAuthenticator().register(options, at);
      return { options, res: await client.post('/api/auth/mfa/passkeys', { name, credential }) };
    };
    for (const at of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const { res } = await register(at);
      expect(res.status).toBe(401);
      expect((await readJson(res)).error.code).toBe('MFA_CODE_INVALID');
    }
    const nameless = await register({}, '  ');
    expect(nameless.res.status).toBe(422);
    // The challenge answered once (even by a refused answer) answers nothing again.
    const used = await register({});
    expect(used.res.status).toBe(201);
    const replay = await client.post('/api/auth/mfa/passkeys', {
      name: 'Replay',
      credential: new SoftAuthenticator().register(used.options),
    });
    expect(replay.status).toBe(401);
  });

  it('the challenge lives five minutes', async () => {
    const client = await signedIn(t, await createUser(t, { role: 'HIGHER_AUTHORITY' }));
    const options = (await readJson(await client.post('/api/auth/mfa/passkeys/options'))) as CreationOptions;
    nextMinutes(6);
    const late = await client.post('/api/auth/mfa/passkeys', {
      name: 'Late',
      credential: new SoftAuthenticator().register(options),
    });
    expect(late.status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('after the password, methods offer the passkey, which completes the sign-in', async () => {
    const { user, authenticator } = await reviewerWithPasskey();
    const { client, body } = await passwordStep(user);
    expect(body).toEqual({ mfaRequired: true, methods: ['passkey', 'recovery'] });
    const options = await readJson(await client.post('/api/auth/login/passkey/options'));
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    const done = await client.post('/api/auth/login/passkey', {
      credential: authenticator.assert(options as RequestOptions),
    });
    expect(done.status).toBe(200);
    expect((await readJson(done)).email).toBe(user.email);
    expect((await client.get('/api/orders')).status).toBe(200);
    // The session passed its second factor: it may create API tokens.
    expect((await client.post('/api/auth/tokens', { name: 'cli' })).status).toBe(201);
  });

  it("with TOTP too, both are offered; a pending sign-in refuses another person's passkey", async () => {
    const { user, client: enrolled } = await reviewerWithPasskey();
    await enrolTotp(enrolled, clock);
    nextMinutes();
    expect((await passwordStep(user)).body.methods).toEqual(['totp', 'passkey', 'recovery']);
    const other = await reviewerWithPasskey();
    const { client } = await passwordStep(user);
    const options = (await readJson(await client.post('/api/auth/login/passkey/options'))) as RequestOptions;
    const foreign = await client.post('/api/auth/login/passkey', {
      credential: other.authenticator.assert(options),
    });
    expect(foreign.status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('a passkey alone signs in with a full session; the answer names the person', async () => {
    const { user, authenticator } = await reviewerWithPasskey();
    const client = new TestClient(t);
    const options = await readJson(await client.post('/api/auth/login/passkey/options'));
    expect(options).toMatchObject({ rpId: 'tawreed.test', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await client.post('/api/auth/login/passkey', {
      credential: authenticator.assert(options as RequestOptions),
    });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ email: user.email, mfaEnrolmentRequired: false });
    expect((await client.get('/api/orders')).status).toBe(200);
    const listed = await readJson(await client.get('/api/auth/mfa/passkeys'));
    expect(listed.passkeys[0].lastUsedAt).not.toBeNull();
  });

  it('a replayed answer, another origin or relying party, no user verification or a counter going back is refused', async () => {
    const { authenticator } = await reviewerWithPasskey();
    const client = new TestClient(t);
    const attempt = async (at: Parameters<SoftAuthenticator['assert']>[1] = {}) => {
      const options = (await readJson(
        await client.post('/api/auth/login/passkey/options'),
      )) as RequestOptions;
      const credential = authenticator.assert(options, at);
      return { credential, res: await client.post('/api/auth/login/passkey', { credential }) };
    };
    for (const at of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
    ]) {
      const { res } = await attempt(at);
      expect(res.status, JSON.stringify(at)).toBe(401);
      expect((await readJson(res)).error.code).toBe('MFA_CODE_INVALID');
    }
    const good = await attempt();
    expect(good.res.status).toBe(200);
    const replay = await client.post('/api/auth/login/passkey', { credential: good.credential });
    expect(replay.status).toBe(401);
    // A clone of the authenticator shows a counter that does not move on.
    const { res: cloned } = await attempt({ counter: authenticator.counter });
    expect(cloned.status).toBe(401);
    expect((await attempt()).res.status).toBe(200);
  });

  it('a disabled account does not sign in with its passkey', async () => {
    const { user, authenticator } = await reviewerWithPasskey();
    const admin = await signedIn(t, await createUser(t, { role: 'ADMIN' }));
    await addPasskey(admin);
    expect((await admin.post(`/api/accounts/${user.id}/deactivate`)).status).toBe(200);
    const res = await passkeySignIn(new TestClient(t), authenticator);
    expect(res.status).toBe(401);
  });

  it('wrong answers are throttled like passwords: after five from one place, 429', async () => {
    const { authenticator } = await reviewerWithPasskey();
    const from = { 'x-forwarded-for': '203.0.113.90' };
    const client = new TestClient(t);
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) {
      const options = (await readJson(
        await client.post('/api/auth/login/passkey/options', undefined, from),
      )) as RequestOptions;
      const credential = authenticator.assert(options, { origin: 'https://evil.example' });
      answers.push((await client.post('/api/auth/login/passkey', { credential }, from)).status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect((await passkeySignIn(client, authenticator, from)).status).toBe(429);
  });
});

describe('renaming, revoking and resetting', () => {
  it("the person renames and revokes their own passkeys with a fresh code; another's answers 404", async () => {
    const { client, passkey, recoveryCodes } = await reviewerWithPasskey();
    const stranger = await reviewerWithPasskey();
    const renamed = await client.request('PATCH', `/api/auth/mfa/passkeys/${passkey.id}`, { name: 'Desk' });
    expect(renamed.status).toBe(200);
    expect((await readJson(renamed)).name).toBe('Desk');
    expect(
      (await stranger.client.request('PATCH', `/api/auth/mfa/passkeys/${passkey.id}`, { name: 'Mine' }))
        .status,
    ).toBe(404);
    expect(
      (
        await stranger.client.post(`/api/auth/mfa/passkeys/${passkey.id}/remove`, {
          code: stranger.recoveryCodes[0],
        })
      ).status,
    ).toBe(404);
    const wrong = await client.post(`/api/auth/mfa/passkeys/${passkey.id}/remove`, { code: '000000' });
    expect(wrong.status).toBe(401);
    const removed = await client.post(`/api/auth/mfa/passkeys/${passkey.id}/remove`, {
      code: recoveryCodes[0],
    });
    expect(removed.status).toBe(204);
    // The last factor gone: enrolment again, and the recovery codes went with it.
    expect((await client.get('/api/orders')).status).toBe(403);
    expect(await readJson(await client.get('/api/auth/mfa'))).toMatchObject({
      factors: [],
      recoveryCodesLeft: 0,
    });
  });

  it('with TOTP kept, revoking a passkey keeps the recovery codes; removing TOTP keeps the passkey', async () => {
    const { client, passkey, authenticator, user } = await reviewerWithPasskey();
    const { secret } = await enrolTotp(client, clock);
    nextMinutes();
    const code = await totpCode(secret, clock);
    const second = await addPasskey(client, 'Spare');
    expect((await client.post(`/api/auth/mfa/passkeys/${passkey.id}/remove`, { code })).status).toBe(204);
    expect((await readJson(await client.get('/api/auth/mfa'))).recoveryCodesLeft).toBe(10);
    nextMinutes();
    const next = await totpCode(secret, clock);
    expect((await client.post('/api/auth/mfa/totp/remove', { code: next })).status).toBe(204);
    expect(await readJson(await client.get('/api/auth/mfa'))).toMatchObject({
      factors: [{ kind: 'passkey' }],
      recoveryCodesLeft: 10,
    });
    // The revoked passkey signs in no more; the spare one does.
    expect((await passkeySignIn(new TestClient(t), authenticator)).status).toBe(401);
    const res = await passkeySignIn(new TestClient(t), second.authenticator);
    expect((await readJson(res)).email).toBe(user.email);
  });

  it('a person whose factors are passkeys confirms a removal with one of them; no recovery code is spent', async () => {
    const { client, passkey, authenticator, user } = await reviewerWithPasskey();
    const spare = await addPasskey(client, 'Phone');
    const options = await readJson(await client.post('/api/auth/mfa/confirm/passkey/options'));
    expect(options).toMatchObject({ rpId: 'tawreed.test' });
    expect(options.allowCredentials.map((key: Json) => key.id).sort()).toEqual(
      [authenticator.id, spare.authenticator.id].sort(),
    );
    // The phone confirms the laptop's removal.
    const credential = spare.authenticator.assert(options as RequestOptions);
    const removed = await client.post(`/api/auth/mfa/passkeys/${passkey.id}/remove`, { credential });
    expect(removed.status).toBe(204);
    expect(await readJson(await client.get('/api/auth/mfa'))).toMatchObject({
      factors: [{ kind: 'passkey' }],
      recoveryCodesLeft: 10,
    });
    expect((await passkeySignIn(new TestClient(t), authenticator)).status).toBe(401);
    const listed = await readJson(await client.get('/api/auth/mfa/passkeys'));
    expect(listed.passkeys).toEqual([
      expect.objectContaining({ name: 'Phone', lastUsedAt: expect.any(String) }),
    ]);
    // The last passkey confirms its own removal, as the app's own code confirms the app's.
    const last = await client.post(`/api/auth/mfa/passkeys/${spare.passkey.id}/remove`, {
      credential: await confirmationAnswer(client, spare.authenticator),
    });
    expect(last.status).toBe(204);
    expect(await readJson(await client.get('/api/auth/mfa'))).toMatchObject({
      factors: [],
      recoveryCodesLeft: 0,
    });
    // Each removal is in the audit trail, and no recovery code was used for them.
    const admin = await signedIn(t, await createUser(t, { role: 'ADMIN' }));
    await addPasskey(admin);
    const trail = await readJson(await admin.get(`/api/audit?actor=${user.id}&limit=200`));
    const kinds = (trail.entries as Json[]).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'passkeyRemoved')).toHaveLength(2);
    expect(kinds).not.toContain('recoveryCodeUsed');
  });

  it('with TOTP and a passkey, the passkey confirms removing the app', async () => {
    const { client, authenticator } = await reviewerWithPasskey();
    await enrolTotp(client, clock);
    nextMinutes();
    const removed = await client.post('/api/auth/mfa/totp/remove', {
      credential: await confirmationAnswer(client, authenticator),
    });
    expect(removed.status).toBe(204);
    expect(await readJson(await client.get('/api/auth/mfa'))).toMatchObject({
      factors: [{ kind: 'passkey' }],
      recoveryCodesLeft: 10,
    });
  });

  it('a confirmation answers once, for its person and its ceremony only; a body with neither or both is 422', async () => {
    const { client, passkey, authenticator } = await reviewerWithPasskey();
    const stranger = await reviewerWithPasskey();
    const remove = (body: unknown) => client.post(`/api/auth/mfa/passkeys/${passkey.id}/remove`, body);
    // Another person's passkey, answering a challenge handed to this person.
    const foreign = await remove({ credential: await confirmationAnswer(client, stranger.authenticator) });
    expect(foreign.status).toBe(401);
    expect((await readJson(foreign)).error.code).toBe('MFA_CODE_INVALID');
    // This person's passkey, answering a challenge handed to the stranger.
    const handedElsewhere = await confirmationAnswer(stranger.client, authenticator);
    expect((await remove({ credential: handedElsewhere })).status).toBe(401);
    // A sign-in's challenge confirms no change; a confirmation's signs nobody in.
    const signIn = (await readJson(await client.post('/api/auth/login/passkey/options'))) as RequestOptions;
    expect((await remove({ credential: authenticator.assert(signIn) })).status).toBe(401);
    const confirming = await confirmationAnswer(client, authenticator);
    const asSignIn = await new TestClient(t).post('/api/auth/login/passkey', { credential: confirming });
    expect(asSignIn.status).toBe(401);
    // Neither a code nor an answer, or both: the request is malformed.
    for (const body of [{}, { code: '000000', credential: confirming }, { credential: null }]) {
      const res = await remove(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect((await readJson(res)).error.message).toBe(
        'Enter a code from your authenticator app or a recovery code, or confirm with a passkey',
      );
    }
    // A challenge lives five minutes, and answers once.
    const late = await confirmationAnswer(client, authenticator);
    nextMinutes(6);
    expect((await remove({ credential: late })).status).toBe(401);
    const good = await confirmationAnswer(client, authenticator);
    expect((await remove({ credential: good })).status).toBe(204);
    expect(
      (
        await stranger.client.post(`/api/auth/mfa/passkeys/${stranger.passkey.id}/remove`, {
          credential: good,
        })
      ).status,
    ).toBe(401);
  });

  it('a person without a passkey gets no confirmation challenge', async () => {
    const user = await createUser(t, { role: 'HIGHER_AUTHORITY' });
    const client = await signedIn(t, user);
    await enrolTotp(client, clock);
    nextMinutes();
    expect((await client.post('/api/auth/mfa/confirm/passkey/options')).status).toBe(404);
    expect((await new TestClient(t).post('/api/auth/mfa/confirm/passkey/options')).status).toBe(401);
  });

  it("an administrator's reset removes the passkeys too", async () => {
    const { user, authenticator } = await reviewerWithPasskey();
    const admin = await signedIn(t, await createUser(t, { role: 'ADMIN' }));
    await addPasskey(admin);
    const listed = (await readJson(await admin.get('/api/accounts'))).accounts.find(
      (account: Json) => account.id === user.id,
    );
    expect(listed.secondFactors).toEqual(['passkey']);
    const reset = await admin.post(`/api/accounts/${user.id}/second-factors/reset`);
    expect(await readJson(reset)).toMatchObject({ secondFactors: [] });
    expect((await passkeySignIn(new TestClient(t), authenticator)).status).toBe(401);
    expect((await passwordStep(user)).body.email).toBe(user.email);
  });
});
