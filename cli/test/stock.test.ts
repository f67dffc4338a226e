import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createUser, startTestServer } from '@tawreed/service/testing';
import { apiToken } from '@tawreed/service/testing/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneLine, runInProcess, tempDir } from './harness.js';

describe('tawreed stock', () => {
  let started: Awaited<ReturnType<typeof startTestServer>>;
  let configDir: string;
  let dir: string;
  const warehouseCode = `CLI-${Date.now().toString(36).toUpperCase()}`;

  beforeAll(async () => {
    started = await startTestServer();
    const admin = await createUser(started.t, { role: 'ADMIN' });
    const adminToken = await apiToken(started.server, admin.email, admin.password);
    const made = await fetch(`${started.server.url}/api/inventory/warehouses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: warehouseCode, name: 'Riyadh main' }),
    });
    expect(made.status).toBe(201);
    const manager = await createUser(started.t, { role: 'WAREHOUSE_MANAGER' });
    configDir = await tempDir('stock');
    dir = await tempDir('stock-files');
    const token = await apiToken(started.server, manager.email, manager.password);
    await writeFile(path.join(configDir, 'config.json'), JSON.stringify({ url: started.server.url, token }), {
      mode: 0o600,
    });
  });
  afterAll(() => started.t.close());

  const cli = (...args: string[]) => runInProcess(['stock', ...args], { configDir });

  it('imports a sheet, lists lots as CSV, adjusts by lot number and recalls', async () => {
    const file = path.join(dir, 'receipts.csv');
    await writeFile(
      file,
      [
        'Item Code,Item Description,Lot,Expiry,Bin,Qty',
        'CLI-ITEM,Saline 500 ml,LOT-A,2030-01-31,A-1,40',
        'CLI-ITEM,,LOT-B,2029-06-30,A-2,0',
      ].join('\n'),
    );
    const refused = await cli('import', file, '--warehouse', warehouseCode);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('Row 3: Quantity must be positive');
    await writeFile(
      file,
      [
        'Item Code,Item Description,Lot,Expiry,Bin,Qty',
        'CLI-ITEM,Saline 500 ml,LOT-A,2030-01-31,A-1,40',
        'CLI-ITEM,,LOT-B,2029-06-30,A-2,5',
      ].join('\n'),
    );
    const imported = await cli('import', file, '--warehouse', warehouseCode);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('Received 2 row(s)');

    const listed = await cli('list', '--item', 'CLI-ITEM', '--format', 'csv');
    expect(listed.stdout.trim().split('\n')).toEqual([
      'Warehouse,Item Code,Lot,Expiry,Bin,On Hand,Reserved,Available,Expiry State',
      `${warehouseCode},CLI-ITEM,LOT-B,2029-06-30,A-2,5,0,5,ok`,
      `${warehouseCode},CLI-ITEM,LOT-A,2030-01-31,A-1,40,0,40,ok`,
    ]);

    const adjusted = await cli('adjust', 'LOT-A', '--quantity', '-3', '--reason', 'Damaged in the cold room');
    expect(adjusted.code, adjusted.stderr).toBe(0);
    expect(adjusted.stdout).toContain('Lot LOT-A of CLI-ITEM: 37 on hand, 0 reserved.');
    const tooMany = await cli('adjust', 'LOT-B', '--quantity', '-9', '--reason', 'Count');
    expect(tooMany.code).toBe(1);
    expect(oneLine(tooMany.stderr)).toContain('cannot change by -9');
    expect((await cli('adjust', 'LOT-B', '--quantity', 'lots', '--reason', 'Count')).code).toBe(2);

    const recall = await cli('recall', 'LOT-A', '--format', 'csv');
    expect(recall.code, recall.stderr).toBe(0);
    expect(recall.stdout.trim()).toBe(
      'Order,Client,Account No,Medical Company,Item Code,Quantity,Shipped At,Delivery Note',
    );
    expect((await cli('recall', 'NO-SUCH-LOT')).code).toBe(1);
  });
});
