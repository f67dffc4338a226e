/**
 * Bad input an attacker (or a careless client) sends, each answered 4xx with a clear message in
 * DESIGN §4's body before anything reaches the database: never a 500, never SQL.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseInputError, handleError } from '../../src/http/errors.js';
import { createLogger } from '../../src/logger.js';
import { orderBody, SAMPLE_LINES } from '../fixtures.js';
import {
  createTestApp,
  createUser,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  type TestClient,
} from '../harness.js';

let t: TestApp;
let owner: SeedUser;
let company: TestClient;
let credit: TestClient;
let warehouse: TestClient;
let higher: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  [company, credit, warehouse, higher] = await Promise.all([
    signedIn(t, owner),
    createUser(t, { role: 'CREDIT_TEAM' }).then((u) => signedIn(t, u)),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }).then((u) => signedIn(t, u)),
    createUser(t, { role: 'HIGHER_AUTHORITY' }).then((u) => signedIn(t, u)),
  ]);
});
afterAll(() => t.close());

const SQL_OR_STACK = /\bselect\b.+\bfrom\b|insert into|failed query|params:|sqlstate|\.ts:\d+/i;

/** A 4xx in DESIGN §4's body, without SQL or a stack; answers the error. */
async function refused(res: Response, status: number | number[] = 422) {
  const text = await res.text();
  expect([status].flat(), text).toContain(res.status);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(text).not.toMatch(SQL_OR_STACK);
  return (JSON.parse(text) as { error: { code: string; message: string; details?: { issues?: unknown[] } } })
    .error;
}

const line = (overrides: Record<string, unknown>) => [{ ...SAMPLE_LINES[0], ...overrides }];

describe('amounts beyond numeric(14,2)', () => {
  it.each([
    ['a public price of 1000000000000', line({ publicPrice: '1000000000000' }), 'lines.0.publicPrice'],
    ['a public price of 1e12 as a JSON number', line({ publicPrice: 1e12 }), 'lines.0.publicPrice'],
    ['a bonus of 1e12', line({ bonus: 1e12 }), 'lines.0.bonus'],
    [
      'a price x quantity beyond the column',
      line({ publicPrice: '999999999999.99', quantity: 1000 }),
      'lines.0.netValue',
    ],
    [
      'lines that fit but add up to a total beyond the column',
      [
        ...line({ publicPrice: '600000000000', discount: '0' }),
        ...line({ publicPrice: '600000000000', discount: '0' }),
      ],
      'lines',
    ],
    ['a price with three decimals', line({ publicPrice: '12.345' }), 'lines.0.publicPrice'],
    ['a bonus of 0.001 as a JSON number', line({ bonus: 0.001 }), 'lines.0.bonus'],
    ['a price written with 60 digits', line({ publicPrice: '9'.repeat(60) }), 'lines.0.publicPrice'],
  ])('an order with %s answers 422 naming the field', async (_, lines, path) => {
    const error = await refused(await company.post('/api/orders', orderBody({ lines })));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.issues).toContainEqual(expect.objectContaining({ path }));
  });

  it('a total of 1e13 claimed by the client answers 422, not a database error', async () => {
    const error = await refused(await company.post('/api/orders', orderBody({ totalValueSAR: 1e13 })));
    expect(error.details?.issues).toContainEqual(expect.objectContaining({ path: 'totalValueSAR' }));
  });

  it('an edit raising a price beyond the column answers 422 and leaves the order as it was', async () => {
    const order = await seedOrder(t, owner, { status: 'SUBMITTED' });
    const res = await company.put(
      `/api/orders/${order.id}`,
      { lines: line({ publicPrice: '1000000000000' }) },
      {
        'if-match': '1',
      },
    );
    await refused(res);
    const after = (await (await company.get(`/api/orders/${order.id}`)).json()) as { version: number };
    expect(after.version).toBe(1);
  });
});

