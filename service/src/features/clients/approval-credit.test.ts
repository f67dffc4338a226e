import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  describeOnPostgres,
  type Json,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  TestClient,
} from '../../../test/harness.js';
import { mapLimit, riyadhDay, seedAppeal, withPoolSize } from '../../../test/workflow.js';

let t: TestApp;
let owner: SeedUser;
let creditUser: SeedUser;
let credit: TestClient;
let higher: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  creditUser = await createUser(t, { role: 'CREDIT_TEAM' });
  credit = await signedIn(t, creditUser);
  higher = await signedIn(t, await createUser(t, { role: 'HIGHER_AUTHORITY' }));
});
afterAll(() => t.close());

const body = async (res: Response) => (await res.json()) as Json;
let serial = 0;
const account = () => `APPR-${Date.now().toString(36)}-${++serial}`;
/** Each seeded order totals 549.94 (its two lines). */
const ORDER_TOTAL = '549.94';

const approve = (client: TestClient, order: { id: string; version: number }, value?: unknown) =>
  client.request('POST', `/api/orders/${order.id}/actions/approve`, value, {
    'if-match': String(order.version),
  });

async function clientWith(fields: Record<string, unknown>) {
  const accountNo = account();
  const res = await credit.post('/api/clients', { accountNo, name: `Client ${accountNo}`, ...fields });
  expect(res.status).toBe(201);
  return accountNo;
}

