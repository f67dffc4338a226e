import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exeBytes, linesXlsx, orderFormXlsx, pdfBytes } from '@tawreed/service/testing/fixtures';
import ExcelJS from 'exceljs';
import { csvLine } from '../src/output.js';

export const MANIFEST_HEADER = [
  'externalRef',
  'clientName',
  'clientAccountNo',
  'medicalCompany',
  'region',
  'area',
  'salesManager',
  'medicalRep',
  'orderDate',
  'notes',
  'linesFile',
  'purchaseOrderFile',
  'orderFormFile',
];

/** The five kinds of broken row and the reason the report must give for each. */
export const BROKEN_REASONS = {
  badDate: /^orderDate: Order date must be a date/,
  unknownRegion: /^region: Unknown region$/,
  missingLines: /^lines file not found: .*missing-lines\.xlsx$/,
  brokenLines:
    /^lines file broken-lines\.xlsx: Row 2: Item Code is required; Row 3: Quantity must be positive$/,
  exePurchaseOrder:
    /^P\.O file upload failed: UNSUPPORTED_FILE_TYPE: Invalid P\.O file type; the new order was deleted$/,
} as const;
export type BrokenKind = keyof typeof BROKEN_REASONS;

/**
 * A manifest of `count` orders in `dir` with files beside it: one lines sheet, one P.O and one
 * order form shared by every row (the service reads each upload afresh), plus the broken rows.
 */
export async function writeManifest(
  dir: string,
  options: {
    count: number;
    prefix: string;
    /** Which 0-based rows are broken, and how. */
    broken?: Partial<Record<BrokenKind, number>>;
    format?: 'csv' | 'xlsx';
  },
) {
  await mkdir(path.join(dir, 'files'), { recursive: true });
  await writeFile(path.join(dir, 'files', 'lines.xlsx'), await linesXlsx());
  await writeFile(path.join(dir, 'files', 'po.pdf'), pdfBytes());
  await writeFile(path.join(dir, 'files', 'order-form.xlsx'), await orderFormXlsx());
  await writeFile(
    path.join(dir, 'files', 'broken-lines.xlsx'),
    await linesXlsx([
      ['', 'No code', 10, 0, 1, null, null, 0],
      ['BAD-QTY', 'Zero quantity', 10, 0, 0, null, null, 0],
    ]),
  );
  await writeFile(path.join(dir, 'files', 'setup.pdf'), exeBytes());

  const rows = Array.from({ length: options.count }, (_, index) => {
    const ref = `${options.prefix}-${String(index + 1).padStart(4, '0')}`;
    const row: Record<string, string> = {
      externalRef: ref,
      clientName: `Pharmacy ${index + 1}`,
      clientAccountNo: `ACC-${10_000 + index}`,
      medicalCompany: index % 2 ? 'Adwaa Lana' : '',
      region: 'Western Region',
      area: 'Jeddah',
      salesManager: 'Khalid Al-Otaibi',
      medicalRep: 'Reem Al-Qahtani',
      orderDate: '2026-11-20',
      notes: index % 3 ? '' : 'Deliver before noon, gate 2',
      linesFile: 'files/lines.xlsx',
      purchaseOrderFile: 'files/po.pdf',
      orderFormFile: 'files/order-form.xlsx',
    };
    const broken = options.broken ?? {};
    if (index === broken.badDate) row.orderDate = '21/11/2026';
    if (index === broken.unknownRegion) row.region = 'Northern Region';
    if (index === broken.missingLines) row.linesFile = 'files/missing-lines.xlsx';
    if (index === broken.brokenLines) row.linesFile = 'files/broken-lines.xlsx';
    if (index === broken.exePurchaseOrder) row.purchaseOrderFile = 'files/setup.pdf';
    return MANIFEST_HEADER.map((column) => row[column] ?? '');
  });

  if (options.format === 'xlsx') {
    const file = path.join(dir, 'manifest.xlsx');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Orders');
    sheet.addRow(MANIFEST_HEADER);
    for (const row of rows) sheet.addRow(row);
    await workbook.xlsx.writeFile(file);
    return file;
  }
  const file = path.join(dir, 'manifest.csv');
  await writeFile(file, `${[MANIFEST_HEADER, ...rows].map((r) => csvLine(r)).join('\r\n')}\r\n`);
  return file;
}