describe('NUL and control characters in text', () => {
  it.each([
    'clientName',
    'externalRef',
    'clientAccountNo',
    'salesManager',
    'medicalRep',
    'notes',
    'orderDate',
    'region',
  ])('a NUL character in %s answers 422 saying so', async (field) => {
    const error = await refused(await company.post('/api/orders', orderBody({ [field]: 'Al\u0000Noor' })));
    expect(error.message).toMatch(/NUL|date|region/i);
  });

  it.each(['itemCode', 'itemDescription', 'publicPrice', 'quantity'])(
    'a NUL character in a line %s answers 422',
    async (field) => {
      await refused(await company.post('/api/orders', orderBody({ lines: line({ [field]: '1\u0000' }) })));
    },
  );

  it('an escape sequence in the notes answers 422; tabs and line breaks are kept', async () => {
    const error = await refused(
      await company.post('/api/orders', orderBody({ notes: 'red \u001b[31m alert' })),
    );
    expect(error.message).toBe('Notes must not contain control characters');
    const ok = await company.post('/api/orders', orderBody({ notes: 'first line\nsecond\tline' }));
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { notes: string }).notes).toBe('first line\nsecond\tline');
  });

  it('a client name with a right-to-left override and zero-width characters is stored as it reads', async () => {
    const res = await company.post(
      '/api/orders',
      orderBody({ clientName: '\u202EAl Noor\u200B Pharmacy\uFEFF', medicalRep: '\u2066Reem\u2069' }),
    );
    expect(res.status).toBe(201);
    const order = (await res.json()) as { clientName: string; medicalRep: string };
    expect(order.clientName).toBe('Al Noor Pharmacy');
    expect(order.medicalRep).toBe('Reem');
  });

  it('NUL in a review comment, a not-delivered reason, a delivery note number or an appeal decision answers 422', async () => {
    const pending = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    await refused(
      await credit.post(
        `/api/orders/${pending.id}/actions/reject`,
        { comment: 'Not enough\u0000 detail here' },
        {
          'if-match': '1',
        },
      ),
    );
    const transported = await seedOrder(t, owner, { status: 'ORDER_TRANSPORTED' });
    await refused(
      await warehouse.post(`/api/orders/${transported.id}/not-delivered`, {
        notDeliveredReason: 'Closed\u0000',
      }),
    );
    const ready = await seedOrder(t, owner, { status: 'READY_TO_PRINT' });
    await refused(
      await warehouse.post(
        `/api/orders/${ready.id}/actions/print`,
        { deliveryNoteNo: 'DN\u0000' },
        { 'if-match': '1' },
      ),
    );
    await refused(
      await higher.post('/api/orders/appeals/00000000-0000-4000-8000-000000000000/decision', {
        decision: 'REJECT',
        comment: 'no\u0000',
      }),
    );
  });

  it('NUL in an API token name, a login or a registration answers 4xx, not 500', async () => {
    await refused(await company.post('/api/auth/tokens', { name: 'ci\u0000' }));
    await refused(
      await company.post('/api/auth/login', { email: 'a\u0000@b.test', password: 'x' }),
      [400, 401, 422],
    );
    await refused(
      await company.post('/api/auth/register', {
        name: 'Eve\u0000',
        email: 'eve\u0000@evil.test',
        password: 'long-enough-password',
        confirmPassword: 'long-enough-password',
        role: 'MEDICAL_COMPANY',
        companyName: 'Wasama',
      }),
      [400, 403, 409, 422],
    );
  });
});

