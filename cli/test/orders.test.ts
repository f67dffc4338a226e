import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseCsv } from '@tawreed/domain';
import type { OrderStatus } from '@tawreed/sdk';
import { type SeedUser, seedOrder } from '@tawreed/service/testing';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, oneLine, runCli, runInProcess, startService, tempDir } from './harness.js';

let service: Awaited<ReturnType<typeof startService>>;
let wasama: SeedUser;
let credit: SeedUser;
let creditConfig: string;
let creditToken: string;

beforeAll(async () => {
  service = await startService();
  wasama = await service.createUser({ role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  credit = await service.createUser({ role: 'CREDIT_TEAM', name: 'Huda' });
  creditConfig = await service.signIn(credit);
  creditToken = await service.token(credit);
});
afterAll(() => service.close());

interface ApiOrder {
  id: string;
  orderDate: string;
  totalValueSAR: string;
  updatedAt: string;
}

/** Every order the API lists for this query, all pages, as the credit team sees them. */
async function apiOrders(query: string): Promise<ApiOrder[]> {
  const orders: ApiOrder[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${service.url}/api/orders?${query}&page=${page}&pageSize=7`, {
      headers: { authorization: `Bearer ${creditToken}` },
    });
    const body = (await res.json()) as { orders: ApiOrder[]; total: number };
    orders.push(...body.orders);
    if (orders.length >= body.total) return orders;
  }
}

async function apiIds(query: string): Promise<string[]> {
  return (await apiOrders(query)).map((o) => o.id);
}

describe('list and export', () => {
  beforeAll(async () => {
    const statuses: OrderStatus[] = ['PENDING_CREDIT', 'PENDING_HIGHER', 'REJECTED', 'ORDER_DELIVERED'];
    for (let i = 0; i < 24; i++) {
      await seedOrder(service.t, wasama, {
        status: statuses[i % statuses.length],
        clientName: i % 3 ? 'Al Noor Pharmacy' : '=HYPERLINK("http://evil.test")',
        orderDate: `2026-10-${String(1 + i).padStart(2, '0')}`,
      });
    }
  });

  const filters = ['--status', 'PENDING_CREDIT,REJECTED', '--from', '2026-10-03', '--to', '2026-10-20'];
  const query = 'status=PENDING_CREDIT,REJECTED&dateFrom=2026-10-03&dateTo=2026-10-20';

  it('orders list --all --json gives the API rows; the table is readable', async () => {
    const expected = await apiIds(query);
    expect(expected.length).toBeGreaterThan(5);
    const json = await runInProcess(['orders', 'list', ...filters, '--all', '--json'], {
      configDir: creditConfig,
    });
    expect(json.code).toBe(0);
    const listed = JSON.parse(json.stdout) as { orders: Array<{ id: string }>; total: number };
    expect(listed.orders.map((o) => o.id).sort()).toEqual([...expected].sort());

    const table = await runInProcess(['orders', 'list', ...filters, '--page-size', '5'], {
      configDir: creditConfig,
    });
    expect(table.stdout.split('\n')[0]).toMatch(/^ID\s+Ext Ref\s+Client\s+Company\s+Order Date\s+Status/);
    expect(table.stdout).toContain('Pending Sales & Collection Review');
    expect(table.stdout).toContain(`${expected.length} orders, page 1 of ${Math.ceil(expected.length / 5)}`);
  });

  it('orders export writes the same rows as the API list; the xlsx opens, formulas neutralised', async () => {
    const expected = await apiIds(query);
    const dir = await tempDir('export');
    const run = await runCli(['orders', 'export', ...filters, '-o', 'orders.xlsx', '--json'], {
      configDir: creditConfig,
      cwd: dir,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const written = JSON.parse(run.stdout) as { file: string; bytes: number };
    expect(written.file).toBe(path.join(dir, 'orders.xlsx'));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(written.file);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers[0]).toBe('Order ID');
    const col = (header: string) => {
      expect(headers).toContain(header);
      return headers.indexOf(header) + 1;
    };
    const [dateCol, totalCol, updatedCol] = [col('Order Date'), col('Total (SAR)'), col('Updated (Riyadh)')];
    const byId = new Map((await apiOrders(query)).map((o) => [o.id, o]));
    const ids: string[] = [];
    const clients: string[] = [];
    let sum = 0;
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const id = String(row.getCell(1).value);
      ids.push(id);
      clients.push(String(row.getCell(3).value));
      const api = byId.get(id)!;
      // Real date cells a user can sort and filter by; times in Riyadh (UTC+3), as the portal shows them.
      expect(row.getCell(dateCol).type).toBe(ExcelJS.ValueType.Date);
      expect((row.getCell(dateCol).value as Date).toISOString().slice(0, 10)).toBe(api.orderDate);
      expect(row.getCell(updatedCol).type).toBe(ExcelJS.ValueType.Date);
      expect((row.getCell(updatedCol).value as Date).getTime()).toBe(
        Date.parse(api.updatedAt) + 3 * 60 * 60 * 1000,
      );
      // The total is a number (SUM works) equal to the API's decimal.
      expect(row.getCell(totalCol).type).toBe(ExcelJS.ValueType.Number);
      expect((row.getCell(totalCol).value as number).toFixed(2)).toBe(api.totalValueSAR);
      sum += row.getCell(totalCol).value as number;
    });
    expect(ids.sort()).toEqual([...expected].sort());
    expect(clients.some((c) => c.startsWith("'=HYPERLINK"))).toBe(true);
    const apiSum = [...byId.values()].reduce((acc, o) => acc + Math.round(Number(o.totalValueSAR) * 100), 0);
    expect(Math.round(sum * 100)).toBe(apiSum);

    const csv = await runInProcess(['orders', 'export', ...filters, '--format', 'csv', '-o', '-'], {
      configDir: creditConfig,
    });
    expect(csv.code).toBe(0);
    const rows = parseCsv(csv.stdout);
    expect(rows[0]?.[0]).toBe('Order ID');
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([...expected].sort());

    // --lang ar: Arabic headings and status labels, the same orders.
    const arabic = await runInProcess(
      ['orders', 'export', ...filters, '--format', 'csv', '--lang', 'ar', '-o', '-'],
      {
        configDir: creditConfig,
      },
    );
    expect(arabic.code).toBe(0);
    const arabicRows = parseCsv(arabic.stdout);
    expect(arabicRows[0]?.slice(0, 3)).toEqual(['رقم الطلب', 'المرجع الخارجي', 'اسم العميل']);
    expect(arabicRows.length).toBe(rows.length);
  });
});

describe('batch status changes', () => {
  it('approves every PENDING_CREDIT order matching the filters with --yes, one result per order', async () => {
    const xRose = await service.createUser({ role: 'MEDICAL_COMPANY', companyName: 'X Rose' });
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await seedOrder(service.t, xRose, { status: 'PENDING_CREDIT' }));
    await seedOrder(service.t, xRose, { status: 'PENDING_HIGHER' });
    const filters = ['--status', 'PENDING_CREDIT', '--branch', 'X Rose'];

    // Not on a terminal and no --yes: refused before anything changes.
    const refused = await runInProcess(['orders', 'approve', ...filters], { configDir: creditConfig });
    expect(refused.code).toBe(2);
    expect(oneLine(refused.stderr)).toBe(
      'tawreed: Refusing to approve 6 orders matching the filters without --yes (stdin is not a terminal)',
    );
    expect(await apiIds('status=PENDING_CREDIT&branchFilter=X%20Rose')).toHaveLength(6);

    const run = await runCli(['orders', 'approve', ...filters, '--yes', '--json'], {
      configDir: creditConfig,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout) as {
      total: number;
      done: number;
      failed: number;
      results: Array<{ id: string; ok: boolean; status: string; version: number }>;
    };
    expect(output).toMatchObject({ total: 6, done: 6, failed: 0 });
    expect(output.results.map((r) => r.id).sort()).toEqual(orders.map((o) => o.id).sort());
    for (const result of output.results)
      expect(result).toMatchObject({ ok: true, status: 'PENDING_HIGHER', version: 2 });
    expect(await apiIds('status=PENDING_CREDIT&branchFilter=X%20Rose')).toHaveLength(0);
  });

  it('a stale, a forbidden and a missing order are reported per order; the others are done (exit 1)', async () => {
    const adwaa = await service.createUser({ role: 'MEDICAL_COMPANY', companyName: 'Adwaa Lana' });
    const fresh = await seedOrder(service.t, adwaa, { status: 'PENDING_CREDIT' });
    const stale = await seedOrder(service.t, adwaa, { status: 'PENDING_CREDIT' });
    const forbidden = await seedOrder(service.t, adwaa, { status: 'PENDING_HIGHER' });
    // Someone else already sent `stale` back: the version the operator saw (1) is out of date.
    const sentBack = await fetch(`${service.url}/api/orders/${stale.id}/actions/request-changes`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${creditToken}`,
        'if-match': '1',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ comment: 'Please attach the signed order form' }),
    });
    expect(sentBack.status).toBe(200);

    const missing = '00000000-0000-4000-8000-000000000000';
    const run = await runInProcess(
      ['orders', 'approve', fresh.id.slice(0, 8), `${stale.id}@1`, forbidden.id, missing],
      { configDir: creditConfig },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines).toContain(`ok   ${fresh.id.slice(0, 8)}  approve: now Pending Credit Review (version 2)`);
    expect(lines).toContain(
      `FAIL ${stale.id.slice(0, 8)}  VERSION_CONFLICT: This order was changed by someone else. Reload it and try again. (current version 2)`,
    );
    expect(lines.find((l) => l.startsWith(`FAIL ${forbidden.id.slice(0, 8)}`))).toMatch(
      /FORBIDDEN: Only Credit Review/,
    );
    expect(lines.find((l) => l.startsWith(`FAIL ${missing.slice(0, 8)}`))).toMatch(/NOT_FOUND/);
    expect(lines[4]).toBe('approve: 1 of 4 orders done, 3 failed');
  });

  it('reject needs its comment and sends it', async () => {
    const order = await seedOrder(service.t, wasama, { status: 'PENDING_CREDIT' });
    const run = await runInProcess(
      ['orders', 'reject', order.id, '--comment', 'Credit limit exceeded for this client', '--json'],
      { configDir: creditConfig },
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).results[0]).toMatchObject({ ok: true, status: 'REJECTED' });
  });
});

