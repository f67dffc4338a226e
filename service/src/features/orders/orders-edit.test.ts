import { describe, expect, it } from 'vitest';
import {
  exeBytes,
  filePart,
  form,
  linesCsv,
  linesXlsx,
  orderBody,
  orderFormXlsx,
  pdfBytes,
  SAMPLE_LINES,
} from '../../../test/fixtures.js';
import type { Json } from '../../../test/harness.js';
import { seedOrder, signedIn } from '../../../test/harness.js';
import {
  body,
  colleague,
  createOrder,
  creditClient,
  errorOf,
  owner,
  ownerClient,
  t,
  useOrdersApp,
} from '../../../test/orders-app.js';

useOrdersApp();

describe('create, read and edit (happy path)', () => {
  it('creates a SUBMITTED order with exact amounts, company fixed to the caller, and an ETag', async () => {
    const res = await ownerClient.post('/api/orders', orderBody({ totalValueSAR: '507.52' }));
    expect(res.status).toBe(201);
    const order = await body(res);
    expect(res.headers.get('etag')).toBe('"1"');
    expect(order).toMatchObject({
      status: 'SUBMITTED',
      medicalCompany: 'Wasama',
      companyId: owner.id,
      totalValueSAR: '507.52',
      version: 1,
      deliveryStatus: 'PENDING_DELIVERY',
    });
    expect(order.lines[0]).toMatchObject({ netValue: '7.52', grossValue: '7.52', discount: '10.00' });
    expect(order.lines[1]).toMatchObject({ netValue: '500.00', grossValue: '502.00' });
    expect(order.history.map((h: Json) => h.action)).toEqual(['create']);
    expect(order.allowedActions).toEqual(expect.arrayContaining(['edit', 'delete']));
  });

  it('moves to PENDING_CREDIT once it has lines, a P.O and an order form', async () => {
    const order = await createOrder(ownerClient);
    const po = await ownerClient.post(
      `/api/orders/${order.id}/upload`,
      form({ file: filePart(pdfBytes(), 'po.pdf', 'application/pdf'), attachmentType: 'purchase_order' }),
    );
    expect(po.status).toBe(200);
    expect((await body(po)).status).toBe('SUBMITTED');
    const of = await ownerClient.post(
      `/api/orders/${order.id}/upload`,
      form({ file: filePart(await orderFormXlsx(), 'order-form.xlsx'), attachmentType: 'order_form' }),
    );
    const done = await body(of);
    expect(done.status).toBe('PENDING_CREDIT');
    expect(done.history.map((h: Json) => h.action)).toEqual([
      'create',
      'attachment-added',
      'attachment-added',
      'submit',
    ]);
    expect(done.history.at(-1)).toMatchObject({
      fromStatus: 'SUBMITTED',
      toStatus: 'PENDING_CREDIT',
      actor: null,
    });
    expect(done.attachments.map((a: Json) => a.attachmentType).sort()).toEqual([
      'order_form',
      'purchase_order',
    ]);

    const download = await creditClient.get(
      done.attachments.find((a: Json) => a.attachmentType === 'purchase_order').downloadUrl,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toMatch(/po\.pdf/);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdfBytes());
  });

  it('edits with If-Match, bumps the version, and refuses a stale one with 412', async () => {
    const order = await createOrder(ownerClient);
    const edited = await ownerClient.put(
      `/api/orders/${order.id}`,
      { notes: 'Call before delivery' },
      { 'if-match': '"1"' },
    );
    expect(edited.status).toBe(200);
    expect(await body(edited)).toMatchObject({ notes: 'Call before delivery', version: 2 });
    const stale = await ownerClient.put(`/api/orders/${order.id}`, { notes: 'again' }, { 'if-match': '1' });
    expect(await errorOf(stale)).toMatchObject({
      status: 412,
      code: 'VERSION_CONFLICT',
      details: { currentVersion: 2 },
    });
    const missing = await ownerClient.put(`/api/orders/${order.id}`, { notes: 'again' });
    expect(await errorOf(missing)).toMatchObject({ status: 428, code: 'PRECONDITION_REQUIRED' });
  });

  it('records what an edit changed, each field with its old and new value, in the history entry', async () => {
    const order = await createOrder(ownerClient);
    const lines = [SAMPLE_LINES[0], { ...SAMPLE_LINES[1], quantity: 41 }];
    const res = await ownerClient.put(
      `/api/orders/${order.id}`,
      {
        clientName: 'Al Noor Pharmacy - Olaya',
        notes: 'Call first',
        salesManager: 'Khalid Al-Otaibi',
        lines,
      },
      { 'if-match': '"1"' },
    );
    expect(res.status).toBe(200);
    const edited = await body(res);
    const entry = edited.history.findLast((e: Json) => e.action === 'edit');
    expect(entry.comment.split('\n')).toEqual([
      'Client Name: Al Noor Pharmacy → Al Noor Pharmacy - Olaya',
      'Notes: Deliver before noon → Call first',
      'Line 2 Qty: 40 → 41',
      'Total: 507.52 → 520.02',
    ]);
    // Nothing changed: the entry says so by having no list.
    const again = await ownerClient.put(
      `/api/orders/${order.id}`,
      { notes: 'Call first' },
      { 'if-match': `"${edited.version}"` },
    );
    expect((await body(again)).history.at(-1)).toMatchObject({ action: 'edit', comment: null });
  });

  it('refuses an area outside the region (422, by name), on create and on edit', async () => {
    const created = await errorOf(
      await ownerClient.post('/api/orders', orderBody({ region: 'Eastern Region', area: 'Riyadh' })),
    );
    expect(created).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
    expect(created.details.issues).toEqual([
      { path: 'area', message: 'Riyadh is not an area of Eastern Region' },
    ]);
    const order = await createOrder(ownerClient, { region: 'Western Region', area: 'Jeddah' });
    const regionOnly = await ownerClient.put(
      `/api/orders/${order.id}`,
      { region: 'Eastern Region' },
      { 'if-match': '"1"' },
    );
    expect((await errorOf(regionOnly)).details.issues).toEqual([
      { path: 'area', message: 'Jeddah is not an area of Eastern Region' },
    ]);
    const both = await ownerClient.put(
      `/api/orders/${order.id}`,
      { region: 'Eastern Region', area: 'Dammam' },
      { 'if-match': '"1"' },
    );
    expect(await body(both)).toMatchObject({ region: 'Eastern Region', area: 'Dammam' });
  });

  it('replaces lines from a spreadsheet and recomputes the total', async () => {
    const order = await createOrder(ownerClient);
    const res = await ownerClient.post(
      `/api/orders/${order.id}/upload?replaceLines=true`,
      form({
        file: filePart(await linesXlsx([['X-1', 'Syringe 5ml', 0.1, 0, 3, null, null, 0]]), 'lines.xlsx'),
      }),
    );
    expect(res.status).toBe(200);
    const updated = await body(res);
    expect(updated.lines).toHaveLength(1);
    expect(updated.totalValueSAR).toBe('0.30');
    // The history says which file gave how many lines, as data each reader words itself.
    expect(updated.history.at(-1)).toMatchObject({
      action: 'lines-imported',
      file: { name: 'lines.xlsx', lineCount: 1 },
    });
  });

  it('lists the history separately', async () => {
    const order = await createOrder(ownerClient);
    const res = await ownerClient.get(`/api/orders/${order.id}/history`);
    expect((await body(res)).history).toHaveLength(1);
  });
});

