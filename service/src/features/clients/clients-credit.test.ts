import { describe, expect, it } from 'vitest';
import {
  account,
  admin,
  body,
  company,
  credit,
  day,
  higher,
  newClient,
  owner,
  patch,
  t,
  useClientsApp,
} from '../../../test/clients-app.js';
import { filePart, form } from '../../../test/fixtures.js';
import { createTestApp, createUser, type Json, seedOrder, signedIn } from '../../../test/harness.js';

useClientsApp();

describe('receivables, payments and the credit answer', () => {
  const invoice = (accountNo: string, number: string, dueOffset: number, amount: string, open = amount) => ({
    accountNo,
    kind: 'INVOICE',
    number,
    date: day(dueOffset - 30),
    dueDate: day(dueOffset),
    amountSAR: amount,
    openSAR: open,
  });

  it('exposure, available and aging from imported documents, a credit note, payments and approved orders', async () => {
    const accountNo = await newClient();
    await patch(credit, `/api/clients/${accountNo}`, { creditLimitSAR: '20000', reason: 'Initial limit' });
    const docs = [
      invoice(accountNo, `${accountNo}-I1`, -95, '3000.00'), // 95 days overdue
      invoice(accountNo, `${accountNo}-I2`, -40, '4000.00', '2500.00'), // 40 days
      invoice(accountNo, `${accountNo}-I3`, -1, '1000.00'), // 1 day
      invoice(accountNo, `${accountNo}-I4`, 10, '6000.00'), // not due
      {
        accountNo,
        kind: 'CREDIT_NOTE',
        number: `${accountNo}-CN1`,
        date: day(-20),
        amountSAR: '500.00',
        openSAR: '500.00',
      },
    ];
    const imported = await credit.post('/api/receivables/import', { documents: docs });
    expect(imported.status).toBe(200);
    expect(await body(imported)).toEqual({ applied: true, created: 5, replaced: 0, closed: 0, errors: [] });
    // An approved order not yet delivered counts; one still pending review and one delivered do not.
    const approved = await seedOrder(t, owner, { clientAccountNo: accountNo, status: 'PENDING_WAREHOUSE' });
    await seedOrder(t, owner, { clientAccountNo: accountNo, status: 'PENDING_CREDIT' });
    await seedOrder(t, owner, { clientAccountNo: accountNo, status: 'ORDER_DELIVERED' });
    const res = await higher.get(`/api/clients/${accountNo}/credit`);
    expect(res.status).toBe(200);
    // Open: 3000 + 2500 + 1000 + 6000 = 12500, less the credit note's 500 applied to the oldest (I1).
    expect(await body(res)).toEqual({
      accountNo,
      creditLimitSAR: '20000.00',
      exposureSAR: '12549.94',
      availableSAR: '7450.06',
      openReceivablesSAR: '12000.00',
      openOrdersSAR: approved.totalValueSar,
      overdueSAR: '6000.00',
      aging: { d1to30: '1000.00', d31to60: '2500.00', d61to90: '0.00', d90plus: '2500.00' },
      lastPaymentAt: null,
      findings: [
        {
          code: 'OVERDUE',
          severity: 'override',
          params: { amountSAR: '6000.00', days: 95 },
          message: 'SAR 6000.00 is overdue, the oldest by 95 days',
        },
      ],
    });
    expect(approved.totalValueSar).toBe('549.94');

    // A payment clears the oldest invoice (2500 left of I1) and 1000 of the next (I2).
    const paid = await credit.post('/api/payments', {
      accountNo: accountNo.toLowerCase(),
      date: day(0),
      amountSAR: '3500.00',
      reference: 'TT-88213',
      method: 'BANK_TRANSFER',
    });
    expect(paid.status).toBe(201);
    expect(await body(paid)).toMatchObject({
      accountNo,
      amountSAR: '3500.00',
      recordedBy: { name: 'Reem Collector' },
    });
    const after = await body(await credit.get(`/api/clients/${accountNo}/credit`));
    expect(after).toMatchObject({
      openReceivablesSAR: '8500.00',
      exposureSAR: '9049.94',
      availableSAR: '10950.06',
      overdueSAR: '2500.00',
      aging: { d1to30: '1000.00', d31to60: '1500.00', d61to90: '0.00', d90plus: '0.00' },
      lastPaymentAt: day(0),
    });
    const statement = await body(await credit.get(`/api/clients/${accountNo}/statement`));
    expect(statement.allocations).toEqual([
      {
        source: 'CREDIT_NOTE',
        sourceRef: `${accountNo}-CN1`,
        invoiceNumber: `${accountNo}-I1`,
        amountSAR: '500.00',
      },
      {
        source: 'PAYMENT',
        sourceRef: statement.payments[0].id,
        invoiceNumber: `${accountNo}-I1`,
        amountSAR: '2500.00',
      },
      {
        source: 'PAYMENT',
        sourceRef: statement.payments[0].id,
        invoiceNumber: `${accountNo}-I2`,
        amountSAR: '1000.00',
      },
    ]);
    expect(statement.documents.map((d: Json) => [d.number, d.remainingSAR])).toEqual([
      [`${accountNo}-I1`, '0.00'],
      [`${accountNo}-I2`, '1500.00'],
      [`${accountNo}-CN1`, '0.00'],
      [`${accountNo}-I3`, '1000.00'],
      [`${accountNo}-I4`, '6000.00'],
    ]);
    expect(statement.payments[0]).toMatchObject({
      counted: true,
      reference: 'TT-88213',
      method: 'BANK_TRANSFER',
    });

    // The ERP's next snapshot re-imports I2 (now paid there): it replaces the document, and the
    // payment recorded before it stops counting (the ERP's figures include it).
    const again = await body(
      await credit.post('/api/receivables/import', {
        documents: [
          invoice(accountNo, `${accountNo}-I1`, -95, '3000.00', '0.00'),
          invoice(accountNo, `${accountNo}-I2`, -40, '4000.00', '1500.00'),
        ],
      }),
    );
    expect(again).toEqual({ applied: true, created: 0, replaced: 2, closed: 0, errors: [] });
    const synced = await body(await credit.get(`/api/clients/${accountNo}/credit`));
    expect(synced).toMatchObject({
      openReceivablesSAR: '8000.00', // I2 1500 + I3 1000 + I4 6000 − CN1 500
      overdueSAR: '2000.00',
      aging: { d1to30: '1000.00', d31to60: '1000.00', d61to90: '0.00', d90plus: '0.00' },
    });
    const later = await body(await credit.get(`/api/clients/${accountNo}/statement`));
    expect(later.payments[0].counted).toBe(false);
  });

  it('the same import twice leaves the same figures (idempotent by document number)', async () => {
    const accountNo = await newClient({ creditLimitSAR: '100' });
    const documents = [invoice(accountNo, `${accountNo}-X`, 5, '150.00')];
    expect(await body(await credit.post('/api/receivables/import', { documents }))).toMatchObject({
      created: 1,
    });
    expect(await body(await credit.post('/api/receivables/import', { documents }))).toMatchObject({
      created: 0,
      replaced: 1,
    });
    const figures = await body(await credit.get(`/api/clients/${accountNo}/credit`));
    expect(figures).toMatchObject({ exposureSAR: '150.00', availableSAR: '-50.00' });
    expect(figures.findings.map((f: Json) => f.code)).toEqual(['OVER_LIMIT']);
  });

  it('imports an xlsx or csv sheet with per-row errors; JSON errors are a 422 naming each document', async () => {
    const accountNo = await newClient();
    const csv = [
      'Account No,Kind,Number,Date,Due Date,Amount (SAR),Open (SAR)',
      `${accountNo},Invoice,${accountNo}-C1,${day(-10)},${day(20)},115.00,115.00`,
      `${accountNo},Credit Note,${accountNo}-C2,${day(-5)},,11.50,11.50`,
    ].join('\n');
    const ok = await credit.post(
      '/api/receivables/import',
      form({ file: filePart(Buffer.from(csv), 'r.csv', 'text/csv') }),
    );
    expect(await body(ok)).toEqual({ applied: true, created: 2, replaced: 0, closed: 0, errors: [] });
    const bad = [
      'Account No,Kind,Number,Date,Amount (SAR),Open (SAR)',
      `NOBODY-${accountNo},INVOICE,N1,${day(0)},10,10`,
      `${accountNo},INVOICE,N2,${day(0)},10,11`,
    ].join('\n');
    const refused = await body(
      await credit.post(
        '/api/receivables/import',
        form({ file: filePart(Buffer.from(bad), 'r.csv', 'text/csv') }),
      ),
    );
    expect(refused).toMatchObject({ applied: false });
    expect(refused.errors).toEqual([
      { row: 3, field: 'openSAR', message: 'Row 3: The open amount must not exceed the amount' },
    ]);
    const unknown = await credit.post('/api/receivables/import', {
      documents: [{ ...invoice(`NOBODY-${accountNo}`, 'N1', 0, '10.00') }],
    });
    expect(unknown.status).toBe(422);
    expect((await body(unknown)).error.details.issues).toEqual([
      {
        path: 'documents.0.accountNo',
        message: `Row 1: Unknown client NOBODY-${accountNo}: add it to the client master first`,
      },
    ]);
    const json = await credit.post('/api/receivables/import', {
      documents: [
        invoice(accountNo, 'J1', 0, '10.00'),
        { ...invoice(accountNo, 'J2', 0, '10.00'), dueDate: day(-400) },
      ],
    });
    expect(json.status).toBe(422);
    expect((await body(json)).error.details.issues).toEqual([
      { path: 'documents.1.dueDate', message: 'Row 2: The due date must not be before the document date' },
    ]);
  });

  it('payments: credit team and admins record; higher authority 403; a company 404; bad input 422', async () => {
    const accountNo = await newClient();
    const payment = { accountNo, date: day(0), amountSAR: '10.00', reference: 'CHQ-1', method: 'CHEQUE' };
    expect((await admin.post('/api/payments', payment)).status).toBe(201);
    expect((await higher.post('/api/payments', payment)).status).toBe(403);
    expect((await company.post('/api/payments', payment)).status).toBe(404);
    expect((await credit.post('/api/payments', { ...payment, accountNo: 'NO-SUCH' })).status).toBe(404);
    const zero = await credit.post('/api/payments', { ...payment, amountSAR: '0' });
    expect(zero.status).toBe(422);
    expect((await credit.post('/api/payments', { ...payment, amountSAR: 10 })).status).toBe(422);
    // A payment dated after today (Riyadh) is not money received: 422, nothing stored.
    const future = await credit.post('/api/payments', { ...payment, date: day(1), amountSAR: '900000.00' });
    expect(future.status).toBe(422);
    expect((await body(future)).error.details.issues).toEqual([
      { path: 'date', message: 'Payment date cannot be after today' },
    ]);
    const statement = await body(await credit.get(`/api/clients/${accountNo}/statement`));
    expect(statement.payments.map((p: Json) => p.amountSAR)).toEqual(['10.00']);
    expect(
      (await higher.post('/api/receivables/import', { documents: [invoice(accountNo, 'H', 0, '1')] })).status,
    ).toBe(403);
  });
});

