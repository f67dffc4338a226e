import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, form } from '../../../test/fixtures.js';
import {
  createTestApp,
  createUser,
  type Json,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';
import { riyadhDay } from '../../../test/workflow.js';

let t: TestApp;
let owner: SeedUser;
let otherOwner: SeedUser;
let company: TestClient;
let otherCompany: TestClient;
let credit: TestClient;
let higher: TestClient;
let warehouse: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  otherOwner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'X Rose' });
  [company, otherCompany, credit, higher, warehouse, admin] = await Promise.all([
    signedIn(t, owner),
    signedIn(t, otherOwner),
    createUser(t, { role: 'CREDIT_TEAM', name: 'Reem Collector' }).then((u) => signedIn(t, u)),
    createUser(t, { role: 'HIGHER_AUTHORITY' }).then((u) => signedIn(t, u)),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }).then((u) => signedIn(t, u)),
    createUser(t, { role: 'ADMIN' }).then((u) => signedIn(t, u)),
  ]);
});
afterAll(() => t.close());

const body = async (res: Response) => (await res.json()) as Json;
const day = (offset: number) => riyadhDay(new Date(), offset);
let serial = 0;
const account = (prefix = 'ACC') => `${prefix}-${Date.now().toString(36)}-${++serial}`;
const patch = (client: TestClient, path: string, value: unknown, headers?: Record<string, string>) =>
  client.request('PATCH', path, value, headers);

async function newClient(fields: Record<string, unknown> = {}) {
  const accountNo = account();
  const res = await credit.post('/api/clients', { accountNo, name: `Client ${accountNo}`, ...fields });
  expect(res.status).toBe(201);
  return accountNo;
}

