import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type XlsxCell, XlsxRowWriter } from './xlsx-row-xml.js';
import { readCentralDirectory, readEntry } from './zip.js';

const STYLES: Array<Partial<ExcelJS.Style>> = [
  {},
  { numFmt: '#,##0.00' },
  { numFmt: 'yyyy-mm-dd hh:mm:ss' },
  {},
  { numFmt: 'yyyy-mm-dd' },
  {},
];

const ROWS: XlsxCell[][] = [
  ['plain', 1234.5, new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)), 3, new Date(Date.UTC(2026, 0, 2)), 'end'],
  ['<a & \'b\' "c">', -0.01, null, 0, 'not a date', 'صيدلية النور'],
  ['\u0001bell\u0008 and tab\tnew\nline\r\u007f', 99999999999.99, null, 12, new Date(0), ''],
  ['', 0, new Date(Date.UTC(1999, 11, 31, 23, 59, 59)), 7, new Date(Date.UTC(2000, 1, 29)), '=1+2'],
];

/** A workbook of ROWS under a bold heading, rows written by exceljs or by the row writer: its sheet XML. */
async function sheetXml(mode: 'exceljs' | 'writer'): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = STYLES.map((style, index) => ({ header: `Column ${index + 1}`, width: 12, style }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  if (mode === 'exceljs') {
    for (const cells of ROWS) {
      const row = sheet.addRow(cells);
      for (let column = 0; column < STYLES.length; column++) row.getCell(column + 1).style = STYLES[column]!;
      row.commit();
    }
  } else {
    const writer = new XlsxRowWriter(workbook, sheet, STYLES);
    writer.write(ROWS.map((cells, index) => writer.rowXml(index + 2, cells)).join(''));
  }
  sheet.commit();
  await workbook.commit();
  const file = Buffer.concat(chunks);
  const entry = readCentralDirectory(file).find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
  return (await readEntry(file, entry, 10_000_000)).toString('utf8');
}

describe('rows written as XML into an exceljs sheet', () => {
  it('are the bytes exceljs writes for text, numbers, dates and empty cells, with the columns’ style ids', async () => {
    const ours = await sheetXml('writer');
    expect(ours).toBe(await sheetXml('exceljs'));
    // The cases are really there: an escaped special, a dropped control character, a styled empty cell.
    expect(ours).toContain('&lt;a &amp; &apos;b&apos; &quot;c&quot;&gt;');
    expect(ours).toContain('<v>bell and tab\tnew\nline\r</v>');
    expect(ours).toMatch(/<c r="C3" s="\d+"\/>/);
  });

  it('reads back as the values written', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet('Orders');
    sheet.columns = STYLES.map((style, index) => ({ header: `Column ${index + 1}`, style }));
    sheet.getRow(1).commit();
    const writer = new XlsxRowWriter(workbook, sheet, STYLES);
    writer.write(writer.rowXml(2, ROWS[0]!));
    sheet.commit();
    await workbook.commit();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const row = book.worksheets[0]!.getRow(2);
    expect(row.getCell(1).value).toBe('plain');
    expect(row.getCell(2).value).toBe(1234.5);
    expect(row.getCell(2).numFmt).toBe('#,##0.00');
    expect((row.getCell(3).value as Date).toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(row.getCell(5).numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(6).value).toBe('end');
  });
});
