/**
 * Accounts and trust (DESIGN §7): registration waiting for an administrator, the
 * administrator's accounts API, and what the administrator itself may do with orders.
 */
import { ACCOUNT_PENDING_MESSAGE, english } from '@tawreed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../../test/harness.js';
import {
  createTestApp,
  createUser,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  TestClient,
  uniqueEmail,
} from '../../../test/harness.js';
import { markSalesRep } from '../../../test/workflow.js';
import * as accounts from './service.js';

const LISTED_REP = 'listed.rep@tawreed.test';

let t: TestApp;
let admin: SeedUser;
let adminClient: TestClient;
let wasama: SeedUser;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATION: 'approval', SALES_REP_EMAILS: [LISTED_REP] });
  [admin, wasama] = await Promise.all([
    createUser(t, { role: 'ADMIN', name: 'Ops Admin' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
  ]);
  adminClient = await signedIn(t, admin);
});
afterAll(() => t.close());

const json = async (res: Response) => (await res.json()) as Json;
const errorOf = async (res: Response) => ({ status: res.status, ...(await json(res)).error });
const ifMatch = (order: { version: number }) => ({ 'if-match': `"${order.version}"` });
/** A sign-in attempt from a fresh browser. */
const signIn = (user: { email: string; password: string }) =>
  new TestClient(t).post('/api/auth/login', { email: user.email, password: user.password });

function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Maha Al-Anazi',
    email: uniqueEmail('registrant'),
    password: 'longenough1',
    role: 'CREDIT_TEAM',
    ...overrides,
  };
}

async function register(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await new TestClient(t).post('/api/auth/register', body);
  expect(res.status).toBe(201);
  return { ...body, account: await json(res) };
}