describe('the client master', () => {
  it('adds a client (ACTIVE, 30 days, no limit); the account number is unique in any letter case', async () => {
    const accountNo = account('NOOR');
    const res = await credit.post('/api/clients', {
      accountNo,
      name: 'Al Noor Hospital',
      nameAr: 'مستشفى النور',
      vatNumber: '300123456700003',
      crNumber: '1010123456',
      address: { buildingNumber: '2345', city: 'Riyadh', postalCode: '12211' },
    });
    expect(res.status).toBe(201);
    expect(await body(res)).toEqual({
      accountNo,
      name: 'Al Noor Hospital',
      nameAr: 'مستشفى النور',
      vatNumber: '300123456700003',
      crNumber: '1010123456',
      address: {
        buildingNumber: '2345',
        street: null,
        district: null,
        city: 'Riyadh',
        postalCode: '12211',
        additionalNumber: null,
      },
      region: null,
      area: null,
      paymentTermsDays: 30,
      creditLimitSAR: null,
      status: 'ACTIVE',
      statusReason: null,
      licenceNumber: null,
      licenceExpiry: null,
      priceListId: null,
    });
    const twin = await admin.post('/api/clients', { accountNo: accountNo.toLowerCase(), name: 'Twin' });
    expect(twin.status).toBe(409);
    expect((await body(twin)).error.message).toBe(`Client ${accountNo.toLowerCase()} already exists`);
    const found = await higher.get(`/api/clients/${encodeURIComponent(accountNo.toLowerCase())}`);
    expect(found.status).toBe(200);
    expect(await body(found)).toMatchObject({ accountNo, name: 'Al Noor Hospital', history: [] });
  });

  it('answers 422 with the field rules (VAT, CR, terms, limit), in Arabic too', async () => {
    const res = await credit.post(
      '/api/clients',
      {
        accountNo: account(),
        name: 'X',
        vatNumber: '123',
        crNumber: '12',
        paymentTermsDays: 1.5,
        creditLimitSAR: '1.234',
      },
      { 'accept-language': 'ar' },
    );
    expect(res.status).toBe(422);
    const issues = (await body(res)).error.details.issues as Array<{ path: string; message: string }>;
    expect(issues.map((i) => i.path)).toEqual([
      'vatNumber',
      'crNumber',
      'paymentTermsDays',
      'creditLimitSAR',
    ]);
    expect(issues[0]!.message).toBe('يجب أن يتكون الرقم الضريبي من 15 رقمًا يبدأ وينتهي بالرقم 3');
  });

  it('credit team, higher authority and admins edit; the warehouse gets 403, a medical company 404', async () => {
    expect((await warehouse.post('/api/clients', { accountNo: account(), name: 'W' })).status).toBe(403);
    expect((await company.post('/api/clients', { accountNo: account(), name: 'C' })).status).toBe(404);
    const accountNo = await newClient();
    expect((await company.get(`/api/clients/${accountNo}`)).status).toBe(404);
    expect((await patch(warehouse, `/api/clients/${accountNo}`, { name: 'Renamed' })).status).toBe(403);
    expect((await patch(higher, `/api/clients/${accountNo}`, { name: 'Renamed' })).status).toBe(200);
    expect((await warehouse.get(`/api/clients/${accountNo}`)).status).toBe(200);
  });

  it('a change of limit, terms or status needs a reason, kept in the history with actor, before and after', async () => {
    const accountNo = await newClient();
    const path = `/api/clients/${accountNo}`;
    const refused = await patch(credit, path, { creditLimitSAR: '50000' });
    expect(refused.status).toBe(422);
    expect((await body(refused)).error.details.issues).toEqual([
      {
        path: 'reason',
        message: 'Give a reason (3 to 500 characters) to change the credit limit, payment terms or status',
      },
    ]);
    const onHoldWithoutWhy = await patch(credit, path, { status: 'ON_HOLD', reason: 'Audit' });
    expect(onHoldWithoutWhy.status).toBe(422);
    expect((await body(onHoldWithoutWhy)).error.details.issues[0].path).toBe('statusReason');
    // A name change needs no reason and writes no history.
    expect((await patch(credit, path, { name: 'Al Salam Clinic' })).status).toBe(200);
    const changed = await patch(credit, path, {
      creditLimitSAR: '50000',
      paymentTermsDays: 60,
      reason: 'Annual review',
    });
    expect(changed.status).toBe(200);
    expect(await body(changed)).toMatchObject({
      creditLimitSAR: '50000.00',
      paymentTermsDays: 60,
      name: 'Al Salam Clinic',
    });
    await patch(higher, path, {
      status: 'ON_HOLD',
      statusReason: 'Cheque bounced',
      reason: 'Returned cheque 4471',
    });
    const detail = await body(await admin.get(path));
    expect(detail.status).toBe('ON_HOLD');
    expect(detail.history).toHaveLength(2);
    expect(detail.history[1]).toMatchObject({
      actor: { name: 'Reem Collector' },
      reason: 'Annual review',
      before: { creditLimitSAR: null, paymentTermsDays: 30, status: 'ACTIVE', statusReason: null },
      after: { creditLimitSAR: '50000.00', paymentTermsDays: 60, status: 'ACTIVE', statusReason: null },
    });
    expect(detail.history[0]).toMatchObject({
      reason: 'Returned cheque 4471',
      after: { status: 'ON_HOLD', statusReason: 'Cheque bounced' },
    });
    // Back to ACTIVE clears the old reason.
    const active = await body(await patch(credit, path, { status: 'ACTIVE', reason: 'Cheque cleared' }));
    expect(active).toMatchObject({ status: 'ACTIVE', statusReason: null });
  });

  it('a medical company lists only name and account of the clients its own orders named', async () => {
    const mine = account('MINE');
    const theirs = account('THEIRS');
    for (const accountNo of [mine, theirs])
      await credit.post('/api/clients', { accountNo, name: `Shared ${accountNo}`, creditLimitSAR: '10' });
    await seedOrder(t, owner, { clientAccountNo: mine.toLowerCase(), clientName: 'Mine' });
    await seedOrder(t, otherOwner, { clientAccountNo: theirs, clientName: 'Theirs' });
    const list = await body(await company.get('/api/clients?q=Shared'));
    expect(list.clients).toEqual([{ accountNo: mine, name: `Shared ${mine}` }]);
    expect(list.total).toBe(1);
    const other = await body(await otherCompany.get('/api/clients?q=shared'));
    expect(other.clients).toEqual([{ accountNo: theirs, name: `Shared ${theirs}` }]);
    const staff = await body(await credit.get(`/api/clients?q=${mine}`));
    expect(staff.clients[0]).toMatchObject({ accountNo: mine, creditLimitSAR: '10.00' });
  });
});

