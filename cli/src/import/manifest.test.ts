import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { readManifest } from './manifest.js';

const dirs: string[] = [];
const dir = async () => {
  const made = await mkdtemp(path.join(tmpdir(), 'tawreed-manifest-'));
  dirs.push(made);
  return made;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('readManifest', () => {
  it('reads an .xlsx with spelled-out headers, a real date cell and rich text; skips blank rows', async () => {
    const file = path.join(await dir(), 'orders.xlsx');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Orders');
    sheet.addRow([
      'External Ref',
      'Client Name',
      'Region',
      'Area',
      'Order Date',
      'Lines File',
      'Purchase Order File',
      'Order Form File',
      'Comments',
    ]);
    sheet.addRow([
      'PO-1',
      { richText: [{ text: 'Al ' }, { text: 'Noor' }] },
      'Western Region',
      'Jeddah',
      new Date(Date.UTC(2026, 10, 20)),
      'lines.xlsx',
      'po.pdf',
      'form.xlsx',
      'ignored',
    ]);
    sheet.addRow([]);
    sheet.addRow(['PO-2', 'Second', 'Western Region', 'Jeddah', '2026-11-21', 'l.xlsx', 'p.pdf', 'f.xlsx']);
    await workbook.xlsx.writeFile(file);

    const manifest = await readManifest(file);
    expect(manifest.ignoredColumns).toEqual(['Comments']);
    expect(manifest.rows.map((r) => r.row)).toEqual([2, 4]);
    expect(manifest.rows[0]!.fields).toMatchObject({
      externalRef: 'PO-1',
      clientName: 'Al Noor',
      orderDate: '2026-11-20',
      linesFile: 'lines.xlsx',
      notes: '',
    });
  });

  it('names the missing columns (a usage error, exit 2)', async () => {
    const file = path.join(await dir(), 'orders.csv');
    await writeFile(file, 'externalRef,clientName,region\r\nA,B,C\r\n');
    await expect(readManifest(file)).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringMatching(
        /has no area, orderDate, linesFile, purchaseOrderFile, orderFormFile columns/,
      ),
    });
  });
});
