/**
 * Ill-formed Unicode (a lone UTF-16 surrogate, bytes that are not UTF-8) is refused with 422
 * wherever text comes in: JSON bodies (raw bytes and \ud800 escapes), query strings, multipart
 * text fields and spreadsheet cells. Never stored as U+FFFD (http/well-formed-text.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LineCollector } from '../../src/features/spreadsheets/line-collector.js';
import { SpreadsheetError } from '../../src/features/spreadsheets/spreadsheet-error.js';
import { HEADER, orderBody, pdfBytes } from '../fixtures.js';
import {
  createTestApp,
  createUser,
  type Json,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  type TestClient,
} from '../harness.js';

let t: TestApp;
let owner: SeedUser;
let company: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  company = await signedIn(t, owner);
});
afterAll(() => t.close());

const ILL_FORMED = /well-formed Unicode/;

async function expectRefused(res: Response, path: string) {
  expect(res.status).toBe(422);
  const body = (await res.json()) as Json;
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.message).toMatch(ILL_FORMED);
  expect(body.error.details.issues[0].path).toBe(path);
}

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));
/** A UTF-16 surrogate encoded as UTF-8 would encode it (CESU-8): not UTF-8. */
const ENCODED_SURROGATE = [0xed, 0xa0, 0x80];

describe('JSON bodies', () => {
  it('a \\ud800 escape in a client name answers 422 naming the field, and nothing is stored', async () => {
    const text = JSON.stringify(orderBody({ clientName: 'Al Noor PLACEHOLDER' })).replace(
      'PLACEHOLDER',
      '\\ud800',
    );
    const res = await company.post('/api/orders', text);
    await expectRefused(res, 'clientName');
    const list = (await (await company.get('/api/orders')).json()) as Json;
    expect(list.total).toBe(0);
  });

  it('a lone surrogate in a nested string or a key answers 422 with its path', async () => {
    const nested = JSON.stringify(orderBody()).replace('"Amoxicillin', '"Amox\\udc00icillin');
    await expectRefused(await company.post('/api/orders', nested), 'lines.0.itemDescription');
    const key = JSON.stringify(orderBody()).replace('"notes"', '"no\\ud83dtes"');
    await expectRefused(await company.post('/api/orders', key), 'no\ud83dtes');
  });

  it('bytes that are not UTF-8 answer 422 (not stored as U+FFFD)', async () => {
    const [before, after] = JSON.stringify(orderBody({ clientName: 'Al Noor X' })).split('Al Noor X');
    const body = bytes(before!, 'Al Noor ', ENCODED_SURROGATE, after!);
    const res = await t.fetch('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await authHeaders()) },
      body,
    });
    await expectRefused(res, '');
  });

  it('well-formed text outside the BMP (a surrogate pair) is taken', async () => {
    const res = await company.post('/api/orders', orderBody({ clientName: 'Al Noor 🏥 صيدلية' }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as Json).clientName).toBe('Al Noor 🏥 صيدلية');
  });
});

describe('query strings', () => {
  it('a percent-encoded surrogate or stray byte answers 422 naming the parameter', async () => {
    await expectRefused(await company.get('/api/orders?q=%ED%A0%80'), 'q');
    await expectRefused(await company.get('/api/orders?q=ab%FFcd'), 'q');
    await expectRefused(await company.get('/api/inventory/lots?q=%C3'), 'q');
  });

  it('well-formed text, encoded emoji included, is searched', async () => {
    expect((await company.get('/api/orders?q=%F0%9F%8F%A5')).status).toBe(200);
    expect((await company.get(`/api/orders?q=${encodeURIComponent('صيدلية')}`)).status).toBe(200);
  });
});

describe('multipart text fields', () => {
  it('a text field that is not UTF-8 answers 422 naming it; the file part is not judged as text', async () => {
    const order = await seedOrder(t, owner, { status: 'SUBMITTED' });
    const boundary = 'tawreed-boundary';
    const body = bytes(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachmentType"\r\n\r\npurchase`,
      ENCODED_SURROGATE,
      `_order\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="po.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      [...pdfBytes(), 0xff, 0xfe],
      `\r\n--${boundary}--\r\n`,
    );
    const res = await t.fetch(`/api/orders/${order.id}/upload`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(await authHeaders()) },
      body,
    });
    await expectRefused(res, 'attachmentType');
  });
});

describe('spreadsheet cells', () => {
  it('a UTF-16 CSV holding a lone surrogate answers 422 (parse-file)', async () => {
    const csv = `${HEADER.join(',')}\nA-1,Glo\ud800ves,10.50,5,3\n`;
    const units = new Uint16Array([0xfeff, ...Array.from(csv, (c) => c.charCodeAt(0))]);
    const file = new File([new Uint8Array(units.buffer)], 'lines.csv', { type: 'text/csv' });
    const form = new FormData();
    form.append('file', file);
    const res = await company.post('/api/orders/parse-file', form);
    expect(res.status).toBe(422);
    expect(((await res.json()) as Json).error.message).toMatch(ILL_FORMED);
  });

  it('a workbook cell holding a lone surrogate (an XML character reference) refuses the sheet', () => {
    const collector = new LineCollector();
    expect(collector.accept(1, [...HEADER])).toBe(true);
    expect(() => collector.accept(2, ['A-1', 'Glo\ud800ves', '10.50', '5', '3'])).toThrow(SpreadsheetError);
    expect(() => new LineCollector().accept(1, ['\udfff'])).toThrow(ILL_FORMED);
  });
});

let token: string | undefined;
async function authHeaders(): Promise<Record<string, string>> {
  if (!token) {
    const res = await company.post('/api/auth/tokens', { name: 'ill-formed text' });
    token = ((await res.json()) as Json).token as string;
  }
  return { authorization: `Bearer ${token}` };
}
