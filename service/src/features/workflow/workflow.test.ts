import { english, MAX_FILE_BYTES, MESSAGES, ORDER_WITHDRAWN } from '@tawreed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exeBytes, filePart, form, orderFormXlsx, pdfBytes, pngBytes } from '../../../test/fixtures.js';
import type { Json } from '../../../test/harness.js';
import {
  createTestApp,
  createUser,
  describeOnPostgres,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  TestClient,
  uniqueEmail,
} from '../../../test/harness.js';
import { riyadhDay, seedAppeal, withPoolSize } from '../../../test/workflow.js';
import * as ordersRepo from '../orders/repository.js';

let t: TestApp;
let owner: SeedUser;
let rival: SeedUser;
let credit: SeedUser;
let higher: SeedUser;
let warehouse: SeedUser;
let rep: SeedUser;
let ownerClient: TestClient;
let rivalClient: TestClient;
let creditClient: TestClient;
let higherClient: TestClient;
let warehouseClient: TestClient;
let repClient: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  const repEmail = uniqueEmail('sales-rep');
  t = await createTestApp({ SALES_REP_EMAILS: [repEmail] });
  [owner, rival, credit, higher, warehouse, rep] = await Promise.all([
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' }),
    createUser(t, { role: 'CREDIT_TEAM' }),
    createUser(t, { role: 'HIGHER_AUTHORITY' }),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'X Rose', email: repEmail }),
  ]);
  [ownerClient, rivalClient, creditClient, higherClient, warehouseClient, repClient] = await Promise.all([
    signedIn(t, owner),
    signedIn(t, rival),
    signedIn(t, credit),
    signedIn(t, higher),
    signedIn(t, warehouse),
    signedIn(t, rep),
  ]);
  anonymous = new TestClient(t);
});
afterAll(() => t.close());

const body = async (res: Response) => (await res.json()) as Json;
const errorOf = async (res: Response) => ({ status: res.status, ...(await body(res)).error });
const tomorrow = () => `${riyadhDay(new Date(), 1)}T10:00:00+03:00`;

/** A workflow call that must succeed; answers the updated order. */
async function step(client: TestClient, order: Json, path: string, payload?: unknown, expected = 200) {
  const res = await client.post(`/api/orders/${order.id}/${path}`, payload, {
    'if-match': `"${order.version}"`,
  });
  if (res.status !== expected) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const updated = await body(res);
  expect(updated.version).toBe(order.version + 1);
  expect(res.headers.get('etag')).toBe(`"${updated.version}"`);
  return updated;
}

async function get(client: TestClient, orderId: string) {
  const res = await client.get(`/api/orders/${orderId}`);
  expect(res.status).toBe(200);
  return body(res);
}

async function uploadInvoice(client: TestClient, file: File) {
  return client.post('/api/invoices/upload', form({ invoice: file }));
}

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