describe('delete and withdraw', () => {
  it('removes a SUBMITTED order (the create flow clean-up)', async () => {
    const order = await createOrder(ownerClient);
    expect((await ownerClient.delete(`/api/orders/${order.id}`)).status).toBe(204);
    expect((await ownerClient.get(`/api/orders/${order.id}`)).status).toBe(404);
  });

  it('withdraws a later order, which then refuses every action', async () => {
    const seeded = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    const res = await ownerClient.delete(`/api/orders/${seeded.id}`);
    expect(res.status).toBe(200);
    const withdrawn = await body(res);
    expect(withdrawn.withdrawnAt).not.toBeNull();
    expect(withdrawn.status).toBe('PENDING_CREDIT');
    expect(withdrawn.allowedActions).toEqual([]);
    const again = await ownerClient.delete(`/api/orders/${seeded.id}`);
    expect(await errorOf(again)).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' });
  });

  it('a colleague of the same company may withdraw; staff may not', async () => {
    const seeded = await seedOrder(t, owner, { status: 'NEEDS_CHANGES' });
    expect((await creditClient.delete(`/api/orders/${seeded.id}`)).status).toBe(403);
    expect((await (await signedIn(t, colleague)).delete(`/api/orders/${seeded.id}`)).status).toBe(200);
  });
});

