/**
 * The ERP's payments file, the receivables snapshot mode and the reviewer's fixes (DESIGN §11),
 * over real HTTP on PGlite and PostgreSQL: a payment clears the oldest invoice, an import is
 * idempotent by (account, reference), a snapshot closes the documents it no longer lists, an
 * overpayment never lifts available above the limit, and look-alike account numbers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, form } from '../../../test/fixtures.js';
import {
  createTestApp,
  createUser,
  itOnPostgres,
  type Json,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';
import { riyadhDay } from '../../../test/workflow.js';
import { clients } from '../../db/schema.js';

let t: TestApp;
let credit: TestClient;
let higher: TestClient;
let company: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  credit = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM', name: 'Reem Collector' }));
  higher = await signedIn(t, await createUser(t, { role: 'HIGHER_AUTHORITY' }));
  company = await signedIn(t, await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }));
});
afterAll(() => t.close());

const body = async (res: Response) => (await res.json()) as Json;
const day = (offset: number) => riyadhDay(new Date(), offset);
let serial = 0;
const account = () => `PAY-${Date.now().toString(36)}-${++serial}`;

async function newClient(limit = '10000') {
  const accountNo = account();
  const res = await credit.post('/api/clients', {
    accountNo,
    name: `Client ${accountNo}`,
    creditLimitSAR: limit,
  });
  expect(res.status).toBe(201);
  return accountNo;
}
const invoice = (accountNo: string, number: string, dueOffset: number, amount: string) => ({
  accountNo,
  kind: 'INVOICE',
  number,
  date: day(dueOffset - 30),
  dueDate: day(dueOffset),
  amountSAR: amount,
  openSAR: amount,
});
const payment = (accountNo: string, reference: string, amountSAR: string, date = day(0)) => ({
  accountNo,
  date,
  amountSAR,
  reference,
  method: 'BANK_TRANSFER',
});
const importJson = async (payments: unknown[], query = '') =>
  credit.post(`/api/payments/import${query}`, { payments });
/**
 * The ERP's receivables snapshot as if imported yesterday: payments from the ERP's file dated
 * today then count (those dated on the snapshot's day may already be in it and wait).
 */
async function snapshotTakenYesterday(accountNo: string) {
  await t.deps.db
    .update(clients)
    .set({ receivablesImportedAt: new Date(Date.now() - 86_400_000) })
    .where(sql`lower(${clients.accountNo}) = ${accountNo.toLowerCase()}`);
}
const creditOf = async (accountNo: string) => body(await credit.get(`/api/clients/${accountNo}/credit`));

