/**
 * Clients and credit against hostile callers, over real HTTP: medical companies never learn a
 * credit figure (404 on every credit route, as a company and as another company's user; credit
 * fields absent from the one list they may read) and never learn another company's clients;
 * staff without the right role cannot change credit or import payments; odd input (look-alike
 * and invisible account numbers included) answers 4xx, never SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SeedUser, seedOrder, startTestServer } from '../harness.js';
import { api, apiToken } from '../live.js';
import { riyadhDay } from '../workflow.js';

type Started = Awaited<ReturnType<typeof startTestServer>>;

let started: Started;
let wasama: SeedUser;
let actimed: SeedUser;
let credit: SeedUser;
let higher: SeedUser;
let warehouse: SeedUser;
const tokens: Record<string, string> = {};
const WASAMA_CLIENT = `HOSTILE-W-${Date.now().toString(36)}`;
const ACTIMED_CLIENT = `HOSTILE-A-${Date.now().toString(36)}`;
let wasamaOrder: string;
let actimedOrder: string;

beforeAll(async () => {
  started = await startTestServer();
  const t = started.t;
  [wasama, actimed, credit, higher, warehouse] = await Promise.all([
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' }),
    createUser(t, { role: 'CREDIT_TEAM' }),
    createUser(t, { role: 'HIGHER_AUTHORITY' }),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }),
  ]);
  for (const user of [wasama, actimed, credit, higher, warehouse]) {
    tokens[user.id] = await apiToken(started.server, user.email, user.password);
  }
  for (const [accountNo, name] of [
    [WASAMA_CLIENT, 'Wasama Hospital'],
    [ACTIMED_CLIENT, 'Actimed Clinic'],
  ]) {
    const res = await call(credit, 'POST', '/api/clients', { accountNo, name, creditLimitSAR: '1000.00' });
    expect(res.status).toBe(201);
  }
  const imported = await call(credit, 'POST', '/api/receivables/import', {
    documents: [
      {
        accountNo: WASAMA_CLIENT,
        kind: 'INVOICE',
        number: `${WASAMA_CLIENT}-1`,
        date: riyadhDay(new Date(), -60),
        dueDate: riyadhDay(new Date(), -30),
        amountSAR: '500.00',
        openSAR: '500.00',
      },
    ],
  });
  expect(imported.status).toBe(200);
  wasamaOrder = (await seedOrder(t, wasama, { clientAccountNo: WASAMA_CLIENT })).id;
  actimedOrder = (await seedOrder(t, actimed, { clientAccountNo: ACTIMED_CLIENT })).id;
});
afterAll(() => started.t.close());

const call = (user: SeedUser, method: string, path: string, body?: unknown) =>
  api(started.server, tokens[user.id]!, method, path, body);
const SQL_OR_STACK = /\bselect\b.+\bfrom\b|insert into|failed query|params:|sqlstate|\.ts:\d+/i;
const CREDIT_WORDS = /creditLimit|exposure|available|overdue|aging|paymentTerms|openSAR|amountSAR/i;

describe('credit and medical companies', () => {
  it('answers 404 on every credit route, for its own clients and orders and for another company’s', async () => {
    for (const user of [wasama, actimed]) {
      for (const [accountNo, orderId] of [
        [WASAMA_CLIENT, wasamaOrder],
        [ACTIMED_CLIENT, actimedOrder],
      ] as const) {
        const reads = [
          `/api/clients/${accountNo}`,
          `/api/clients/${accountNo.toLowerCase()}/credit`,
          `/api/clients/${accountNo}/statement`,
          `/api/orders/${orderId}/review`,
          '/api/clients/import/template',
          '/api/receivables/import/template',
          '/api/payments/import/template',
          `/api/reports/credit?q=${accountNo}`,
          '/api/reports/credit?sort=exposure&pageSize=100',
          `/api/reports/credit/export?q=${accountNo}&lang=ar`,
        ];
        for (const path of reads) {
          const res = await call(user, 'GET', path);
          const text = await res.text();
          expect(res.status, `${user.companyName} GET ${path}`).toBe(404);
          expect(text).not.toMatch(CREDIT_WORDS);
        }
        const writes: Array<[string, string, unknown]> = [
          ['POST', '/api/clients', { accountNo: `${accountNo}-X`, name: 'Sneaky' }],
          ['PATCH', `/api/clients/${accountNo}`, { creditLimitSAR: '99999999', reason: 'Raise it' }],
          [
            'POST',
            '/api/payments',
            { accountNo, date: riyadhDay(new Date()), amountSAR: '500.00', reference: 'X', method: 'CASH' },
          ],
          [
            'POST',
            '/api/payments/import',
            {
              payments: [
                {
                  accountNo,
                  date: riyadhDay(new Date()),
                  amountSAR: '900.00',
                  reference: 'X',
                  method: 'CASH',
                },
              ],
            },
          ],
          [
            'POST',
            '/api/receivables/import?mode=snapshot',
            {
              documents: [
                {
                  accountNo,
                  kind: 'CREDIT_NOTE',
                  number: 'FAKE',
                  date: '2026-01-01',
                  amountSAR: '9',
                  openSAR: '9',
                },
              ],
            },
          ],
        ];
        for (const [method, path, body] of writes) {
          const res = await call(user, method, path, body);
          expect(res.status, `${user.companyName} ${method} ${path}`).toBe(404);
          // A body the route would refuse still answers 404: no 422 tells the route exists.
          const odd = await call(user, method, path, { creditLimitSAR: 5, documents: [], sneaky: true });
          expect(odd.status, `${user.companyName} ${method} ${path} (bad body)`).toBe(404);
        }
        for (const path of [`/api/clients/${accountNo}/credit?x=1`, '/api/orders/not-a-uuid/review']) {
          const res = await call(user, 'GET', path);
          expect(res.status, `${user.companyName} GET ${path}`).toBe(404);
        }
      }
    }
    // Nothing changed: the limit, the payments and the documents are as staff left them.
    const figures = (await (
      await call(credit, 'GET', `/api/clients/${WASAMA_CLIENT}/credit`)
    ).json()) as Record<string, unknown>;
    expect(figures).toMatchObject({
      creditLimitSAR: '1000.00',
      openReceivablesSAR: '500.00',
      lastPaymentAt: null,
    });
  });

  it('lists only name and account of the clients its own company’s orders named', async () => {
    for (const [user, own, other] of [
      [wasama, WASAMA_CLIENT, ACTIMED_CLIENT],
      [actimed, ACTIMED_CLIENT, WASAMA_CLIENT],
    ] as const) {
      const res = await call(user, 'GET', '/api/clients?q=HOSTILE&pageSize=100');
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toMatch(CREDIT_WORDS);
      const list = JSON.parse(text) as { clients: Array<Record<string, unknown>>; total: number };
      expect(list.clients).toEqual([{ accountNo: own, name: expect.any(String) }]);
      expect(text).not.toContain(other);
      // A status filter cannot be used to probe other clients' credit state.
      const probed = (await (await call(user, 'GET', '/api/clients?status=ON_HOLD&q=HOSTILE')).json()) as {
        total: number;
      };
      expect(probed.total).toBe(1);
    }
  });

  it('order lists carry no credit mark for a company, and its sort=risk is the default order', async () => {
    // The Wasama client is overdue (override): staff see the mark.
    const staff = (await (await call(credit, 'GET', '/api/orders?q=HOSTILE&sort=risk')).json()) as {
      orders: Array<{ id: string; creditMark?: string | null }>;
    };
    expect(staff.orders.find((o) => o.id === wasamaOrder)?.creditMark).toBe('override');
    for (const [user, own, other] of [
      [wasama, wasamaOrder, actimedOrder],
      [actimed, actimedOrder, wasamaOrder],
    ] as const) {
      const risk = await call(user, 'GET', '/api/orders?q=HOSTILE&sort=risk');
      expect(risk.status).toBe(200);
      const text = await risk.text();
      expect(text).not.toContain('creditMark');
      expect(text).not.toContain(other);
      const plain = (await (await call(user, 'GET', '/api/orders?q=HOSTILE')).json()) as {
        orders: Array<{ id: string }>;
      };
      expect((JSON.parse(text) as { orders: Array<{ id: string }> }).orders.map((o) => o.id)).toEqual(
        plain.orders.map((o) => o.id),
      );
      expect(plain.orders.map((o) => o.id)).toContain(own);
    }
  });
});

describe('staff without the right role', () => {
  it('the warehouse reads credit but cannot change it; the higher authority edits but records no payment', async () => {
    expect((await call(warehouse, 'GET', `/api/clients/${WASAMA_CLIENT}/credit`)).status).toBe(200);
    expect(
      (
        await call(warehouse, 'PATCH', `/api/clients/${WASAMA_CLIENT}`, {
          creditLimitSAR: '1',
          reason: 'Lower',
        })
      ).status,
    ).toBe(403);
    const payment = {
      accountNo: WASAMA_CLIENT,
      date: riyadhDay(new Date()),
      amountSAR: '1.00',
      reference: 'R',
      method: 'CASH',
    };
    expect((await call(warehouse, 'POST', '/api/payments', payment)).status).toBe(403);
    // Refused for the role before the body is read: a bad body is still 403, not 422.
    expect((await call(warehouse, 'POST', '/api/payments', { amountSAR: 1 })).status).toBe(403);
    expect((await call(warehouse, 'POST', '/api/clients', { sneaky: true })).status).toBe(403);
    expect((await call(higher, 'POST', '/api/receivables/import', { documents: [] })).status).toBe(403);
    expect((await call(higher, 'POST', '/api/payments', payment)).status).toBe(403);
    expect((await call(higher, 'POST', '/api/payments/import', { payments: [payment] })).status).toBe(403);
    expect((await call(warehouse, 'POST', '/api/payments/import', { sneaky: true })).status).toBe(403);
    expect(
      (
        await call(higher, 'PATCH', `/api/clients/${ACTIMED_CLIENT}`, {
          paymentTermsDays: 45,
          reason: 'Contract',
        })
      ).status,
    ).toBe(200);
  });
});

describe('odd input', () => {
  it('answers 4xx without internals', async () => {
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', '/api/clients?pageSize=1000'],
      ['GET', '/api/clients?status=EVERYONE'],
      ['GET', `/api/clients/${'x'.repeat(500)}`],
      ['GET', '/api/clients/%00/credit'],
      ['GET', '/api/orders/not-a-uuid/review'],
      ['GET', '/api/reports/credit?pageSize=1000'],
      ['GET', '/api/reports/credit?sort=risk'],
      ['GET', '/api/reports/credit?page=0'],
      ['GET', `/api/reports/credit?q=${'x'.repeat(101)}`],
      ['GET', '/api/reports/credit/export?lang=fr'],
      ['POST', '/api/clients', { accountNo: 'A\u0000B', name: 'Nul' }],
      ['POST', '/api/clients', { accountNo: 'BIG', name: 'Big', creditLimitSAR: '1000000000000.00' }],
      ['POST', '/api/clients', { accountNo: 'NEG', name: 'Neg', creditLimitSAR: '-5' }],
      ['POST', '/api/clients', { accountNo: 'DATE', name: 'Date', licenceExpiry: '2026-02-30' }],
      ['PATCH', `/api/clients/${WASAMA_CLIENT}`, { status: 'BLOCKED', reason: 'x' }],
      ['PATCH', `/api/clients/${WASAMA_CLIENT}`, { accountNo: 'RENAMED' }],
      ['PATCH', `/api/clients/${WASAMA_CLIENT}`, { priceListId: "'; drop table price_lists; --" }],
      ['PATCH', `/api/clients/${WASAMA_CLIENT}`, { priceListId: '00000000-0000-4000-8000-000000000000' }],
      ['PATCH', `/api/clients/${WASAMA_CLIENT}`, { priceListId: 42 }],
      [
        'POST',
        '/api/payments',
        { accountNo: WASAMA_CLIENT, date: '2026-13-01', amountSAR: '1', reference: 'R', method: 'CASH' },
      ],
      [
        'POST',
        '/api/payments',
        { accountNo: WASAMA_CLIENT, date: '2026-01-01', amountSAR: '1e5', reference: 'R', method: 'CASH' },
      ],
      ['POST', '/api/payments/import', { payments: [] }],
      ['POST', '/api/payments/import', {}],
      ['POST', '/api/payments/import?dryRun=maybe', { payments: [] }],
      [
        'POST',
        '/api/payments/import',
        {
          payments: [
            { accountNo: WASAMA_CLIENT, date: '2026-01-01', amountSAR: '0', reference: 'Z', method: 'CASH' },
          ],
        },
      ],
      [
        'POST',
        '/api/payments/import',
        {
          payments: [
            { accountNo: 'WAS\u0410MA', date: '2026-01-01', amountSAR: '1', reference: 'Z', method: 'CASH' },
          ],
        },
      ],
      ['POST', '/api/clients', { accountNo: '\u200b\u200d', name: 'Invisible' }],
      ['POST', '/api/receivables/import?mode=all', { documents: [] }],
      ['POST', '/api/receivables/import', { documents: [] }],
      ['POST', '/api/receivables/import', {}],
      [
        'POST',
        '/api/receivables/import',
        {
          documents: [
            {
              accountNo: WASAMA_CLIENT,
              kind: 'INVOICE',
              number: 'N',
              date: '2026-01-01',
              amountSAR: '99999999999999',
              openSAR: '1',
            },
          ],
        },
      ],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(credit, method, path, body);
      const text = await res.text();
      expect(res.status, `${method} ${path}: ${text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(500);
      expect(text).not.toMatch(SQL_OR_STACK);
    }
    // Search text is data, never SQL or a LIKE pattern: it finds nothing rather than everything.
    for (const q of ["' or 1=1 --", '%', '_', '\\']) {
      const res = await call(credit, 'GET', `/api/clients?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { total: number }).total, q).toBe(0);
    }
  });
});
