import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../../test/harness.js';
import {
  createTestApp,
  createUser,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  TestClient,
} from '../../../test/harness.js';

let t: TestApp;
let owner: SeedUser;
let ownerClient: TestClient;
let creditClient: TestClient;
let warehouseClient: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  const [credit, warehouse] = await Promise.all([
    createUser(t, { role: 'CREDIT_TEAM' }),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }),
  ]);
  [ownerClient, creditClient, warehouseClient] = await Promise.all([
    signedIn(t, owner),
    signedIn(t, credit),
    signedIn(t, warehouse),
  ]);
});
afterAll(() => t.close());

const AR = { 'accept-language': 'ar-SA,ar;q=0.9' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };
const errorOf = async (res: Response) => ({ status: res.status, ...((await res.json()) as Json).error });

describe('error messages in the caller’s language (Accept-Language), same code and status', () => {
  it('a 422 on order creation: the message and every issue in Arabic, in English otherwise', async () => {
    const bad = {
      clientName: '',
      orderDate: '2026-11-20',
      medicalCompany: 'Wasama',
      region: 'Riyadh-Central',
      area: 'Riyadh',
      lines: [{ itemCode: 'A1', itemDescription: 'Gauze', publicPrice: '10', quantity: 0 }],
    };
    const english = await errorOf(await ownerClient.post('/api/orders', bad, EN));
    const arabic = await errorOf(await ownerClient.post('/api/orders', bad, AR));
    expect(english.status).toBe(422);
    expect(arabic.status).toBe(422);
    expect(arabic.code).toBe('VALIDATION_FAILED');
    expect(english.code).toBe('VALIDATION_FAILED');
    const issues = (error: Json) =>
      Object.fromEntries(error.details.issues.map((i: Json) => [i.path, i.message]));
    expect(issues(english)).toMatchObject({
      clientName: 'Client name is required',
      'lines.0.quantity': 'Quantity must be positive',
    });
    expect(issues(arabic)).toMatchObject({
      clientName: 'اسم العميل مطلوب',
      'lines.0.quantity': 'يجب أن تكون الكمية موجبة',
    });
    expect(arabic.message).toBe('اسم العميل مطلوب');
  });

  it('a 422 from the request schema itself (a field missing, a wrong type) speaks Arabic too', async () => {
    const bad = { orderDate: 20261120, lines: 'none' };
    const english = await errorOf(await ownerClient.post('/api/orders', bad, EN));
    const arabic = await errorOf(await ownerClient.post('/api/orders', bad, AR));
    expect([english.status, arabic.status]).toEqual([422, 422]);
    expect(arabic.code).toBe(english.code);
    const paths = (error: Json) => error.details.issues.map((i: Json) => i.path);
    expect(paths(arabic)).toEqual(paths(english));
    for (const issue of arabic.details.issues as Json[]) {
      expect(issue.message, issue.path).toMatch(/[\u0600-\u06FF]/);
      expect(issue.messageAr).toBeUndefined();
    }
    for (const issue of english.details.issues as Json[]) {
      expect(issue.message, issue.path).not.toMatch(/[\u0600-\u06FF]/);
      expect(issue.messageAr).toBeUndefined();
    }
    expect(arabic.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('a 409 workflow refusal names the action and the order state in Arabic', async () => {
    const order = await seedOrder(t, owner, { status: 'ORDER_DELIVERED' });
    const path = `/api/orders/${order.id}/actions/approve`;
    const headers = { 'if-match': `"${order.version}"` };
    const english = await errorOf(await creditClient.post(path, {}, { ...headers, ...EN }));
    const arabic = await errorOf(await creditClient.post(path, {}, { ...headers, ...AR }));
    expect(english).toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: 'Cannot approve a delivered order',
    });
    expect(arabic).toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: 'لا يمكن اعتماد طلب مُسلَّم',
    });
  });

  it('a 401 and a 403 in Arabic; no Accept-Language is English', async () => {
    const anonymous = new TestClient(t);
    expect(await errorOf(await anonymous.get('/api/orders', AR))).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'لم يتم تسجيل الدخول',
    });
    expect(await errorOf(await anonymous.get('/api/orders'))).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Not signed in',
    });
    const order = {
      clientName: 'Clinic',
      orderDate: '2026-11-20',
      region: 'Riyadh-Central',
      area: 'Riyadh',
      lines: [],
    };
    const english = await errorOf(await warehouseClient.post('/api/orders', order, EN));
    const arabic = await errorOf(await warehouseClient.post('/api/orders', order, AR));
    expect(english.status).toBe(403);
    expect(arabic).toMatchObject({ status: 403, code: english.code });
    expect(arabic.message).not.toBe(english.message);
    expect(arabic.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the refusals that used to fall through to English speak Arabic', () => {
  const issueOf = (error: Json, path: string) =>
    (error.details.issues as Json[]).find((issue) => issue.path === path)?.message;

  it('a total that does not match the lines', async () => {
    const order = {
      clientName: 'Clinic',
      orderDate: '2026-11-20',
      region: 'Riyadh-Central',
      area: 'Riyadh',
      totalValueSAR: '999.00',
      lines: [{ itemCode: 'A1', itemDescription: 'Gauze', publicPrice: '10', quantity: 2 }],
    };
    const english = await errorOf(await ownerClient.post('/api/orders', order, EN));
    const arabic = await errorOf(await ownerClient.post('/api/orders', order, AR));
    expect([english.status, arabic.status]).toEqual([422, 422]);
    expect(issueOf(english, 'totalValueSAR')).toBe('Total 999.00 does not match the lines (20.00)');
    expect(issueOf(arabic, 'totalValueSAR')).toBe('الإجمالي 999.00 لا يطابق مجموع البنود (20.00)');
    expect(arabic.message).toBe('الإجمالي 999.00 لا يطابق مجموع البنود (20.00)');
  });

  it('delivering with an invoice nobody uploaded, or on a date before transport', async () => {
    const order = await seedOrder(t, owner, { status: 'ORDER_TRANSPORTED' });
    const path = `/api/orders/${order.id}/deliver`;
    const unknownInvoice = { deliveryInvoicePath: 'never-uploaded.pdf' };
    const english = await errorOf(await warehouseClient.post(path, unknownInvoice, EN));
    const arabic = await errorOf(await warehouseClient.post(path, unknownInvoice, AR));
    expect([english.status, arabic.status]).toEqual([422, 422]);
    expect(issueOf(english, 'deliveryInvoicePath')).toBe('Unknown invoice file: upload it first');
    expect(issueOf(arabic, 'deliveryInvoicePath')).toBe('ملف فاتورة غير معروف: ارفعه أولًا');

    const future = { actualDeliveryDate: new Date(Date.now() + 86_400_000).toISOString() };
    const englishDate = await errorOf(await warehouseClient.post(path, future, EN));
    const arabicDate = await errorOf(await warehouseClient.post(path, future, AR));
    expect([englishDate.status, arabicDate.status]).toEqual([422, 422]);
    expect(issueOf(englishDate, 'actualDeliveryDate')).toBe(
      'Delivery date must be between transport and now',
    );
    expect(issueOf(arabicDate, 'actualDeliveryDate')).toBe('يجب أن يكون تاريخ التسليم بين وقت النقل والآن');
  });
});
