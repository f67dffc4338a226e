import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_HEADERS, templateHeaders } from './columns.js';
import { createOrdersExport, type ExportOrderRow } from './export.js';
import { parseOrderLinesFile } from './parse.js';
import { buildSampleTemplate, TEMPLATE_FILE_NAME, templateExampleLines } from './template.js';

/** exceljs types load() as taking its own Buffer (an ArrayBuffer), not Node's. */
const arrayBuffer = (bytes: Buffer) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

async function collect(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function* source(rows: Iterable<ExportOrderRow>) {
  yield* rows;
}

const ROW: ExportOrderRow = {
  id: '0b6f0f3e-0000-4000-8000-000000000001',
  externalRef: 'PO-1',
  clientName: 'صيدلية النور',
  clientAccountNo: 'ACC-1',
  medicalCompany: 'Wasama',
  region: 'Riyadh-Central',
  area: 'Riyadh',
  orderDate: '2025-03-14',
  status: 'PENDING_CREDIT',
  deliveryStatus: 'NOT_DELIVERED',
  totalValueSAR: '1234.50',
  vatSAR: '185.18',
  payableSAR: '1419.68',
  lineCount: 3,
  updatedAt: new Date(Date.UTC(2025, 2, 14, 9, 30)).toISOString(),
  withdrawnAt: null,
};

describe('spreadsheets in Arabic', () => {
  it('the Arabic export has Arabic headings and status labels, a right-to-left sheet, and numeric totals', async () => {
    const bytes = await collect(createOrdersExport('xlsx', source([ROW]), 'ar'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(arrayBuffer(bytes));
    const sheet = workbook.worksheets[0]!;
    const headings = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headings.slice(0, 3)).toEqual(['رقم الطلب', 'المرجع الخارجي', 'اسم العميل']);
    expect(headings).toContain('الإجمالي (ريال سعودي)');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    const row = sheet.getRow(2);
    expect(row.getCell(6).value).toBe('المنطقة الوسطى (الرياض)');
    expect(row.getCell(7).value).toBe('الرياض');
    expect(row.getCell(9).value).toBe('بانتظار مراجعة المبيعات والتحصيل');
    expect(row.getCell(10).value).toBe('لم يُسلَّم');
    expect(row.getCell(11).value).toBe(1234.5);
    expect(row.getCell(12).value).toBe(3);
  });

  it('the Arabic CSV has Arabic headings and labels and the exact decimal total', async () => {
    const text = (await collect(createOrdersExport('csv', source([ROW]), 'ar'))).toString('utf8');
    const [heading, line] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(heading).toMatch(/^رقم الطلب,المرجع الخارجي,اسم العميل,/);
    expect(line).toContain(',Wasama,المنطقة الوسطى (الرياض),الرياض,2025-03-14,');
    expect(line).toContain(',بانتظار مراجعة المبيعات والتحصيل,لم يُسلَّم,1234.50,3,');
  });

  it('the Arabic sample template is headed in Arabic and parses back to its example lines', async () => {
    const bytes = await buildSampleTemplate('ar');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(arrayBuffer(bytes));
    const [lines, instructions] = workbook.worksheets;
    expect(lines!.getRow(1).values).toEqual([undefined, ...templateHeaders('ar')]);
    expect(templateHeaders('ar')[0]).toBe('رمز الصنف');
    expect(lines!.getRow(templateExampleLines().length + 2).getCell(1).value).toBe('الإجمالي');
    expect(String(instructions!.getCell('A1').value)).toBe('طريقة تعبئة نموذج الطلب');
    const parsed = await parseOrderLinesFile({ bytes, fileName: TEMPLATE_FILE_NAME });
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toEqual(templateExampleLines());
  });

  it('the parser reads Arabic headings, English ones, and a mix', async () => {
    const ar = templateHeaders('ar');
    const mixed = [ar[0], TEMPLATE_HEADERS[1], ar[2], TEMPLATE_HEADERS[3], ar[4]];
    for (const headings of [ar.slice(0, 5), TEMPLATE_HEADERS.slice(0, 5), mixed]) {
      const csv = `${headings.join(',')}\r\nMED-1,Gloves,10.00,0,2\r\nالإجمالي,,,,\r\nignored,row,1,0,1\r\n`;
      const parsed = await parseOrderLinesFile({ bytes: Buffer.from(csv, 'utf8'), fileName: 'lines.csv' });
      expect(parsed.errors, headings.join()).toEqual([]);
      expect(parsed.lines).toMatchObject([{ itemCode: 'MED-1', quantity: 2, netValue: '20.00' }]);
    }
  });
});
