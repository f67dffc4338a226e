import { MAX_FILE_BYTES, MESSAGES } from '@tawreed/domain';
import { describe, expect, it } from 'vitest';
import { exeBytes, filePart, form, pdfBytes } from '../../../test/fixtures.js';
import { describeOnPostgres, seedOrder, signedIn } from '../../../test/harness.js';
import { riyadhDay, seedAppeal, withPoolSize } from '../../../test/workflow.js';
import {
  body,
  credit,
  creditClient,
  errorOf,
  get,
  higherClient,
  owner,
  ownerClient,
  rep,
  step,
  t,
  uploadInvoice,
  useWorkflowApp,
  warehouse,
  warehouseClient,
} from '../../../test/workflow-app.js';
import * as ordersRepo from '../orders/repository.js';

useWorkflowApp();

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
