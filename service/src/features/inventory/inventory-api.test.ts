import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { filePart, form } from '../../../test/fixtures.js';
import {
  createTestApp,
  createUser,
  type Json,
  type SeedUser,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';
import {
  code,
  expectStockInvariant,
  lotState,
  seedItem,
  seedLot,
  seedWarehouse,
} from '../../../test/inventory.js';
import { markSalesRep, riyadhDay } from '../../../test/workflow.js';
import { scanStockAlerts } from './alerts.js';

let t: TestApp;
let company: TestClient;
let credit: TestClient;
let higher: TestClient;
let warehouse: TestClient;
let admin: TestClient;
let salesRep: TestClient;
let warehouseUser: SeedUser;
let wh: { id: string; code: string };

beforeAll(async () => {
  t = await createTestApp();
  warehouseUser = await createUser(t, { role: 'WAREHOUSE_MANAGER' });
  const rep = await markSalesRep(t, await createUser(t, { role: 'WAREHOUSE_MANAGER' }));
  [company, credit, higher, warehouse, admin, salesRep] = await Promise.all([
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }).then((u) => signedIn(t, u)),
    createUser(t, { role: 'CREDIT_TEAM' }).then((u) => signedIn(t, u)),
    createUser(t, { role: 'HIGHER_AUTHORITY' }).then((u) => signedIn(t, u)),
    signedIn(t, warehouseUser),
    createUser(t, { role: 'ADMIN' }).then((u) => signedIn(t, u)),
    signedIn(t, rep),
  ]);
  wh = await seedWarehouse(t);
});
afterEach(() => expectStockInvariant(t));
afterAll(() => t.close());

const day = (offset: number) => riyadhDay(new Date(), offset);
const body = async (res: Response) => (await res.json()) as Json;

describe('receiving', () => {
  it('receives a scanned GS1 string: the GTIN finds the item, lot and expiry come from the scan', async () => {
    const item = await seedItem(t, { gtin: '09506000134352', itemCode: code('GS') });
    const res = await warehouse.post('/api/inventory/receipts', {
      warehouseId: wh.id,
      gs1: '(01)09506000134352(17)280131(10)PX24B(21)SN1',
      bin: 'B-02-01',
      quantity: 48,
    });
    expect(res.status).toBe(201);
    const { lot, movementId } = await body(res);
    expect(lot).toMatchObject({
      itemCode: item.itemCode,
      lotNumber: 'PX24B',
      expiryDate: '2028-01-31',
      onHand: 48,
      bin: 'B-02-01',
    });
    expect(movementId).toMatch(/^\d+$/);
    const again = await warehouse.post('/api/inventory/receipts', {
      warehouseId: wh.id,
      gs1: `0109506000134352172801311` + `0PX24B`,
      bin: 'B-02-01',
      quantity: 2,
    });
    expect((await body(again)).lot).toMatchObject({ id: lot.id, onHand: 50 });
  });

  it('refuses a scan that disagrees, an unknown item without description, and a lot with another expiry', async () => {
    const item = await seedItem(t);
    const lot = await seedLot(t, item, wh, { expiryDate: day(300), onHand: 1 });
    const cases: Array<[Json, number, string]> = [
      [{ itemCode: item.itemCode, gs1: '(10)A1', lotNumber: 'B2', expiryDate: day(300) }, 422, 'lotNumber'],
      [{ itemCode: code('NEW'), lotNumber: 'A', expiryDate: day(300) }, 422, 'description'],
      [{ gs1: '(01)09506000134353(10)A(17)280131' }, 422, 'gs1'],
      [{ itemCode: item.itemCode, lotNumber: lot.lotNumber, expiryDate: day(301) }, 409, ''],
    ];
    for (const [fields, status, path] of cases) {
      const res = await warehouse.post('/api/inventory/receipts', {
        warehouseId: wh.id,
        bin: 'A',
        quantity: 1,
        ...fields,
      });
      expect(res.status, JSON.stringify(fields)).toBe(status);
      const error = (await body(res)).error;
      if (path) expect(error.details.issues[0].path).toBe(path);
    }
    expect(await lotState(t, lot.id)).toEqual({ onHand: 1, reserved: 0 });
  });

  it('adds a new item from a receipt with its description', async () => {
    const itemCode = code('NEW');
    const res = await warehouse.post('/api/inventory/receipts', {
      warehouseId: wh.id,
      itemCode,
      description: 'Sterile gauze 10x10',
      lotNumber: 'G1',
      expiryDate: day(400),
      bin: 'C-1',
      quantity: 12,
    });
    expect(res.status).toBe(201);
    const list = await body(await credit.get(`/api/inventory/items?itemCode=${itemCode}`));
    expect(list.items).toEqual([
      expect.objectContaining({ itemCode, description: 'Sterile gauze 10x10', onHand: 12, available: 12 }),
    ]);
  });
});

