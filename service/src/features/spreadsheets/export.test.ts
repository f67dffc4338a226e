import { Readable } from 'node:stream';
import { neutraliseFormula } from '@tawreed/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  createOrdersExport,
  EXPORT_COLUMNS,
  EXPORT_CSV_HEADERS,
  type ExportOrderRow,
  exportFileName,
} from './export.js';

const HEADERS = EXPORT_COLUMNS.map((column) => column.header);
const CSV_HEADERS = EXPORT_CSV_HEADERS;

/** exceljs types load() as taking its own Buffer (an ArrayBuffer), not Node's. */
const arrayBuffer = (bytes: Buffer) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

function order(i: number, overrides: Partial<ExportOrderRow> = {}): ExportOrderRow {
  return {
    id: `0b6f0f3e-0000-4000-8000-${String(i).padStart(12, '0')}`,
    externalRef: i % 3 === 0 ? null : `PO-${i}`,
    clientName: `Al Noor Pharmacy ${i}`,
    clientAccountNo: i % 2 === 0 ? `ACC-${i}` : null,
    medicalCompany: 'Wasama',
    region: 'Riyadh-Central',
    area: 'Riyadh',
    orderDate: '2025-03-14',
    status: 'PENDING_CREDIT',
    deliveryStatus: 'PENDING_DELIVERY',
    totalValueSAR: '1234.50',
    vatSAR: '185.18',
    payableSAR: '1419.68',
    lineCount: 3,
    updatedAt: new Date(Date.UTC(2025, 2, 14, 9, 30)).toISOString(),
    withdrawnAt: null,
    ...overrides,
  };
}

