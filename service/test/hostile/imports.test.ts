/**
 * Imports against oversized and conflicting files (issue 27): a file past its limit is refused
 * (422, English and Arabic) before the rest of it is parsed and nothing is written; a row that
 * conflicts with the stock (a GTIN that is another item's, a lot known with another expiry, a
 * new item without its description) refuses the whole file before anything is written, even
 * when the file spans several write batches.
 */
import { AR, CLIENT_LIMITS, EN, INVENTORY_LIMITS, msg, PRICE_LIST_LIMITS, translate } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { CLIENT_IMPORT_BATCH_ROWS } from '../../src/features/clients/client-import.js';
import { IMPORT_BATCH_ROWS } from '../../src/features/inventory/stock-sheet.js';
import { readSheetRows } from '../../src/features/spreadsheets/sheet-rows.js';
import { filePart, form, linesCsv } from '../fixtures.js';
import { createTestApp, createUser, type Json, signedIn, type TestApp, type TestClient } from '../harness.js';
import { code, expectStockInvariant, seedItem, seedWarehouse } from '../inventory.js';
import { riyadhDay } from '../workflow.js';

let t: TestApp;
let manager: TestClient;
let company: TestClient;
let wh: { id: string; code: string };

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t, await createUser(t, { role: 'WAREHOUSE_MANAGER' }));
  company = await signedIn(t, await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }));
  wh = await seedWarehouse(t);
});
afterAll(async () => {
  await expectStockInvariant(t);
  await t.close();
});

