import { createTestApp, createUser, type TestApp } from '@tawreed/service/testing';
import { linesXlsx, orderBody, orderFormXlsx, pdfBytes } from '@tawreed/service/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderWithFiles,
  createTawreedClient,
  type FileInput,
  namedFile,
  parseLinesFile,
  TawreedApiError,
  type TawreedClient,
  unwrap,
  uploadOrderFile,
} from './index.js';

let t: TestApp;
let client: TawreedClient;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Adwaa Lana' });
  client = createTawreedClient({ baseUrl: 'http://tawreed.test', cookies: true, fetch: (r) => t.fetch(r) });
  await unwrap(client.POST('/api/auth/login', { body: { email: user.email, password: user.password } }));
});
afterAll(() => t.close());

describe("the portal's create flow through the SDK (SPEC §7)", () => {
  it('parse, create, save parsed file, upload P.O and order form -> PENDING_CREDIT', async () => {
    const sheet = await linesXlsx();
    const parsed = await parseLinesFile(client, namedFile(sheet, 'lines.xlsx'));
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

    // A browser File, and a Node Buffer with its name.
    await uploadOrderFile(
      client,
      created.id,
      new File([new Uint8Array(pdfBytes())], 'po.pdf'),
      'purchase_order',
    );
    const done = await uploadOrderFile(
      client,
      created.id,
      namedFile(await orderFormXlsx(), 'order-form.xlsx'),
      'order_form',
    );
    expect(done.status).toBe('PENDING_CREDIT');
    expect(done.totalValueSAR).toBe('507.52');

    const list = await unwrap(
      client.GET('/api/orders', { params: { query: { status: ['PENDING_CREDIT'] } } }),
    );
    expect(list.orders.map((o) => o.id)).toContain(created.id);
  });

  it('sends a list filter as the contract declares it (style form, explode false): ?status=A,B', async () => {
    const sent: string[] = [];
    const watched = createTawreedClient({
      baseUrl: 'http://tawreed.test',
      fetch: async (request) => {
        sent.push(new URL(request.url).search);
        return Response.json({ orders: [] });
      },
    });
    await watched.GET('/api/orders', { params: { query: { status: ['PENDING_CREDIT', 'RESUBMITTED'] } } });
    expect(sent).toEqual(['?status=PENDING_CREDIT,RESUBMITTED']);

    const list = await unwrap(
      client.GET('/api/orders', { params: { query: { status: ['PENDING_CREDIT', 'SUBMITTED'] } } }),
    );
    expect(list.orders.map((o) => o.status)).toContain('PENDING_CREDIT');
    expect(list.orders.every((o) => o.status === 'PENDING_CREDIT' || o.status === 'SUBMITTED')).toBe(true);
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

  it('createOrderWithFiles: one call to PENDING_CREDIT; an unnamed file is refused before anything is sent', async () => {
    const body = orderBody({ externalRef: 'SDK-FILES-1' });
    const order = await createOrderWithFiles(client, {
      order: body,
      purchaseOrder: namedFile(pdfBytes(), 'po.pdf'),
      orderForm: namedFile(new Blob([new Uint8Array(await orderFormXlsx())]), 'order-form.xlsx'),
    });
    expect(order).toMatchObject({ status: 'PENDING_CREDIT', externalRef: 'SDK-FILES-1' });
    expect(order.attachments.map((a) => a.attachmentType).sort()).toEqual(['order_form', 'purchase_order']);

    // The bug partners hit with a generated client: a nameless Blob got 415 after the order was made.
    const nameless = { name: '', content: new Blob([new Uint8Array(pdfBytes())]) } satisfies FileInput;
    const refused = await createOrderWithFiles(client, {
      order: orderBody({ externalRef: 'SDK-FILES-2' }),
      purchaseOrder: nameless,
      orderForm: namedFile(await orderFormXlsx(), 'order-form.xlsx'),
    }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(TypeError);
    expect((refused as Error).message).toMatch(/needs a name/);

    // A file the service refuses (a P.O that is not a PDF or image): the new order is deleted.
    const rejected = await createOrderWithFiles(client, {
      order: orderBody({ externalRef: 'SDK-FILES-3' }),
      purchaseOrder: namedFile(Buffer.from('MZ not a pdf'), 'po.pdf'),
      orderForm: namedFile(await orderFormXlsx(), 'order-form.xlsx'),
    }).catch((err: unknown) => err);
    expect(rejected).toBeInstanceOf(TawreedApiError);
    expect((rejected as TawreedApiError).status).toBe(415);
    for (const ref of ['SDK-FILES-2', 'SDK-FILES-3']) {
      const list = await unwrap(client.GET('/api/orders', { params: { query: { q: ref } } }));
      expect(list.total).toBe(0);
    }
  });
});