async function* source(rows: Iterable<ExportOrderRow>) {
  yield* rows;
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const hostile = order(1, {
  externalRef: '=HYPERLINK("http://evil.example","Click")',
  clientName: '+966 11 000 0000',
  clientAccountNo: '-2+3',
  medicalCompany: '@SUM(A1)',
  region: '\tRiyadh',
  area: 'Jeddah, "old town"',
  status: 'ORDER_DISPATCHED',
  deliveryStatus: 'DISPATCHED',
  totalValueSAR: '98765.43',
  withdrawnAt: new Date(Date.UTC(2025, 2, 15)).toISOString(),
});

describe('orders export: xlsx', () => {
  it('re-reads with exceljs as the same rows, labels, numeric totals and neutralised formulas', async () => {
    const rows = [order(0), hostile, order(2, { status: 'WEIRD_STATUS' })];
    const bytes = await collect(createOrdersExport('xlsx', source(rows)));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(arrayBuffer(bytes));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Orders');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS]);
    expect(HEADERS).toContain('Updated (Riyadh)');
    expect(HEADERS).toContain('Withdrawn (Riyadh)');
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      rows[0]!.id,
      undefined,
      'Al Noor Pharmacy 0',
      'ACC-0',
      'Wasama',
      'Riyadh-Central',
      'Riyadh',
      // exceljs reads a date cell back as a Date whose UTC fields are the cell's wall-clock time
      new Date('2025-03-14T00:00:00Z'),
      'Pending Sales & Collection Review',
      'Pending Delivery',
      1234.5,
      3,
      // 09:30 UTC is 12:30 in Riyadh
      new Date('2025-03-14T12:30:00Z'),
      undefined,
      // DESIGN §12: VAT and the payable total, number cells appended last
      185.18,
      1419.68,
    ]);
    const bad = sheet.getRow(3);
    expect(bad.getCell(2).value).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(bad.getCell(3).value).toBe("'+966 11 000 0000");
    expect(bad.getCell(4).value).toBe("'-2+3");
    expect(bad.getCell(5).value).toBe("'@SUM(A1)");
    expect(bad.getCell(6).value).toBe("'\tRiyadh");
    expect(bad.getCell(7).value).toBe('Jeddah, "old town"');
    expect(bad.getCell(9).value).toBe('Dispatched');
    expect(bad.getCell(10).value).toBe('Dispatched');
    expect(bad.getCell(11).value).toBe(98765.43);
    expect(bad.getCell(11).numFmt).toBe('#,##0.00');
    expect(bad.getCell(14).value).toEqual(new Date('2025-03-15T03:00:00Z'));
    expect(sheet.getRow(4).getCell(9).value).toBe('WEIRD STATUS');
    for (let column = 1; column <= HEADERS.length; column++) {
      expect(typeof bad.getCell(column).formula).toBe('undefined');
    }
  });

  it('writes real date cells in Riyadh time and amounts that sort, filter and sum as numbers', async () => {
    const rows = [
      // 22:15 UTC on the 14th is 01:15 on the 15th in Riyadh
      order(0, { orderDate: '2025-03-15', updatedAt: '2025-03-14T22:15:07.000Z', totalValueSAR: '0.10' }),
      order(1, { orderDate: '2024-12-31', totalValueSAR: '0.20', withdrawnAt: '2025-01-01T20:59:59.000Z' }),
      order(2, { orderDate: '2025-01-02', totalValueSAR: '999999999999.99' }),
      order(3, { totalValueSAR: '12.30' }),
    ];
    const bytes = await collect(createOrdersExport('xlsx', source(rows)));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(arrayBuffer(bytes));
    const sheet = workbook.worksheets[0]!;
    const column = (header: string) => HEADERS.indexOf(header) + 1;
    const cell = (row: number, header: string) => sheet.getRow(row + 2).getCell(column(header));

    // The heading row carries the filter buttons over every column.
    expect(sheet.autoFilter).toBe(`A1:P1`);

    // Order Date: a date cell (Excel sorts and filters it as a date), no time of day.
    for (let i = 0; i < rows.length; i++) {
      const date = cell(i, 'Order Date');
      expect(date.type).toBe(ExcelJS.ValueType.Date);
      expect(date.numFmt).toBe('yyyy-mm-dd');
      expect((date.value as Date).toISOString()).toBe(`${rows[i]!.orderDate}T00:00:00.000Z`);
    }
    const dates = rows.map((_, i) => (cell(i, 'Order Date').value as Date).getTime());
    expect([...dates].sort((a, b) => a - b).map((t) => new Date(t).toISOString().slice(0, 10))).toEqual([
      '2024-12-31',
      '2025-01-02',
      '2025-03-14',
      '2025-03-15',
    ]);

    // Updated / Withdrawn: date-time cells showing the Riyadh wall-clock time.
    const updated = cell(0, 'Updated (Riyadh)');
    expect(updated.type).toBe(ExcelJS.ValueType.Date);
    expect(updated.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(updated.value).toEqual(new Date('2025-03-15T01:15:07Z'));
    expect(cell(1, 'Withdrawn (Riyadh)').value).toEqual(new Date('2025-01-01T23:59:59Z'));
    expect(cell(1, 'Withdrawn (Riyadh)').type).toBe(ExcelJS.ValueType.Date);
    expect(cell(0, 'Withdrawn (Riyadh)').type).toBe(ExcelJS.ValueType.Null);
    // The fixed +03:00 is what the time-zone database says for Riyadh on those days.
    const riyadh = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Riyadh',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    expect(riyadh.format(new Date(rows[0]!.updatedAt))).toBe(
      (updated.value as Date).toISOString().slice(0, 19).replace('T', ' '),
    );

    // Total: number cells with two decimals; the amounts are exactly the decimals exported.
    const totals = rows.map((_, i) => cell(i, 'Total (SAR)'));
    for (const [i, total] of totals.entries()) {
      expect(total.type).toBe(ExcelJS.ValueType.Number);
      expect(total.numFmt).toBe('#,##0.00');
      expect((total.value as number).toFixed(2)).toBe(rows[i]!.totalValueSAR);
    }
    // Summed as Excel does (in doubles), rounded to the cents the format shows: 0.10 + 0.20 + ...
    const sum = totals.reduce((acc, total) => acc + (total.value as number), 0);
    expect(sum.toFixed(2)).toBe('1000000000012.59');
    expect(cell(0, 'Lines').type).toBe(ExcelJS.ValueType.Number);
  });

  it('streams 20,000 rows', async () => {
    const count = 20_000;
    async function* many() {
      for (let i = 0; i < count; i++) yield order(i);
    }
    const bytes = await collect(createOrdersExport('xlsx', many()));
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {});
    let rows = 0;
    let last: unknown;
    for await (const sheet of reader) {
      for await (const row of sheet) {
        rows++;
        last = row.getCell(1).value;
      }
    }
    expect(rows).toBe(count + 1);
    expect(last).toBe(order(count - 1).id);
  });

  it('reads the source only as fast as the consumer takes output, and closes it on cancel', async () => {
    let pulled = 0;
    let closed = false;
    async function* endless() {
      try {
        for (let i = 0; ; i++) {
          pulled++;
          yield order(i);
        }
      } finally {
        closed = true;
      }
    }
    const stream = createOrdersExport('xlsx', endless());
    const reader = stream.getReader();
    // the first chunks are the workbook's fixed parts; read until rows have been taken
    for (let chunks = 0; pulled === 0 && chunks < 50; chunks++) await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const afterOneChunk = pulled;
    expect(afterOneChunk).toBeGreaterThan(0);
    // nobody is reading: nothing more is pulled
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pulled).toBe(afterOneChunk);
    expect(afterOneChunk).toBeLessThan(20_000);
    await reader.cancel();
    expect(closed).toBe(true);
  });

  it('stops cleanly when the client goes away while the source is slow', async () => {
    let closed = false;
    let pulled = 0;
    async function* slow() {
      try {
        for (let i = 0; ; i++) {
          if (i % 500 === 0) await new Promise((resolve) => setTimeout(resolve, 20));
          pulled++;
          yield order(i);
        }
      } finally {
        closed = true;
      }
    }
    for (const format of ['xlsx', 'csv'] as const) {
      closed = false;
      pulled = 0;
      const reader = createOrdersExport(format, slow()).getReader();
      for (let chunks = 0; pulled === 0 && chunks < 50; chunks++) await reader.read();
      const pending = reader.read().catch(() => undefined);
      await reader.cancel();
      await pending;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(closed).toBe(true);
    }
  });

  it('errors the stream when the source fails', async () => {
    async function* failing() {
      yield order(0);
      throw new Error('cursor lost');
    }
    await expect(collect(createOrdersExport('xlsx', failing()))).rejects.toThrow('cursor lost');
  });
});

