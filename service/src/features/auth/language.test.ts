import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, TestClient } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchMe = (client: TestClient, body: unknown) => client.request('PATCH', '/api/auth/me', body);

describe('the account keeps its language (happy path)', () => {
  it('starts unchosen (null), switches to Arabic, and the next sign-in and me answer Arabic', async () => {
    const user = await createUser(t);
    const browser = await new TestClient(t).login(user);
    expect(await (await browser.get('/api/auth/me')).json()).toMatchObject({ language: null });

    const changed = await patchMe(browser, { language: 'ar' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ email: user.email, language: 'ar' });

    const elsewhere = new TestClient(t);
    const login = await elsewhere.post('/api/auth/login', { email: user.email, password: user.password });
    expect(await login.json()).toMatchObject({ language: 'ar' });
    expect(await (await elsewhere.get('/api/auth/me')).json()).toMatchObject({ language: 'ar' });

    // An empty body changes nothing.
    const unchanged = await patchMe(browser, {});
    expect(await unchanged.json()).toMatchObject({ language: 'ar' });
  });

  it("changes only the caller's own language", async () => {
    const one = await new TestClient(t).login(await createUser(t));
    const otherUser = await createUser(t);
    const other = await new TestClient(t).login(otherUser);
    await patchMe(one, { language: 'ar' });
    expect(await (await other.get('/api/auth/me')).json()).toMatchObject({ language: null });
  });
});

describe('bad input and security', () => {
  it('refuses an unknown language or field with 422', async () => {
    const browser = await new TestClient(t).login(await createUser(t));
    for (const body of [{ language: 'fr' }, { language: 7 }, { language: 'ar', role: 'ADMIN' }]) {
      const res = await patchMe(browser, body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    expect(await (await browser.get('/api/auth/me')).json()).toMatchObject({
      language: null,
      role: 'MEDICAL_COMPANY',
    });
  });

  it('answers 401 when not signed in and 403 from another origin', async () => {
    expect((await patchMe(new TestClient(t), { language: 'ar' })).status).toBe(401);
    const user = await createUser(t);
    const browser = await new TestClient(t).login(user);
    const res = await browser.request(
      'PATCH',
      '/api/auth/me',
      { language: 'ar' },
      { origin: 'http://evil.test' },
    );
    expect(res.status).toBe(403);
    expect(await (await browser.get('/api/auth/me')).json()).toMatchObject({ language: null });
  });
});
