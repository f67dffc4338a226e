import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type SeedUser, seedOrder, type TestApp } from '../../../test/harness.js';
import { appeals, files, orderHistory } from '../../db/schema.js';
import * as repo from './repository.js';

// An order's detail (every action's answer, GET /api/orders/{id}) reads the order with its lines,
// history and files in one statement, the children as JSON: each must come back as the rows the
// per-table reads give, to the exact amount, timestamp and null.
let t: TestApp;
let company: SeedUser;

beforeAll(async () => {
  t = await createTestApp();
  company = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
});
afterAll(() => t.close());

describe('the order read whole (one statement)', () => {
  it('gives the rows of findOrder, findLines, findHistory and findOrderFiles, in their order', async () => {
    const order = await seedOrder(t, company, { status: 'REJECTED', vatCategory: 'S' });
    const db = t.deps.db;
    // A history entry of the workflow itself (no actor), with a credit override and a file as data.
    await db.insert(orderHistory).values({
      orderId: order.id,
      action: 'approve',
      fromStatus: 'PENDING_CREDIT',
      toStatus: 'PENDING_HIGHER',
      comment: 'قبول',
      creditOverride: { codes: ['OVER_LIMIT'], reason: 'Paid by transfer on Sunday' },
      file: { name: 'po.pdf', attachmentType: 'purchase_order' },
      createdAt: new Date('2026-11-20T09:30:00.123Z'),
    });
    // Evidence of an appeal is the order's file too.
    const [appeal] = await db
      .insert(appeals)
      .values({ orderId: order.id, status: 'PENDING', comment: 'Please look again', submittedBy: company.id })
      .returning();
    await db.insert(files).values({
      appealId: appeal!.id,
      kind: 'appeal_evidence',
      fileName: 'evidence.png',
      contentType: 'image/png',
      sizeBytes: 1234,
      uploadedBy: null,
    });

    const whole = await repo.findOrderWhole(db, order.id);
    const [found, lines, history, attached] = await Promise.all([
      repo.findOrder(db, order.id),
      repo.findLines(db, order.id),
      repo.findHistory(db, order.id),
      repo.findOrderFiles(db, order.id),
    ]);
    expect(whole).toEqual({ ...found, lines, history, files: attached });
    // What the JSON could have lost: a numeric's scale, a timestamp's type, a null actor.
    expect(lines.length).toBeGreaterThan(1);
    expect(whole!.lines[0]!.publicPrice).toMatch(/^\d+\.\d\d$/);
    expect(whole!.lines.map((line) => line.vatRatePercent)).toEqual(lines.map((line) => line.vatRatePercent));
    expect(whole!.history.map((entry) => entry.actor?.id ?? null)).toEqual([company.id, null]);
    expect(whole!.history[1]!.entry.createdAt).toEqual(new Date('2026-11-20T09:30:00.123Z'));
    // Files in the order they were added (the portal lists them so), the evidence last.
    expect(whole!.files.map((file) => file.fileName)).toEqual(['po.pdf', 'order-form.xlsx', 'evidence.png']);
    expect(whole!.files[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('is undefined for an order that does not exist, and gives empty lists for one without children', async () => {
    expect(await repo.findOrderWhole(t.deps.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    const order = await seedOrder(t, company, { status: 'SUBMITTED' });
    await t.deps.db.delete(orderHistory);
    const whole = await repo.findOrderWhole(t.deps.db, order.id);
    expect(whole).toMatchObject({ history: [], files: [] });
    expect(whole!.order.id).toBe(order.id);
  });
});