describe('payments import', () => {
  it('a payment clears the oldest invoice first; importing the file again changes nothing', async () => {
    const accountNo = await newClient();
    const imported = await credit.post('/api/receivables/import', {
      documents: [
        invoice(accountNo, `${accountNo}-NEW`, 20, '700.00'),
        invoice(accountNo, `${accountNo}-OLD`, -40, '500.00'),
      ],
    });
    expect(imported.status).toBe(200);
    await snapshotTakenYesterday(accountNo);
    const file = [payment(accountNo, 'TRF-1', '600.00')];
    const first = await importJson(file);
    expect(first.status).toBe(200);
    expect(await body(first)).toEqual({ applied: true, created: 1, replaced: 0, unchanged: 0, errors: [] });
    const statement = await body(await credit.get(`/api/clients/${accountNo}/statement`));
    expect(statement.allocations).toEqual([
      {
        source: 'PAYMENT',
        sourceRef: expect.any(String),
        invoiceNumber: `${accountNo}-OLD`,
        amountSAR: '500.00',
      },
      {
        source: 'PAYMENT',
        sourceRef: expect.any(String),
        invoiceNumber: `${accountNo}-NEW`,
        amountSAR: '100.00',
      },
    ]);
    expect(await creditOf(accountNo)).toMatchObject({
      openReceivablesSAR: '600.00',
      overdueSAR: '0.00',
      availableSAR: '9400.00',
      lastPaymentAt: day(0),
    });
    // The same file again, the reference in another case: the same payment, nothing added.
    expect(await body(await importJson([{ ...file[0], reference: ' trf-1 ' }]))).toEqual({
      applied: true,
      created: 0,
      replaced: 0,
      unchanged: 1,
      errors: [],
    });
    expect((await creditOf(accountNo)).openReceivablesSAR).toBe('600.00');
    // The ERP corrected the amount: the payment is corrected, not doubled.
    expect(await body(await importJson([{ ...file[0], amountSAR: '650' }]))).toMatchObject({
      created: 0,
      replaced: 1,
      unchanged: 0,
    });
    expect((await creditOf(accountNo)).openReceivablesSAR).toBe('550.00');
    // A dry run counts and changes nothing.
    expect(await body(await importJson([payment(accountNo, 'TRF-2', '50.00')], '?dryRun=true'))).toEqual({
      applied: false,
      created: 1,
      replaced: 0,
      unchanged: 0,
      errors: [],
    });
    expect((await creditOf(accountNo)).openReceivablesSAR).toBe('550.00');
  });

  it('a payment recorded by hand is the same payment in the ERP file; recording it twice is 409', async () => {
    const accountNo = await newClient();
    await credit.post('/api/receivables/import', {
      documents: [invoice(accountNo, `${accountNo}-I`, 5, '1000.00')],
    });
    const manual = await credit.post('/api/payments', {
      ...payment(accountNo, 'CHQ-77', '400.00'),
      method: 'CHEQUE',
    });
    expect(manual.status).toBe(201);
    const again = await credit.post('/api/payments', {
      ...payment(accountNo, 'chq-77', '400.00'),
      method: 'CHEQUE',
    });
    expect(again.status).toBe(409);
    expect((await body(again)).error.message).toBe(`Payment chq-77 of ${accountNo} is already recorded`);
    expect(
      await body(await importJson([{ ...payment(accountNo, 'CHQ-77', '400.00'), method: 'CHEQUE' }])),
    ).toMatchObject({ created: 0, unchanged: 1 });
    expect((await creditOf(accountNo)).openReceivablesSAR).toBe('600.00');
  });

  it('a sheet with the template columns; every row’s errors and nothing imported when any fails', async () => {
    const template = await credit.get('/api/payments/import/template');
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain('Payments_Template.xlsx');
    const accountNo = await newClient();
    const csv = (...rows: string[]) =>
      form({
        file: filePart(
          Buffer.from(['Account No,Date,Amount (SAR),Reference,Method', ...rows].join('\n')),
          'p.csv',
          'text/csv',
        ),
      });
    const malformed = await body(
      await credit.post(
        '/api/payments/import',
        csv(`${accountNo},${day(0)},100.00,R-1,Bank Transfer`, `${accountNo},${day(0)},-5,R-4,GOLD`),
      ),
    );
    expect(malformed).toMatchObject({ applied: false, created: 0 });
    expect(malformed.errors.map((e: Json) => `${e.row} ${e.field}`)).toEqual(['3 amountSAR', '3 method']);
    const refused = await body(
      await credit.post(
        '/api/payments/import',
        csv(
          `${accountNo},${day(0)},100.00,R-1,Bank Transfer`,
          `NOBODY-${accountNo},${day(0)},5,R-2,CASH`,
          `${accountNo},${day(3)},5,R-3,CASH`,
          `${accountNo},${day(0)},5,r-1,CASH`,
        ),
      ),
    );
    expect(refused).toMatchObject({ applied: false, created: 0 });
    expect(refused.errors.map((e: Json) => `${e.row} ${e.field}`)).toEqual([
      '3 accountNo',
      '4 date',
      '5 reference',
    ]);
    expect(refused.errors.find((e: Json) => e.row === 5).message).toBe(
      `Row 5: Payment r-1 of account ${accountNo} appears more than once in this import`,
    );
    expect((await creditOf(accountNo)).lastPaymentAt).toBeNull();
    const ok = await credit.post(
      '/api/payments/import',
      csv(`${accountNo},${day(-1)},100.00,R-1,Bank Transfer`),
    );
    expect(await body(ok)).toEqual({ applied: true, created: 1, replaced: 0, unchanged: 0, errors: [] });
    // JSON errors: a 422 naming each payment by its index.
    const bad = await importJson([payment(`NOBODY-${accountNo}`, 'X', '1.00')]);
    expect(bad.status).toBe(422);
    expect((await body(bad)).error.details.issues).toEqual([
      {
        path: 'payments.0.accountNo',
        message: `Row 1: Unknown client NOBODY-${accountNo}: add it to the client master first`,
      },
    ]);
    expect((await credit.post('/api/payments/import', {})).status).toBe(422);
  });

  it('only the credit team and administrators import payments; a medical company gets 404', async () => {
    const accountNo = await newClient();
    expect(
      (await higher.post('/api/payments/import', { payments: [payment(accountNo, 'H', '1')] })).status,
    ).toBe(403);
    expect(
      (await company.post('/api/payments/import', { payments: [payment(accountNo, 'C', '1')] })).status,
    ).toBe(404);
    expect((await company.get('/api/payments/import/template')).status).toBe(404);
  });

  it('an imported payment dated on or before the last receivables snapshot day does not count twice', async () => {
    const accountNo = await newClient();
    await credit.post('/api/receivables/import', {
      documents: [invoice(accountNo, `${accountNo}-I`, 5, '1000.00')],
    });
    await importJson([payment(accountNo, 'OLD', '300.00', day(-2))]);
    const statement = await body(await credit.get(`/api/clients/${accountNo}/statement`));
    expect(statement.payments.map((p: Json) => [p.reference, p.counted])).toEqual([['OLD', false]]);
    expect((await creditOf(accountNo)).openReceivablesSAR).toBe('1000.00');
  });

  itOnPostgres('the same file imported twice at once adds each payment once', async () => {
    const accountNo = await newClient();
    const file = Array.from({ length: 20 }, (_, i) => payment(accountNo, `PAR-${i}`, '10.00'));
    const results = await Promise.all(
      [importJson(file), importJson(file), importJson(file)].map(async (r) => body(await r)),
    );
    expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(20);
    expect(results.reduce((sum, r) => sum + r.unchanged, 0)).toBe(40);
    const statement = await body(await credit.get(`/api/clients/${accountNo}/statement`));
    expect(statement.payments).toHaveLength(20);
  });
});