describe('filters an attacker writes by hand', () => {
  const BAD_FILTERS = [
    'q=%00',
    'q=abc%00def',
    'branchFilter=%00',
    'dateFrom=2020-13-45',
    'dateTo=9999-99-99',
    'dateFrom=2026-02-30',
    'status=APPROVED_BY_ME',
    'deliveryStatus=LOST',
    'sort=clientName',
    'mine=yes',
    'format=pdf',
  ];

  it.each(BAD_FILTERS.filter((f) => !f.startsWith('format')))(
    'GET /api/orders?%s answers 422',
    async (filter) => {
      const error = await refused(await credit.get(`/api/orders?${filter}`));
      expect(error.code).toBe('VALIDATION_FAILED');
    },
  );

  it.each(BAD_FILTERS)(
    'GET /api/orders/export?%s answers a JSON 422 before any file starts',
    async (filter) => {
      const res = await credit.get(`/api/orders/export?${filter}`);
      expect(res.headers.get('content-disposition')).toBeNull();
      await refused(res);
    },
  );

  it('an export with good filters still streams its file', async () => {
    await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    const res = await credit.get('/api/orders/export?format=csv&dateFrom=2026-01-01&dateTo=2026-12-31&q=Al');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Al Shifa Pharmacy');
  });

  it('twelve exports abandoned before their first byte give their database connections back', async () => {
    await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    for (let i = 0; i < 12; i++) {
      const res = await credit.get(`/api/orders/export?format=${i % 2 ? 'csv' : 'xlsx'}`);
      expect(res.status).toBe(200);
      await res.body?.cancel();
    }
    const pool = t.database.pool;
    if (pool) expect(pool.totalCount - pool.idleCount).toBe(0);
    expect((await credit.get('/api/orders')).status).toBe(200);
  });

  it.each(['from=2020-13-45', 'to=9999-99-99'])('GET /api/reports?%s answers 422', async (filter) => {
    await refused(await credit.get(`/api/reports?${filter}`));
  });

  it('GET /uploads/%00 answers 422, not 500', async () => {
    await refused(await credit.get('/uploads/%00'));
  });
});

describe('impossible dates in bodies', () => {
  it('an expected delivery date of 2020-13-45 answers 422', async () => {
    const dispatched = await seedOrder(t, owner, { status: 'ORDER_DISPATCHED' });
    await refused(
      await warehouse.post(`/api/orders/${dispatched.id}/transport`, { expectedDeliveryDate: '2020-13-45' }),
    );
  });

  it('an actual delivery date of 2020-02-30T00:00:00Z answers 422', async () => {
    const transported = await seedOrder(t, owner, { status: 'ORDER_TRANSPORTED' });
    await refused(
      await warehouse.post(`/api/orders/${transported.id}/deliver`, {
        actualDeliveryDate: '2020-02-30T00:00:00Z',
      }),
    );
  });

  it('an order date of 2026-02-30 answers 422', async () => {
    await refused(await company.post('/api/orders', orderBody({ orderDate: '2026-02-30' })));
  });
});

describe('the database refusing a value that slipped past validation', () => {
  const cases = [
    ['numeric overflow (22003)', sql`select ${'1e20'}::numeric(14,2)`, 'A number is too large'],
    ['a NUL byte (22021)', sql`select ${'a\u0000b'}::text`, 'Text must not contain a NUL character'],
    ['bad text for a uuid (22P02)', sql`select ${'not-a-uuid'}::uuid`, 'A value has the wrong format'],
    ['an impossible date (22008)', sql`select ${'2020-13-45'}::date`, undefined],
  ] as const;

  it.each(cases)('%s answers 400 without SQL or parameters', async (_, query, message) => {
    const app = new Hono();
    app.onError((err, c) => handleError(err, c, createLogger('silent')));
    app.get('/', async () => {
      await t.deps.db.execute(query);
      return new Response('unreachable');
    });
    const error = await refused(await app.request('/'), 400);
    expect(error.code).toBe('BAD_REQUEST');
    if (message) expect(error.message).toBe(message);
    expect(error.message).not.toMatch(/1e20|not-a-uuid|2020-13-45/);
  });

  it('an error that is not about the input is still a 500 without details', () => {
    expect(databaseInputError(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBeNull();
    expect(databaseInputError(new Error('boom'))).toBeNull();
  });
});
