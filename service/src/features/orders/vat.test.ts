/**
 * VAT on orders (DESIGN §12), on PGlite and PostgreSQL: the item's category from the inventory,
 * each line's VAT rounded once half away from zero, the order's VAT the exact sum of its lines',
 * and the import preview, the create body and PUT agreeing because they share one computation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineRow } from '../../../fixtures/files.js';
import { filePart, form, linesXlsx, orderBody } from '../../../test/fixtures.js';
import {
  createTestApp,
  createUser,
  type Json,
  type SeedUser,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';

let t: TestApp;
let owner: SeedUser;
let ownerClient: TestClient;
let adminClient: TestClient;

const body = async (res: Response) => (await res.json()) as Json;

/** A zero-rated medicine the inventory knows, and two lines of items it does not (standard-rated). */
const LINES = [
  {
    itemCode: 'VAT-Z-MED',
    itemDescription: 'Insulin pen 100IU',
    publicPrice: '513.00',
    discount: '0',
    quantity: 1,
  },
  { itemCode: 'VAT-S-1003', itemDescription: 'Hand cream', publicPrice: '10.03', discount: '0', quantity: 1 },
  { itemCode: 'VAT-S-010', itemDescription: 'Cotton swab', publicPrice: '0.10', discount: '0', quantity: 1 },
];
const VAT_OF = (lines: Json[]) =>
  lines.map((line) => [line.itemCode, line.netValue, line.vatCategory, line.vatRatePercent, line.vatSAR]);
const EXPECTED_LINES = [
  ['VAT-Z-MED', '513.00', 'Z', '0.00', '0.00'],
  ['VAT-S-1003', '10.03', 'S', '15.00', '1.50'], // 1.5045
  ['VAT-S-010', '0.10', 'S', '15.00', '0.02'], // 0.015, half away from zero
];
const EXPECTED_TOTALS = { totalValueSAR: '523.13', vatSAR: '1.52', payableSAR: '524.65' };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  const admin = await createUser(t, { role: 'ADMIN' });
  [ownerClient, adminClient] = await Promise.all([signedIn(t, owner), signedIn(t, admin)]);
  const item = await adminClient.post('/api/inventory/items', {
    itemCode: 'VAT-Z-MED',
    description: 'Insulin pen 100IU',
    vatCategory: 'Z',
  });
  expect(item.status).toBe(201);
  expect(await body(item)).toMatchObject({ itemCode: 'VAT-Z-MED', vatCategory: 'Z' });
});
afterAll(() => t.close());

describe('VAT on order lines (DESIGN §12)', () => {
  it('stores a zero-rated and a standard line on one order, each rounded once, and shows them on read and in the list', async () => {
    const created = await ownerClient.post('/api/orders', orderBody({ lines: LINES }));
    expect(created.status).toBe(201);
    const order = await body(created);
    expect(VAT_OF(order.lines)).toEqual(EXPECTED_LINES);
    expect(order).toMatchObject(EXPECTED_TOTALS);
    const read = await body(await ownerClient.get(`/api/orders/${order.id}`));
    expect(VAT_OF(read.lines)).toEqual(EXPECTED_LINES);
    expect(read).toMatchObject(EXPECTED_TOTALS);
    const list = await body(await ownerClient.get('/api/orders?pageSize=100'));
    expect(list.orders.find((row: Json) => row.id === order.id)).toMatchObject(EXPECTED_TOTALS);
  });

  it('the import preview, the create body and PUT agree line by line', async () => {
    const xlsx = await linesXlsx(LINES.map((line) => lineRow({ ...line, bonus: '0' })));
    const parsedRes = await ownerClient.post(
      '/api/orders/parse-file',
      form({ file: filePart(xlsx, 'lines.xlsx') }),
    );
    expect(parsedRes.status).toBe(200);
    const parsed = await body(parsedRes);
    expect(parsed.errors).toEqual([]);
    expect(VAT_OF(parsed.lines)).toEqual(EXPECTED_LINES);
    expect(parsed).toMatchObject(EXPECTED_TOTALS);

    // An order created with other lines, then given these by PUT.
    const created = await body(await ownerClient.post('/api/orders', orderBody({ lines: [LINES[1]] })));
    expect(created).toMatchObject({ totalValueSAR: '10.03', vatSAR: '1.50', payableSAR: '11.53' });
    const put = await ownerClient.put(
      `/api/orders/${created.id}`,
      { lines: LINES },
      { 'if-match': String(created.version) },
    );
    expect(put.status).toBe(200);
    const edited = await body(put);
    expect(VAT_OF(edited.lines)).toEqual(EXPECTED_LINES);
    expect(edited).toMatchObject(EXPECTED_TOTALS);

    // The preview saved onto an order stores the same.
    const saved = await ownerClient.post('/api/orders/save-parsed-file', {
      orderId: created.id,
      tempFileId: parsed.tempFileInfo.tempFileId,
    });
    expect(saved.status).toBe(200);
    const fromSheet = await body(saved);
    expect(VAT_OF(fromSheet.lines)).toEqual(EXPECTED_LINES);
    expect(fromSheet).toMatchObject(EXPECTED_TOTALS);
  });

  it('an order of 5,000 lines: its VAT is the exact sum of its lines, no halala lost', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => ({
      itemCode: i % 3 === 0 ? 'VAT-Z-MED' : `VAT-S-${i % 50}`,
      itemDescription: 'Line',
      publicPrice: ((((i * 37) % 997) + 1) / 100).toFixed(2),
      discount: '0',
      quantity: 1 + (i % 4),
    }));
    const res = await ownerClient.post('/api/orders', orderBody({ lines }));
    expect(res.status).toBe(201);
    const order = await body(res);
    expect(order.lines).toHaveLength(5000);
    const cents = (amount: string) => BigInt(amount.replace('.', ''));
    let vat = 0n;
    let net = 0n;
    for (const line of order.lines as Json[]) {
      const lineNet = cents(line.netValue);
      // net x 15 %, in halalas, rounded half away from zero (every net here is positive).
      const expected = line.vatCategory === 'Z' ? 0n : (lineNet * 15n + 50n) / 100n;
      expect(cents(line.vatSAR), line.itemCode).toBe(expected);
      expect(line.vatCategory).toBe(line.itemCode === 'VAT-Z-MED' ? 'Z' : 'S');
      vat += expected;
      net += lineNet;
    }
    expect(cents(order.vatSAR)).toBe(vat);
    expect(cents(order.totalValueSAR)).toBe(net);
    expect(cents(order.payableSAR)).toBe(net + vat);
  });

  it('items take vatCategory through the inventory API, validated; only administrators and the higher authority set it', async () => {
    const bad = await adminClient.post('/api/inventory/items', {
      itemCode: 'VAT-BAD',
      description: 'x',
      vatCategory: 'R',
    });
    expect(bad.status).toBe(422);
    const plain = await body(
      await adminClient.post('/api/inventory/items', { itemCode: 'VAT-PLAIN', description: 'Gauze' }),
    );
    expect(plain.vatCategory).toBe('S');
    const changed = await adminClient.request('PATCH', `/api/inventory/items/${plain.id}`, {
      vatCategory: 'Z',
    });
    expect(changed.status).toBe(200);
    expect((await body(changed)).vatCategory).toBe('Z');
    const warehouse = await signedIn(t, await createUser(t, { role: 'WAREHOUSE_MANAGER' }));
    const refused = await warehouse.request('PATCH', `/api/inventory/items/${plain.id}`, {
      vatCategory: 'S',
    });
    expect(refused.status).toBe(403);
  });
});
