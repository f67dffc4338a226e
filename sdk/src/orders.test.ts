import { createTestApp, createUser, type TestApp } from '@tawreed/service/testing';
import { linesXlsx, orderBody, orderFormXlsx, pdfBytes } from '@tawreed/service/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTawreedClient, type TawreedClient, unwrap } from './index.js';

let t: TestApp;
let client: TawreedClient;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Adwaa Lana' });
  client = createTawreedClient({ baseUrl: 'http://tawreed.test', cookies: true, fetch: (r) => t.fetch(r) });
  await unwrap(client.POST('/api/auth/login', { body: { email: user.email, password: user.password } }));
});
afterAll(() => t.close());

const multipart = (fields: Record<string, string | Blob>, fileName?: string) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob && fileName) data.append(key, value, fileName);
    else data.append(key, value);
  }
  return data;
};

describe("the portal's create flow through the SDK (SPEC §7)", () => {
  it('parse, create, save parsed file, upload P.O and order form -> PENDING_CREDIT', async () => {
    const sheet = await linesXlsx();
    const parsed = await unwrap(
      client.POST('/api/orders/parse-file', {
        body: { file: 'lines.xlsx' as never },
        bodySerializer: () => multipart({ file: new Blob([new Uint8Array(sheet)]) }, 'lines.xlsx'),
      }),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.totalValueSAR).toBe('507.52');

    const { lines: _lines, ...header } = orderBody();
    const created = await unwrap(
      client.POST('/api/orders', {
        body: { ...header, lines: parsed.lines, totalValueSAR: parsed.totalValueSAR },
      }),
    );
    expect(created.status).toBe('SUBMITTED');

    const saved = await unwrap(
      client.POST('/api/orders/save-parsed-file', {
        body: { orderId: created.id, tempFileId: parsed.tempFileInfo.tempFileId },
      }),
    );
    expect(saved.lines).toHaveLength(2);

    const upload = (bytes: Buffer, name: string, attachmentType: 'purchase_order' | 'order_form') =>
      unwrap(
        client.POST('/api/orders/{id}/upload', {
          params: { path: { id: created.id } },
          body: { file: name as never, attachmentType },
          bodySerializer: () => multipart({ file: new Blob([new Uint8Array(bytes)]), attachmentType }, name),
        }),
      );
    await upload(pdfBytes(), 'po.pdf', 'purchase_order');
    const done = await upload(await orderFormXlsx(), 'order-form.xlsx', 'order_form');
    expect(done.status).toBe('PENDING_CREDIT');
    expect(done.totalValueSAR).toBe('507.52');

    const list = await unwrap(client.GET('/api/orders', { params: { query: { status: 'PENDING_CREDIT' } } }));
    expect(list.orders.map((o) => o.id)).toContain(created.id);
  });

  it('the CLI-style create with an Idempotency-Key retried three times creates one order', async () => {
    const body = orderBody({ externalRef: 'CLI-IMPORT-7' });
    const ids = new Set<string>();
    for (let attempt = 0; attempt < 3; attempt++) {
      const order = await unwrap(
        client.POST('/api/orders', {
          body,
          params: { header: { 'idempotency-key': 'import:CLI-IMPORT-7' } },
        }),
      );
      ids.add(order.id);
    }
    expect(ids.size).toBe(1);
    const list = await unwrap(client.GET('/api/orders', { params: { query: { q: 'CLI-IMPORT-7' } } }));
    expect(list.total).toBe(1);
  });
});