describe('receivables snapshot mode', () => {
  it('marks paid the named client’s open documents absent from the file; others and the default mode leave them', async () => {
    const a = await newClient();
    const b = await newClient();
    await credit.post('/api/receivables/import', {
      documents: [
        invoice(a, `${a}-1`, -10, '100.00'),
        invoice(a, `${a}-2`, -5, '200.00'),
        invoice(b, `${b}-1`, -10, '300.00'),
      ],
    });
    // Merge (the default): a file without a-2 leaves it open.
    expect(
      await body(
        await credit.post('/api/receivables/import', { documents: [invoice(a, `${a}-1`, -10, '100.00')] }),
      ),
    ).toMatchObject({
      replaced: 1,
      closed: 0,
    });
    expect((await creditOf(a)).openReceivablesSAR).toBe('300.00');
    const dry = await credit.post('/api/receivables/import?mode=snapshot&dryRun=true', {
      documents: [invoice(a, `${a}-1`, -10, '100.00')],
    });
    expect(await body(dry)).toMatchObject({ applied: false, replaced: 1, closed: 1 });
    expect((await creditOf(a)).openReceivablesSAR).toBe('300.00');
    const snapshot = await credit.post('/api/receivables/import?mode=snapshot', {
      documents: [invoice(a, `${a}-1`, -10, '100.00')],
    });
    expect(await body(snapshot)).toEqual({ applied: true, created: 0, replaced: 1, closed: 1, errors: [] });
    expect(await creditOf(a)).toMatchObject({ openReceivablesSAR: '100.00', overdueSAR: '100.00' });
    const statement = await body(await credit.get(`/api/clients/${a}/statement`));
    expect(statement.documents.map((d: Json) => [d.number, d.openSAR])).toEqual([
      [`${a}-1`, '100.00'],
      [`${a}-2`, '0.00'],
    ]);
    // b was not in the file: untouched.
    expect((await creditOf(b)).openReceivablesSAR).toBe('300.00');
    expect((await credit.post('/api/receivables/import?mode=everything', { documents: [] })).status).toBe(
      422,
    );
  });
});

describe('reviewer’s fixes', () => {
  it('an overpayment stays unapplied credit: available never exceeds the limit', async () => {
    const accountNo = await newClient('1000');
    await credit.post('/api/receivables/import', {
      documents: [invoice(accountNo, `${accountNo}-I`, 5, '100.00')],
    });
    await credit.post('/api/payments', payment(accountNo, 'OVER', '250.00'));
    expect(await creditOf(accountNo)).toMatchObject({
      openReceivablesSAR: '0.00',
      exposureSAR: '0.00',
      availableSAR: '1000.00',
    });
    expect((await body(await credit.get(`/api/clients/${accountNo}/statement`))).unappliedSAR).toBe('150.00');
  });

  it('account numbers: invisible characters are dropped, look-alike letters refused', async () => {
    const accountNo = account();
    const created = await credit.post('/api/clients', {
      accountNo: `\u200b${accountNo}\u200d`,
      name: 'Zero Width',
    });
    expect(created.status).toBe(201);
    expect((await body(created)).accountNo).toBe(accountNo);
    // The same account typed with a zero-width space is the same client.
    expect((await credit.get(`/api/clients/${encodeURIComponent(`${accountNo}\u200b`)}`)).status).toBe(200);
    expect(
      (await credit.post('/api/clients', { accountNo: `${accountNo}\ufeff`, name: 'Again' })).status,
    ).toBe(409);
    const cyrillic = await credit.post('/api/clients', {
      accountNo: `\u0410${accountNo}`,
      name: 'Look-alike',
    });
    expect(cyrillic.status).toBe(422);
    expect((await body(cyrillic)).error.details.issues[0].path).toBe('accountNo');
  });
});