describe('client import (spreadsheet)', () => {
  async function sheet(rows: Array<Array<string | number>>) {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Clients');
    for (const row of rows) ws.addRow(row);
    return filePart(Buffer.from(await book.xlsx.writeBuffer()), 'clients.xlsx');
  }

  it('the template is the format: uploading it adds its clients, uploading it again changes nothing', async () => {
    const template = await credit.get('/api/clients/import/template');
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain('Clients_Template.xlsx');
    const bytes = Buffer.from(await template.arrayBuffer());
    // The template's accounts may exist from another run of this file on the same database: use fresh ones.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    const a = account('TPL');
    const b = account('TPL');
    ws.getCell('A2').value = a;
    ws.getCell('A3').value = b;
    const file = filePart(Buffer.from(await book.xlsx.writeBuffer()), 'Clients_Template.xlsx');
    const dry = await body(await credit.post('/api/clients/import?dryRun=true', form({ file })));
    expect(dry).toEqual({ applied: false, created: 2, updated: 0, unchanged: 0, errors: [] });
    expect((await credit.get(`/api/clients/${a}`)).status).toBe(404);
    const first = await body(await credit.post('/api/clients/import', form({ file })));
    expect(first).toEqual({ applied: true, created: 2, updated: 0, unchanged: 0, errors: [] });
    expect(await body(await credit.get(`/api/clients/${a}`))).toMatchObject({
      name: 'Al Noor Hospital',
      creditLimitSAR: '250000.00',
      paymentTermsDays: 60,
      licenceExpiry: '2027-12-31',
      address: { buildingNumber: '2345', postalCode: '12211' },
    });
    expect(await body(await credit.get(`/api/clients/${b}`))).toMatchObject({
      status: 'ON_HOLD',
      statusReason: 'Licence renewal pending',
    });
    const again = await body(await credit.post('/api/clients/import', form({ file })));
    expect(again).toEqual({ applied: true, created: 0, updated: 0, unchanged: 2, errors: [] });
  });

  it('upserts by account number; a limit change is kept in the history under the import reason', async () => {
    const accountNo = await newClient({ creditLimitSAR: '1000' });
    const file = await sheet([
      ['Account No', 'Name', 'Credit Limit (SAR)'],
      [accountNo.toUpperCase(), 'Renamed by ERP', '2500.5'],
    ]);
    const result = await body(
      await credit.post('/api/clients/import', form({ file, reason: 'ERP sync 2026-06' })),
    );
    expect(result).toMatchObject({ applied: true, created: 0, updated: 1 });
    const detail = await body(await credit.get(`/api/clients/${accountNo}`));
    expect(detail).toMatchObject({ name: 'Renamed by ERP', creditLimitSAR: '2500.50' });
    expect(detail.history[0]).toMatchObject({
      reason: 'ERP sync 2026-06',
      after: { creditLimitSAR: '2500.50' },
    });
  });

  it('answers every row’s errors and imports nothing when any row fails', async () => {
    const good = account('GOOD');
    const file = await sheet([
      ['account no', 'NAME', 'VAT Number', 'CR Number', 'Status'],
      [good, 'Fine Clinic', '', '', ''],
      [account(), 'Bad VAT', '399', '', ''],
      [account(), 'Blocked without why', '', '1010123456', 'blocked'],
      [good, 'Twice', '', '', ''],
    ]);
    const result = await body(await credit.post('/api/clients/import', form({ file })));
    expect(result.applied).toBe(false);
    expect(result.errors).toEqual([
      {
        row: 3,
        field: 'vatNumber',
        message: 'Row 3: VAT number must be 15 digits, starting and ending with 3',
      },
    ]);
    const second = await sheet([
      ['Account No', 'Name', 'Status'],
      [good, 'Fine Clinic', ''],
      [account(), 'Blocked without why', 'BLOCKED'],
      [good, 'Twice', ''],
    ]);
    const result2 = await body(await credit.post('/api/clients/import', form({ file: second })));
    expect(result2.errors).toEqual([
      { row: 4, field: 'accountNo', message: `Row 4: Account ${good} appears more than once in this import` },
    ]);
    const third = await sheet([
      ['Account No', 'Name', 'Status'],
      [good, 'Fine Clinic', ''],
      [account(), 'Blocked without why', 'BLOCKED'],
    ]);
    const result3 = await body(await credit.post('/api/clients/import', form({ file: third })));
    expect(result3.errors).toEqual([
      {
        row: 3,
        field: 'statusReason',
        message: 'Row 3: Give the reason when the client is on hold or blocked',
      },
    ]);
    expect((await credit.get(`/api/clients/${good}`)).status).toBe(404);
    const noHeader = await credit.post(
      '/api/clients/import',
      form({
        file: await sheet([
          ['Foo', 'Bar'],
          ['1', '2'],
        ]),
      }),
    );
    expect(noHeader.status).toBe(422);
    expect((await body(noHeader)).error.message).toBe('Missing required columns: Account No, Name');
  });
});

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