describe('appeals (happy)', () => {
  it('a credit-review rejection, appealed by the sales representative with evidence, is accepted', async () => {
    let order = await get(higherClient, (await seedOrder(t, owner, { status: 'PENDING_HIGHER' })).id);
    order = await step(higherClient, order, 'actions/reject', {
      comment: 'Outstanding balance above the approved credit limit.',
    });
    expect(order).toMatchObject({ status: 'REJECTED', appealStatus: null });

    const actor = await body(await repClient.get(`/api/orders/${order.id}/rejection-actor`));
    expect(actor).toMatchObject({
      rejectionActor: { id: higher.id, email: higher.email, role: 'HIGHER_AUTHORITY' },
      comment: 'Outstanding balance above the approved credit limit.',
    });
    expect((await get(repClient, order.id)).allowedActions).toEqual(['appeal']);
    expect((await get(creditClient, order.id)).allowedActions).toEqual(['appeal']);

    const evidence = new FormData();
    evidence.append('comment', 'Client settled invoice INV-2291 on Sunday; receipt attached.');
    evidence.append('files', filePart(pdfBytes(), 'payment-receipt.pdf', 'application/pdf'));
    evidence.append('files', filePart(pngBytes(), 'bank-transfer.png', 'image/png'));
    const appealed = await repClient.post(`/api/orders/${order.id}/appeals`, evidence);
    expect(appealed.status).toBe(201);
    order = await body(appealed);
    expect(order).toMatchObject({ status: 'APPEAL_REVIEW', appealStatus: 'PENDING' });
    expect(order.history.at(-1)).toMatchObject({
      action: 'appeal',
      fromStatus: 'REJECTED',
      toStatus: 'APPEAL_REVIEW',
      actor: { email: rep.email },
    });
    expect((await get(higherClient, order.id)).allowedActions).toEqual(['accept-appeal', 'reject-appeal']);
    // The evidence is listed with the order's attachments too.
    expect(
      order.attachments
        .filter((a: Json) => a.attachmentType === 'appeal_evidence')
        .map((a: Json) => a.fileName)
        .sort(),
    ).toEqual(['bank-transfer.png', 'payment-receipt.pdf']);

    const listed = await body(await ownerClient.get(`/api/orders/${order.id}/appeals`));
    expect(listed.appeals).toHaveLength(1);
    const [appeal] = listed.appeals;
    expect(appeal).toMatchObject({
      orderId: order.id,
      status: 'PENDING',
      comment: 'Client settled invoice INV-2291 on Sunday; receipt attached.',
      submittedBy: { id: rep.id, email: rep.email },
      decision: null,
    });
    expect(appeal.attachments.map((a: Json) => a.fileName).sort()).toEqual([
      'bank-transfer.png',
      'payment-receipt.pdf',
    ]);
    for (const attachment of appeal.attachments) {
      const file = await higherClient.get(attachment.downloadUrl);
      expect(file.status).toBe(200);
      const expectedBytes = attachment.fileName.endsWith('.png') ? pngBytes() : pdfBytes();
      expect(Buffer.from(await file.arrayBuffer())).toEqual(expectedBytes);
      expect(attachment.sizeBytes).toBe(expectedBytes.length);
      expect((await rivalClient.get(attachment.downloadUrl)).status).toBe(404);
    }
    expect((await rivalClient.get(`/api/orders/${order.id}/appeals`)).status).toBe(404);

    const decided = await higherClient.post(`/api/orders/appeals/${appeal.id}/decision`, {
      decision: 'ACCEPT',
      comment: 'Payment confirmed by treasury.',
    });
    expect(decided.status).toBe(200);
    order = await body(decided);
    expect(order).toMatchObject({ status: 'PENDING_WAREHOUSE', appealStatus: 'ACCEPTED' });
    expect(order.higherReviewedAt).not.toBeNull();
    expect(order.history.at(-1)).toMatchObject({
      action: 'accept-appeal',
      fromStatus: 'APPEAL_REVIEW',
      toStatus: 'PENDING_WAREHOUSE',
      comment: 'Payment confirmed by treasury.',
    });
    const after = (await body(await higherClient.get(`/api/orders/${order.id}/appeals`))).appeals[0];
    expect(after).toMatchObject({
      status: 'ACCEPTED',
      decision: 'ACCEPT',
      decisionComment: 'Payment confirmed by treasury.',
    });
    expect(after.decidedAt).not.toBeNull();

    const again = await higherClient.post(`/api/orders/appeals/${appeal.id}/decision`, {
      decision: 'ACCEPT',
    });
    expect(await errorOf(again)).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' });
    // The order continues the normal flow.
    await step(warehouseClient, order, 'actions/mark-ready');
  });

  it('a credit-team rejection, appealed by the credit team and rejected again, is final', async () => {
    let order = await get(creditClient, (await seedOrder(t, owner, { status: 'PENDING_CREDIT' })).id);
    order = await step(creditClient, order, 'actions/reject', {
      comment: 'Trade licence expired; renew before ordering.',
    });
    const actor = await body(await ownerClient.get(`/api/orders/${order.id}/rejection-actor`));
    expect(actor.rejectionActor).toMatchObject({ id: credit.id, role: 'CREDIT_TEAM' });

    // The sales representative objects only to the higher authority's rejections.
    expect((await get(repClient, order.id)).allowedActions).toEqual([]);
    const byRep = await repClient.post(
      `/api/orders/${order.id}/appeals`,
      form({ comment: 'Licence renewed last week.' }),
    );
    expect(await errorOf(byRep)).toMatchObject({ status: 403, code: 'FORBIDDEN' });

    const appealed = await creditClient.post(
      `/api/orders/${order.id}/appeals`,
      form({ comment: 'Licence renewed last week.' }),
    );
    expect(appealed.status).toBe(201);
    order = await body(appealed);
    const [appeal] = (await body(await higherClient.get(`/api/orders/${order.id}/appeals`))).appeals;
    expect(appeal).toMatchObject({ status: 'PENDING', attachments: [] });

    const rejected = await higherClient.post(`/api/orders/appeals/${appeal.id}/decision`, {
      decision: 'REJECT',
      comment: 'Renewal not yet registered with the ministry.',
    });
    expect(rejected.status).toBe(200);
    order = await body(rejected);
    expect(order).toMatchObject({ status: 'REJECTED', appealStatus: 'REJECTED' });
    expect(order.history.at(-1)).toMatchObject({ action: 'reject-appeal', toStatus: 'REJECTED' });
    expect((await get(creditClient, order.id)).allowedActions).toEqual([]);

    const second = await creditClient.post(
      `/api/orders/${order.id}/appeals`,
      form({ comment: 'Please look again.' }),
    );
    expect(await errorOf(second)).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' });
    const listed = (await body(await creditClient.get(`/api/orders/${order.id}/appeals`))).appeals;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ decision: 'REJECT', decisionComment: expect.any(String) });
  });

  it('an appeal sent twice with the same Idempotency-Key is made once and answered the same', async () => {
    const order = await seedOrder(t, owner, { status: 'REJECTED', rejectedByRole: 'HIGHER_AUTHORITY' });
    const send = () =>
      repClient.post(
        `/api/orders/${order.id}/appeals`,
        form({
          comment: 'Balance cleared on Sunday.',
          files: filePart(pdfBytes(), 'receipt.pdf', 'application/pdf'),
        }),
        { 'idempotency-key': `appeal-${order.id}` },
      );
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.text()).toBe(await first.text());
    expect((await body(await repClient.get(`/api/orders/${order.id}/appeals`))).appeals).toHaveLength(1);
  });

  it('rejection-actor is 404 before any rejection and for another company', async () => {
    const pending = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    expect((await creditClient.get(`/api/orders/${pending.id}/rejection-actor`)).status).toBe(404);
    const rejected = await seedOrder(t, owner, { status: 'PENDING_HIGHER' });
    await step(higherClient, rejected, 'actions/reject', { comment: 'Duplicate of another order.' });
    expect((await rivalClient.get(`/api/orders/${rejected.id}/rejection-actor`)).status).toBe(404);
    expect((await anonymous.get(`/api/orders/${rejected.id}/rejection-actor`)).status).toBe(401);
  });

  it('request-changes sends the order back; the owner resubmits it to the credit team', async () => {
    let order: Json = await seedOrder(t, owner, { status: 'PENDING_HIGHER' });
    order = await step(higherClient, order, 'actions/request-changes', {
      comment: 'Please attach the signed order form.',
    });
    expect(order).toMatchObject({ status: 'NEEDS_CHANGES' });
    const resubmitted = await step(ownerClient, order, 'actions/resubmit');
    expect(resubmitted.status).toBe('RESUBMITTED');
    expect((await get(creditClient, order.id)).allowedActions).toEqual([
      'approve',
      'reject',
      'request-changes',
    ]);
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

describe('validation (SPEC §5 messages)', () => {
  const longComment = 'x'.repeat(501);

  it.each([
    ['actions/reject', undefined, MESSAGES.reviewCommentMin],
    ['actions/reject', { comment: 'too short' }, MESSAGES.reviewCommentMin],
    ['actions/reject', { comment: '   short      ' }, MESSAGES.reviewCommentMin],
    ['actions/reject', { comment: longComment }, 'Comment must be at most 500 characters.'],
    ['actions/request-changes', {}, MESSAGES.reviewCommentMin],
    ['actions/request-changes', { comment: 'fix it' }, MESSAGES.reviewCommentMin],
    ['actions/request-changes', { comment: longComment }, 'Comment must be at most 500 characters.'],
  ])('%s with %o -> 422 %s', async (path, payload, message) => {
    const order = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    const res = await creditClient.post(`/api/orders/${order.id}/${path}`, payload ?? {}, {
      'if-match': '1',
    });
    const error = await errorOf(res);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_FAILED', message });
    expect(error.details.issues).toContainEqual({ path: 'comment', message });
  });

  it('accepts review comments of exactly 10 and 500 characters', async () => {
    const a = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    await step(creditClient, a, 'actions/reject', { comment: '0123456789' });
    const b = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    const changes = await step(creditClient, b, 'actions/request-changes', { comment: 'y'.repeat(500) });
    expect(changes.history.at(-1).comment).toBe('y'.repeat(500));
  });

  it('transport needs an expected delivery date, not earlier than today in Riyadh', async () => {
    const order = await seedOrder(t, owner, { status: 'ORDER_DISPATCHED' });
    const transport = (payload: unknown) =>
      warehouseClient.post(`/api/orders/${order.id}/transport`, payload);

    for (const payload of [{}, { expectedDeliveryDate: '' }, { expectedDeliveryDate: 'next week' }]) {
      const error = await errorOf(await transport(payload));
      expect(error).toMatchObject({ status: 422, message: MESSAGES.expectedDateRequired });
      expect(error.details.issues).toContainEqual({
        path: 'expectedDeliveryDate',
        message: MESSAGES.expectedDateRequired,
      });
    }
    const yesterday = `${riyadhDay(new Date(), -1)}T12:00:00+03:00`;
    expect(await errorOf(await transport({ expectedDeliveryDate: yesterday }))).toMatchObject({
      status: 422,
      message: MESSAGES.expectedDateNotPast,
    });

    // 01:30 in Riyadh is still the previous day in UTC: the day that counts is Riyadh's.
    const day = riyadhDay(new Date(), 1);
    const previousDay = riyadhDay(new Date(), 0);
    const realNow = t.deps.now;
    t.deps.now = () => new Date(`${day}T01:30:00+03:00`);
    try {
      const lateYesterday = `${previousDay}T23:00:00+03:00`; // same UTC day as "now"
      expect(await errorOf(await transport({ expectedDeliveryDate: lateYesterday }))).toMatchObject({
        status: 422,
        message: MESSAGES.expectedDateNotPast,
      });
      // Earlier than now, but today in Riyadh: accepted.
      const earlyToday = `${day}T00:10:00+03:00`;
      const res = await transport({ expectedDeliveryDate: earlyToday });
      expect(res.status).toBe(200);
      expect((await body(res)).warehouse.expectedDeliveryDate).toBe(new Date(earlyToday).toISOString());
    } finally {
      t.deps.now = realNow;
    }
  });

  it('not-delivered needs a reason', async () => {
    const order = await seedOrder(t, owner, { status: 'ORDER_TRANSPORTED' });
    for (const payload of [{}, { notDeliveredReason: '' }, { notDeliveredReason: '    ' }]) {
      const error = await errorOf(
        await warehouseClient.post(`/api/orders/${order.id}/not-delivered`, payload),
      );
      expect(error).toMatchObject({ status: 422, message: MESSAGES.notDeliveredReasonRequired });
      expect(error.details.issues).toContainEqual({
        path: 'notDeliveredReason',
        message: MESSAGES.notDeliveredReasonRequired,
      });
    }
  });

  it('an invoice must be an image or a PDF by content, of at most 10 MB', async () => {
    for (const file of [
      filePart(exeBytes(), 'invoice.pdf', 'application/pdf'),
      filePart(Buffer.from('just some text, not a pdf'), 'invoice.txt', 'text/plain'),
      filePart(pdfBytes(), 'invoice.exe', 'application/octet-stream'),
    ]) {
      expect(await errorOf(await uploadInvoice(warehouseClient, file))).toMatchObject({
        status: 415,
        code: 'UNSUPPORTED_FILE_TYPE',
        message: MESSAGES.invoiceInvalidType,
      });
    }
    const padded = (size: number) => Buffer.concat([pdfBytes(), Buffer.alloc(size - pdfBytes().length)]);
    for (const size of [MAX_FILE_BYTES + 1, 11 * 1024 * 1024]) {
      const res = await uploadInvoice(
        warehouseClient,
        filePart(padded(size), 'invoice.pdf', 'application/pdf'),
      );
      expect(await errorOf(res), `${size} bytes`).toMatchObject({
        status: 413,
        code: 'FILE_TOO_LARGE',
        message: MESSAGES.invoiceTooLarge,
      });
    }
  });

  it('an appeal needs a comment of 3 to 1000 characters and evidence of an allowed type', async () => {
    const order = await seedOrder(t, owner, { status: 'REJECTED', rejectedByRole: 'CREDIT_TEAM' });
    const appeal = (fields: Record<string, string | File>) =>
      creditClient.post(`/api/orders/${order.id}/appeals`, form(fields));

    for (const comment of ['ok', '  ok  ']) {
      const error = await errorOf(await appeal({ comment }));
      expect(error).toMatchObject({ status: 422, message: MESSAGES.appealCommentMin });
      expect(error.details.issues).toContainEqual({ path: 'comment', message: MESSAGES.appealCommentMin });
    }
    expect(await errorOf(await appeal({}))).toMatchObject({
      status: 422,
      message: MESSAGES.appealCommentMin,
    });
    expect(await errorOf(await appeal({ comment: 'z'.repeat(1001) }))).toMatchObject({
      status: 422,
      message: MESSAGES.appealCommentMax,
    });
    for (const file of [
      filePart(exeBytes(), 'evidence.pdf', 'application/pdf'),
      filePart(Buffer.from('<html></html>'), 'evidence.html', 'text/html'),
    ]) {
      expect(await errorOf(await appeal({ comment: 'See the attached', files: file }))).toMatchObject({
        status: 415,
        code: 'UNSUPPORTED_FILE_TYPE',
        message: MESSAGES.invalidFileType,
      });
    }
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_FILE_BYTES)]);
    expect(
      await errorOf(await appeal({ comment: 'See the attached', files: filePart(big, 'big.pdf') })),
    ).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE', message: MESSAGES.fileTooLarge });
    // Nothing of the refused appeals was kept.
    expect((await body(await creditClient.get(`/api/orders/${order.id}/appeals`))).appeals).toEqual([]);
    expect((await get(creditClient, order.id)).status).toBe('REJECTED');
  });

  it('rejecting an appeal needs a reason of at most 500 characters', async () => {
    const order = await seedOrder(t, owner, { status: 'APPEAL_REVIEW', rejectedByRole: 'HIGHER_AUTHORITY' });
    const appeal = await seedAppeal(t, order, { submittedBy: rep });
    const decide = (payload: unknown) =>
      higherClient.post(`/api/orders/appeals/${appeal.id}/decision`, payload);
    for (const payload of [{ decision: 'REJECT' }, { decision: 'REJECT', comment: '   ' }]) {
      const error = await errorOf(await decide(payload));
      expect(error).toMatchObject({ status: 422, message: MESSAGES.appealRejectionReasonRequired });
      expect(error.details.issues).toContainEqual({
        path: 'comment',
        message: MESSAGES.appealRejectionReasonRequired,
      });
    }
    expect(await errorOf(await decide({ decision: 'REJECT', comment: 'r'.repeat(501) }))).toMatchObject({
      status: 422,
      message: MESSAGES.appealRejectionReasonMax,
    });
    expect((await errorOf(await decide({ decision: 'MAYBE' }))).status).toBe(422);
    expect((await get(higherClient, order.id)).status).toBe('APPEAL_REVIEW');
  });

  it.each([
    'actions/approve',
    'actions/reject',
    'actions/request-changes',
    'actions/resubmit',
    'actions/mark-ready',
    'actions/print',
  ])('%s without If-Match -> 428', async (path) => {
    const order = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    const payload =
      path.endsWith('reject') || path.endsWith('changes') ? { comment: 'A valid comment.' } : {};
    const res = await creditClient.post(`/api/orders/${order.id}/${path}`, payload);
    expect(await errorOf(res)).toMatchObject({ status: 428, code: 'PRECONDITION_REQUIRED' });
  });

  it('a stale If-Match -> 412 with the current version; a malformed one -> 400', async () => {
    const order = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    await step(creditClient, order, 'actions/request-changes', { comment: 'Add the P.O number.' });
    const stale = await ownerClient.post(`/api/orders/${order.id}/actions/resubmit`, undefined, {
      'if-match': '"1"',
    });
    expect(await errorOf(stale)).toMatchObject({
      status: 412,
      code: 'VERSION_CONFLICT',
      details: { currentVersion: 2 },
    });
    const plain = await ownerClient.post(`/api/orders/${order.id}/actions/resubmit`, undefined, {
      'if-match': '2',
    });
    expect(plain.status).toBe(200);
    const malformed = await creditClient.post(`/api/orders/${order.id}/actions/approve`, undefined, {
      'if-match': 'version-three',
    });
    expect((await errorOf(malformed)).status).toBe(400);

    // The delivery steps take it optionally, but a stale one is still refused.
    const printed = await seedOrder(t, owner, { status: 'PRINTED' });
    const staleDispatch = await warehouseClient.post(`/api/orders/${printed.id}/dispatch`, undefined, {
      'if-match': '"7"',
    });
    expect(await errorOf(staleDispatch)).toMatchObject({ status: 412, details: { currentVersion: 1 } });
  });
});