describe('adjustments and returns', () => {
  it('records the reason and actor; never below reserved or zero', async () => {
    const item = await seedItem(t);
    const lot = await seedLot(t, item, wh, { expiryDate: day(300), onHand: 10 });
    const res = await warehouse.post(`/api/inventory/lots/${lot.id}/adjustments`, {
      quantity: -4,
      reason: 'Broken in transit',
    });
    expect(res.status).toBe(201);
    expect((await body(res)).lot).toMatchObject({ onHand: 6, reserved: 0 });
    const tooMany = await warehouse.post(`/api/inventory/lots/${lot.id}/adjustments`, {
      quantity: -7,
      reason: 'Count',
    });
    expect(tooMany.status).toBe(409);
    expect((await warehouse.post(`/api/inventory/lots/${lot.id}/adjustments`, { quantity: -1 })).status).toBe(
      422,
    );
    const returned = await admin.post(`/api/inventory/lots/${lot.id}/returns`, {
      quantity: 2,
      reason: 'Client returned unopened',
    });
    expect(returned.status).toBe(201);
    const detail = await body(await higher.get(`/api/inventory/items/${item.id}`));
    expect(detail.item).toMatchObject({ onHand: 8 });
    expect(detail.movements[1]).toMatchObject({
      kind: 'adjustment',
      onHandDelta: -4,
      reason: 'Broken in transit',
      actor: { id: warehouseUser.id, name: 'Test WAREHOUSE_MANAGER' },
    });
    expect(detail.movements[0]).toMatchObject({ kind: 'return', onHandDelta: 2 });
  });
});

describe('permissions', () => {
  it('medical companies get 404 on every inventory route; only warehouse managers and administrators change stock', async () => {
    const item = await seedItem(t);
    const lot = await seedLot(t, item, wh, { expiryDate: day(300), onHand: 3 });
    for (const path of [
      '/api/inventory/lots',
      '/api/inventory/items',
      `/api/inventory/items/${item.id}`,
      '/api/inventory/warehouses',
      '/api/inventory/template',
      '/api/inventory/export',
      `/api/inventory/recall?lotNumber=${lot.lotNumber}`,
    ]) {
      expect((await company.get(path)).status, path).toBe(404);
      expect((await credit.get(path)).status, path).toBe(200);
    }
    const adjust = { quantity: 1, reason: 'Recount of the shelf' };
    expect((await company.post(`/api/inventory/lots/${lot.id}/adjustments`, adjust)).status).toBe(404);
    expect((await credit.post(`/api/inventory/lots/${lot.id}/adjustments`, adjust)).status).toBe(403);
    expect((await higher.post(`/api/inventory/lots/${lot.id}/adjustments`, adjust)).status).toBe(403);
    expect((await salesRep.post(`/api/inventory/lots/${lot.id}/adjustments`, adjust)).status).toBe(403);
    expect(
      (
        await credit.post('/api/inventory/receipts', {
          warehouseId: wh.id,
          itemCode: item.itemCode,
          lotNumber: 'Z',
          expiryDate: day(300),
          bin: 'A',
          quantity: 1,
        })
      ).status,
    ).toBe(403);
    expect(await lotState(t, lot.id)).toEqual({ onHand: 3, reserved: 0 });
    expect(
      (await warehouse.post('/api/inventory/warehouses', { code: code('W'), name: 'Jeddah' })).status,
    ).toBe(403);
    const created = await admin.post('/api/inventory/warehouses', { code: 'JED-01', name: 'Jeddah' });
    expect(created.status).toBe(201);
    expect((await admin.post('/api/inventory/warehouses', { code: 'JED-01', name: 'Again' })).status).toBe(
      409,
    );
  });
});