const HEADER = 'Warehouse,Item Code,Item Description,Lot,Expiry,Bin,Qty';
const day = (n: number) => riyadhDay(new Date(), n);
const csv = (rows: string[]) => Buffer.from([HEADER, ...rows].join('\r\n'));
const upload = (bytes: Buffer, name = 'stock.csv', lang = 'en') =>
  manager.post(
    '/api/inventory/imports',
    form({ file: filePart(bytes, name, name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream') }),
    { 'accept-language': lang },
  );
const rowsFor = (itemCode: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${wh.code},${itemCode},Gauze ${itemCode},L${i},${day(300)},A-1,1`);

async function xlsx(rows: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Receipts');
  for (const line of [HEADER, ...rows]) sheet.addRow(line.split(','));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function countOf(table: 'stock_items' | 'stock_lots', itemCode: string) {
  const [row] = await queryRows<{ n: number }>(
    t.deps.db,
    table === 'stock_items'
      ? sql`select count(*)::int as n from stock_items where item_code = ${itemCode}`
      : sql`select count(*)::int as n from stock_lots l join stock_items i on i.id = l.item_id where i.item_code = ${itemCode}`,
  );
  return row?.n ?? 0;
}

describe('import limits', () => {
  const limit = INVENTORY_LIMITS.maxImportRows;
  const tooMany = translate('en', 'importTooManyRows', { max: limit.toLocaleString('en-US') });

  it('a table of exactly the limit is read; one row more is refused, for CSV and .xlsx alike', async () => {
    for (const make of [async (rows: string[]) => csv(rows), xlsx]) {
      const name = make === xlsx ? 'stock.xlsx' : 'stock.csv';
      const fits = await readSheetRows({ bytes: await make(rowsFor('X', limit)), fileName: name }, limit);
      expect(fits.rows).toHaveLength(limit + 1);
      await expect(
        readSheetRows({ bytes: await make(rowsFor('X', limit + 1)), fileName: name }, limit),
      ).rejects.toThrow(tooMany);
    }
  }, 120_000);

  it(`a stock import of ${limit + 1} rows answers 422 in both languages and writes nothing`, async () => {
    const itemCode = code('BIG');
    for (const [bytes, name] of [
      [csv(rowsFor(itemCode, limit + 1)), 'stock.csv'],
      [await xlsx(rowsFor(itemCode, limit + 1)), 'stock.xlsx'],
    ] as const) {
      for (const [lang, message] of [
        ['en', tooMany],
        ['ar', translate('ar', 'importTooManyRows', { max: limit.toLocaleString('en-US') })],
      ] as const) {
        const res = await upload(bytes, name, lang);
        expect(res.status, `${name} ${lang}`).toBe(422);
        expect(((await res.json()) as Json).error.message).toBe(message);
      }
    }
    expect(AR.importTooManyRows).not.toBe(EN.importTooManyRows);
    expect(await countOf('stock_items', itemCode)).toBe(0);
  }, 120_000);

  it('an order-lines file past its limit is refused before the rest is read, in both languages', async () => {
    const lines = Array.from({ length: 5001 }, (_, i) => `GLV-${i},Gloves,10,0,1`);
    for (const lang of ['en', 'ar']) {
      const res = await company.post(
        '/api/orders/parse-file',
        form({ file: filePart(linesCsv(lines), 'lines.csv', 'text/csv') }),
        { 'accept-language': lang },
      );
      expect(res.status).toBe(422);
      const message = ((await res.json()) as Json).error.message as string;
      expect(message).toMatch(lang === 'ar' ? /[\u0600-\u06FF]/ : /more than 5,000 lines/);
    }
  });
});

describe('stock import rows that conflict with the stock', () => {
  it('a scanned GTIN of another item (issue 27) refuses the file, nothing written, message in both languages', async () => {
    const gtin = '62910000000590';
    const holder = await seedItem(t, { itemCode: code('B2-G1'), gtin });
    const bare = await seedItem(t, { itemCode: code('B2-NOG') });
    const header = 'Warehouse,Item Code,Bin,Qty,GS1';
    const file = Buffer.from(
      [header, `${wh.code},${bare.itemCode},A-1,3,(01)${gtin}(17)280131(10)LX1`].join('\r\n'),
    );
    for (const lang of ['en', 'ar'] as const) {
      const res = await upload(file, 'stock.csv', lang);
      expect(res.status).toBe(200);
      const result = (await res.json()) as Json;
      expect(result).toMatchObject({ applied: false, received: 0 });
      const message = translate(lang, 'spreadsheetRow', {
        row: 2,
        message: msg('scannedGtinTaken', { gtin }),
      });
      expect(result.errors).toEqual([{ row: 2, field: 'gs1', message }]);
    }
    expect(await countOf('stock_lots', bare.itemCode)).toBe(0);
    expect(await countOf('stock_lots', holder.itemCode)).toBe(0);
    const [item] = await queryRows<{ gtin: string | null }>(
      t.deps.db,
      sql`select gtin from stock_items where id = ${bare.id}`,
    );
    expect(item?.gtin).toBeNull();
  });

  it(`a bad row late in a file of several write batches (${IMPORT_BATCH_ROWS} rows each) refuses it all`, async () => {
    const itemCode = code('MANY');
    const rows = rowsFor(itemCode, IMPORT_BATCH_ROWS * 2 + 10);
    // The last row names a lot of the same item again with another expiry.
    const clash = `${wh.code},${itemCode},,L3,${day(500)},A-1,1`;
    const refused = (await (await upload(csv([...rows, clash]))).json()) as Json;
    expect(refused).toMatchObject({ applied: false, received: 0 });
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors[0]).toMatchObject({ row: rows.length + 2, field: 'expiryDate' });
    expect(await countOf('stock_items', itemCode)).toBe(0);
    // A new item without a description refuses the file too.
    const nameless = `${wh.code},${code('NONAME')},,L1,${day(300)},A-1,1`;
    const refusedToo = (await (await upload(csv([...rows, nameless]))).json()) as Json;
    expect(refusedToo.errors[0]).toMatchObject({
      field: 'description',
      message: expect.stringContaining(EN.unknownItemNeedsDescription),
    });
    expect(await countOf('stock_items', itemCode)).toBe(0);
    // The same file without them is received whole, across the batches.
    const applied = (await (await upload(csv(rows))).json()) as Json;
    expect(applied).toMatchObject({ applied: true, received: rows.length, errors: [] });
    expect(await countOf('stock_lots', itemCode)).toBe(rows.length);
  }, 120_000);
});

describe('the client, receivable, payment and price imports past their limit', () => {
  let admin: TestClient;
  let listId: string;
  beforeAll(async () => {
    admin = await signedIn(t, await createUser(t, { role: 'ADMIN' }));
    const created = await admin.post('/api/price-lists', { name: code('Limit') });
    expect(created.status).toBe(201);
    listId = ((await created.json()) as Json).id;
  });

  const csvOf = (header: string, count: number, row: (i: number) => string) => {
    const lines = [header];
    for (let i = 0; i < count; i++) lines.push(row(i));
    return Buffer.from(lines.join('\r\n'));
  };
  const account = (i: number) => `LIM-${String(i).padStart(6, '0')}`;
  const IMPORTS = [
    {
      route: '/api/clients/import',
      limit: CLIENT_LIMITS.maxImportRows,
      file: (n: number) => csvOf('Account No,Name', n, (i) => `${account(i)},Clinic ${i}`),
      written: sql`select count(*)::int as n from clients where account_no like 'LIM-%'`,
    },
    {
      route: '/api/receivables/import',
      limit: CLIENT_LIMITS.maxImportRows,
      file: (n: number) =>
        csvOf(
          'Account No,Kind,Number,Date,Amount (SAR),Open (SAR)',
          n,
          (i) => `${account(0)},INVOICE,LIM-INV-${i},2026-11-01,10.00,10.00`,
        ),
      written: sql`select count(*)::int as n from receivable_documents where number like 'LIM-%'`,
    },
    {
      route: '/api/payments/import',
      limit: CLIENT_LIMITS.maxImportRows,
      file: (n: number) =>
        csvOf(
          'Account No,Date,Amount (SAR),Reference,Method',
          n,
          (i) => `${account(0)},2026-11-01,10.00,LIM-PAY-${i},BANK_TRANSFER`,
        ),
      written: sql`select count(*)::int as n from payments where reference like 'LIM-%'`,
    },
    {
      route: '/api/price-lists/{id}/import',
      limit: PRICE_LIST_LIMITS.maxImportRows,
      file: (n: number) => csvOf('Item Code,Price (SAR)', n, (i) => `LIM-${i},1.00`),
      written: sql`select count(*)::int as n from price_list_items where item_code like 'LIM-%'`,
    },
  ] as const;

  for (const one of IMPORTS) {
    it(`${one.route}: one row past its limit (${one.limit + 1}) answers 422 in both languages, nothing written`, async () => {
      const bytes = one.file(one.limit + 1);
      const route = one.route.replace('{id}', listId);
      for (const lang of ['en', 'ar'] as const) {
        const res = await admin.post(route, form({ file: filePart(bytes, 'import.csv', 'text/csv') }), {
          'accept-language': lang,
        });
        expect(res.status, `${one.route} ${lang}`).toBe(422);
        expect(((await res.json()) as Json).error.message).toBe(
          translate(lang, 'importTooManyRows', { max: one.limit.toLocaleString('en-US') }),
        );
      }
      const [row] = await queryRows<{ n: number }>(t.deps.db, one.written);
      expect(row?.n).toBe(0);
      // The limit itself is read (whatever the rows then say): the refusal is the count, not the size.
      const fits = await readSheetRows({ bytes: one.file(one.limit), fileName: 'import.csv' }, one.limit);
      expect(fits.rows).toHaveLength(one.limit + 1);
    }, 120_000);
  }
  it(`a client import over several write batches (${CLIENT_IMPORT_BATCH_ROWS} rows each) with a bad last row writes nothing; without it, all`, async () => {
    const prefix = code('CB');
    const count = CLIENT_IMPORT_BATCH_ROWS * 2 + 5;
    const good = Array.from({ length: count }, (_, i) => `${prefix}-${i},Clinic ${i},ACTIVE`);
    const file = (lines: string[]) =>
      form({
        file: filePart(Buffer.from(['Account No,Name,Status', ...lines].join('\r\n')), 'c.csv', 'text/csv'),
      });
    const written = async () =>
      (
        await queryRows<{ n: number }>(
          t.deps.db,
          sql`select count(*)::int as n from clients where account_no like ${`${prefix}-%`}`,
        )
      )[0]?.n;
    // BLOCKED without a reason: refused, and so is the whole file.
    const refused = (await (
      await admin.post('/api/clients/import', file([...good, `${prefix}-X,Late,BLOCKED`]))
    ).json()) as Json;
    expect(refused).toMatchObject({ applied: false, created: 0 });
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors[0]).toMatchObject({ row: count + 2, field: 'statusReason' });
    expect(await written()).toBe(0);
    const dry = (await (await admin.post('/api/clients/import?dryRun=true', file(good))).json()) as Json;
    expect(dry).toMatchObject({ applied: false, created: count, errors: [] });
    expect(await written()).toBe(0);
    const applied = (await (await admin.post('/api/clients/import', file(good))).json()) as Json;
    expect(applied).toMatchObject({ applied: true, created: count, updated: 0, errors: [] });
    expect(await written()).toBe(count);
    const again = (await (await admin.post('/api/clients/import', file(good))).json()) as Json;
    expect(again).toMatchObject({ applied: true, created: 0, unchanged: count, errors: [] });
  }, 120_000);

  it('the JSON receivable and payment imports of one item past the limit are refused unread in both languages, nothing written', async () => {
    const over = CLIENT_LIMITS.maxImportRows + 1;
    const bodies = {
      '/api/receivables/import': {
        documents: Array.from({ length: over }, (_, i) => ({
          accountNo: account(0),
          kind: 'INVOICE',
          number: `LIM-JSON-${i}`,
          date: '2026-11-01',
          amountSAR: '10.00',
          openSAR: '10.00',
        })),
      },
      '/api/payments/import': {
        payments: Array.from({ length: over }, (_, i) => ({
          accountNo: account(0),
          date: '2026-11-01',
          amountSAR: '10.00',
          reference: `LIM-JSON-${i}`,
          method: 'BANK_TRANSFER',
        })),
      },
    };
    for (const [route, body] of Object.entries(bodies)) {
      for (const lang of ['en', 'ar'] as const) {
        const res = await admin.post(route, body, { 'accept-language': lang });
        const answer = (await res.json()) as Json;
        // Past the row limit a JSON body is past the 1 MB body limit too: refused unread (413);
        // a denser body would meet the schema's maximum (422 naming the list).
        expect([413, 422], `${route} ${lang} ${JSON.stringify(answer).slice(0, 200)}`).toContain(res.status);
        if (res.status === 422) expect(answer.error.details.issues[0].path).toMatch(/^(documents|payments)$/);
        expect(answer.error.message).toBeTruthy();
        if (lang === 'ar') expect(answer.error.message).toMatch(/[\u0600-\u06FF]/);
      }
    }
    const [row] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select (select count(*) from receivable_documents where number like 'LIM-JSON-%')::int
        + (select count(*) from payments where reference like 'LIM-JSON-%')::int as n`,
    );
    expect(row?.n).toBe(0);
  }, 120_000);
});
