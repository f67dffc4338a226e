import { describe, expect, it } from 'vitest';
import { exeBytes, filePart, form, orderFormXlsx, pdfBytes, pngBytes } from '../../../test/fixtures.js';
import type { Json } from '../../../test/harness.js';
import { createUser, seedOrder, signedIn, type TestClient } from '../../../test/harness.js';
import {
  anonymous,
  body,
  credit,
  creditClient,
  errorOf,
  get,
  higher,
  higherClient,
  owner,
  ownerClient,
  rep,
  repClient,
  rivalClient,
  step,
  t,
  useWorkflowApp,
  warehouseClient,
} from '../../../test/workflow-app.js';

useWorkflowApp();

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
