import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCsv } from '@tawreed/domain';
import type { SeedUser } from '@tawreed/service/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowResult } from '../src/import/import-order.js';
import { runCli, runInProcess, startService, tempDir } from './harness.js';
import { BROKEN_REASONS, type BrokenKind, writeManifest } from './manifest-fixture.js';

let service: Awaited<ReturnType<typeof startService>>;
let company: SeedUser;
let configDir: string;
let token: string;

beforeAll(async () => {
  service = await startService();
  company = await service.createUser({ role: 'MEDICAL_COMPANY', companyName: 'Adwaa Lana' });
  configDir = await service.signIn(company);
  token = await service.token(company);
});
afterAll(() => service.close());

const api = async (pathAndQuery: string, init: RequestInit = {}) => {
  const res = await fetch(`${service.url}${pathAndQuery}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  return { status: res.status, body: await res.json() };
};
const countOrders = async (q: string, status?: string) =>
  (await api(`/api/orders?q=${q}${status ? `&status=${status}` : ''}&pageSize=1`)).body.total as number;

interface ImportOutput {
  summary: { rows: number; created: number; skipped: number; failed: number; validated: number };
  results: RowResult[];
}

/** The failed rows as kind -> message, checked against where the fixture broke them. */
function failures(output: ImportOutput, brokenAt: Partial<Record<BrokenKind, number>>) {
  const failed = output.results.filter((r) => r.result === 'failed');
  const byRow = new Map(failed.map((r) => [r.row, r.message]));
  return {
    rows: failed.map((r) => r.row),
    // Spreadsheet rows: the header is row 1, so the 0-based data index i is row i + 2.
    message: (kind: BrokenKind) => byRow.get(brokenAt[kind]! + 2),
  };
}

const BIG_BROKEN = {
  badDate: 17,
  unknownRegion: 42,
  missingLines: 88,
  brokenLines: 131,
  exePurchaseOrder: 177,
};

describe('orders import', () => {
  it('--dry-run checks every row and every lines file (xlsx manifest) and creates nothing', async () => {
    const dir = await tempDir('dry');
    const brokenAt = { badDate: 1, unknownRegion: 3, missingLines: 5, brokenLines: 7 };
    const manifest = await writeManifest(dir, { count: 10, prefix: 'DRY', broken: brokenAt, format: 'xlsx' });
    const run = await runCli(['orders', 'import', manifest, '--dry-run', '--json'], { configDir });
    expect(run.code).toBe(1);
    const output = JSON.parse(run.stdout) as ImportOutput;
    expect(output.summary).toMatchObject({ rows: 10, validated: 6, failed: 4, created: 0 });
    const failed = failures(output, brokenAt);
    for (const kind of Object.keys(brokenAt) as BrokenKind[]) {
      expect(failed.message(kind)).toMatch(BROKEN_REASONS[kind]);
    }
    expect(output.results.find((r) => r.result === 'validated')?.message).toBe('2 lines, total 507.52 SAR');
    expect(await countOrders('DRY')).toBe(0);
  });

  it('imports 200 rows: 195 orders created and submitted, the 5 broken rows reported with reasons; a re-run creates nothing', async () => {
    const dir = await tempDir('big');
    const manifest = await writeManifest(dir, { count: 200, prefix: 'BIG', broken: BIG_BROKEN });
    const report = path.join(dir, 'report.csv');

    // Relative paths resolve against the directory the command runs in.
    const first = await runCli(
      ['orders', 'import', 'manifest.csv', '--concurrency', '8', '--report', 'report.csv', '--json'],
      {
        configDir,
        cwd: dir,
      },
    );
    expect(first.stderr).toBe('');
    expect(first.code).toBe(1);
    const output = JSON.parse(first.stdout) as ImportOutput;
    expect(output.summary).toMatchObject({ rows: 200, created: 195, skipped: 0, failed: 5 });
    const failed = failures(output, BIG_BROKEN);
    expect(failed.rows).toEqual(Object.values(BIG_BROKEN).map((index) => index + 2));
    for (const kind of Object.keys(BIG_BROKEN) as BrokenKind[]) {
      expect(failed.message(kind)).toMatch(BROKEN_REASONS[kind]);
    }
    // Every created order went the portal's way to PENDING_CREDIT, none is left behind.
    expect(await countOrders('BIG')).toBe(195);
    expect(await countOrders('BIG', 'PENDING_CREDIT')).toBe(195);
    const sample = output.results.find((r) => r.result === 'created')!;
    const order = (await api(`/api/orders/${sample.orderId}`)).body;
    expect(order.attachments.map((a: { attachmentType: string }) => a.attachmentType).sort()).toEqual([
      'lines_source',
      'order_form',
      'purchase_order',
    ]);
    expect(order).toMatchObject({ externalRef: sample.externalRef, totalValueSAR: '507.52' });

    const rows = parseCsv(await readFile(report, 'utf8'));
    expect(rows[0]).toEqual(['row', 'externalRef', 'result', 'orderId', 'message']);
    expect(rows).toHaveLength(201);
    expect(rows.filter((r) => r[2] === 'created')).toHaveLength(195);
    expect(rows.find((r) => r[1] === sample.externalRef)?.[3]).toBe(sample.orderId);

    const second = await runCli(['orders', 'import', manifest, '--concurrency', '8', '--json'], {
      configDir,
    });
    expect(second.code).toBe(1);
    const again = JSON.parse(second.stdout) as ImportOutput;
    expect(again.summary).toMatchObject({ rows: 200, created: 0, skipped: 195, failed: 5 });
    expect(failures(again, BIG_BROKEN).rows).toEqual(failed.rows);
    const firstIds = new Map(output.results.map((r) => [r.row, r.orderId]));
    for (const r of again.results.filter((x) => x.result === 'skipped')) {
      expect(r.orderId).toBe(firstIds.get(r.row));
      expect(r.message).toBe('already imported: order is PENDING_CREDIT');
    }
    expect(await countOrders('BIG')).toBe(195);
  }, 300_000);

  it('finishes an order an interrupted import left without its files, instead of creating another', async () => {
    const dir = await tempDir('resume');
    const manifest = await writeManifest(dir, { count: 3, prefix: 'RESUME' });
    // What a crash right after create leaves: a SUBMITTED order with the row's ref and no files.
    const partial = await api('/api/orders', {
      method: 'POST',
      body: JSON.stringify({
        externalRef: 'RESUME-0002',
        clientName: 'Pharmacy 2',
        region: 'Western Region',
        area: 'Jeddah',
        orderDate: '2026-11-20',
        lines: [{ itemCode: 'A', itemDescription: 'B', publicPrice: '1.00', quantity: 1 }],
      }),
    });
    expect(partial.status).toBe(201);

    const run = await runInProcess(['orders', 'import', manifest, '--json'], { configDir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout) as ImportOutput;
    expect(output.summary).toMatchObject({ created: 3, failed: 0 });
    const resumed = output.results.find((r) => r.externalRef === 'RESUME-0002')!;
    expect(resumed).toMatchObject({ orderId: partial.body.id, result: 'created' });
    expect(resumed.message).toContain('finished an earlier partial import');
    expect(await countOrders('RESUME', 'PENDING_CREDIT')).toBe(3);
  });

  it('a staff account cannot import (exit 1, one line)', async () => {
    const credit = await service.createUser({ role: 'CREDIT_TEAM' });
    const dir = await tempDir('staff');
    const manifest = await writeManifest(dir, { count: 1, prefix: 'STAFF' });
    const run = await runInProcess(['orders', 'import', manifest], {
      configDir: await service.signIn(credit),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'tawreed: Only medical company accounts create orders; you are signed in as Sales & Collection Review\n',
    );
  });
});
