/**
 * Price lists against hostile callers, over real HTTP: a medical company never learns a list or
 * a price (404 on every route, whatever the body), staff who may not edit are refused before
 * anything is read, and odd input (amounts beyond numeric(14,2), SQL-looking names, repeated
 * codes, a spreadsheet posing as another) answers 4xx and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, form, linesCsv } from '../fixtures.js';
import { createUser, type SeedUser, startTestServer } from '../harness.js';
import { api, apiToken } from '../live.js';

type Started = Awaited<ReturnType<typeof startTestServer>>;

let started: Started;
let wasama: SeedUser;
let credit: SeedUser;
let higher: SeedUser;
const tokens: Record<string, string> = {};
let listId: string;

beforeAll(async () => {
  started = await startTestServer();
  const t = started.t;
  [wasama, credit, higher] = await Promise.all([
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
    createUser(t, { role: 'CREDIT_TEAM' }),
    createUser(t, { role: 'HIGHER_AUTHORITY' }),
  ]);
  for (const user of [wasama, credit, higher])
    tokens[user.id] = await apiToken(started.server, user.email, user.password);
  const res = await call(higher, 'POST', '/api/price-lists', { name: `Hostile ${Date.now().toString(36)}` });
  listId = ((await res.json()) as { id: string }).id;
  await call(higher, 'PUT', `/api/price-lists/${listId}/items`, {
    items: [{ itemCode: 'INS-100', priceSAR: '45.00' }],
  });
});
afterAll(() => started.t.close());

const call = (user: SeedUser, method: string, path: string, body?: unknown) =>
  api(started.server, tokens[user.id]!, method, path, body);
const upload = (user: SeedUser, path: string, bytes: Buffer, name: string, type: string) =>
  fetch(`${started.server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[user.id]}` },
    body: form({ file: filePart(bytes, name, type) }),
  });
const SQL_OR_STACK = /\bselect\b.+\bfrom\b|insert into|failed query|params:|sqlstate|\.ts:\d+/i;

async function items() {
  const res = await call(credit, 'GET', `/api/price-lists/${listId}`);
  return ((await res.json()) as { items: unknown[] }).items;
}

describe('price lists and medical companies', () => {
  it('answers 404 on every price route, with a good body or a bad one', async () => {
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/price-lists', undefined],
      ['GET', `/api/price-lists/${listId}`, undefined],
      ['GET', `/api/price-lists/${listId}/export`, undefined],
      ['GET', '/api/price-lists/import/template', undefined],
      ['POST', '/api/price-lists', { name: 'Sneaky' }],
      ['PATCH', `/api/price-lists/${listId}`, { isDefault: true }],
      ['PUT', `/api/price-lists/${listId}/items`, { items: [{ itemCode: 'INS-100', priceSAR: '1.00' }] }],
    ];
    for (const [method, path, body] of routes) {
      const res = await call(wasama, method, path, body);
      const text = await res.text();
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(text).not.toMatch(/45\.00|INS-100/);
      if (body) {
        const odd = await call(wasama, method, path, { items: 'x', name: 5, sneaky: true });
        expect(odd.status, `${method} ${path} (bad body)`).toBe(404);
      }
    }
    const sheet = await upload(
      wasama,
      `/api/price-lists/${listId}/import`,
      Buffer.from('Item Code,Price\nINS-100,1\n'),
      'p.csv',
      'text/csv',
    );
    expect(sheet.status).toBe(404);
    expect(await items()).toEqual([{ itemCode: 'INS-100', priceSAR: '45.00' }]);
  });
});

describe('odd input from staff', () => {
  it('refuses a credit team write before reading it, and impossible amounts with 422', async () => {
    const refused = await call(credit, 'PUT', `/api/price-lists/${listId}/items`, {
      items: 'not even a list',
    });
    expect(refused.status).toBe(403);
    for (const priceSAR of ['1e3', '-5', '12345678901234.00', '1.005', 'NaN', '0x10', ' ']) {
      const res = await call(higher, 'PUT', `/api/price-lists/${listId}/items`, {
        items: [{ itemCode: 'INS-100', priceSAR }],
      });
      const text = await res.text();
      expect({ priceSAR, status: res.status }).toEqual({ priceSAR, status: 422 });
      expect(text).not.toMatch(SQL_OR_STACK);
    }
    expect(await items()).toEqual([{ itemCode: 'INS-100', priceSAR: '45.00' }]);
  });

  it('keeps an SQL-looking name as text, and refuses a program posing as a spreadsheet', async () => {
    const name = `'); drop table price_lists; -- ${Date.now().toString(36)}`;
    const res = await call(higher, 'POST', '/api/price-lists', { name });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe(name);
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
      Buffer.alloc(120),
    ]);
    const posing = await upload(
      higher,
      `/api/price-lists/${listId}/import`,
      elf,
      'prices.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect([415, 422]).toContain(posing.status);
    expect(await posing.text()).not.toMatch(SQL_OR_STACK);
    expect(await items()).toEqual([{ itemCode: 'INS-100', priceSAR: '45.00' }]);
  });
});

describe("parse-file's price check (clientAccountNo)", () => {
  const sheet = linesCsv(['INS-100,Insulin pen 100IU,45.00,0,1,,,0']);
  const parse = (user: SeedUser, clientAccountNo: string) =>
    fetch(`${started.server.url}/api/orders/parse-file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[user.id]}` },
      body: form({ file: filePart(sheet, 'lines.csv', 'text/csv'), clientAccountNo }),
    });

  it('an odd account number answers 422 or is only a name that prices nothing; never internals', async () => {
    for (const clientAccountNo of ['x'.repeat(500), 'A\u0000B', '\u0007']) {
      const res = await parse(wasama, clientAccountNo);
      expect({ clientAccountNo, status: res.status }).toEqual({ clientAccountNo, status: 422 });
      expect(await res.text()).not.toMatch(SQL_OR_STACK);
    }
    for (const clientAccountNo of ["' or 1=1 --", '%', '_']) {
      const res = await parse(wasama, clientAccountNo);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toMatch(SQL_OR_STACK);
      // No list is the default here and the catalogue is empty: nothing to check against.
      expect((JSON.parse(text) as { warnings: unknown[] }).warnings).toEqual([]);
    }
  });
});