describe('watch', () => {
  it('prints live events as JSON lines and stops after --count', async () => {
    const order = await seedOrder(service.t, wasama, { status: 'PENDING_CREDIT' });
    const companyConfig = await service.signIn(wasama);
    const child = spawn(
      process.execPath,
      [BIN, 'watch', '--json', '--events', 'order:updated', '--count', '1'],
      {
        env: { ...process.env, TAWREED_CONFIG_DIR: companyConfig, NO_COLOR: '1' },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    await expect.poll(() => stderr, { timeout: 30_000 }).toContain('Watching');

    const approved = await fetch(`${service.url}/api/orders/${order.id}/actions/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${creditToken}`, 'if-match': '1' },
    });
    expect(approved.status).toBe(200);
    expect(await exited).toBe(0);
    const event = JSON.parse(stdout.trim());
    expect(event).toMatchObject({
      type: 'order:updated',
      orderId: order.id,
      status: 'PENDING_HIGHER',
      version: 2,
    });
  });
});

describe('credit marks in orders list', () => {
  it('staff see a Credit column (--sort risk puts the blocked client first); a medical company does not', async () => {
    const created = await fetch(`${service.url}/api/clients`, {
      method: 'POST',
      headers: { authorization: `Bearer ${creditToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        accountNo: 'CLIMARK-BLOCKED',
        name: 'Blocked Clinic',
        status: 'BLOCKED',
        statusReason: 'Cheques returned',
      }),
    });
    expect(created.status).toBe(201);
    const blocked = await seedOrder(service.t, wasama, {
      clientAccountNo: 'CLIMARK-BLOCKED',
      updatedAt: new Date(Date.now() - 3_600_000),
    });
    const unknown = await seedOrder(service.t, wasama, { clientAccountNo: 'CLIMARK-NEW' });
    const args = ['orders', 'list', '--status', 'PENDING_CREDIT', '--q', 'CLIMARK', '--sort', 'risk'];
    const table = await runInProcess(args, { configDir: creditConfig });
    expect(table.code).toBe(0);
    const lines = table.stdout.split('\n').map((line) => line.trimEnd());
    expect(lines[0]).toMatch(/Updated.*\s+Credit$/);
    // Header, rule, then the rows.
    expect(lines[2]).toContain(blocked.id.slice(0, 8));
    expect(lines[2]).toMatch(/Blocked$/);
    expect(lines[3]).toContain(unknown.id.slice(0, 8));
    const csv = await runInProcess([...args, '--csv'], { configDir: creditConfig });
    const rows = parseCsv(csv.stdout);
    const markAt = rows[0]!.indexOf('creditMark');
    expect(rows.map((row) => row[markAt])).toEqual(['creditMark', 'block', '']);
    // DESIGN §12's columns come last, after everything scripts already read by position.
    expect(rows[0]!.slice(-2)).toEqual(['vatSAR', 'payableSAR']);

    const company = await runInProcess(args, { configDir: await service.signIn(wasama) });
    expect(company.code).toBe(0);
    expect(company.stdout.split('\n')[0]).not.toContain('Credit');
    // Its sort=risk is the default order: newest first.
    expect(company.stdout.split('\n')[2]).toContain(unknown.id.slice(0, 8));
  });
});