describeOnPostgres('racing requests', () => {
  it('50 concurrent approvals with the same version: exactly one succeeds and writes one history entry', async () => {
    // Its own pool, so the 50 requests really hold connections at the same time.
    const racing = await withPoolSize(t, 50);
    try {
      const client = await signedIn(racing, credit);
      const order = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          client.post(`/api/orders/${order.id}/actions/approve`, undefined, { 'if-match': '"1"' }),
        ),
      );
      const statuses = results.map((res) => res.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200 && s !== 412 && s !== 409)).toEqual([]);
      const approvals = (await ordersRepo.findHistory(t.deps.db, order.id)).filter(
        (row) => row.entry.action === 'approve',
      );
      expect(approvals).toHaveLength(1);
      const final = await get(creditClient, order.id);
      expect(final).toMatchObject({ status: 'PENDING_HIGHER', version: 2 });

      // Without If-Match the database still lets only one through.
      const printed = await seedOrder(t, owner, { status: 'PRINTED' });
      const warehouseRacer = await signedIn(racing, warehouse);
      const dispatches = await Promise.all(
        Array.from({ length: 20 }, () => warehouseRacer.post(`/api/orders/${printed.id}/dispatch`)),
      );
      const codes = dispatches.map((res) => res.status).sort();
      expect(codes.filter((s) => s === 200)).toHaveLength(1);
      expect(codes.filter((s) => s !== 200 && s !== 409 && s !== 412)).toEqual([]);
    } finally {
      await racing.close();
    }
  });
});

