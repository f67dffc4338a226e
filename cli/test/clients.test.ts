import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createUser, seedOrder, startTestServer } from '@tawreed/service/testing';
import { apiToken } from '@tawreed/service/testing/live';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess, tempDir } from './harness.js';

describe('tawreed clients and receivables', () => {
  let started: Awaited<ReturnType<typeof startTestServer>>;
  let configDir: string;
  let dir: string;
  const account = `CLI-${Date.now().toString(36).toUpperCase()}`;

  beforeAll(async () => {
    started = await startTestServer();
    const collector = await createUser(started.t, { role: 'CREDIT_TEAM' });
    configDir = await tempDir('clients');
    dir = await tempDir('clients-files');
    const token = await apiToken(started.server, collector.email, collector.password);
    await writeFile(path.join(configDir, 'config.json'), JSON.stringify({ url: started.server.url, token }), {
      mode: 0o600,
    });
  });
  afterAll(() => started.t.close());

  const cli = (...args: string[]) => runInProcess(args, { configDir });

  it('imports clients (dry run, refusal, then for real), lists and shows them with their credit', async () => {
    const file = path.join(dir, 'clients.csv');
    await writeFile(
      file,
      [
        'Account No,Name,VAT Number,Payment Terms (days),Credit Limit (SAR)',
        `${account},Al Noor Hospital,300123456700003,45,10000`,
        `${account}-2,Riyadh Clinic,12345,30,`,
      ].join('\n'),
    );
    const refused = await cli('clients', 'import', file);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('Row 3: VAT number must be 15 digits, starting and ending with 3');
    expect(refused.stdout).toContain('Nothing was imported: 1 problem(s) in clients.csv.');
    await writeFile(
      file,
      [
        'Account No,Name,VAT Number,Payment Terms (days),Credit Limit (SAR)',
        `${account},Al Noor Hospital,300123456700003,45,10000`,
        `${account}-2,Riyadh Clinic,,30,`,
      ].join('\n'),
    );
    const dry = await cli('clients', 'import', file, '--dry-run');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('Dry run, nothing changed: 2 created, 0 updated, 0 unchanged');
    const real = await cli('clients', 'import', file, '--reason', 'First ERP load');
    expect(real.code, real.stderr).toBe(0);
    expect(real.stdout).toContain('2 created, 0 updated, 0 unchanged from clients.csv.');

    const listed = await cli('clients', 'list', '-q', account, '--format', 'csv');
    expect(listed.stdout.trim().split('\n')).toEqual([
      'Account No,Name,Status,Terms (days),Credit Limit (SAR)',
      `${account},Al Noor Hospital,ACTIVE,45,10000.00`,
      `${account}-2,Riyadh Clinic,ACTIVE,30,`,
    ]);

    const receivables = path.join(dir, 'open-items.json');
    await writeFile(
      receivables,
      JSON.stringify({
        documents: [
          {
            accountNo: account.toLowerCase(),
            kind: 'INVOICE',
            number: `${account}-INV-1`,
            date: '2020-01-01',
            dueDate: '2020-01-31',
            amountSAR: '12000.00',
            openSAR: '11000.00',
          },
        ],
      }),
    );
    const imported = await cli('receivables', 'import', receivables);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('1 new, 0 replaced from open-items.json.');
    expect((await cli('receivables', 'import', receivables)).stdout).toContain('0 new, 1 replaced');

    const shown = await cli('clients', 'show', account.toLowerCase());
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(/Credit limit\s+SAR\s10,000\.00/);
    expect(shown.stdout).toMatch(/Available\s+-SAR\s1,000\.00/);
    expect(shown.stdout).toContain('OVER_LIMIT: Over the credit limit by SAR 1000.00');
    expect(shown.stdout).toContain('OVERDUE: SAR 11000.00 is overdue');
    const json = JSON.parse((await cli('clients', 'show', account, '--json')).stdout);
    expect(json.credit).toMatchObject({ exposureSAR: '11000.00', aging: { d90plus: '11000.00' } });
  });

  it('prints the credit report (clients aging) as CSV and writes it as .xlsx', async () => {
    // A negative amount is written '-1000.00 (csvLine: a leading - never starts a formula).
    const csv = await cli('clients', 'aging', '-q', account, '--sort', 'exposure', '--format', 'csv');
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout.trim().split('\n')).toEqual([
      'Account No,Name,Status,Limit,Exposure,Available,Overdue,1-30,31-60,61-90,90+',
      `${account},Al Noor Hospital,ACTIVE,10000.00,11000.00,'-1000.00,11000.00,0.00,0.00,0.00,11000.00`,
      `${account}-2,Riyadh Clinic,ACTIVE,,0.00,,0.00,0.00,0.00,0.00,0.00`,
    ]);
    const shown = await cli('clients', 'aging', '-q', account);
    expect(shown.stdout).toMatch(/Totals: exposure SAR\s11,000\.00, overdue SAR\s11,000\.00/);
    const file = path.join(dir, 'aging.xlsx');
    const written = await cli('clients', 'aging', '-q', account, '--output', file);
    expect(written.code, written.stderr).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    expect(book.worksheets[0]?.getCell('H2').value).toBe(11000);
  });

  it('answers per-row errors for a bad receivables sheet and exit code 1; an unknown client exits 1', async () => {
    const file = path.join(dir, 'open-items.csv');
    await writeFile(
      file,
      [
        'Account No,Kind,Number,Date,Amount (SAR),Open (SAR)',
        `${account},INVOICE,${account}-X,2026-01-01,10,11`,
      ].join('\n'),
    );
    const refused = await cli('receivables', 'import', file);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('Row 2: The open amount must not exceed the amount');
    const json = path.join(dir, 'unknown.json');
    await writeFile(
      json,
      JSON.stringify([
        {
          accountNo: 'NOBODY-CLI',
          kind: 'INVOICE',
          number: 'U1',
          date: '2026-01-01',
          amountSAR: '1',
          openSAR: '1',
        },
      ]),
    );
    const unknown = await cli('receivables', 'import', json);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toContain('Row 1: Unknown client NOBODY-CLI: add it to the client master first');
    const missing = await cli('clients', 'show', 'NOBODY-CLI');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Client not found');
  });

  it('orders approve refuses an order over the limit until --override gives a reason', async () => {
    const company = await createUser(started.t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
    const order = await seedOrder(started.t, company, { clientAccountNo: account });
    const refused = await cli('orders', 'approve', order.id, '--yes');
    expect(refused.code).toBe(1);
    expect(`${refused.stdout}${refused.stderr}`).toContain(
      'The credit check needs an override reason to approve: OVER_LIMIT, OVERDUE',
    );
    const short = await cli('orders', 'approve', order.id, '--yes', '--override', 'too short');
    expect(short.code).toBe(2);
    const approved = await cli(
      'orders',
      'approve',
      order.id,
      '--yes',
      '--override',
      'Finance director approved by phone',
    );
    expect(approved.code, `${approved.stdout}${approved.stderr}`).toBe(0);
  });
  it('payments import: a sheet or JSON, a repeat changes nothing; receivables --snapshot closes what the file omits', async () => {
    const payer = `${account}-PAY`;
    const setup = path.join(dir, 'payer.csv');
    await writeFile(setup, ['Account No,Name,Credit Limit (SAR)', `${payer},Payer Clinic,5000`].join('\n'));
    expect((await cli('clients', 'import', setup)).code).toBe(0);
    const open = (number: string, amount: string) => ({
      accountNo: payer,
      kind: 'INVOICE',
      number: `${payer}-${number}`,
      date: '2020-01-01',
      dueDate: '2020-01-31',
      amountSAR: amount,
      openSAR: amount,
    });
    const items = path.join(dir, 'payer-items.json');
    await writeFile(items, JSON.stringify({ documents: [open('A', '100.00'), open('B', '200.00')] }));
    expect((await cli('receivables', 'import', items)).code).toBe(0);

    const sheet = path.join(dir, 'payments.csv');
    await writeFile(
      sheet,
      ['Account No,Date,Amount (SAR),Reference,Method', `${payer},2026-01-05,40.00,TRF-9,Bank Transfer`].join(
        '\n',
      ),
    );
    const first = await cli('payments', 'import', sheet);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('1 new, 0 corrected, 0 already recorded from payments.csv.');
    expect((await cli('payments', 'import', sheet)).stdout).toContain(
      '0 new, 0 corrected, 1 already recorded',
    );
    const json = path.join(dir, 'payments.json');
    await writeFile(
      json,
      JSON.stringify({
        payments: [{ accountNo: payer, date: '2026-01-05', amountSAR: '1', reference: 'X', method: 'GOLD' }],
      }),
    );
    const refused = await cli('payments', 'import', json);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('Method must be BANK_TRANSFER');
    expect(refused.stdout).toContain('Nothing was imported: 1 problem(s) in payments.json.');

    await writeFile(items, JSON.stringify({ documents: [open('A', '100.00')] }));
    const snapshot = await cli('receivables', 'import', items, '--snapshot');
    expect(snapshot.code, snapshot.stderr).toBe(0);
    expect(snapshot.stdout).toContain(
      '0 new, 1 replaced, 1 closed (absent from the snapshot) from payer-items.json.',
    );
    const shown = JSON.parse((await cli('clients', 'show', payer, '--json')).stdout);
    expect(shown.credit).toMatchObject({ openReceivablesSAR: '100.00' });
  });
});