describe('registration under REGISTRATION=approval', () => {
  it('a CREDIT_TEAM registrant can neither see nor approve orders until an administrator activates it', async () => {
    const order = await seedOrder(t, wasama, { status: 'PENDING_CREDIT' });
    const registrant = await register({ role: 'CREDIT_TEAM' });
    expect(registrant.account).toMatchObject({ status: 'pending', role: 'CREDIT_TEAM', activatedAt: null });

    const client = new TestClient(t);
    const pending = await signIn(registrant);
    expect(await errorOf(pending)).toEqual({
      status: 403,
      code: 'ACCOUNT_PENDING',
      message: english(ACCOUNT_PENDING_MESSAGE),
    });
    expect(english(ACCOUNT_PENDING_MESSAGE)).toBe("Your account is waiting for an administrator's approval");
    expect(pending.headers.get('set-cookie')).toBeNull();
    // Only the right password learns that the account exists and waits.
    const wrong = await client.post('/api/auth/login', { email: registrant.email, password: 'not-the-one' });
    expect(await errorOf(wrong)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect((await client.get('/api/orders')).status).toBe(401);
    expect((await client.get(`/api/orders/${order.id}`)).status).toBe(401);
    expect(
      (await client.post(`/api/orders/${order.id}/actions/approve`, undefined, ifMatch(order))).status,
    ).toBe(401);

    const waiting = await json(await adminClient.get('/api/accounts?status=pending'));
    expect(waiting.accounts.map((a: Json) => a.email)).toContain(registrant.email);
    const activated = await adminClient.post(`/api/accounts/${registrant.account.id}/activate`);
    expect(await json(activated)).toMatchObject({ status: 'active', isSalesRep: false });

    await client.login(registrant);
    const seen = await json(await client.get(`/api/orders/${order.id}`));
    expect(seen.allowedActions).toContain('approve');
    expect(
      (await client.post(`/api/orders/${order.id}/actions/approve`, undefined, ifMatch(order))).status,
    ).toBe(200);
  });

  it('grants the sales representative’s view to an email in SALES_REP_EMAILS only when an administrator activates it', async () => {
    const order = await seedOrder(t, wasama);
    const registrant = await register({ email: LISTED_REP, role: 'MEDICAL_COMPANY', companyName: 'Actimed' });
    expect(registrant.account).toMatchObject({ status: 'pending', isSalesRep: false });

    const activated = await json(await adminClient.post(`/api/accounts/${registrant.account.id}/activate`));
    expect(activated).toMatchObject({ status: 'active', isSalesRep: true });
    const rep = await new TestClient(t).login(registrant);
    expect((await rep.get(`/api/orders/${order.id}`)).status).toBe(200);
  });

  it('never offers the administrator’s role to self-registration', async () => {
    const res = await new TestClient(t).post('/api/auth/register', registration({ role: 'ADMIN' }));
    expect(await errorOf(res)).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
  });
});

describe('the accounts API is the administrator’s alone', () => {
  let others: Record<string, TestClient>;
  let target: SeedUser;
  beforeAll(async () => {
    let company: SeedUser, credit: SeedUser, higher: SeedUser, warehouse: SeedUser, rep: SeedUser;
    [company, credit, higher, warehouse, rep, target] = await Promise.all([
      createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' }),
      createUser(t, { role: 'CREDIT_TEAM' }),
      createUser(t, { role: 'HIGHER_AUTHORITY' }),
      createUser(t, { role: 'WAREHOUSE_MANAGER' }),
      createUser(t, { role: 'CREDIT_TEAM' }),
      createUser(t, { role: 'WAREHOUSE_MANAGER' }),
    ]);
    await markSalesRep(t, rep);
    others = Object.fromEntries(
      await Promise.all(
        Object.entries({ company, credit, higher, warehouse, salesRep: rep }).map(
          async ([name, user]) => [name, await signedIn(t, user)] as const,
        ),
      ),
    );
  });

  const calls: Array<[string, (client: TestClient, id: string) => Promise<Response>]> = [
    ['GET /api/accounts', (c) => c.get('/api/accounts')],
    ['activate', (c, id) => c.post(`/api/accounts/${id}/activate`)],
    ['deactivate', (c, id) => c.post(`/api/accounts/${id}/deactivate`)],
    ['change role', (c, id) => c.put(`/api/accounts/${id}/role`, { role: 'ADMIN' })],
    // A body that would not validate is still refused as 403: the role is checked first.
    ['change role (bad body)', (c, id) => c.put(`/api/accounts/${id}/role`, { role: 'KING' })],
    ['sales-rep', (c, id) => c.put(`/api/accounts/${id}/sales-rep`, { isSalesRep: true })],
    ['reset password', (c, id) => c.post(`/api/accounts/${id}/password`, { password: 'taken-over-1' })],
    ['end sessions', (c, id) => c.post(`/api/accounts/${id}/end-sessions`)],
  ];

  it.each(calls)(
    '%s: 403 for every other role and the sales representative, 401 signed out',
    async (_, call) => {
      for (const [name, client] of Object.entries(others)) {
        const res = await call(client, target.id);
        expect({ name, ...(await errorOf(res)) }).toMatchObject({ name, status: 403, code: 'FORBIDDEN' });
      }
      expect((await call(new TestClient(t), target.id)).status).toBe(401);
      // Nothing changed: the target still signs in with its own password.
      expect((await signIn(target)).status).toBe(200);
    },
  );
});

describe('managing accounts', () => {
  it('lists every account with its status, role, company and sales-rep mark; waiting ones first', async () => {
    const registrant = await register({ role: 'MEDICAL_COMPANY', companyName: 'X Rose' });
    const disabled = await createUser(t, { role: 'HIGHER_AUTHORITY' });
    await accounts.deactivateAccount(t.deps, disabled.id);
    const rep = await markSalesRep(t, await createUser(t, { role: 'CREDIT_TEAM' }));

    const { accounts: rows } = await json(await adminClient.get('/api/accounts'));
    const byEmail = (email: string) => rows.find((row: Json) => row.email === email);
    expect(byEmail(registrant.email)).toMatchObject({
      status: 'pending',
      role: 'MEDICAL_COMPANY',
      companyName: 'X Rose',
    });
    expect(byEmail(disabled.email)).toMatchObject({ status: 'disabled', role: 'HIGHER_AUTHORITY' });
    expect(byEmail(rep.email)).toMatchObject({ status: 'active', isSalesRep: true, companyName: null });
    expect(byEmail(admin.email)).toMatchObject({ status: 'active', role: 'ADMIN' });
    const order = rows.map((row: Json) => row.status);
    expect(order).toEqual(
      [...order].sort(
        (a, b) => ['pending', 'active', 'disabled'].indexOf(a) - ['pending', 'active', 'disabled'].indexOf(b),
      ),
    );
    expect(JSON.stringify(rows)).not.toMatch(/password/i);

    const onlyDisabled = await json(await adminClient.get('/api/accounts?status=disabled'));
    expect(new Set(onlyDisabled.accounts.map((row: Json) => row.status))).toEqual(new Set(['disabled']));
    expect((await adminClient.get('/api/accounts?status=everyone')).status).toBe(422);
  });

  it('deactivating ends the account’s sessions and API tokens; activating lets it back in', async () => {
    const user = await createUser(t, { role: 'WAREHOUSE_MANAGER' });
    const browser = await signedIn(t, user);
    const { token } = await json(await browser.post('/api/auth/tokens', { name: 'scanner' }));

    const res = await adminClient.post(`/api/accounts/${user.id}/deactivate`);
    expect(await json(res)).toMatchObject({ status: 'disabled' });
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    expect((await t.fetch('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
    const refused = await signIn(user);
    expect(await errorOf(refused)).toMatchObject({ status: 401, message: 'Invalid email or password' });

    expect(await json(await adminClient.post(`/api/accounts/${user.id}/activate`))).toMatchObject({
      status: 'active',
    });
    expect((await signIn(user)).status).toBe(200);
  });

  it('a new role applies to the signed-in account at once; a medical company needs its company', async () => {
    const user = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' });
    const client = await signedIn(t, user);
    const order = await seedOrder(t, wasama, { status: 'PENDING_CREDIT' });
    expect((await client.get(`/api/orders/${order.id}`)).status).toBe(404);

    const changed = await adminClient.put(`/api/accounts/${user.id}/role`, { role: 'CREDIT_TEAM' });
    expect(await json(changed)).toMatchObject({ role: 'CREDIT_TEAM', companyName: null });
    expect((await json(await client.get(`/api/orders/${order.id}`))).allowedActions).toContain('approve');

    const noCompany = await adminClient.put(`/api/accounts/${user.id}/role`, { role: 'MEDICAL_COMPANY' });
    expect(await errorOf(noCompany)).toMatchObject({ status: 422, message: 'Medical Company is required' });
    const unknown = await adminClient.put(`/api/accounts/${user.id}/role`, {
      role: 'MEDICAL_COMPANY',
      companyName: 'Nowhere Pharma',
    });
    expect((await errorOf(unknown)).status).toBe(422);
    const back = await adminClient.put(`/api/accounts/${user.id}/role`, {
      role: 'MEDICAL_COMPANY',
      companyName: 'Wasama',
    });
    expect(await json(back)).toMatchObject({ role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  });

  it('grants and revokes the sales representative’s view of every order', async () => {
    const user = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' });
    const client = await signedIn(t, user);
    const order = await seedOrder(t, wasama);

    const granted = await adminClient.put(`/api/accounts/${user.id}/sales-rep`, { isSalesRep: true });
    expect(await json(granted)).toMatchObject({ isSalesRep: true });
    expect((await client.get(`/api/orders/${order.id}`)).status).toBe(200);
    expect(await json(await client.get('/api/auth/me'))).toMatchObject({ isSalesRep: true });

    await adminClient.put(`/api/accounts/${user.id}/sales-rep`, { isSalesRep: false });
    expect((await client.get(`/api/orders/${order.id}`)).status).toBe(404);
  });

  it('resets a password: the old one and every session stop working', async () => {
    const user = await createUser(t, { role: 'HIGHER_AUTHORITY' });
    const client = await signedIn(t, user);
    const short = await adminClient.post(`/api/accounts/${user.id}/password`, { password: 'short' });
    expect(await errorOf(short)).toMatchObject({
      status: 422,
      message: 'Password must be at least 8 characters long',
    });

    expect(
      (await adminClient.post(`/api/accounts/${user.id}/password`, { password: 'a-fresh-start-26' })).status,
    ).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await signIn(user)).status).toBe(401);
    const fresh = await signIn({ email: user.email, password: 'a-fresh-start-26' });
    expect(fresh.status).toBe(200);
  });

  it('ends every session and API token of an account, which may sign in again', async () => {
    const user = await createUser(t, { role: 'CREDIT_TEAM' });
    const [laptop, phone] = await Promise.all([signedIn(t, user), signedIn(t, user)]);
    const { token } = await json(await laptop.post('/api/auth/tokens', { name: 'import script' }));

    const ended = await adminClient.post(`/api/accounts/${user.id}/end-sessions`);
    expect(await json(ended)).toEqual({ endedSessions: 2, revokedTokens: 1 });
    for (const client of [laptop, phone]) expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await t.fetch('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
    expect((await signIn(user)).status).toBe(200);
  });

  it('answers 404 for an account that does not exist and 422 for an id that is not one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await errorOf(await adminClient.post(`/api/accounts/${missing}/activate`))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await adminClient.post('/api/accounts/not-an-id/activate')).status).toBe(422);
  });

  it('keeps an administrator: none may disable or demote itself, and the last one stays', async () => {
    const ownDisable = await adminClient.post(`/api/accounts/${admin.id}/deactivate`);
    expect(await errorOf(ownDisable)).toMatchObject({ status: 409, code: 'CONFLICT' });
    const ownRole = await adminClient.put(`/api/accounts/${admin.id}/role`, { role: 'CREDIT_TEAM' });
    expect((await errorOf(ownRole)).status).toBe(409);

    // Another administrator (or `pnpm admin`, which has no "self") may not remove the last one either.
    const second = await createUser(t, { role: 'ADMIN' });
    const secondClient = await signedIn(t, second);
    expect((await secondClient.post(`/api/accounts/${admin.id}/deactivate`)).status).toBe(200);
    await expect(accounts.deactivateAccount(t.deps, second.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(accounts.changeRole(t.deps, second.id, 'WAREHOUSE_MANAGER')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await secondClient.post(`/api/accounts/${admin.id}/activate`)).status).toBe(200);
    adminClient = await signedIn(t, admin);
  });
});

describe('the administrator and orders', () => {
  it('sees every company’s orders and takes no workflow action on any', async () => {
    const actimed = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' });
    const mine = await seedOrder(t, wasama, { status: 'PENDING_CREDIT' });
    const theirs = await seedOrder(t, actimed, { status: 'PENDING_WAREHOUSE' });

    const list = await json(await adminClient.get('/api/orders?pageSize=100'));
    const ids = list.orders.map((row: Json) => row.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    for (const row of list.orders) expect(row.allowedActions).toEqual([]);
    for (const order of [mine, theirs]) {
      expect((await json(await adminClient.get(`/api/orders/${order.id}`))).allowedActions).toEqual([]);
    }
    const approve = await adminClient.post(
      `/api/orders/${mine.id}/actions/approve`,
      undefined,
      ifMatch(mine),
    );
    expect(await errorOf(approve)).toMatchObject({
      status: 403,
      message: 'The administrator can only view orders',
    });
    const markReady = await adminClient.post(
      `/api/orders/${theirs.id}/actions/mark-ready`,
      undefined,
      ifMatch(theirs),
    );
    expect((await errorOf(markReady)).status).toBe(403);
    expect((await adminClient.get('/api/orders/dashboard/stats')).status).toBe(200);
  });
});
