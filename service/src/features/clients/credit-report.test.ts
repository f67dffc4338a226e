/**
 * The credit report (DESIGN §11) over real HTTP on PGlite and PostgreSQL: the aging computed in
 * one SQL statement equals the domain's allocation and aging (the client's credit answer) on
 * concrete documents — a credit note and a payment clearing the oldest invoice, a re-import
 * that replaces a document and stops counting earlier payments, the Riyadh day boundary, and a
 * few hundred generated documents; the list sorted and paged in SQL; the .xlsx export with
 * number cells in English and Arabic; medical companies get 404.
 */
import { OPEN_ORDER_STATUSES } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { queryRows } from '../../db/client.js';
import { refreshAgingSums } from './aging.js';

let t: TestApp;
let credit: TestClient;
let company: TestClient;
let companyUser: SeedUser;
/** 20:58 UTC yesterday: 23:58 in Riyadh, before the Riyadh day turns. */
const realNow = new Date();
const clock = {
  at: new Date(
    Date.UTC(realNow.getUTCFullYear(), realNow.getUTCMonth(), realNow.getUTCDate() - 1, 20, 58, 0),
  ),
};
const RUN = `RPT${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => clock.at;
  credit = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
  companyUser = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  company = await signedIn(t, companyUser);
});
afterAll(() => t.close());

const day = (offset: number) => riyadhDay(clock.at, offset);
const json = async (res: Response) => (await res.json()) as Json;

async function newClient(suffix: string, limit: string | null = '10000.00') {
  const accountNo = `${RUN}-${suffix}`;
  const res = await credit.post('/api/clients', {
    accountNo,
    name: `Client ${suffix}`,
    creditLimitSAR: limit,
  });
  expect(res.status).toBe(201);
  return accountNo;
}
const doc = (
  accountNo: string,
  kind: string,
  number: string,
  due: number,
  amount: string,
  open = amount,
) => ({
  accountNo,
  kind,
  number: `${accountNo}-${number}`,
  date: day(due - 30),
  dueDate: day(due),
  amountSAR: amount,
  openSAR: open,
});
async function importDocs(documents: unknown[]) {
  const res = await credit.post('/api/receivables/import', { documents });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
}
async function report(query: string) {
  const res = await credit.get(`/api/reports/credit?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    asOf: string;
    totals: Json;
    clients: Array<Json & { accountNo: string; aging: Json }>;
    largestExposures: Array<Json & { accountNo: string }>;
  };
}
/** The report's row for a client beside the domain's answer (GET /credit) for it. */
async function bothAnswers(accountNo: string) {
  const row = (await report(`q=${encodeURIComponent(accountNo)}&pageSize=100`)).clients.find(
    (c) => c.accountNo === accountNo,
  );
  const domain = await json(await credit.get(`/api/clients/${accountNo}/credit`));
  return { row, domain };
}
async function expectAgree(accountNo: string) {
  const { row, domain } = await bothAnswers(accountNo);
  expect(row).toBeDefined();
  for (const field of [
    'openReceivablesSAR',
    'openOrdersSAR',
    'exposureSAR',
    'availableSAR',
    'overdueSAR',
    'aging',
  ])
    expect(row?.[field], `${accountNo} ${field}`).toEqual(domain[field]);
  return row!;
}

