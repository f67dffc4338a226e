import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, form } from '../../../test/fixtures.js';
import {
  createTestApp,
  createUser,
  type Json,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';

let t: TestApp;
let company: TestClient;
let credit: TestClient;
let higher: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  [company, credit, higher, admin] = await Promise.all([
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }).then((u) => signedIn(t, u)),
    createUser(t, { role: 'CREDIT_TEAM' }).then((u) => signedIn(t, u)),
    createUser(t, { role: 'HIGHER_AUTHORITY' }).then((u) => signedIn(t, u)),
    createUser(t, { role: 'ADMIN' }).then((u) => signedIn(t, u)),
  ]);
});
afterAll(() => t.close());

const body = async (res: Response) => (await res.json()) as Json;
let serial = 0;
const listName = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++serial}`;

async function newList(fields: Record<string, unknown> = {}) {
  const res = await higher.post('/api/price-lists', { name: listName('Tender'), ...fields });
  expect(res.status).toBe(201);
  return (await body(res)) as { id: string; name: string };
}

const csv = (text: string) => form({ file: filePart(Buffer.from(text), 'prices.csv', 'text/csv') });

describe('price lists (DESIGN §12)', () => {
  it('adds a list with its validity; a name is unique in any letter case; dates must run forwards', async () => {
    const name = listName('MOH Tender');
    const res = await higher.post('/api/price-lists', {
      name,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    expect(res.status).toBe(201);
    expect(await body(res)).toMatchObject({
      name,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      isDefault: false,
      itemCount: 0,
      clientCount: 0,
    });
    const taken = await admin.post('/api/price-lists', { name: name.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(await body(taken)).toMatchObject({ error: { code: 'CONFLICT' } });
    const backwards = await higher.post('/api/price-lists', {
      name: listName('Backwards'),
      validFrom: '2026-12-31',
      validTo: '2026-01-01',
    });
    expect(backwards.status).toBe(422);
    expect(await body(backwards)).toMatchObject({
      error: {
        details: { issues: [{ path: 'validTo', message: 'The list must not end before it starts' }] },
      },
    });
  });

  it('keeps one default: a new default takes the place of the old one', async () => {
    const first = await newList({ isDefault: true });
    const second = await newList({ isDefault: true });
    const lists = (await body(await credit.get('/api/price-lists'))) as {
      priceLists: Array<{ id: string; isDefault: boolean }>;
    };
    expect(lists.priceLists.filter((list) => list.isDefault).map((list) => list.id)).toEqual([second.id]);
    expect(lists.priceLists[0]!.id).toBe(second.id);
    const res = await patch(admin, `/api/price-lists/${first.id}`, { isDefault: true });
    expect(res.status).toBe(200);
    const again = (await body(await credit.get('/api/price-lists'))) as {
      priceLists: Array<{ id: string; isDefault: boolean }>;
    };
    expect(again.priceLists.filter((list) => list.isDefault).map((list) => list.id)).toEqual([first.id]);
  });

  it('replaces items with PUT and refuses an item code given twice, naming both', async () => {
    const list = await newList();
    const res = await higher.request('PUT', `/api/price-lists/${list.id}/items`, {
      items: [
        { itemCode: 'INS-100', priceSAR: '45' },
        { itemCode: 'GLV-M', priceSAR: '12.5' },
      ],
    });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ itemCount: 2 });
    expect(await body(await credit.get(`/api/price-lists/${list.id}`))).toMatchObject({
      items: [
        { itemCode: 'GLV-M', priceSAR: '12.50' },
        { itemCode: 'INS-100', priceSAR: '45.00' },
      ],
    });
    const twice = await higher.request('PUT', `/api/price-lists/${list.id}/items`, {
      items: [
        { itemCode: 'INS-100', priceSAR: '45' },
        { itemCode: 'INS-100', priceSAR: '40' },
      ],
    });
    expect(twice.status).toBe(422);
    expect(await body(twice)).toMatchObject({
      error: {
        details: {
          issues: [{ path: 'items.1.itemCode', message: 'INS-100 is given more than once (first on row 1)' }],
        },
      },
    });
    const free = await higher.request('PUT', `/api/price-lists/${list.id}/items`, {
      items: [{ itemCode: 'INS-100', priceSAR: '0' }],
    });
    expect(free.status).toBe(422);
    // Nothing of the refused bodies was kept.
    expect(await body(await credit.get(`/api/price-lists/${list.id}`))).toMatchObject({ itemCount: 2 });
  });

  it('imports a sheet: merge counts, a bad row changes nothing, replace makes the file the list', async () => {
    const list = await newList();
    const first = await higher.post(
      `/api/price-lists/${list.id}/import`,
      csv('Item Code,Price (SAR)\nINS-100,45\nGLV-M,12.50\n'),
    );
    expect(await body(first)).toEqual({ applied: true, created: 2, updated: 0, unchanged: 0, errors: [] });
    const merge = await higher.post(
      `/api/price-lists/${list.id}/import`,
      csv('Item Code,Price\nINS-100,44\nGLV-M,12.5\nSYR-5,3\n'),
    );
    expect(await body(merge)).toEqual({ applied: true, created: 1, updated: 1, unchanged: 1, errors: [] });
    const bad = await higher.post(
      `/api/price-lists/${list.id}/import`,
      csv('Item Code,Price\nINS-100,43\nGLV-M,abc\n'),
    );
    expect(await body(bad)).toMatchObject({ applied: false, errors: [{ row: 3, field: 'priceSAR' }] });
    const twice = await higher.post(
      `/api/price-lists/${list.id}/import`,
      csv('Item Code,Price\nINS-100,43\nINS-100,42\n'),
    );
    expect(await body(twice)).toEqual({
      applied: false,
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: [
        { row: 3, field: 'itemCode', message: 'Row 3: INS-100 is given more than once (first on row 2)' },
      ],
    });
    const dry = await higher.post(
      `/api/price-lists/${list.id}/import?mode=replace&dryRun=true`,
      csv('Item Code,Price\nINS-100,44\n'),
    );
    expect(await body(dry)).toEqual({ applied: false, created: 0, updated: 0, unchanged: 1, errors: [] });
    expect(await body(await credit.get(`/api/price-lists/${list.id}`))).toMatchObject({ itemCount: 3 });
    const replace = await higher.post(
      `/api/price-lists/${list.id}/import?mode=replace`,
      csv('Item Code,Price\nINS-100,44\n'),
    );
    expect(await body(replace)).toMatchObject({ applied: true, unchanged: 1 });
    expect(await body(await credit.get(`/api/price-lists/${list.id}`))).toMatchObject({
      itemCount: 1,
      items: [{ itemCode: 'INS-100', priceSAR: '44.00' }],
    });
  });

  it('exports the items as a workbook the import reads back, prices as numbers', async () => {
    const list = await newList();
    await higher.request('PUT', `/api/price-lists/${list.id}/items`, {
      items: [
        { itemCode: 'INS-100', priceSAR: '45.10' },
        { itemCode: 'GLV-M', priceSAR: '12.50' },
      ],
    });
    const res = await credit.get(`/api/price-lists/${list.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = Buffer.from(await res.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Prices')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Item Code', 'Price (SAR)']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'GLV-M', 12.5]);
    const copy = await newList();
    const back = await higher.post(
      `/api/price-lists/${copy.id}/import`,
      form({ file: filePart(bytes, 'export.xlsx') }),
    );
    expect(await body(back)).toMatchObject({ applied: true, created: 2 });
    const template = await credit.get('/api/price-lists/import/template');
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain('Price_List_Template.xlsx');
  });

  it('lets staff read, Credit Review and administrators edit; a medical company learns nothing (404)', async () => {
    const list = await newList();
    expect((await credit.get(`/api/price-lists/${list.id}`)).status).toBe(200);
    const refused = await credit.post('/api/price-lists', { name: listName('Credit team') });
    expect(refused.status).toBe(403);
    expect(await body(refused)).toMatchObject({
      error: { message: 'Only Credit Review and administrators edit price lists' },
    });
    for (const [method, path, value] of [
      ['GET', '/api/price-lists', undefined],
      ['GET', `/api/price-lists/${list.id}`, undefined],
      ['GET', `/api/price-lists/${list.id}/export`, undefined],
      ['GET', '/api/price-lists/import/template', undefined],
      ['POST', '/api/price-lists', { name: 'Mine' }],
      ['PATCH', `/api/price-lists/${list.id}`, { name: 'Mine' }],
      ['PUT', `/api/price-lists/${list.id}/items`, { items: [] }],
    ] as const) {
      const res = await company.request(method, path, value);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
    }
    const missing = await credit.get('/api/price-lists/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });
});

const patch = (client: TestClient, path: string, value: unknown) => client.request('PATCH', path, value);
