import { english, ORDER_WITHDRAWN } from '@tawreed/domain';
import { describe, expect, it } from 'vitest';
import { filePart, form, pdfBytes, pngBytes } from '../../../test/fixtures.js';
import type { Json } from '../../../test/harness.js';
import { createUser, seedOrder, signedIn } from '../../../test/harness.js';
import { riyadhDay } from '../../../test/workflow.js';
import {
  anonymous,
  body,
  credit,
  creditClient,
  errorOf,
  get,
  higherClient,
  owner,
  ownerClient,
  repClient,
  rivalClient,
  step,
  t,
  tomorrow,
  uploadInvoice,
  useWorkflowApp,
  warehouse,
  warehouseClient,
} from '../../../test/workflow-app.js';

useWorkflowApp();

describe('the delivery path (happy)', () => {
  it('goes credit -> higher -> warehouse -> print -> dispatch -> transport -> not delivered -> rescheduled -> delivered with an invoice', async () => {
    const seeded = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    let order = await get(ownerClient, seeded.id);
    expect(order).toMatchObject({ status: 'PENDING_CREDIT', deliveryStatus: 'PENDING_DELIVERY' });

    order = await step(creditClient, order, 'actions/approve');
    expect(order).toMatchObject({ status: 'PENDING_HIGHER', higherReviewedAt: null });
    expect(order.creditReviewedAt).not.toBeNull();
    expect(order.history.at(-1)).toMatchObject({
      action: 'approve',
      fromStatus: 'PENDING_CREDIT',
      toStatus: 'PENDING_HIGHER',
      actor: { email: credit.email, role: 'CREDIT_TEAM' },
    });

    order = await step(higherClient, order, 'actions/approve');
    expect(order.status).toBe('PENDING_WAREHOUSE');
    expect(order.higherReviewedAt).not.toBeNull();
    expect(order.allowedActions).toEqual([]);
    expect((await get(warehouseClient, order.id)).allowedActions).toEqual(['mark-ready']);

    order = await step(warehouseClient, order, 'actions/mark-ready');
    expect(order).toMatchObject({ status: 'READY_TO_PRINT', deliveryStatus: 'PENDING_DELIVERY' });
    expect(order.warehouseUpdatedAt).not.toBeNull();
    expect(order.warehouse.pickListNumber).toMatch(/^PL-\d{8}-[0-9A-F]{6}$/);
    expect(order.allowedActions).toEqual(['print']);

    order = await step(warehouseClient, order, 'actions/print', { deliveryNoteNo: 'DN-2026-00042' });
    expect(order).toMatchObject({ status: 'PRINTED', deliveryStatus: 'PENDING_DELIVERY' });
    expect(order.printedAt).not.toBeNull();
    expect(order.warehouse).toMatchObject({ deliveryNoteNo: 'DN-2026-00042', dispatchedAt: null });
    expect(order.warehouse.printedAt).not.toBeNull();
    expect(order.allowedActions).toEqual(['dispatch']);

    // The delivery steps take If-Match optionally.
    const dispatched = await warehouseClient.post(`/api/orders/${order.id}/dispatch`);
    expect(dispatched.status).toBe(200);
    order = await body(dispatched);
    expect(order).toMatchObject({ status: 'ORDER_DISPATCHED', deliveryStatus: 'DISPATCHED' });
    expect(order.warehouse.dispatchedAt).not.toBeNull();
    expect(order.allowedActions).toEqual(['transport']);

    const expected = tomorrow();
    order = await step(warehouseClient, order, 'transport', { expectedDeliveryDate: expected });
    expect(order).toMatchObject({ status: 'ORDER_TRANSPORTED', deliveryStatus: 'IN_TRANSIT' });
    expect(order.warehouse.expectedDeliveryDate).toBe(new Date(expected).toISOString());
    expect(order.warehouse.transportedAt).not.toBeNull();
    expect(order.allowedActions).toEqual(['deliver', 'not-delivered']);

    order = await step(warehouseClient, order, 'not-delivered', {
      notDeliveredReason: 'Receiving clerk absent; pharmacy closed at 4 pm',
    });
    expect(order).toMatchObject({ status: 'ORDER_TRANSPORTED', deliveryStatus: 'NOT_DELIVERED' });
    expect(order.warehouse.notDeliveredReason).toBe('Receiving clerk absent; pharmacy closed at 4 pm');
    expect(order.allowedActions).toEqual(['transport', 'deliver']);
    expect((await get(ownerClient, order.id)).deliveryStatus).toBe('NOT_DELIVERED');

    const rescheduled = `${riyadhDay(new Date(), 3)}T10:00:00+03:00`;
    order = await step(warehouseClient, order, 'transport', { expectedDeliveryDate: rescheduled });
    expect(order).toMatchObject({ status: 'ORDER_TRANSPORTED', deliveryStatus: 'IN_TRANSIT' });
    expect(order.warehouse).toMatchObject({
      notDeliveredReason: null,
      expectedDeliveryDate: new Date(rescheduled).toISOString(),
    });

    const upload = await uploadInvoice(
      warehouseClient,
      filePart(pngBytes(), 'invoice-7781.png', 'image/png'),
    );
    expect(upload.status).toBe(201);
    const invoice = await body(upload);
    expect(invoice.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(invoice.url).toBe(`/uploads/${invoice.filename}`);
    // Before it belongs to an order, only its uploader sees it.
    expect((await warehouseClient.get(invoice.url)).status).toBe(200);
    expect((await ownerClient.get(invoice.url)).status).toBe(404);

    order = await step(warehouseClient, order, 'deliver', { deliveryInvoicePath: invoice.filename });
    expect(order).toMatchObject({ status: 'ORDER_DELIVERED', deliveryStatus: 'DELIVERED' });
    expect(order.warehouse).toMatchObject({ deliveryInvoicePath: invoice.url, notDeliveredReason: null });
    expect(order.warehouse.actualDeliveryDate).not.toBeNull();
    expect(order.allowedActions).toEqual([]);
    // The invoice is listed with the order's attachments, and downloads from there.
    const invoiceEntry = order.attachments.find((a: Json) => a.attachmentType === 'invoice');
    expect(invoiceEntry).toMatchObject({ fileName: 'invoice-7781.png' });
    expect((await ownerClient.get(invoiceEntry.downloadUrl)).status).toBe(200);

    for (const client of [ownerClient, creditClient, repClient]) {
      const file = await client.get(order.warehouse.deliveryInvoicePath);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('cache-control')).toBe('no-store');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(pngBytes());
    }
    expect(await errorOf(await rivalClient.get(invoice.url))).toMatchObject({ status: 404 });
    expect((await anonymous.get(invoice.url)).status).toBe(401);

    expect(order.history.map((h: Json) => h.action)).toEqual([
      'create',
      'approve',
      'approve',
      'mark-ready',
      'print',
      'dispatch',
      'transport',
      'not-delivered',
      'transport',
      'deliver',
    ]);
    const delivered = await body(await ownerClient.get('/api/orders?deliveryStatus=DELIVERED'));
    expect(delivered.orders.map((o: Json) => o.id)).toContain(order.id);
  });

  it('print generates a delivery note number when none is given', async () => {
    for (const payload of [undefined, {}, { deliveryNoteNo: '' }]) {
      const seeded = await seedOrder(t, owner, { status: 'READY_TO_PRINT' });
      const printed = await step(warehouseClient, seeded, 'actions/print', payload);
      expect(printed.status).toBe('PRINTED');
      expect(printed.warehouse.deliveryNoteNo).toMatch(/^DN-\d{8}-[0-9A-F]{6}$/);
    }
  });

  it('deliver records the delivery time given, between transport and now', async () => {
    const transportedAt = new Date(Date.now() - 3 * 3600_000);
    const seeded = await seedOrder(t, owner, {
      status: 'ORDER_TRANSPORTED',
      warehouse: { transportedAt, dispatchedAt: transportedAt },
    });
    const before = new Date(transportedAt.getTime() - 3600_000).toISOString();
    const tooEarly = await warehouseClient.post(`/api/orders/${seeded.id}/deliver`, {
      actualDeliveryDate: before,
    });
    expect(await errorOf(tooEarly)).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
    const at = new Date(Date.now() - 3600_000).toISOString();
    const delivered = await step(warehouseClient, seeded, 'deliver', { actualDeliveryDate: at });
    expect(delivered.warehouse.actualDeliveryDate).toBe(at);
  });

  it('delivering after a failed attempt clears the recorded reason', async () => {
    const seeded = await seedOrder(t, owner, {
      status: 'ORDER_TRANSPORTED',
      warehouse: { notDeliveredReason: 'Wrong address on the delivery note' },
    });
    expect((await get(ownerClient, seeded.id)).deliveryStatus).toBe('NOT_DELIVERED');
    const delivered = await step(warehouseClient, seeded, 'deliver');
    expect(delivered).toMatchObject({ status: 'ORDER_DELIVERED', deliveryStatus: 'DELIVERED' });
    expect(delivered.warehouse).toMatchObject({ notDeliveredReason: null, deliveryInvoicePath: null });
  });

  it('an invoice belongs to one order and to the warehouse manager who uploaded it', async () => {
    const [a, b] = await Promise.all([
      seedOrder(t, owner, { status: 'ORDER_TRANSPORTED' }),
      seedOrder(t, owner, { status: 'ORDER_TRANSPORTED' }),
    ]);
    const invoice = await body(
      await uploadInvoice(warehouseClient, filePart(pdfBytes(), 'invoice.pdf', 'application/pdf')),
    );
    await step(warehouseClient, a, 'deliver', { deliveryInvoicePath: invoice.url });
    const reused = await warehouseClient.post(`/api/orders/${b.id}/deliver`, {
      deliveryInvoicePath: invoice.filename,
    });
    expect(await errorOf(reused)).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });

    const colleague = await signedIn(t, await createUser(t, { role: 'WAREHOUSE_MANAGER' }));
    const theirs = await body(
      await uploadInvoice(colleague, filePart(pdfBytes(), 'invoice.pdf', 'application/pdf')),
    );
    const foreign = await warehouseClient.post(`/api/orders/${b.id}/deliver`, {
      deliveryInvoicePath: theirs.filename,
    });
    expect((await errorOf(foreign)).status).toBe(422);
    expect((await ownerClient.get('/uploads/no-such-file.pdf')).status).toBe(404);
  });

  it('an invoice upload retried with the same Idempotency-Key answers the same file', async () => {
    const send = () =>
      warehouseClient.post(
        '/api/invoices/upload',
        form({ invoice: filePart(pngBytes(), 'invoice.png', 'image/png') }),
        { 'idempotency-key': `invoice-${warehouse.id}` },
      );
    const first = await body(await send());
    const retried = await send();
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await body(retried)).toEqual(first);
  });

  it('only the warehouse uploads invoices', async () => {
    for (const client of [ownerClient, creditClient, higherClient, repClient]) {
      const res = await uploadInvoice(client, filePart(pdfBytes(), 'invoice.pdf', 'application/pdf'));
      expect(await errorOf(res)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    const res = await uploadInvoice(anonymous, filePart(pdfBytes(), 'invoice.pdf', 'application/pdf'));
    expect(res.status).toBe(401);
  });
});

describe('withdrawing', () => {
  it('freezes the order: no one may act on it any more', async () => {
    const seeded = await seedOrder(t, owner, { status: 'PENDING_WAREHOUSE' });
    const res = await ownerClient.delete(`/api/orders/${seeded.id}`);
    expect(res.status).toBe(200);
    const withdrawn = await body(res);
    expect(withdrawn).toMatchObject({ status: 'PENDING_WAREHOUSE', allowedActions: [] });
    expect(withdrawn.withdrawnAt).not.toBeNull();
    expect(withdrawn.history.at(-1)).toMatchObject({ action: 'withdraw', actor: { email: owner.email } });

    const ready = await warehouseClient.post(`/api/orders/${seeded.id}/actions/mark-ready`, undefined, {
      'if-match': `"${withdrawn.version}"`,
    });
    expect(await errorOf(ready)).toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: english(ORDER_WITHDRAWN),
    });
    for (const client of [warehouseClient, creditClient, higherClient, repClient, ownerClient]) {
      const seen = await get(client, seeded.id);
      expect(seen.allowedActions).toEqual([]);
      expect(seen.withdrawnAt).toBe(withdrawn.withdrawnAt);
    }
  });
});