describe('the credit check inside approve', () => {
  it('no data, no refusal: an unknown account and a client without a limit approve exactly as before', async () => {
    const unknown = await seedOrder(t, owner, { clientAccountNo: account() });
    const res = await approve(credit, unknown);
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ status: 'PENDING_HIGHER' });
    const noLimit = await seedOrder(t, owner, { clientAccountNo: await clientWith({}) });
    expect((await approve(credit, noLimit)).status).toBe(200);
    // An empty body and an empty override-less object are the same approval.
    const within = await seedOrder(t, owner, {
      clientAccountNo: await clientWith({ creditLimitSAR: '1000' }),
    });
    expect((await approve(credit, within, {})).status).toBe(200);
  });

  it('over the limit: 409 CREDIT_OVERRIDE_REQUIRED with the findings; a short reason 422; a reason approves, and the next level sees it', async () => {
    const accountNo = await clientWith({ creditLimitSAR: '500' });
    const order = await seedOrder(t, owner, { clientAccountNo: accountNo });
    const refused = await approve(credit, order);
    expect(refused.status).toBe(409);
    const error = (await body(refused)).error;
    expect(error).toMatchObject({
      code: 'CREDIT_OVERRIDE_REQUIRED',
      message: 'The credit check needs an override reason to approve: OVER_LIMIT',
    });
    expect(error.details.findings).toEqual([
      {
        code: 'OVER_LIMIT',
        severity: 'override',
        params: { amountSAR: '49.94', limitSAR: '500.00', exposureSAR: ORDER_TOTAL },
        message: 'Over the credit limit by SAR 49.94 (exposure 549.94, limit 500.00)',
      },
    ]);
    const arabic = await credit.request('POST', `/api/orders/${order.id}/actions/approve`, undefined, {
      'if-match': String(order.version),
      'accept-language': 'ar',
    });
    const arabicError = (await body(arabic)).error;
    expect(arabicError.message).toBe('فحص الائتمان يتطلب سبب تجاوز للموافقة: OVER_LIMIT');
    // The findings too are in the caller's language; their code and params stay as they are.
    expect(arabicError.details.findings).toHaveLength(1);
    expect(arabicError.details.findings[0]).toMatchObject({
      code: 'OVER_LIMIT',
      severity: 'override',
      params: { amountSAR: '49.94', limitSAR: '500.00', exposureSAR: ORDER_TOTAL },
    });
    expect(arabicError.details.findings[0].message).toMatch(/[\u0600-\u06FF]/);
    expect(arabicError.details.findings[0].message).toContain('49.94');
    const short = await approve(credit, order, { override: { reason: 'ok boss' } });
    expect(short.status).toBe(422);
    expect((await body(short)).error.details.issues[0]).toMatchObject({
      path: 'override.reason',
      message: 'Override reason must be at least 10 characters.',
    });
    const approved = await approve(credit, order, {
      override: { reason: 'Director approved: payment promised on Sunday' },
    });
    expect(approved.status).toBe(200);
    const after = (await body(approved)) as { id: string; version: number; status: string };
    expect(after.status).toBe('PENDING_HIGHER');
    // The higher authority reads the reason and the overridden codes in the history…
    const seen = await body(await higher.get(`/api/orders/${order.id}`));
    expect(seen.history.at(-1)).toMatchObject({
      action: 'approve',
      comment: null,
      creditOverride: { codes: ['OVER_LIMIT'], reason: 'Director approved: payment promised on Sunday' },
    });
    // …and must give its own reason to approve over the same finding.
    expect((await approve(higher, after)).status).toBe(409);
    const final = await approve(higher, after, {
      override: { reason: 'Confirmed with the client by phone' },
    });
    expect(final.status).toBe(200);
    expect((await body(final)).status).toBe('PENDING_WAREHOUSE');
  });

  it('counts approved, undelivered orders: the second order of a client no longer fits', async () => {
    const accountNo = await clientWith({ creditLimitSAR: '1000' });
    const first = await seedOrder(t, owner, { clientAccountNo: accountNo });
    const second = await seedOrder(t, owner, { clientAccountNo: accountNo });
    expect((await approve(credit, first)).status).toBe(200);
    const refused = await approve(credit, second);
    expect((await body(refused)).error.details.findings[0].params).toEqual({
      amountSAR: '99.88',
      limitSAR: '1000.00',
      exposureSAR: '1099.88',
    });
  });

  it('blocked or an expired licence: 409 CREDIT_BLOCKED, even with a reason; request-changes and reject still work', async () => {
    const blocked = await clientWith({ status: 'BLOCKED', statusReason: 'Legal case 77/2026' });
    const order = await seedOrder(t, owner, { clientAccountNo: blocked });
    const res = await approve(credit, order, { override: { reason: 'I really want to approve this' } });
    expect(res.status).toBe(409);
    const error = (await body(res)).error;
    expect(error.code).toBe('CREDIT_BLOCKED');
    expect(error.details.findings).toEqual([
      expect.objectContaining({
        code: 'BLOCKED',
        severity: 'block',
        params: { reason: 'Legal case 77/2026' },
      }),
      expect.objectContaining({ code: 'NO_CREDIT_LIMIT', severity: 'info' }),
    ]);
    const expired = await clientWith({ creditLimitSAR: '100000', licenceExpiry: riyadhDay(new Date(), -1) });
    const other = await seedOrder(t, owner, { clientAccountNo: expired });
    expect((await body(await approve(credit, other))).error.code).toBe('CREDIT_BLOCKED');
    const changes = await credit.request(
      'POST',
      `/api/orders/${order.id}/actions/request-changes`,
      { comment: 'Please settle the legal case first.' },
      { 'if-match': String(order.version) },
    );
    expect(changes.status).toBe(200);
    const rejected = await credit.request(
      'POST',
      `/api/orders/${other.id}/actions/reject`,
      { comment: 'The establishment licence has expired.' },
      { 'if-match': String(other.version) },
    );
    expect(rejected.status).toBe(200);
  });

  it('overdue and on hold need an override too; accepting an appeal runs the same check', async () => {
    const accountNo = await clientWith({
      creditLimitSAR: '100000',
      status: 'ON_HOLD',
      statusReason: 'Audit',
    });
    await credit.post('/api/receivables/import', {
      documents: [
        {
          accountNo,
          kind: 'INVOICE',
          number: `${accountNo}-OLD`,
          date: riyadhDay(new Date(), -70),
          dueDate: riyadhDay(new Date(), -40),
          amountSAR: '100.00',
          openSAR: '100.00',
        },
      ],
    });
    const order = await seedOrder(t, owner, {
      clientAccountNo: accountNo,
      status: 'APPEAL_REVIEW',
      rejectedByRole: 'HIGHER_AUTHORITY',
    });
    const appeal = await seedAppeal(t, order, { submittedBy: creditUser });
    const path = `/api/orders/appeals/${appeal.id}/decision`;
    const refused = await higher.post(path, { decision: 'ACCEPT' });
    expect(refused.status).toBe(409);
    expect((await body(refused)).error.details.findings.map((f: Json) => f.code)).toEqual([
      'ON_HOLD',
      'OVERDUE',
    ]);
    const accepted = await higher.post(path, {
      decision: 'ACCEPT',
      comment: 'Evidence checked',
      override: { reason: 'Audit closed, invoice paid by cheque today' },
    });
    expect(accepted.status).toBe(200);
    const detail = await body(accepted);
    expect(detail.status).toBe('PENDING_WAREHOUSE');
    expect(detail.history.at(-1)).toMatchObject({
      comment: 'Evidence checked',
      creditOverride: { codes: ['ON_HOLD', 'OVERDUE'], reason: 'Audit closed, invoice paid by cheque today' },
    });
    // The company whose order it is reads the decision's comment, never the credit override.
    const company = await signedIn(t, owner);
    const own = await body(await company.get(`/api/orders/${order.id}`));
    expect(own.history.at(-1)).toMatchObject({ action: 'accept-appeal', comment: 'Evidence checked' });
    expect(own.history.at(-1)).not.toHaveProperty('creditOverride');
  });

  it('a medical company never reads an override in its order’s history (detail, history route)', async () => {
    const accountNo = await clientWith({ creditLimitSAR: '10.00' });
    const order = await seedOrder(t, owner, { clientAccountNo: accountNo });
    const reason = 'Client owes 80k, 90 days late; director agreed anyway';
    const approved = await approve(credit, order, { override: { reason } });
    expect(approved.status).toBe(200);
    const company = await signedIn(t, owner);
    const detail = await body(await company.get(`/api/orders/${order.id}`));
    const history = await body(await company.get(`/api/orders/${order.id}/history`));
    for (const entries of [detail.history, history.history]) {
      const approval = (entries as Json[]).find((e) => e.action === 'approve');
      expect(approval).toMatchObject({ action: 'approve', comment: null });
    }
    expect(JSON.stringify([detail, history])).not.toContain('director agreed');
    expect(JSON.stringify([detail, history])).not.toContain('OVER_LIMIT');
    // Staff still read it.
    const staff = await body(await higher.get(`/api/orders/${order.id}/history`));
    expect((staff.history as Json[]).find((e) => e.action === 'approve')).toMatchObject({
      creditOverride: { codes: ['OVER_LIMIT'], reason },
    });
  });
});

describeOnPostgres('approvals of one client at once (PostgreSQL)', () => {
  it('20 orders each within the limit and together twice over it, approved concurrently: the approved total never exceeds the limit', async () => {
    const accountNo = await clientWith({ creditLimitSAR: '5500.00' });
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await seedOrder(t, owner, { clientAccountNo: accountNo }));
    const wide = await withPoolSize(t, 12);
    try {
      const reviewer = await new TestClient(wide).login(creditUser);
      const statuses = await mapLimit(orders, 20, async (order) => {
        const res = await approve(reviewer, order);
        return res.status === 200 ? 'approved' : (await body(res)).error.code;
      });
      const approved = statuses.filter((s) => s === 'approved').length;
      // 10 x 549.94 = 5499.40 fits under 5500.00; an eleventh would not.
      expect(approved).toBe(10);
      expect(statuses.filter((s) => s === 'CREDIT_OVERRIDE_REQUIRED')).toHaveLength(10);
      const figures = await body(await credit.get(`/api/clients/${accountNo}/credit`));
      expect(figures).toMatchObject({ openOrdersSAR: '5499.40', availableSAR: '0.60' });
    } finally {
      await wide.close();
    }
  }, 120_000);
});
