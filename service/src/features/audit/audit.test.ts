import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  type Json,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  TestClient,
} from '../../../test/harness.js';
import { seedItem, seedLot, seedWarehouse } from '../../../test/inventory.js';
import { enrolTotp } from '../../../test/mfa.js';

let t: TestApp;
let adminUser: SeedUser;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  adminUser = await createUser(t, { role: 'ADMIN' });
  admin = await signedIn(t, adminUser);
});
afterAll(() => t.close());

const body = async (res: Response) => (await res.json()) as Json;

/** The entries of `kind` about `subject`, newest first, as the administrator's list shows them. */
async function entries(kind: string, subject?: string | null) {
  const res = await admin.get(`/api/audit?kind=${kind}&limit=200`);
  expect(res.status).toBe(200);
  const list = (await body(res)).entries as Json[];
  return subject === undefined ? list : list.filter((entry) => entry.subject === subject);
}

describe('what the audit trail records', () => {
  it('sign-ins: a success with its method, and a refusal with its reason (unknown account included)', async () => {
    const user = await createUser(t, { role: 'CREDIT_TEAM' });
    await signedIn(t, user);
    const wrong = await new TestClient(t).post('/api/auth/login', {
      email: user.email,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    const nobody = `nobody-${Date.now()}@tawreed.test`;
    await new TestClient(t).post('/api/auth/login', { email: nobody, password: 'whatever-it-is' });
    const [signIn] = await entries('signIn', user.id);
    expect(signIn).toMatchObject({
      actorId: user.id,
      actorLabel: user.email,
      details: { method: 'password' },
    });
    const failed = await entries('signInFailed');
    expect(failed.find((entry) => entry.subject === user.id)).toMatchObject({
      actorId: user.id,
      details: { reason: 'invalidCredentials' },
    });
    expect(failed.find((entry) => entry.actorLabel === nobody)).toMatchObject({
      actorId: null,
      subject: null,
      details: { reason: 'invalidCredentials' },
    });
  });

  it('accounts and roles, with the administrator who changed them', async () => {
    const user = await createUser(t, { role: 'CREDIT_TEAM' });
    expect((await entries('accountCreated', user.id))[0]).toMatchObject({
      actorLabel: 'cli',
      details: { role: 'CREDIT_TEAM', active: true },
    });
    const changed = await admin.put(`/api/accounts/${user.id}/role`, { role: 'HIGHER_AUTHORITY' });
    expect(changed.status).toBe(200);
    expect((await entries('roleChanged', user.id))[0]).toMatchObject({
      actorId: adminUser.id,
      actorLabel: adminUser.email,
      details: { from: 'CREDIT_TEAM', to: 'HIGHER_AUTHORITY' },
    });
    expect((await admin.post(`/api/accounts/${user.id}/deactivate`)).status).toBe(200);
    expect(await entries('accountDeactivated', user.id)).toHaveLength(1);
  });

  it('second factors: enrolment, a sign-in with a recovery code, removal and an administrator’s reset', async () => {
    const user = await createUser(t, { role: 'CREDIT_TEAM' });
    const client = await signedIn(t, user);
    const { recoveryCodes } = await enrolTotp(client);
    expect(await entries('totpEnrolled', user.id)).toEqual([
      expect.objectContaining({ details: { recoveryCodes: 10 } }),
    ]);

    const again = new TestClient(t);
    await again.post('/api/auth/login', { email: user.email, password: user.password });
    expect((await again.post('/api/auth/login/mfa', { code: '000000' })).status).toBe(401);
    expect((await again.post('/api/auth/login/mfa', { code: recoveryCodes[0] })).status).toBe(200);
    expect((await entries('signInFailed', user.id))[0]).toMatchObject({
      details: { reason: 'mfaCodeInvalid' },
    });
    expect((await entries('recoveryCodeUsed', user.id))[0]).toMatchObject({ details: { left: 9 } });
    expect((await entries('signIn', user.id))[0]).toMatchObject({ details: { method: 'password+recovery' } });

    const removed = await client.post('/api/auth/mfa/totp/remove', { code: recoveryCodes[1] });
    expect(removed.status).toBe(204);
    expect((await entries('totpRemoved', user.id))[0]).toMatchObject({
      actorId: user.id,
      details: { removed: 1 },
    });

    await enrolTotp(client);
    expect((await admin.post(`/api/accounts/${user.id}/second-factors/reset`)).status).toBe(200);
    expect((await entries('factorsReset', user.id))[0]).toMatchObject({
      actorId: adminUser.id,
      details: { removed: 1 },
    });
  });

  it('approvals and overrides: the review level’s step, and the override reason kept apart', async () => {
    const owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
    const credit = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
    const accountNo = `AUD-${Date.now().toString(36)}`;
    expect(
      (await credit.post('/api/clients', { accountNo, name: 'Audit client', creditLimitSAR: '10.00' }))
        .status,
    ).toBe(201);
    const order = await seedOrder(t, owner, { clientAccountNo: accountNo, clientName: 'Audit client' });
    const reason = 'Director approved: payment promised on Sunday';
    const approved = await credit.request(
      'POST',
      `/api/orders/${order.id}/actions/approve`,
      { override: { reason } },
      {
        'if-match': String(order.version),
      },
    );
    expect(approved.status).toBe(200);
    expect((await entries('orderReviewed', order.id))[0]).toMatchObject({
      details: { action: 'approve', from: 'PENDING_CREDIT', to: 'PENDING_HIGHER', role: 'CREDIT_TEAM' },
    });
    expect((await entries('creditOverride', order.id))[0]).toMatchObject({
      details: { action: 'approve', codes: ['OVER_LIMIT'], reason },
    });
    expect((await entries('clientCreditChanged', accountNo))[0]).toMatchObject({
      details: { created: true, after: { creditLimitSAR: '10.00' } },
    });
    const changed = await credit.request('PATCH', `/api/clients/${accountNo}`, {
      creditLimitSAR: '5000.00',
      reason: 'Annual review of the account',
    });
    expect(changed.status).toBe(200);
    expect((await entries('clientCreditChanged', accountNo))[0]).toMatchObject({
      details: {
        created: false,
        fields: ['creditLimitSAR'],
        before: { creditLimitSAR: '10.00' },
        after: { creditLimitSAR: '5000.00' },
        reason: 'Annual review of the account',
      },
    });
  });

  it('stock adjustments, price-list changes and settings', async () => {
    const warehouse = await signedIn(t, await createUser(t, { role: 'WAREHOUSE_MANAGER' }));
    const item = await seedItem(t);
    const lot = await seedLot(t, item, await seedWarehouse(t), { expiryDate: '2099-01-01', onHand: 10 });
    const adjusted = await warehouse.post(`/api/inventory/lots/${lot.id}/adjustments`, {
      quantity: -4,
      reason: 'Broken in transit',
    });
    expect(adjusted.status).toBe(201);
    expect((await entries('stockAdjusted', item.itemCode))[0]).toMatchObject({
      details: {
        movement: 'adjustment',
        lotId: lot.id,
        quantity: -4,
        onHandBefore: 10,
        reason: 'Broken in transit',
      },
    });

    const created = await admin.post('/api/price-lists', { name: `Audit ${Date.now()}` });
    expect(created.status).toBe(201);
    const list = await body(created);
    expect(
      (
        await admin.put(`/api/price-lists/${list.id}/items`, {
          items: [{ itemCode: item.itemCode, priceSAR: '12.50' }],
        })
      ).status,
    ).toBe(200);
    const changes = (await entries('priceListChanged', list.id)).map((entry) => entry.details.change);
    expect(changes).toEqual(['itemsReplaced', 'created']);

    const user = await createUser(t, { role: 'CREDIT_TEAM' });
    const client = await signedIn(t, user);
    expect((await client.request('PATCH', '/api/auth/me', { language: 'ar' })).status).toBe(200);
    expect((await entries('settingsChanged', user.id))[0]).toMatchObject({
      details: { setting: 'language', to: 'ar' },
    });
  });
});

describe('reading the audit trail', () => {
  it('is the administrator’s: others get 403, signed-out callers 401', async () => {
    const credit = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
    const company = await signedIn(t, await createUser(t, { role: 'MEDICAL_COMPANY' }));
    for (const path of ['/api/audit', '/api/audit/verify', '/api/audit/export']) {
      expect((await credit.get(path)).status).toBe(403);
      expect((await company.get(path)).status).toBe(403);
      expect((await new TestClient(t).get(path)).status).toBe(401);
    }
  });

  it('filters by actor and time, pages by cursor, and verifies', async () => {
    const user = await createUser(t, { role: 'CREDIT_TEAM' });
    for (let n = 0; n < 3; n++) await signedIn(t, user);
    const first = await body(await admin.get(`/api/audit?actor=${user.id}&kind=signIn&limit=2`));
    expect(first.entries).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await body(
      await admin.get(`/api/audit?actor=${user.id}&kind=signIn&limit=2&cursor=${first.nextCursor}`),
    );
    expect(second.entries).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(second.entries[0].seq).toBeLessThan(first.entries[1].seq);
    const byEmail = await body(
      await admin.get(`/api/audit?actor=${encodeURIComponent(user.email)}&kind=signIn`),
    );
    expect(byEmail.entries).toHaveLength(3);
    const future = await body(await admin.get('/api/audit?from=2999-01-01'));
    expect(future.entries).toEqual([]);
    expect((await admin.get('/api/audit?from=yesterday')).status).toBe(422);
    expect((await admin.get('/api/audit?kind=nothing')).status).toBe(422);
    const verified = await body(await admin.get('/api/audit/verify'));
    expect(verified).toMatchObject({ ok: true, firstBroken: null });
    expect(verified.entries).toBeGreaterThan(10);
  });

  it('exports csv and xlsx in either language: entry numbers as numbers, times as dates', async () => {
    const user = await createUser(t, { role: 'CREDIT_TEAM' });
    await signedIn(t, user);
    const csv = await admin.get(`/api/audit/export?format=csv&actor=${user.id}`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Entry,Time (ISO),Actor,Event,Subject,Details,Hash');
    expect(lines[1]).toContain(',Signed in,');
    const arabic = await admin.get(`/api/audit/export?format=csv&actor=${user.id}`, {
      'accept-language': 'ar',
    });
    const arabicLines = (await arabic.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(arabicLines[0]).toMatch(/^القيد,/);
    expect(arabicLines[1]).toContain(',تسجيل دخول,');
    const xlsx = await admin.get(`/api/audit/export?actor=${user.id}`, { 'accept-language': 'ar' });
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('القيد');
    const row = sheet.getRow(sheet.rowCount);
    expect(typeof row.getCell(1).value).toBe('number');
    expect(row.getCell(2).value).toBeInstanceOf(Date);
    expect(row.getCell(4).value).toBe('تسجيل دخول');
  });
});