describe('the order review', () => {
  it("counts the order under review and answers the findings in the caller's language", async () => {
    const accountNo = await newClient({ creditLimitSAR: '600', licenceExpiry: day(10) });
    const order = await seedOrder(t, owner, { clientAccountNo: accountNo, status: 'PENDING_CREDIT' });
    await seedOrder(t, owner, { clientAccountNo: accountNo, status: 'PENDING_HIGHER' });
    const res = await credit.get(`/api/orders/${order.id}/review`);
    expect(res.status).toBe(200);
    const review = await body(res);
    expect(review.credit).toMatchObject({
      accountNo,
      creditLimitSAR: '600.00',
      openOrdersSAR: '549.94',
      exposureSAR: '1099.88',
      availableSAR: '-499.88',
    });
    expect(review.findings.map((f: Json) => [f.code, f.severity])).toEqual([
      ['OVER_LIMIT', 'override'],
      ['LICENCE_EXPIRING', 'info'],
    ]);
    const arabic = await body(
      await credit.get(`/api/orders/${order.id}/review`, { 'accept-language': 'ar' }),
    );
    expect(arabic.findings[0].message).toBe(
      'تجاوز حد الائتمان بمبلغ 499.88 ريال (المديونية 1099.88، الحد 600.00)',
    );
  });

  it('an order approved at level 1 and under review at level 2 counts once, as the order under review', async () => {
    const accountNo = await newClient({ creditLimitSAR: '600' });
    const order = await seedOrder(t, owner, { clientAccountNo: accountNo, status: 'PENDING_HIGHER' });
    const review = await body(await credit.get(`/api/orders/${order.id}/review`));
    expect(review.credit).toMatchObject({
      openOrdersSAR: '0.00',
      exposureSAR: '549.94',
      availableSAR: '50.06',
    });
    expect(review.findings).toEqual([]);
  });

  it('an account not in the master: credit null and CLIENT_UNKNOWN as information (no data, no refusal)', async () => {
    const order = await seedOrder(t, owner, { clientAccountNo: account('NEW') });
    const review = await body(await higher.get(`/api/orders/${order.id}/review`));
    expect(review.credit).toBeNull();
    expect(review.findings).toEqual([expect.objectContaining({ code: 'CLIENT_UNKNOWN', severity: 'info' })]);
  });

  it('a medical company gets 404 on the review, even of its own order, and on every credit route', async () => {
    const accountNo = await newClient();
    const order = await seedOrder(t, owner, { clientAccountNo: accountNo });
    for (const path of [
      `/api/orders/${order.id}/review`,
      `/api/clients/${accountNo}`,
      `/api/clients/${accountNo}/credit`,
      `/api/clients/${accountNo}/statement`,
      '/api/clients/import/template',
      '/api/receivables/import/template',
    ]) {
      expect((await company.get(path)).status, path).toBe(404);
    }
    expect((await credit.get(`/api/orders/${crypto.randomUUID()}/review`)).status).toBe(404);
  });
});

describe('CREDIT_STRICT', () => {
  it('raises an unknown client to block and a missing limit to override', async () => {
    const strict = await createTestApp({ CREDIT_STRICT: true });
    try {
      const user = await createUser(strict, { role: 'CREDIT_TEAM' });
      const reviewer = await signedIn(strict, user);
      const companyUser = await createUser(strict, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
      const unknown = await seedOrder(strict, companyUser, { clientAccountNo: 'STRICT-UNKNOWN' });
      expect((await body(await reviewer.get(`/api/orders/${unknown.id}/review`))).findings[0]).toMatchObject({
        code: 'CLIENT_UNKNOWN',
        severity: 'block',
      });
      await reviewer.post('/api/clients', { accountNo: 'STRICT-NOLIMIT', name: 'No limit yet' });
      const noLimit = await seedOrder(strict, companyUser, { clientAccountNo: 'STRICT-NOLIMIT' });
      expect((await body(await reviewer.get(`/api/orders/${noLimit.id}/review`))).findings[0]).toMatchObject({
        code: 'NO_CREDIT_LIMIT',
        severity: 'override',
      });
    } finally {
      await strict.close();
    }
  });
});
