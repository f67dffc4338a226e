import { riyadhDate } from '@tawreed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  type Json,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';

let t: TestApp;
let owner: SeedUser;
let credit: TestClient;
let company: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  credit = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
  company = await signedIn(t, owner);
});
afterAll(() => t.close());

const body = async (res: Response) => (await res.json()) as Json;
/** Each seeded order totals 549.94. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const day = (offset: number) => riyadhDate(new Date(Date.now() + offset * 86_400_000));

async function newClient(accountNo: string, fields: Record<string, unknown>) {
  const res = await credit.post('/api/clients', { accountNo, name: `Client ${accountNo}`, ...fields });
  expect(res.status).toBe(201);
}

/** The Sales & Collection queue, searched down to this test's accounts. */
async function queue(caller: TestClient, q: string, sort = 'risk') {
  const res = await caller.get(`/api/orders?status=PENDING_CREDIT,RESUBMITTED&q=${q}&sort=${sort}`);
  expect(res.status).toBe(200);
  return (await body(res)).orders as Json[];
}

describe('credit marks in the queue and sort=risk', () => {
  it('orders the Sales & Collection queue blocked, override needed, clear, then unmarked; newest first within each', async () => {
    await newClient('RISKA-BLOCKED', {
      creditLimitSAR: '100000',
      status: 'BLOCKED',
      statusReason: 'Cheques returned twice',
    });
    await newClient('RISKA-OVER', { creditLimitSAR: '500' });
    await newClient('RISKA-CLEAR', { creditLimitSAR: '100000' });
    // The blocked client's order is the oldest and the unknown client's the newest: the mark decides first.
    const blocked = await seedOrder(t, owner, {
      clientAccountNo: 'RISKA-BLOCKED',
      updatedAt: minutesAgo(50),
    });
    const over = await seedOrder(t, owner, { clientAccountNo: 'RISKA-OVER', updatedAt: minutesAgo(40) });
    const clearOld = await seedOrder(t, owner, { clientAccountNo: 'RISKA-CLEAR', updatedAt: minutesAgo(30) });
    const clearNew = await seedOrder(t, owner, {
      clientAccountNo: 'riska-clear ',
      status: 'RESUBMITTED',
      updatedAt: minutesAgo(20),
    });
    const unknown = await seedOrder(t, owner, {
      clientAccountNo: 'RISKA-UNKNOWN',
      updatedAt: minutesAgo(10),
    });
    // Not in the queue (awaiting Credit Review), but marked all the same.
    const higher = await seedOrder(t, owner, { clientAccountNo: 'RISKA-OVER', status: 'PENDING_HIGHER' });

    const rows = await queue(credit, 'RISKA');
    expect(rows.map((o) => [o.id, o.creditMark])).toEqual([
      [blocked.id, 'block'],
      [over.id, 'override'],
      [clearNew.id, 'clear'],
      [clearOld.id, 'clear'],
      [unknown.id, null],
    ]);
    // The usual order is unchanged, with the same marks.
    expect((await queue(credit, 'RISKA', '-updatedAt')).map((o) => o.id)).toEqual([
      unknown.id,
      clearNew.id,
      clearOld.id,
      over.id,
      blocked.id,
    ]);
    const all = (await body(await credit.get('/api/orders?q=RISKA-OVER&status=PENDING_HIGHER'))).orders;
    expect(all.map((o: Json) => [o.id, o.creditMark])).toEqual([[higher.id, 'override']]);
    // The mark is what approving would meet: the blocked order is refused, the over-limit one needs a reason.
    const approve = (order: { id: string; version: number }) =>
      credit.request('POST', `/api/orders/${order.id}/actions/approve`, undefined, {
        'if-match': String(order.version),
      });
    expect((await body(await approve(blocked))).error.code).toBe('CREDIT_BLOCKED');
    expect((await body(await approve(over))).error.code).toBe('CREDIT_OVERRIDE_REQUIRED');
    // Approved, it leaves this queue and awaits Credit Review, marked for that decision (and now the newest).
    expect((await approve(clearOld)).status).toBe(200);
    const after = await body(await credit.get(`/api/orders?q=RISKA-CLEAR&sort=risk`));
    expect(after.orders.map((o: Json) => [o.id, o.status, o.creditMark])).toEqual([
      [clearOld.id, 'PENDING_HIGHER', 'clear'],
      [clearNew.id, 'RESUBMITTED', 'clear'],
    ]);
    expect((await queue(credit, 'RISKA')).map((o) => o.id)).not.toContain(clearOld.id);
  });

  it('a payment changes the mark; so does putting the client on hold', async () => {
    await newClient('RISKB-PAYER', { creditLimitSAR: '600' });
    const imported = await credit.post('/api/receivables/import', {
      documents: [
        {
          accountNo: 'RISKB-PAYER',
          kind: 'INVOICE',
          number: 'RISKB-I1',
          date: day(-10),
          dueDate: day(20),
          amountSAR: '100.00',
          openSAR: '100.00',
        },
      ],
    });
    expect(imported.status).toBe(200);
    const order = await seedOrder(t, owner, { clientAccountNo: 'RISKB-PAYER' });
    // 100.00 open + 549.94 = 649.94 over a limit of 600.
    expect((await queue(credit, 'RISKB')).map((o) => [o.id, o.creditMark])).toEqual([[order.id, 'override']]);
    const paid = await credit.post('/api/payments', {
      accountNo: 'RISKB-PAYER',
      date: day(0),
      amountSAR: '100.00',
      reference: 'TT-RISKB',
      method: 'BANK_TRANSFER',
    });
    expect(paid.status).toBe(201);
    expect((await queue(credit, 'RISKB')).map((o) => o.creditMark)).toEqual(['clear']);
    const held = await credit.request('PATCH', '/api/clients/RISKB-PAYER', {
      status: 'ON_HOLD',
      statusReason: 'Awaiting audit',
      reason: 'Audit of the account',
    });
    expect(held.status).toBe(200);
    expect((await queue(credit, 'RISKB')).map((o) => o.creditMark)).toEqual(['override']);
  });

  it("approving one order moves its client's other orders: together they pass the limit", async () => {
    await newClient('RISKE-TWO', { creditLimitSAR: '1000' });
    const first = await seedOrder(t, owner, { clientAccountNo: 'RISKE-TWO', updatedAt: minutesAgo(10) });
    const second = await seedOrder(t, owner, { clientAccountNo: 'RISKE-TWO', updatedAt: minutesAgo(5) });
    expect((await queue(credit, 'RISKE')).map((o) => o.creditMark)).toEqual(['clear', 'clear']);
    const approved = await credit.request('POST', `/api/orders/${first.id}/actions/approve`, undefined, {
      'if-match': String(first.version),
    });
    expect(approved.status).toBe(200);
    // 549.94 approved and open + 549.94 under review = 1099.88 over 1000.
    expect((await queue(credit, 'RISKE')).map((o) => [o.id, o.creditMark])).toEqual([
      [second.id, 'override'],
    ]);
  });

  it('turns override when an open invoice passes its due date (Asia/Riyadh), with nothing written', async () => {
    await newClient('RISKC-LATE', { creditLimitSAR: '100000' });
    await credit.post('/api/receivables/import', {
      documents: [
        {
          accountNo: 'RISKC-LATE',
          kind: 'INVOICE',
          number: 'RISKC-I1',
          date: day(-30),
          dueDate: day(0),
          amountSAR: '100.00',
          openSAR: '100.00',
        },
      ],
    });
    await seedOrder(t, owner, { clientAccountNo: 'RISKC-LATE' });
    expect((await queue(credit, 'RISKC')).map((o) => o.creditMark)).toEqual(['clear']);
    const realNow = t.deps.now;
    t.deps.now = () => new Date(realNow().getTime() + 86_400_000);
    try {
      expect((await queue(credit, 'RISKC')).map((o) => o.creditMark)).toEqual(['override']);
    } finally {
      t.deps.now = realNow;
    }
  });

  it('a medical company never sees the mark, and its sort=risk is read as the default order', async () => {
    await newClient('RISKD-BLOCKED', { status: 'BLOCKED', statusReason: 'Legal case open' });
    const older = await seedOrder(t, owner, { clientAccountNo: 'RISKD-BLOCKED', updatedAt: minutesAgo(30) });
    const newer = await seedOrder(t, owner, { clientAccountNo: 'RISKD-OTHER', updatedAt: minutesAgo(5) });
    const staffRows = await queue(credit, 'RISKD');
    expect(staffRows.map((o) => o.id)).toEqual([older.id, newer.id]);
    for (const sort of ['risk', '-updatedAt']) {
      const rows = await queue(company, 'RISKD', sort);
      expect(rows.map((o) => o.id)).toEqual([newer.id, older.id]);
      for (const row of rows) expect(row).not.toHaveProperty('creditMark');
    }
    const detail = await body(await credit.get(`/api/orders/${older.id}`));
    expect(detail).not.toHaveProperty('creditMark');
  });
});
