import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../../../test/fixtures.js';
import type { Json } from '../../../test/harness.js';
import { createUser, type SeedUser, seedOrder, signedIn, TestClient } from '../../../test/harness.js';
import {
  body,
  colleague,
  createOrder,
  creditClient,
  errorOf,
  owner,
  ownerClient,
  rivalClient,
  t,
  useOrdersApp,
} from '../../../test/orders-app.js';
import * as ordersRepo from './repository.js';

useOrdersApp();

describe('visibility (security)', () => {
  it('another company gets 404 on the order, its history, attachments and downloads', async () => {
    const seeded = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    const detail = await body(await ownerClient.get(`/api/orders/${seeded.id}`));
    const attachmentId = detail.attachments[0].id;
    for (const path of [
      `/api/orders/${seeded.id}`,
      `/api/orders/${seeded.id}/history`,
      `/api/orders/${seeded.id}/attachments`,
      `/api/orders/attachments/${attachmentId}/download`,
      `/api/attachments/${attachmentId}/download`,
    ]) {
      expect(await errorOf(await rivalClient.get(path))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect(
      (await rivalClient.put(`/api/orders/${seeded.id}`, { notes: 'x' }, { 'if-match': '1' })).status,
    ).toBe(404);
    expect((await rivalClient.delete(`/api/orders/${seeded.id}`)).status).toBe(404);
  });

  it('never lists or exports another company’s orders', async () => {
    const mine = await seedOrder(t, owner, { clientName: 'Visibility Check Pharmacy' });
    const list = await body(await rivalClient.get('/api/orders?pageSize=100&q=Visibility'));
    expect(list.orders.map((o: Json) => o.id)).not.toContain(mine.id);
    expect(list.total).toBe(0);
    const csv = await (await rivalClient.get('/api/orders/export?format=csv')).text();
    expect(csv).not.toContain(mine.id);
    const staffList = await body(await creditClient.get('/api/orders?q=Visibility'));
    expect(staffList.orders.map((o: Json) => o.id)).toContain(mine.id);
  });

  it('requires a signed-in caller for every order route', async () => {
    for (const path of ['/api/orders', '/api/orders/export', '/api/orders/sample-template']) {
      expect((await t.fetch(path)).status).toBe(401);
    }
  });
});

describe('list filters and search', () => {
  let filterCompany: SeedUser;
  let client: TestClient;
  beforeAll(async () => {
    filterCompany = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Future Herbals' });
    client = await signedIn(t, filterCompany);
    await seedOrder(t, filterCompany, {
      status: 'PENDING_CREDIT',
      clientName: 'Dammam Care',
      orderDate: '2026-10-01',
      externalRef: 'REF-ALPHA',
    });
    await seedOrder(t, filterCompany, {
      status: 'RESUBMITTED',
      clientName: 'Khobar Health',
      orderDate: '2026-10-15',
      clientAccountNo: 'ACC-777',
    });
    await seedOrder(t, filterCompany, {
      status: 'PRINTED',
      clientName: 'Taif Clinic',
      orderDate: '2026-11-01',
    });
    await seedOrder(t, filterCompany, {
      status: 'ORDER_DELIVERED',
      clientName: 'Abha Meds',
      orderDate: '2026-11-10',
    });
  });

  const ids = async (query: string) => {
    const res = await client.get(`/api/orders?${query}`);
    expect(res.status).toBe(200);
    const page = await body(res);
    return page.orders.map((o: Json) => o.clientName).sort();
  };

  it('filters by a comma list of statuses with a matching total', async () => {
    const page = await body(await client.get('/api/orders?status=PENDING_CREDIT,RESUBMITTED'));
    expect(page.orders.map((o: Json) => o.clientName).sort()).toEqual(['Dammam Care', 'Khobar Health']);
    expect(page.total).toBe(2);
  });

  it('pages several statuses in either updated order as one list: every order once, none of another status', async () => {
    // Each status read from its own index range and merged (list-query.ts): interleaved in time.
    const merging = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Adwaa Lana' });
    const statuses = ['PENDING_CREDIT', 'RESUBMITTED', 'NEEDS_CHANGES', 'PENDING_HIGHER'] as const;
    const start = Date.parse('2026-11-01T08:00:00Z');
    for (let i = 0; i < 12; i++) {
      await seedOrder(t, merging, {
        status: statuses[i % 4],
        clientName: `Merge ${String(i).padStart(2, '0')}`,
        updatedAt: new Date(start + i * 60_000),
      });
    }
    const listed = ['Merge 00', 'Merge 01', 'Merge 02', 'Merge 04', 'Merge 05', 'Merge 06'];
    const more = ['Merge 08', 'Merge 09', 'Merge 10'];
    const oldestFirst = [...listed, ...more];
    const pages = async (caller: TestClient, query: string) => {
      const names: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const found = await body(await caller.get(`/api/orders?${query}&pageSize=2&page=${page}`));
        expect(found.total).toBe(9);
        names.push(...found.orders.map((o: Json) => o.clientName));
      }
      return names;
    };
    const own = await signedIn(t, merging);
    const filter = 'status=PENDING_CREDIT,RESUBMITTED,NEEDS_CHANGES';
    expect(await pages(own, `${filter}&sort=updatedAt`)).toEqual(oldestFirst);
    expect(await pages(own, filter)).toEqual([...oldestFirst].reverse());
    const staff = `${filter}&branchFilter=Adwaa%20Lana`;
    expect(await pages(creditClient, `${staff}&sort=-updatedAt`)).toEqual([...oldestFirst].reverse());
    expect(await pages(creditClient, `${staff}&sort=updatedAt`)).toEqual(oldestFirst);
  });

  it('searches client name, account number, external ref and order id prefix', async () => {
    expect(await ids('q=khobar')).toEqual(['Khobar Health']);
    expect(await ids('q=ACC-777')).toEqual(['Khobar Health']);
    expect(await ids('q=ref-alpha')).toEqual(['Dammam Care']);
    const any = (await body(await client.get('/api/orders?q=Taif'))).orders[0];
    expect(await ids(`q=${any.id.slice(0, 8)}`)).toEqual(['Taif Clinic']);
    expect(await ids(`q=${any.id.slice(0, 14).toUpperCase()}`)).toEqual(['Taif Clinic']);
    expect(await ids('q=%25')).toEqual([]);
  });

  it('filters by order date range, delivery status and mine', async () => {
    expect(await ids('dateFrom=2026-10-10&dateTo=2026-11-05')).toEqual(['Khobar Health', 'Taif Clinic']);
    expect(await ids('deliveryStatus=DELIVERED')).toEqual(['Abha Meds']);
    expect(await ids('mine=true')).toHaveLength(4);
  });

  it('pages with a total, caps pageSize at 100 and rejects unknown statuses', async () => {
    const page = await body(await client.get('/api/orders?pageSize=3&page=2'));
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.orders).toHaveLength(1);
    expect((await body(await client.get('/api/orders?pageSize=500'))).pageSize).toBe(100);
    expect((await errorOf(await client.get('/api/orders?status=BOGUS'))).status).toBe(422);
  });

  it('staff filter by branch', async () => {
    const page = await body(await creditClient.get('/api/orders?branchFilter=Future%20Herbals&pageSize=100'));
    expect(page.orders.every((o: Json) => o.medicalCompany === 'Future Herbals')).toBe(true);
    expect(page.total).toBe(page.orders.length);
  });

  it('exports the same rows as the list, as xlsx and csv, with formula injection neutralised', async () => {
    await seedOrder(t, filterCompany, { status: 'PENDING_CREDIT', clientName: '=HYPERLINK("http://evil")' });
    const res = await client.get('/api/orders/export?status=PENDING_CREDIT');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/orders-export-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    const names: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) names.push(String(row.getCell(3).value));
    });
    expect(names.sort()).toEqual(['\'=HYPERLINK("http://evil")', 'Dammam Care']);
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const linesColumn = header.indexOf('Lines');
    expect(linesColumn).toBeGreaterThan(0);
    expect(Number(sheet.getRow(2).getCell(linesColumn).value)).toBe(2);
    const csv = await (await client.get('/api/orders/export?status=PENDING_CREDIT&format=csv')).text();
    expect(csv).toContain('Dammam Care');
    expect(csv).not.toMatch(/,=HYPERLINK/);
  });

  it('export reads in batches: every order once, newest first, with the timestamps the API shows', async () => {
    const scope = { medicalCompany: null, ownerId: null };
    const { where } = await ordersRepo.orderQuery(t.database.db, scope, {
      status: undefined,
      mine: false,
      approvedToday: false,
    });
    const { pool } = t.database;
    const rows = [];
    // A batch of 3 makes every batch boundary (and the keyset's tie-break on id) count.
    const source = pool
      ? ordersRepo.streamExportCursor(pool, t.database.db, where, 3)
      : ordersRepo.streamExportPages(t.database.db, where, 3);
    for await (const row of source) rows.push(row);
    const list = await body(await creditClient.get('/api/orders?pageSize=100'));
    expect(list.total).toBeGreaterThan(3);
    expect(rows.map((row) => row.id)).toEqual(list.orders.map((o: Json) => o.id));
    expect(rows.map((row) => row.updatedAt)).toEqual(list.orders.map((o: Json) => o.updatedAt));
    expect(rows.map((row) => row.totalValueSAR)).toEqual(list.orders.map((o: Json) => o.totalValueSAR));
    expect(rows.map((row) => row.lineCount)).toEqual(list.orders.map((o: Json) => o.lineCount));
  });

  it('an export stopped half-way gives its database connection back', async () => {
    const { pool } = t.database;
    const { where } = await ordersRepo.orderQuery(
      t.database.db,
      { medicalCompany: null, ownerId: null },
      { status: undefined, mine: false, approvedToday: false },
    );
    const source = pool
      ? ordersRepo.streamExportCursor(pool, t.database.db, where, 2)
      : ordersRepo.streamExportPages(t.database.db, where, 2);
    for await (const _row of source) break;
    if (pool) expect(pool.totalCount - pool.idleCount).toBe(0);
    expect((await creditClient.get('/api/orders')).status).toBe(200);
  });

  it('search matches inside words, ignores case, and finds refs by any part', async () => {
    await seedOrder(t, filterCompany, {
      status: 'PENDING_CREDIT',
      clientName: 'Jazan Pharmacy',
      externalRef: 'PO-2026-00731',
      orderDate: '2026-09-01',
    });
    expect(await ids('q=HOBAR%20he')).toEqual(['Khobar Health']);
    expect(await ids('q=c-77')).toEqual(['Khobar Health']);
    expect(await ids('q=po-2026-007')).toEqual(['Jazan Pharmacy']);
    expect(await ids('q=00731')).toEqual(['Jazan Pharmacy']);
    expect(await ids('q=2026-00732')).toEqual([]);
    // Words in another order are not a match: the text must contain the query as typed.
    expect(await ids('q=health%20khobar')).toEqual([]);
    // The total counts each match once, though an order may match by name and by ref.
    const page = await body(await client.get('/api/orders?q=a&pageSize=100'));
    expect(page.total).toBe(page.orders.length);
    expect(page.total).toBeGreaterThan(3);
    const both = await body(await client.get('/api/orders?q=2026'));
    expect(both.total).toBe(both.orders.length);
    // Another company's search never counts or shows these.
    const rivalPage = await body(await rivalClient.get('/api/orders?q=khobar'));
    expect(rivalPage).toMatchObject({ total: 0, orders: [] });
  });

  it('a renamed client is found by its new name', async () => {
    const order = await seedOrder(t, filterCompany, { status: 'SUBMITTED', clientName: 'Old Name Clinic' });
    await t.database.db.execute(sql`update orders set client_name = 'Qurayyat Care' where id = ${order.id}`);
    expect(await ids('q=qurayyat')).toEqual(['Qurayyat Care']);
    await t.database.db.execute(sql`delete from orders where id = ${order.id}`);
  });

  it('a search too broad for the dictionary still finds every match', async () => {
    // More matching names than the dictionary hands out: the search compares orders directly.
    await t.database.db.execute(
      sql`insert into order_search_terms (term) select 'Zz Term ' || g from generate_series(1, 2100) g`,
    );
    await seedOrder(t, filterCompany, {
      status: 'PRINTED',
      clientName: 'Zz Term Pharmacy',
      orderDate: '2026-09-02',
    });
    const page = await body(await client.get('/api/orders?q=zz%20term'));
    expect(page.orders.map((o: Json) => o.clientName)).toEqual(['Zz Term Pharmacy']);
    expect(page.total).toBe(1);
  });
});