describe('stock lists, filters, export', () => {
  it('filters lots by near expiry, expired and below minimum, and items likewise', async () => {
    const low = await seedItem(t, { minimumLevel: 100 });
    const expiring = await seedLot(t, low, wh, { expiryDate: day(20), onHand: 5 });
    const expired = await seedLot(t, low, wh, { expiryDate: day(-1), onHand: 7 });
    const fine = await seedLot(t, low, wh, { expiryDate: day(500), onHand: 9 });
    const ids = async (query: string) =>
      (await body(await credit.get(`/api/inventory/lots?itemCode=${low.itemCode}&${query}`))).lots.map(
        (l: Json) => l.id,
      );
    expect(await ids('filter=near-expiry')).toEqual([expiring.id]);
    expect(await ids('filter=expired')).toEqual([expired.id]);
    expect(await ids('filter=below-minimum')).toEqual([expired.id, expiring.id, fine.id]);
    expect(await ids(`warehouseId=${wh.id}&pageSize=1&page=2`)).toEqual([expiring.id]);
    const items = await body(await credit.get(`/api/inventory/items?filter=below-minimum&q=${low.itemCode}`));
    expect(items.items).toEqual([
      expect.objectContaining({ itemCode: low.itemCode, onHand: 21, available: 14, belowMinimum: true }),
    ]);
    const csv = await warehouse.get(`/api/inventory/export?format=csv&itemCode=${low.itemCode}`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Warehouse,Item Code,Item Description,Lot,Expiry,Bin,On Hand,Reserved,Available,Expiry State',
    );
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual([day(-1), day(20), day(500)]);
    const xlsx = await warehouse.get(`/api/inventory/export?itemCode=${low.itemCode}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect(book.worksheets[0]!.rowCount).toBe(4);
  });

  it("pages one item's lots with exact totals: more than a page, the last page, past the end", async () => {
    const item = await seedItem(t);
    for (const [n, offset] of [30, 10, 20].entries())
      await seedLot(t, item, wh, { lotNumber: `PG-${n}`, expiryDate: day(offset), onHand: 1 });
    const page = async (query: string) =>
      body(await credit.get(`/api/inventory/lots?itemCode=${item.itemCode}&pageSize=2&${query}`));
    const first = await page('page=1');
    expect(first).toMatchObject({ total: 3, totalIsEstimate: false, page: 1, pageSize: 2 });
    expect(first.lots.map((l: Json) => l.lotNumber)).toEqual(['PG-1', 'PG-2']);
    const last = await page('page=2');
    expect(last).toMatchObject({ total: 3, totalIsEstimate: false });
    expect(last.lots.map((l: Json) => l.lotNumber)).toEqual(['PG-0']);
    expect(await page('page=5')).toMatchObject({ lots: [], total: 3, totalIsEstimate: false });
    expect(await page(`page=1&warehouseId=${wh.id}&filter=expired`)).toMatchObject({ lots: [], total: 0 });
  });

  it('counts below minimum per warehouse and overall from unexpired stock, before and after the periodic pass', async () => {
    const item = await seedItem(t, { minimumLevel: 10 });
    const other = await seedWarehouse(t);
    const expired = await seedLot(t, item, wh, { expiryDate: day(-1), onHand: 8 });
    const soon = await seedLot(t, item, wh, { expiryDate: day(2), onHand: 2 });
    const fine = await seedLot(t, item, wh, { expiryDate: day(300), onHand: 3 });
    const there = await seedLot(t, item, other, { expiryDate: day(300), onHand: 6 });
    const below = async (warehouseId?: string) => {
      const where = warehouseId ? `&warehouseId=${warehouseId}` : '';
      const lots = await body(
        await warehouse.get(`/api/inventory/lots?filter=below-minimum&itemCode=${item.itemCode}${where}`),
      );
      const items = await body(
        await warehouse.get(`/api/inventory/items?filter=below-minimum&itemCode=${item.itemCode}${where}`),
      );
      expect(items.items.length > 0).toBe(lots.lots.length > 0);
      return lots.lots.map((l: Json) => l.id);
    };
    // Unexpired: 2 + 3 here (below 10), 6 there (below), 11 overall (not below); the 8 expired never count.
    const expected = async () => {
      expect(await below()).toEqual([]);
      expect(await below(wh.id)).toEqual([expired.id, soon.id, fine.id]);
      expect(await below(other.id)).toEqual([there.id]);
    };
    await expected(); // before any pass: the expired lot is corrected for at read
    await scanStockAlerts(t.deps);
    await expected(); // after it: the expired lot has left the levels
    // A pass on a later day (a clock ahead) marks the lot expiring in two days; today still counts it.
    await scanStockAlerts({ ...t.deps, now: () => new Date(Date.now() + 5 * 86_400_000) });
    await expected();
    await scanStockAlerts(t.deps);
    // A higher minimum is below overall too; reserving or taking units is followed at once.
    expect(
      (await warehouse.request('PATCH', `/api/inventory/items/${item.id}`, { minimumLevel: 12 })).status,
    ).toBe(200);
    expect((await below()).sort()).toEqual([expired.id, soon.id, fine.id, there.id].sort());
    await warehouse.request('PATCH', `/api/inventory/items/${item.id}`, { minimumLevel: 5 });
    expect(await below(other.id)).toEqual([]);
    await warehouse.post(`/api/inventory/lots/${there.id}/adjustments`, {
      quantity: -2,
      reason: 'Damaged in transit',
    });
    expect(await below(other.id)).toEqual([there.id]);
  });

  it('alerts warehouse managers about expired, near-expiry and below-minimum stock once', async () => {
    const item = await seedItem(t, { minimumLevel: 10 });
    const lot = await seedLot(t, item, wh, { expiryDate: day(-2), onHand: 4, lotNumber: code('EXP') });
    await seedLot(t, item, wh, { expiryDate: day(30), onHand: 20 });
    await scanStockAlerts(t.deps);
    await scanStockAlerts(t.deps);
    const notes = (await body(await warehouse.get('/api/notifications'))).notifications.map(
      (n: Json) => n.message,
    );
    expect(notes.filter((m: string) => m.includes(`${item.itemCode} / ${lot.lotNumber}`))).toHaveLength(1);
    await warehouse.post(`/api/inventory/lots/${lot.id}/adjustments`, {
      quantity: -4,
      reason: 'Expired stock destroyed',
    });
    const afterDrop = (await body(await warehouse.get('/api/notifications'))).notifications.map(
      (n: Json) => n.message,
    );
    expect(afterDrop).not.toContain(
      `Stock of ${item.itemCode} is below its minimum: 20 available, minimum 10`,
    );
    const fresh = (
      await body(await warehouse.get(`/api/inventory/lots?itemCode=${item.itemCode}&filter=near-expiry`))
    ).lots;
    await warehouse.post(`/api/inventory/lots/${fresh[0].id}/adjustments`, {
      quantity: -15,
      reason: 'Damaged by water',
    });
    const low = (await body(await warehouse.get('/api/notifications'))).notifications.map(
      (n: Json) => n.message,
    );
    expect(low).toContain(`Stock of ${item.itemCode} is below its minimum: 5 available, minimum 10`);
    // Stored as a catalog key: a manager reading in Arabic reads it in Arabic.
    const arabic = (
      await body(await warehouse.get('/api/notifications', { 'accept-language': 'ar' }))
    ).notifications.map((n: Json) => n.message);
    expect(arabic).toContain(`مخزون ${item.itemCode} أقل من حده الأدنى: المتاح 5 والحد الأدنى 10`);
  });
});

describe('stock search (q)', () => {
  const searched = async (list: 'lots' | 'items', q: string, more = '') =>
    body(await credit.get(`/api/inventory/${list}?q=${encodeURIComponent(q)}${more}`));
  const lotNumbers = async (q: string, more = '') =>
    (await searched('lots', q, more)).lots.map((l: Json) => l.lotNumber);
  const itemCodes = async (q: string) => (await searched('items', q)).items.map((i: Json) => i.itemCode);

  it('finds lots by item code prefix, lot number prefix or a word of the description, in any case', async () => {
    const codeTag = code('SC');
    const lotTag = code('SL');
    const word = code('Gauze');
    const first = await seedItem(t, { itemCode: `${codeTag}-01`, description: 'Cotton rolls' });
    const second = await seedItem(t, { itemCode: `${codeTag}-02`, description: `Sterile ${word} 10x10` });
    // Holds the code tag, but not where a prefix would find it.
    const other = await seedItem(t, { itemCode: `X${codeTag}`, description: 'Elastic bandage' });
    await seedLot(t, first, wh, { lotNumber: 'F-1', expiryDate: day(90), onHand: 1 });
    await seedLot(t, second, wh, { lotNumber: 'S-1', expiryDate: day(30), onHand: 1 });
    await seedLot(t, second, wh, { lotNumber: 'S-2', expiryDate: day(60), onHand: 1 });
    await seedLot(t, other, wh, { lotNumber: `${lotTag}-A`, expiryDate: day(45), onHand: 1 });
    await seedLot(t, other, wh, { lotNumber: `Z${codeTag}`, expiryDate: day(50), onHand: 1 });

    // In list order (expiry first), whichever field matched.
    expect(await lotNumbers(codeTag.toLowerCase())).toEqual(['S-1', 'S-2', 'F-1']);
    expect(await lotNumbers(`${codeTag}-02`)).toEqual(['S-1', 'S-2']);
    expect(await lotNumbers(lotTag.toLowerCase())).toEqual([`${lotTag}-A`]);
    expect(await lotNumbers(word.toUpperCase())).toEqual(['S-1', 'S-2']);
    expect(await lotNumbers(`sterile ${word}`)).toEqual(['S-1', 'S-2']);
    expect(await lotNumbers(code('NONE'))).toEqual([]);
    // Beside the other filters, with its total, a page at a time.
    expect(await searched('lots', codeTag, '&pageSize=2&page=2')).toMatchObject({
      lots: [expect.objectContaining({ lotNumber: 'F-1', itemCode: first.itemCode })],
      total: 3,
      totalIsEstimate: false,
    });
    expect(await lotNumbers(codeTag, `&itemCode=${second.itemCode}`)).toEqual(['S-1', 'S-2']);
    expect(await lotNumbers(codeTag, `&warehouseId=${wh.id}&filter=near-expiry`)).toEqual([
      'S-1',
      'S-2',
      'F-1',
    ]);
    // The export reads the same lots.
    const csv = await (await warehouse.get(`/api/inventory/export?format=csv&q=${codeTag}`)).text();
    expect(
      csv
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[3]),
    ).toEqual(['S-1', 'S-2', 'F-1']);
    // The item list searches the same way.
    expect(await itemCodes(codeTag.toLowerCase())).toEqual([first.itemCode, second.itemCode]);
    expect(await itemCodes(word.toLowerCase())).toEqual([second.itemCode]);
    expect(await itemCodes('elastic BANDAGE')).toContain(other.itemCode);
    expect(await itemCodes(lotTag)).toEqual([]);
  });

  it('takes % and _ in the search as themselves', async () => {
    const tag = code('PC');
    const literal = await seedItem(t, { itemCode: `${tag}_5%`, description: `Cream ${tag} 5%_w` });
    const lookalike = await seedItem(t, { itemCode: `${tag}x5y`, description: `Cream ${tag} 5xyw` });
    await seedLot(t, literal, wh, { lotNumber: `${tag}%1`, expiryDate: day(40), onHand: 1 });
    await seedLot(t, lookalike, wh, { lotNumber: `${tag}-2`, expiryDate: day(20), onHand: 1 });

    expect(await lotNumbers(`${tag}_`)).toEqual([`${tag}%1`]);
    expect(await lotNumbers(`${tag}%`)).toEqual([`${tag}%1`]);
    expect(await lotNumbers('5%_w')).toEqual([`${tag}%1`]);
    expect(await itemCodes(`${tag}_5%`)).toEqual([literal.itemCode]);
    expect(await itemCodes(`${tag} 5%`)).toEqual([literal.itemCode]);
  });

  it('answers the same when the search finds more than a thousand items', async () => {
    const tag = code('BR');
    await t.deps.db.execute(
      sql`insert into stock_items (item_code, description)
        select ${tag} || '-' || lpad(g::text, 4, '0'), 'Bulk item ' || g from generate_series(1, 1001) g`,
    );
    const [first, last] = await Promise.all(
      [`${tag}-0001`, `${tag}-1001`].map(async (itemCode) => {
        const { items } = await body(await credit.get(`/api/inventory/items?itemCode=${itemCode}`));
        return items[0] as { id: string; itemCode: string };
      }),
    );
    const other = await seedItem(t);
    await seedLot(t, last!, wh, { lotNumber: 'B-1', expiryDate: day(10), onHand: 1 });
    await seedLot(t, first!, wh, { lotNumber: 'B-2', expiryDate: day(20), onHand: 1 });
    await seedLot(t, other, wh, { lotNumber: `${tag}-L`, expiryDate: day(15), onHand: 1 });

    expect(await searched('lots', tag.toLowerCase())).toMatchObject({ total: 3, totalIsEstimate: false });
    expect(await lotNumbers(tag.toLowerCase())).toEqual(['B-1', `${tag}-L`, 'B-2']);
    expect(await lotNumbers(`${tag}-0`)).toEqual(['B-2']);
    expect((await searched('items', tag, '&pageSize=1')).total).toBe(1001);
  });
});

describe('spreadsheet import', () => {
  it('serves the template; receives every row, or none with per-row errors', async () => {
    const template = await warehouse.get('/api/inventory/template');
    expect(template.status).toBe(200);
    const itemCode = code('IMP');
    const good = [
      'Warehouse,Item Code,Item Description,Lot,Expiry,Bin,Qty',
      `${wh.code},${itemCode},Cotton rolls,L1,${day(300)},A-1,10`,
      `${wh.code},${itemCode},,L2,${day(200)},A-2,5`,
    ];
    const bad = [
      ...good,
      `${wh.code},${itemCode},,L3,2027-02-30,A-3,0`,
      `NOPE,${itemCode},,L4,${day(200)},A-4,1`,
    ];
    const upload = (rows: string[]) =>
      warehouse.post(
        '/api/inventory/imports',
        form({ file: filePart(Buffer.from(rows.join('\r\n')), 'stock.csv', 'text/csv') }),
      );
    const refused = await body(await upload(bad));
    expect(refused).toMatchObject({ applied: false, received: 0 });
    expect(refused.errors).toEqual([
      { row: 4, field: 'expiryDate', message: 'Row 4: Expiry date must be a real date' },
      { row: 4, field: 'quantity', message: 'Row 4: Quantity must be positive' },
      { row: 5, field: 'warehouse', message: 'Row 5: Unknown warehouse NOPE' },
    ]);
    expect((await body(await credit.get(`/api/inventory/items?itemCode=${itemCode}`))).items).toEqual([]);
    const applied = await body(await upload(good));
    expect(applied).toMatchObject({ applied: true, received: 2, errors: [] });
    const lots = (await body(await credit.get(`/api/inventory/lots?itemCode=${itemCode}`))).lots;
    expect(lots.map((l: Json) => [l.lotNumber, l.expiryDate, l.onHand])).toEqual([
      ['L2', day(200), 5],
      ['L1', day(300), 10],
    ]);
    expect(
      (
        await credit.post(
          '/api/inventory/imports',
          form({ file: filePart(Buffer.from(good.join('\n')), 'stock.csv') }),
        )
      ).status,
    ).toBe(403);
  });
});