describe('the aging in SQL equals the domain’s', () => {
  it('counts a credit note and a payment against the oldest invoices, each bucket by Riyadh days', async () => {
    const accountNo = await newClient('A');
    await importDocs([
      doc(accountNo, 'INVOICE', 'I90', -100, '500.00'),
      doc(accountNo, 'INVOICE', 'I61', -75, '300.00'),
      doc(accountNo, 'INVOICE', 'I31', -45, '200.00'),
      doc(accountNo, 'INVOICE', 'I1', -10, '400.00'),
      doc(accountNo, 'INVOICE', 'I0', 0, '1000.00'),
      doc(accountNo, 'INVOICE', 'IF', 5, '300.00', '250.00'),
      doc(accountNo, 'CREDIT_NOTE', 'CN', -20, '150.00'),
    ]);
    // Read once before the payment: the report's stored per-client sums must follow what comes after.
    expect((await expectAgree(accountNo)).overdueSAR).toBe('1250.00');
    // Recorded after the import (a payment counts until the client's next import).
    clock.at = new Date(clock.at.getTime() + 1_000);
    const paid = await credit.post('/api/payments', {
      accountNo,
      date: day(0),
      amountSAR: '450.00',
      reference: `${accountNo}-P1`,
      method: 'BANK_TRANSFER',
    });
    expect(paid.status).toBe(201);
    await seedOrder(t, companyUser, { clientAccountNo: accountNo, status: 'PENDING_WAREHOUSE' });
    const row = await expectAgree(accountNo);
    // 90+: 500 − 150 (credit note) − 350 (payment); 61–90: 300 − the payment's last 100.
    expect(row.aging).toEqual({ d1to30: '400.00', d31to60: '200.00', d61to90: '200.00', d90plus: '0.00' });
    expect(row.overdueSAR).toBe('800.00');
    expect(row.openReceivablesSAR).toBe('2050.00');
    expect(Number(row.openOrdersSAR)).toBeGreaterThan(0);

    // A re-import replaces I61 and is the ERP's snapshot: the payment recorded before it stops counting.
    await importDocs([doc(accountNo, 'INVOICE', 'I61', -75, '300.00', '50.00')]);
    const after = await expectAgree(accountNo);
    expect(after.aging).toEqual({ d1to30: '400.00', d31to60: '200.00', d61to90: '50.00', d90plus: '350.00' });
  });

  it('turns an invoice due today overdue at 00:00 Riyadh (21:00 UTC), not before', async () => {
    const accountNo = await newClient('B', null);
    await importDocs([doc(accountNo, 'INVOICE', 'DUE', 0, '123.45')]);
    const saved = clock.at;
    const turn = Date.UTC(saved.getUTCFullYear(), saved.getUTCMonth(), saved.getUTCDate(), 21, 0, 0);
    try {
      clock.at = new Date(turn - 1_000);
      const before = await expectAgree(accountNo);
      expect(before.overdueSAR).toBe('0.00');
      expect(before.availableSAR).toBeNull();
      clock.at = new Date(turn);
      const after = await expectAgree(accountNo);
      expect(after.aging).toEqual({ d1to30: '123.45', d31to60: '0.00', d61to90: '0.00', d90plus: '0.00' });
    } finally {
      clock.at = saved;
    }
  });

  it('agrees on generated documents: many invoices, credit notes larger than what is open, payments', async () => {
    let seed = 29;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const accounts: string[] = [];
    for (let c = 0; c < 6; c++) {
      const accountNo = await newClient(
        `G${c}`,
        c % 3 === 0 ? null : `${1000 + next(9000)}.${next(90) + 10}`,
      );
      accounts.push(accountNo);
      const documents = Array.from({ length: 30 + next(30) }, (_, i) => {
        const amount = `${1 + next(3000)}.${String(next(100)).padStart(2, '0')}`;
        const kind = next(6) === 0 ? 'CREDIT_NOTE' : 'INVOICE';
        const open = next(4) === 0 ? '0.00' : amount;
        return doc(accountNo, kind, `D${i}`, 40 - next(200), amount, open);
      });
      await importDocs(documents);
      await expectAgree(accountNo);
      for (let p = 0; p < c; p++) {
        const res = await credit.post('/api/payments', {
          accountNo,
          date: day(-next(5)),
          amountSAR: `${100 + next(5000)}.00`,
          reference: `${accountNo}-GP${p}`,
          method: 'CHEQUE',
        });
        expect(res.status).toBe(201);
      }
    }
    for (const accountNo of accounts) await expectAgree(accountNo);
  });
});