describe('supporting documents (attachment type other)', () => {
  const document = (bytes = pdfBytes(), name = 'bank-letter.pdf') =>
    form({ file: filePart(bytes, name), attachmentType: 'other' });
  const upload = (client: TestClient, orderId: string, bytes?: Buffer, name?: string) =>
    client.post(`/api/orders/${orderId}/upload`, document(bytes, name));

  it('the owner adds one while the order is editable; it is listed, recorded and downloads', async () => {
    const seeded = await seedOrder(t, owner, { status: 'SUBMITTED' });
    const res = await upload(ownerClient, seeded.id);
    expect(res.status).toBe(200);
    const order = await body(res);
    const added = order.attachments.find((a: Json) => a.attachmentType === 'other');
    expect(added).toMatchObject({ fileName: 'bank-letter.pdf', contentType: 'application/pdf' });
    expect(order.history.at(-1)).toMatchObject({
      action: 'attachment-added',
      comment: 'other: bank-letter.pdf',
      file: { name: 'bank-letter.pdf', attachmentType: 'other' },
    });
    const file = await creditClient.get(added.downloadUrl);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdfBytes());
    const sheet = await upload(ownerClient, seeded.id, await orderFormXlsx(), 'figures.xlsx');
    expect(sheet.status).toBe(200);
  });

  it('the owner cannot once the order is under review (409); staff can at any time', async () => {
    const seeded = await seedOrder(t, owner, { status: 'PENDING_WAREHOUSE' });
    expect(await errorOf(await upload(ownerClient, seeded.id))).toMatchObject({
      status: 409,
      message: 'The medical company adds supporting documents while the order is Submitted or Needs Changes',
    });
    for (const client of [creditClient, higherClient, warehouseClient]) {
      expect((await upload(client, seeded.id)).status).toBe(200);
    }
    const delivered = await seedOrder(t, owner, { status: 'ORDER_DELIVERED' });
    expect((await upload(warehouseClient, delivered.id)).status).toBe(200);
  });

  it('another company gets 404; the sales representative and the administrator 403', async () => {
    const seeded = await seedOrder(t, owner, { status: 'SUBMITTED' });
    expect((await upload(rivalClient, seeded.id)).status).toBe(404);
    const admin = await signedIn(t, await createUser(t, { role: 'ADMIN' }));
    for (const client of [repClient, admin]) {
      expect(await errorOf(await upload(client, seeded.id))).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    expect((await upload(anonymous, seeded.id)).status).toBe(401);
  });

  it('is checked by content like every upload: a renamed executable or a text file is 415', async () => {
    const seeded = await seedOrder(t, owner, { status: 'SUBMITTED' });
    expect(await errorOf(await upload(ownerClient, seeded.id, exeBytes(), 'letter.pdf'))).toMatchObject({
      status: 415,
      message: 'Invalid file type',
    });
    expect((await upload(creditClient, seeded.id, Buffer.from('plain text'), 'note.txt')).status).toBe(415);
    const untouched = await get(ownerClient, seeded.id);
    expect(untouched.attachments.filter((a: Json) => a.attachmentType === 'other')).toEqual([]);
  });
});
