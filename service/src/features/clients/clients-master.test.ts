import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  account,
  admin,
  body,
  company,
  credit,
  higher,
  newClient,
  otherCompany,
  otherOwner,
  owner,
  patch,
  t,
  useClientsApp,
  warehouse,
} from '../../../test/clients-app.js';
import { filePart, form } from '../../../test/fixtures.js';
import { seedOrder } from '../../../test/harness.js';

useClientsApp();

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
