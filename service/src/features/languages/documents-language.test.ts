import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, form } from '../../../test/fixtures.js';
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
import { templateExampleLines } from '../spreadsheets/template.js';

let t: TestApp;
let owner: SeedUser;
let ownerClient: TestClient;
let creditClient: TestClient;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  const credit = await createUser(t, { role: 'CREDIT_TEAM' });
  [ownerClient, creditClient] = await Promise.all([signedIn(t, owner), signedIn(t, credit)]);
  await seedOrder(t, owner, { status: 'REJECTED', clientName: 'صيدلية النور' });
  // Standard-rated lines too (DESIGN §12), so the VAT column holds more than zeros.
  await seedOrder(t, owner, { status: 'PENDING_CREDIT', clientName: 'مستشفى الشفاء', vatCategory: 'S' });
  dir = await mkdtemp(join(tmpdir(), 'tawreed-lo-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const AR = { 'accept-language': 'ar-SA' };
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const firstSheet = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook.worksheets[0]!;
};

/** LibreOffice Calc, headless: converts `file` to `filter`'s format in `dir`; answers the new file's path. */
async function soffice(file: string, filter: string, extension: string): Promise<string> {
  await promisify(execFile)(
    'soffice',
    [
      '--headless',
      `-env:UserInstallation=file://${dir}/profile`,
      '--convert-to',
      filter,
      '--outdir',
      join(dir, extension),
      file,
    ],
    { timeout: 120_000 },
  );
  return join(
    dir,
    extension,
    file
      .split('/')
      .pop()!
      .replace(/\.\w+$/, `.${extension}`),
  );
}
// CSV as UTF-8 with cell values as stored (not as shown), so amounts come out as plain numbers.
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false';

describe('documents in the requested language', () => {
  it('exports in Arabic by lang=ar or Accept-Language, in English otherwise', async () => {
    const csv = (await bytesOf(await creditClient.get('/api/orders/export?format=csv&lang=ar'))).toString(
      'utf8',
    );
    expect(csv.replace(/^\uFEFF/, '')).toMatch(/^رقم الطلب,/);
    expect(csv).toContain('صيدلية النور');
    expect(csv).toContain(',مرفوض,');
    const english = (await bytesOf(await creditClient.get('/api/orders/export?format=csv'))).toString('utf8');
    expect(english.replace(/^\uFEFF/, '')).toMatch(/^Order ID,/);
    expect(english).toContain(',Rejected,');
    const sheet = await firstSheet(await bytesOf(await creditClient.get('/api/orders/export', AR)));
    expect(sheet.getRow(1).getCell(1).value).toBe('رقم الطلب');
    expect(typeof sheet.getRow(2).getCell(11).value).toBe('number');
  });

  it('row errors of parse-file in Arabic; the Arabic template parses back to its lines', async () => {
    const csv = Buffer.from(
      'Item Code,Item Description,Public Price,Disc %,Qty\r\nA-1,Gauze,5,0,0\r\n',
      'utf8',
    );
    const res = await ownerClient.post(
      '/api/orders/parse-file',
      form({ file: filePart(csv, 'lines.csv', 'text/csv') }),
      AR,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).errors).toEqual(['الصف 2: يجب أن تكون الكمية موجبة']);

    const template = await bytesOf(await ownerClient.get('/api/orders/sample-template', AR));
    expect((await firstSheet(template)).getRow(1).getCell(1).value).toBe('رمز الصنف');
    const parsed = await ownerClient.post(
      '/api/orders/parse-file',
      form({ file: filePart(template, 'Order_Template.xlsx') }),
    );
    expect(parsed.status).toBe(200);
    expect(((await parsed.json()) as Json).lines).toEqual(
      templateExampleLines().map((line) => expect.objectContaining(line)),
    );
  });

  it('LibreOffice Calc reads the Arabic export (Arabic headings, numeric totals) and a template it saved imports back', async () => {
    const exported = join(dir, 'orders-ar.xlsx');
    await writeFile(exported, await bytesOf(await creditClient.get('/api/orders/export?lang=ar')));
    const [heading, ...rows] = (await readFile(await soffice(exported, CSV_FILTER, 'csv'), 'utf8')).split(
      /\r?\n/,
    );
    expect(heading!.split(',').slice(0, 3)).toEqual(['رقم الطلب', 'المرجع الخارجي', 'اسم العميل']);
    expect(heading).toContain('الإجمالي (ريال سعودي)');
    // The rejected order's row (the standard-rated order seeded after it comes first, newest first).
    const cells = rows.map((row) => row.split(',')).find((row) => row.includes('مرفوض'))!;
    expect(cells).toContain('مرفوض');
    expect(cells[10]).toMatch(/^\d+(\.\d{1,2})?$/);

    const template = join(dir, 'Order_Template.xlsx');
    await writeFile(template, await bytesOf(await ownerClient.get('/api/orders/sample-template?lang=ar')));
    const resaved = await readFile(await soffice(template, 'xlsx:Calc MS Excel 2007 XML', 'xlsx'));
    const parsed = await ownerClient.post(
      '/api/orders/parse-file',
      form({ file: filePart(resaved, 'Order_Template.xlsx') }),
    );
    expect(parsed.status).toBe(200);
    const body = (await parsed.json()) as Json;
    expect(body.errors).toEqual([]);
    expect(body.lines).toEqual(templateExampleLines().map((line) => expect.objectContaining(line)));
  }, 240_000);

  it('the Arabic xlsx export opened in LibreOffice has numeric VAT and payable columns summing to the service totals to the halala', async () => {
    const exported = join(dir, 'orders-vat-ar.xlsx');
    await writeFile(exported, await bytesOf(await creditClient.get('/api/orders/export?lang=ar')));
    const [heading, ...rows] = (await readFile(await soffice(exported, CSV_FILTER, 'csv'), 'utf8'))
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '');
    expect(heading!.split(',').slice(-2)).toEqual([
      'ضريبة القيمة المضافة (ريال سعودي)',
      'المستحق شامل الضريبة (ريال سعودي)',
    ]);
    const halalas = (text: string) => {
      expect(text).toMatch(/^\d+(\.\d{1,2})?$/); // a number cell, not text
      return Math.round(Number(text) * 100);
    };
    let vat = 0;
    let payable = 0;
    for (const row of rows) {
      const cells = row.split(',');
      vat += halalas(cells.at(-2)!);
      payable += halalas(cells.at(-1)!);
    }
    const api = ((await (await creditClient.get('/api/orders?pageSize=100')).json()) as Json)
      .orders as Json[];
    expect(rows).toHaveLength(api.length);
    const sum = (field: string) => api.reduce((acc, o) => acc + Math.round(Number(o[field]) * 100), 0);
    expect(vat).toBe(sum('vatSAR'));
    expect(payable).toBe(sum('payableSAR'));
    expect(vat).toBeGreaterThan(0);
  }, 240_000);
});