describe('orders export: csv', () => {
  it('writes a UTF-8 BOM, CRLF lines, RFC 4180 quoting, exact totals and neutralised formulas', async () => {
    const bytes = await collect(createOrdersExport('csv', source([order(0), hostile])));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]).toBe(CSV_HEADERS.join(','));
    expect(lines[1]).toBe(
      `${order(0).id},,Al Noor Pharmacy 0,ACC-0,Wasama,Riyadh-Central,Riyadh,2025-03-14,Pending Sales & Collection Review,Pending Delivery,1234.50,3,2025-03-14T09:30:00.000Z,,185.18,1419.68`,
    );
    expect(lines[2]).toBe(
      [
        hostile.id,
        `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
        `'+966 11 000 0000`,
        `'-2+3`,
        `'@SUM(A1)`,
        `'\tRiyadh`,
        `"Jeddah, ""old town"""`,
        '2025-03-14',
        'Dispatched',
        'Dispatched',
        '98765.43',
        '3',
        '2025-03-14T09:30:00.000Z',
        '2025-03-15T00:00:00.000Z',
        '185.18',
        '1419.68',
      ].join(','),
    );
  });

  it('quotes line breaks and writes only a header for no orders', async () => {
    const text = (
      await collect(createOrdersExport('csv', source([order(0, { clientName: 'Line 1\nLine 2' })])))
    ).toString();
    expect(text).toContain(',"Line 1\nLine 2",');
    const empty = (await collect(createOrdersExport('csv', source([])))).toString();
    expect(empty).toBe(`\uFEFF${CSV_HEADERS.join(',')}\r\n`);
  });
});

describe('export helpers', () => {
  it('neutralises only text a spreadsheet would evaluate', () => {
    expect(neutraliseFormula('=1+1')).toBe("'=1+1");
    expect(neutraliseFormula('\r=1')).toBe("'\r=1");
    expect(neutraliseFormula('Riyadh = capital')).toBe('Riyadh = capital');
    expect(neutraliseFormula('')).toBe('');
  });

  it('names the file by the date in Riyadh', () => {
    expect(exportFileName('xlsx', new Date('2025-03-14T22:30:00Z'))).toBe('orders-export-2025-03-15.xlsx');
    expect(exportFileName('csv', new Date('2025-03-14T10:00:00Z'))).toBe('orders-export-2025-03-14.csv');
  });
});