describe('bad input gets its documented status and message', () => {
  it.each([
    [{ clientName: '' }, 'clientName', 'Client name is required'],
    [{ orderDate: undefined }, 'orderDate', 'Order date is required'],
    [{ region: undefined }, 'region', 'Region is required'],
    [{ area: '' }, 'area', 'Area is required'],
    [{ lines: [] }, 'lines', 'At least one order line is required'],
    [
      { lines: [{ itemCode: 'A', itemDescription: 'B', publicPrice: '1', quantity: -3 }] },
      'lines.0.quantity',
      'Quantity must be positive',
    ],
    [
      { lines: [{ itemCode: 'A', itemDescription: 'B', publicPrice: '1', quantity: 1, discount: 120 }] },
      'lines.0.discount',
      'Discount must be between 0 and 100',
    ],
    [
      { lines: [{ itemCode: '', itemDescription: 'B', publicPrice: '1', quantity: 1 }] },
      'lines.0.itemCode',
      'Item Code is required',
    ],
    [{ totalValueSAR: '999.99' }, 'totalValueSAR', 'Total 999.99 does not match the lines (507.52)'],
  ])('create %o -> 422 %s', async (overrides, path, message) => {
    const res = await ownerClient.post('/api/orders', orderBody(overrides));
    const error = await errorOf(res);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
    expect(error.details.issues).toContainEqual({ path, message });
  });

  it('refuses server-owned and unknown fields with 422', async () => {
    for (const extra of [
      { status: 'PRINTED' },
      { version: 9 },
      { companyId: owner.id },
      { favouriteColour: 'red' },
    ]) {
      const res = await ownerClient.post('/api/orders', orderBody(extra));
      expect((await errorOf(res)).status).toBe(422);
    }
  });

  it('only a medical company creates orders, and only for itself', async () => {
    expect((await errorOf(await creditClient.post('/api/orders', orderBody()))).status).toBe(403);
    const other = await errorOf(
      await ownerClient.post('/api/orders', orderBody({ medicalCompany: 'Actimed' })),
    );
    expect(other).toMatchObject({ status: 422 });
  });

  it('refuses a renamed executable as a P.O with 415', async () => {
    const order = await createOrder(ownerClient);
    const res = await ownerClient.post(
      `/api/orders/${order.id}/upload`,
      form({
        file: filePart(exeBytes(), 'purchase-order.pdf', 'application/pdf'),
        attachmentType: 'purchase_order',
      }),
    );
    expect(await errorOf(res)).toMatchObject({ status: 415, message: 'Invalid P.O file type' });
    const wrongForm = await ownerClient.post(
      `/api/orders/${order.id}/upload`,
      form({ file: filePart(pdfBytes(), 'form.xlsx'), attachmentType: 'order_form' }),
    );
    expect(await errorOf(wrongForm)).toMatchObject({ status: 415, message: 'Invalid Order Form file type' });
  });

  it('refuses an 11 MB file with 413 and keeps nothing', async () => {
    const order = await createOrder(ownerClient);
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await ownerClient.post(
      `/api/orders/${order.id}/upload`,
      form({ file: filePart(big, 'po.pdf', 'application/pdf'), attachmentType: 'purchase_order' }),
    );
    expect(await errorOf(res)).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
    expect((await body(await ownerClient.get(`/api/orders/${order.id}/attachments`))).attachments).toEqual(
      [],
    );
  });

  it('parses a CSV with broken rows: per-row errors, valid rows kept, exact total', async () => {
    const csv = linesCsv([
      'A-1,Gauze roll,8.35,10,1,,,0',
      'A-2,Bandage,5,0,-4,,,0',
      ',No code,1,0,1,,,0',
      'A-4,Mask box,2.50,150,2,,,0',
      'A-5,"Cotton, sterile",0.10,0,3,,,0',
    ]);
    const res = await ownerClient.post(
      '/api/orders/parse-file',
      form({ file: filePart(csv, 'lines.csv', 'text/csv') }),
    );
    expect(res.status).toBe(200);
    const parsed = await body(res);
    expect(parsed.errors).toEqual([
      'Row 3: Quantity must be positive',
      'Row 4: Item Code is required',
      'Row 5: Discount must be between 0 and 100',
    ]);
    expect(parsed.lines.map((l: Json) => l.itemCode)).toEqual(['A-1', 'A-5']);
    expect(parsed.totalValueSAR).toBe('7.82');
    expect(parsed.tempFileInfo.tempFileId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an xlsx whose decompressed size is huge, by its size before unpacking it', async () => {
    const { zipBomb } = await import('../../../test/zip-bomb.js');
    const res = await ownerClient.post(
      '/api/orders/parse-file',
      form({ file: filePart(zipBomb(), 'lines.xlsx') }),
    );
    // Refused for its declared size, not after inflating gigabytes (hostile-files prints the time).
    expect(await errorOf(res)).toMatchObject({
      status: 422,
      message: 'The spreadsheet is too large when decompressed',
    });
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const res = await ownerClient.post(
      '/api/orders/parse-file',
      form({ file: filePart(exeBytes(), 'lines.xlsx') }),
    );
    expect(await errorOf(res)).toMatchObject({ status: 415, message: 'Invalid file type' });
  });
});