describe('what every API answer carries', () => {
  it("is never cached and names its request (the caller's own id echoed), errors and downloads included", async () => {
    const anonymous = new TestClient(t);
    const answers = [
      await ownerClient.get('/api/orders'),
      await ownerClient.get('/api/orders/export?format=csv'),
      await ownerClient.get('/api/orders/not-an-order'),
      await ownerClient.get('/api/no-such-route'),
      await ownerClient.post('/api/orders', { clientName: '' }),
      await anonymous.get('/api/orders'),
      // Refused by the session and body guards, before any route.
      await anonymous.get('/api/orders', { authorization: 'Bearer not-a-token' }),
      await ownerClient.post('/api/orders', orderBody(), { origin: 'https://evil.example' }),
      await ownerClient.post('/api/orders', 'x'.repeat(1024 * 1024 + 1)),
    ];
    // Every body read to its end: an export left unread would hold its database connection.
    await Promise.all(answers.map((res) => res.arrayBuffer()));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 422, 404, 422, 401, 401, 403, 413]);
    expect(answers.map((res) => res.headers.get('cache-control'))).toEqual(answers.map(() => 'no-store'));
    for (const res of answers) expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    const traced = await ownerClient.get('/api/orders', { 'x-request-id': 'partner-call-42' });
    await traced.arrayBuffer();
    expect(traced.headers.get('x-request-id')).toBe('partner-call-42');
  });
});

