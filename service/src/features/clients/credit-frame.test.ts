/**
 * The live channel's client:credit (DESIGN §11): a credit-team socket hears that a client's
 * figures changed (payment recorded or imported, receivables imported, limit changed, an order
 * of the client approved); a medical company's socket never does, even for its own orders'
 * client. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SeedUser, seedOrder, startTestServer } from '../../../test/harness.js';
import { api, apiToken, type Frame, LiveSocket, wsUrl } from '../../../test/live.js';
import { riyadhDay } from '../../../test/workflow.js';

let started: Awaited<ReturnType<typeof startTestServer>>;
let wasama: SeedUser;
let credit: SeedUser;
let warehouse: SeedUser;
const tokens: Record<string, string> = {};
const ACCOUNT = `LIVE-${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  started = await startTestServer();
  wasama = await createUser(started.t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  credit = await createUser(started.t, { role: 'CREDIT_TEAM' });
  warehouse = await createUser(started.t, { role: 'WAREHOUSE_MANAGER' });
  for (const user of [wasama, credit, warehouse])
    tokens[user.id] = await apiToken(started.server, user.email, user.password);
});
afterAll(() => started.t.close());

const call = (
  user: SeedUser,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => api(started.server, tokens[user.id]!, method, path, body, headers);

async function socketFor(user: SeedUser) {
  const live = new LiveSocket(wsUrl(started.server), { authorization: `Bearer ${tokens[user.id]}` });
  await live.opened;
  await live.waitFor((f) => f.type === 'ready');
  return live;
}

/**
 * Waits until the socket has answered a frame sent now: every frame written to it before (a
 * client:credit included, had it been sent) has then arrived.
 */
let probes = 0;
async function drained(live: LiveSocket) {
  const orderId = `00000000-0000-4000-8000-${String(++probes).padStart(12, '0')}`;
  live.send({ type: 'subscribe:order', orderId });
  await live.waitFor((f) => f.type === 'error' && f.orderId === orderId);
}

const creditFrames = (live: LiveSocket) => live.frames.filter((f: Frame) => f.type === 'client:credit');

describe('client:credit', () => {
  it('reaches staff who may see credit after each change, and never a medical company', async () => {
    const company = await socketFor(wasama);
    const team = await socketFor(credit);
    const store = await socketFor(warehouse);
    const heard = async (what: string, count: number) => {
      await team.waitFor(() => creditFrames(team).length >= count);
      const frame = creditFrames(team)[count - 1]!;
      expect(frame, what).toEqual({
        type: 'client:credit',
        accountNo: ACCOUNT,
        timestamp: expect.any(String),
      });
      expect(Number.isNaN(Date.parse(frame.timestamp as string))).toBe(false);
    };

    expect(
      (await call(credit, 'POST', '/api/clients', { accountNo: ACCOUNT, name: 'Live Hospital' })).status,
    ).toBe(201);
    await heard('client created', 1);
    const limit = await call(credit, 'PATCH', `/api/clients/${ACCOUNT}`, {
      creditLimitSAR: '5000',
      reason: 'Set',
    });
    expect(limit.status).toBe(200);
    await heard('limit changed', 2);
    // A change that is not about credit is no credit event.
    await call(credit, 'PATCH', `/api/clients/${ACCOUNT}`, { city: 'Riyadh' });
    const documents = [
      {
        accountNo: ACCOUNT,
        kind: 'INVOICE',
        number: `${ACCOUNT}-1`,
        date: riyadhDay(new Date(), -40),
        dueDate: riyadhDay(new Date(), -10),
        amountSAR: '900.00',
        openSAR: '900.00',
      },
    ];
    expect((await call(credit, 'POST', '/api/receivables/import', { documents })).status).toBe(200);
    await heard('receivables imported', 3);
    const payment = { accountNo: ACCOUNT, date: riyadhDay(new Date()), amountSAR: '100.00', method: 'CASH' };
    expect((await call(credit, 'POST', '/api/payments', { ...payment, reference: 'L-1' })).status).toBe(201);
    await heard('payment recorded', 4);
    expect(
      (await call(credit, 'POST', '/api/payments/import', { payments: [{ ...payment, reference: 'L-2' }] }))
        .status,
    ).toBe(200);
    await heard('payments imported', 5);

    // An order of the client approved by the credit team (it enters the open orders).
    const order = await seedOrder(started.t, wasama, { status: 'PENDING_CREDIT', clientAccountNo: ACCOUNT });
    const approved = await call(
      credit,
      'POST',
      `/api/orders/${order.id}/actions/approve`,
      { override: { reason: 'Collector vouches for the client' } },
      { 'if-match': String(order.version) },
    );
    expect(approved.status, await approved.clone().text()).toBe(200);
    await heard('order approved', 6);
    await store.waitFor(() => creditFrames(store).length >= 6);

    // The company heard its order change, and nothing of the client's credit.
    await company.waitFor((f) => f.type === 'order:updated' && f.orderId === order.id);
    await drained(company);
    expect(creditFrames(company)).toEqual([]);
    expect(JSON.stringify(company.frames)).not.toMatch(/client:credit/);
    expect(creditFrames(team)).toHaveLength(6);
    for (const live of [company, team, store]) live.close();
  });

  it('an order step announced without the account number (an instance of the previous release) is read back', async () => {
    const team = await socketFor(credit);
    const before = creditFrames(team).length;
    const order = await seedOrder(started.t, wasama, {
      status: 'PENDING_HIGHER',
      clientAccountNo: ` ${ACCOUNT} `,
    });
    const step = {
      type: 'order:updated' as const,
      orderId: order.id,
      medicalCompany: 'Wasama',
      status: 'PENDING_HIGHER' as const,
      version: order.version,
      timestamp: new Date().toISOString(),
      action: 'approve' as const,
      fromStatus: 'PENDING_CREDIT' as const,
      actorId: null,
    };
    await started.t.deps.events.publish([step]);
    await team.waitFor(() => creditFrames(team).length >= before + 1);
    // Carried on the event, the account number is taken as it is, not read.
    await started.t.deps.events.publish([{ ...step, accountNo: 'CARRIED-1' }]);
    await team.waitFor(() => creditFrames(team).length >= before + 2);
    expect(
      creditFrames(team)
        .slice(before)
        .map((f: Frame) => f.accountNo),
    ).toEqual([ACCOUNT, 'CARRIED-1']);
    team.close();
  });
});