describe('the report', () => {
  it('reads open orders from per-account sums that follow every change of an order (migration 0035)', async () => {
    const accountNo = await newClient('O');
    const other = await newClient('O2');
    const orders = [];
    for (const status of ['PENDING_WAREHOUSE', 'PRINTED', 'PENDING_CREDIT', 'ORDER_DELIVERED'] as const)
      orders.push(
        await seedOrder(t, companyUser, { clientAccountNo: ` ${accountNo.toLowerCase()} `, status }),
      );
    const [warehouse, printed, pending] = orders;
    // Into and out of the open statuses, to another account, withdrawn, amount changed, deleted.
    await t.deps.db.execute(sql`update orders set status = 'PENDING_HIGHER' where id = ${pending!.id}`);
    await t.deps.db.execute(sql`update orders set status = 'ORDER_DELIVERED' where id = ${printed!.id}`);
    await t.deps.db.execute(
      sql`update orders set total_value_sar = total_value_sar + 10.25, payable_sar = payable_sar + 10.25 where id = ${warehouse!.id}`,
    );
    await t.deps.db.execute(sql`update orders set client_account_no = ${other} where id = ${pending!.id}`);
    await t.deps.db.execute(
      sql`update orders set client_account_no = ${accountNo}, withdrawn_at = now() where id = ${pending!.id}`,
    );
    await t.deps.db.execute(sql`update orders set withdrawn_at = null where id = ${pending!.id}`);
    await t.deps.db.execute(sql`delete from orders where id = ${printed!.id}`);
    const live = sql`select lower(btrim(client_account_no)) as key, sum(payable_sar) as s, count(*)::int as n
      from orders where status = any(${sql.param([...OPEN_ORDER_STATUSES])}::text[]) and withdrawn_at is null
        and client_account_no is not null group by 1`;
    const differences = await queryRows<{ key: string }>(
      t.deps.db,
      sql`select coalesce(l.key, a.account_key) as key from (${live}) l
        full join (select * from account_open_orders where orders <> 0 or open_sar <> 0) a on a.account_key = l.key
        where l.s is distinct from a.open_sar or l.n is distinct from a.orders`,
    );
    expect(differences).toEqual([]);
    expect((await expectAgree(accountNo)).openOrdersSAR).not.toBe('0.00');
    expect((await expectAgree(other)).openOrdersSAR).toBe('0.00');
  });

  it('is sorted and paged in SQL, with totals and the largest exposures', async () => {
    const prefix = `${RUN}-S`;
    const amounts = ['100.00', '900.00', '500.00', '700.00', '300.00'];
    for (const [i, amount] of amounts.entries()) {
      const accountNo = await newClient(`S${i}`);
      await importDocs([doc(accountNo, 'INVOICE', 'X', -40, amount)]);
    }
    const first = await report(`q=${prefix}&sort=exposure&pageSize=2`);
    expect(first.clients.map((c) => c.exposureSAR)).toEqual(['900.00', '700.00']);
    const second = await report(`q=${prefix}&sort=exposure&pageSize=2&page=2`);
    expect(second.clients.map((c) => c.exposureSAR)).toEqual(['500.00', '300.00']);
    expect(first.totals).toMatchObject({
      clients: 5,
      exposureSAR: '2500.00',
      overdueSAR: '2500.00',
      aging: { d1to30: '0.00', d31to60: '2500.00', d61to90: '0.00', d90plus: '0.00' },
    });
    expect(first.largestExposures.map((c) => c.exposureSAR)).toEqual([
      '900.00',
      '700.00',
      '500.00',
      '300.00',
      '100.00',
    ]);
    const byAvailable = await report(`q=${prefix}&sort=available&pageSize=1`);
    expect(byAvailable.clients[0]?.availableSAR).toBe('9100.00');
    expect(first.asOf).toBe(day(0));
  });

  it('reads every client from the stored rows: a new limit or a new client shows on the next read (migration 0036)', async () => {
    const accountNo = await newClient('BIG');
    await importDocs([doc(accountNo, 'INVOICE', 'BIG', -10, '9000000.00')]);
    const before = await report('sort=exposure&pageSize=5');
    expect(before.clients[0]).toMatchObject({
      accountNo,
      exposureSAR: '9000000.00',
      availableSAR: '-8990000.00',
    });
    expect(before.largestExposures[0]).toMatchObject({ accountNo, overdueSAR: '9000000.00' });
    const changed = await credit.request('PATCH', `/api/clients/${accountNo}`, {
      creditLimitSAR: '9500000.00',
      reason: 'Bank guarantee',
    });
    expect(changed.status).toBe(200);
    const after = await report('sort=exposure&pageSize=5');
    expect(after.clients[0]).toMatchObject({
      accountNo,
      creditLimitSAR: '9500000.00',
      availableSAR: '500000.00',
    });
    await newClient('NEW');
    expect((await report('sort=overdue')).totals.clients).toBe(Number(before.totals.clients) + 1);
  });

  it('is not held up by a client import changing limits in another order, and never deadlocks with it (PostgreSQL)', async () => {
    const pool = t.database.pool;
    if (!pool) return; // one connection on PGlite: nothing runs beside a transaction
    const accounts = [await newClient('LOCK-A'), await newClient('LOCK-B')];
    const { rows: ids } = await pool.query<{ id: string }>(
      'select id from clients where account_no = any($1) order by id',
      [accounts],
    );
    const [low, high] = ids as [{ id: string }, { id: string }];
    // A client import mid-way: it has changed the later client's limit (its aging row is locked)
    // and will change the earlier one's next, in file order.
    const importer = await pool.connect();
    try {
      await importer.query('begin');
      await importer.query('update clients set credit_limit_sar = 20000 where id = $1', [high.id]);
      const reading = credit.get('/api/reports/credit?sort=exposure');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await importer.query('update clients set credit_limit_sar = 30000 where id = $1', [low.id]);
      expect((await reading).status).toBe(200);
      await importer.query('commit');
    } finally {
      importer.release();
    }
    const rows = (await report(`q=${RUN}-LOCK&pageSize=100`)).clients;
    expect(rows.map((r) => r.creditLimitSAR).sort()).toEqual(['20000.00', '30000.00']);
  });

  it('is brought to a new day ahead of its first reader by the housekeeping step (refreshAgingSums)', async () => {
    const accountNo = await newClient('NIGHT');
    await importDocs([doc(accountNo, 'INVOICE', 'N1', 0, '700.00')]);
    await report(`q=${accountNo}`);
    const tomorrow = day(1);
    const behind = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from client_aging where day <> ${tomorrow}::date`,
        )
      )[0]!.n;
    expect(await behind()).toBeGreaterThan(0);
    await refreshAgingSums(t.database.db, tomorrow);
    expect(await behind()).toBe(0);
    // What it stored is what the day's report answers: the invoice due today is overdue tomorrow.
    const at = clock.at;
    clock.at = new Date(at.getTime() + 86_400_000);
    try {
      const row = (await report(`q=${accountNo}`)).clients[0]!;
      expect(row.aging).toMatchObject({ d1to30: '700.00' });
    } finally {
      clock.at = at;
    }
  });

  it('exports every matching client as .xlsx: number cells, English or Arabic headings', async () => {
    const prefix = `${RUN}-S`;
    for (const lang of ['en', 'ar'] as const) {
      const res = await credit.get(`/api/reports/credit/export?q=${prefix}&sort=exposure&lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`credit-report-${day(0)}.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const sheet = book.worksheets[0]!;
      expect(sheet.getCell('H1').value).toBe(
        lang === 'en' ? 'Exposure (SAR)' : 'إجمالي المديونية (ريال سعودي)',
      );
      expect(sheet.views[0]?.rightToLeft ?? false).toBe(lang === 'ar');
      expect(sheet.rowCount).toBe(6);
      expect(sheet.getCell('H2').value).toBe(900);
      expect(sheet.getCell('H2').numFmt).toBe('#,##0.00');
      expect(sheet.getCell('L2').value).toBe(900);
      expect(sheet.getCell('D2').value).toBe(lang === 'en' ? 'Active' : 'نشط');
    }
  });

  it('answers 404 to a medical company, whatever it asks', async () => {
    for (const path of [
      '/api/reports/credit',
      '/api/reports/credit?sort=nonsense',
      '/api/reports/credit/export',
    ])
      expect((await company.get(path)).status, path).toBe(404);
    expect((await credit.get('/api/reports/credit?sort=nonsense')).status).toBe(422);
    // Wildcards are taken literally; a NUL never reaches SQL as an error.
    expect((await report('q=%25')).totals).toMatchObject({ clients: 0 });
    expect((await credit.get('/api/reports/credit?q=a%00b')).status).toBeLessThan(500);
  });
});