describe('idempotency', () => {
  it('a key retried three times creates one order and replays the first answer byte for byte', async () => {
    const payload = orderBody({ externalRef: 'IDEMP-1' });
    const key = { 'idempotency-key': `import-IDEMP-1-${owner.id}` };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await ownerClient.post('/api/orders', payload, key));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    const texts = await Promise.all(answers.map((r) => r.text()));
    expect(new Set(texts).size).toBe(1);
    expect(answers[1]!.headers.get('idempotent-replayed')).toBe('true');
    // A replay is a stored answer, yet it is as uncacheable and as traceable as the first.
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    }
    const list = await body(await ownerClient.get('/api/orders?q=IDEMP-1'));
    expect(list.total).toBe(1);
  });

  it('the same key with another body answers 422', async () => {
    const key = { 'idempotency-key': `other-body-${owner.id}` };
    expect((await ownerClient.post('/api/orders', orderBody({ externalRef: 'IDEMP-2' }), key)).status).toBe(
      201,
    );
    const res = await ownerClient.post('/api/orders', orderBody({ externalRef: 'IDEMP-3' }), key);
    expect(await errorOf(res)).toMatchObject({ status: 422 });
  });

  it('a GET carrying an Idempotency-Key is answered fresh every time, never replayed', async () => {
    const key = { 'idempotency-key': `list-${owner.id}` };
    const before = await ownerClient.get('/api/orders?q=IDEMP-GET', key);
    expect((await body(before)).total).toBe(0);
    await createOrder(ownerClient, { externalRef: 'IDEMP-GET' });
    const after = await ownerClient.get('/api/orders?q=IDEMP-GET', key);
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    expect((await body(after)).total).toBe(1);
  });

  it('the same key on another query string is another request (422)', async () => {
    const key = { 'idempotency-key': `query-${owner.id}` };
    const payload = orderBody({ externalRef: 'IDEMP-Q' });
    expect((await ownerClient.post('/api/orders?source=a', payload, key)).status).toBe(201);
    const res = await ownerClient.post('/api/orders?source=b', payload, key);
    expect(await errorOf(res)).toMatchObject({ status: 422 });
  });

  it('keys are per caller', async () => {
    const key = { 'idempotency-key': 'shared-key' };
    const a = await body(await ownerClient.post('/api/orders', orderBody(), key));
    const b = await body(await (await signedIn(t, colleague)).post('/api/orders', orderBody(), key));
    expect(a.id).not.toBe(b.id);
  });
});
