import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import * as SheetJS from '@e965/xlsx';
import { inEnglish } from '@tawreed/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseOrderLinesFile as keyedParse, SpreadsheetError } from './parse.js';

/** The parser answers row errors by key; these tests hold their English text. */
const parseOrderLinesFile = async (...args: Parameters<typeof keyedParse>) =>
  inEnglish(await keyedParse(...args));

const HEADER = [
  'Item Code',
  'Item Description',
  'Public Price',
  'Disc %',
  'Qty',
  'Net Value',
  'Gross Value',
  'Bonus',
];

async function xlsx(
  rows: unknown[][],
  options: { sheets?: Record<string, unknown[][]> } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Order Lines');
  for (const row of rows) sheet.addRow(row);
  for (const [name, extra] of Object.entries(options.sheets ?? {})) {
    const other = workbook.addWorksheet(name);
    for (const row of extra) other.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A big sheet through exceljs's streaming writer: inline strings, no shared strings part. */
async function streamedXlsx(rows: unknown[][]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Order Lines');
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** A legacy .xls (BIFF8, or BIFF5 when asked) written by SheetJS, as Excel 97-2003 saves one. */
function xls(
  rows: unknown[][],
  options: { sheets?: Record<string, unknown[][]>; ref?: string; bookType?: 'xls' | 'biff5' } = {},
): Buffer {
  const workbook = SheetJS.utils.book_new();
  const sheet = SheetJS.utils.aoa_to_sheet(rows);
  if (options.ref) sheet['!ref'] = options.ref;
  SheetJS.utils.book_append_sheet(workbook, sheet, 'Order Lines');
  for (const [name, extra] of Object.entries(options.sheets ?? {})) {
    SheetJS.utils.book_append_sheet(workbook, SheetJS.utils.aoa_to_sheet(extra), name);
  }
  // Shared strings, as Excel writes them (SheetJS's LABEL records would cut text at 255 characters).
  return SheetJS.write(workbook, {
    type: 'buffer',
    bookType: options.bookType ?? 'xls',
    bookSST: true,
  }) as Buffer;
}

const csv = (text: string) => Buffer.from(text, 'utf8');

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => {
      throw new Error('expected the file to be refused');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpreadsheetError);
  const { code, message } = error as SpreadsheetError;
  return { code, message };
}

interface TestEntry {
  name: string;
  /** Content, deflated here unless `raw` is given. */
  data?: Buffer;
  /** Already-deflated bytes. */
  raw?: Buffer;
  /** What the directory claims (defaults to the content's length). */
  uncompressedSize?: number;
}

/** A ZIP archive written by hand, so a test can make the directory claim anything. */
function zipArchive(entries: TestEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = entry.raw ?? zlib.deflateRawSync(entry.data!);
    const name = Buffer.from(entry.name);
    const size = entry.uncompressedSize ?? entry.data!.length;
    const crc = entry.data ? zlib.crc32(entry.data) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(raw.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(raw.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, raw);
    central.push(header, name);
    offset += 30 + name.length + raw.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORKBOOK_XML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
);
const RELS_XML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
);

describe('parseOrderLinesFile: xlsx', () => {
  it('reads the header row, computes every line exactly and stops at TOTAL', async () => {
    const bytes = await xlsx([
      HEADER,
      ['PHA-1', 'Paracetamol 500 mg', 8.35, 10, 1, null, null, 0],
      [
        'SUR-2',
        { richText: [{ text: 'Syringe ' }, { text: '5 ml', font: { bold: true } }] },
        62,
        5.5,
        12,
        null,
        null,
        15,
      ],
      [],
      ['GLV-3', 'Nitrile gloves', { formula: '40+5.5', result: 45.5 }, 0, 20],
      ['TOTAL', null, null, null, null, 1000],
      ['AFTER-1', 'Not a line: below TOTAL', 1, 0, 1],
    ]);
    const parsed = await parseOrderLinesFile({ bytes, fileName: 'Order_Template.xlsx' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.rowCount).toBe(3);
    expect(parsed.lines).toEqual([
      {
        itemCode: 'PHA-1',
        itemDescription: 'Paracetamol 500 mg',
        publicPrice: '8.35',
        discount: '10.00',
        quantity: 1,
        valueUnit: '7.52',
        netValue: '7.52',
        grossValue: '7.52',
        bonus: '0.00',
      },
      expect.objectContaining({ itemDescription: 'Syringe 5 ml', netValue: '703.08', grossValue: '718.08' }),
      expect.objectContaining({ itemCode: 'GLV-3', publicPrice: '45.50', netValue: '910.00' }),
    ]);
    expect(parsed.totalValueSAR).toBe('1620.60');
  });

  it('sums amounts exactly (ten lines of 0.1 are 1.00, not 0.9999999999999999)', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => [`X-${i}`, 'Cotton swab', 0.1, 0, 1]);
    const parsed = await parseOrderLinesFile({ bytes: await xlsx([HEADER, ...rows]), fileName: 'o.xlsx' });
    expect(parsed.totalValueSAR).toBe('1.00');
    const mixed = await parseOrderLinesFile({
      bytes: await xlsx([HEADER, ['A', 'a', 0.1, 0, 1], ['B', 'b', 0.2, 0, 1]]),
      fileName: 'o.xlsx',
    });
    expect(mixed.totalValueSAR).toBe('0.30');
  });

  it('reports bad rows by spreadsheet row number and still returns the good ones', async () => {
    const bytes = await xlsx([
      [],
      HEADER,
      ['A-1', 'Gauze', 12.5, 0, 2],
      ['A-2', 'Masks', 5, 0, 0],
      ['A-3', 'Bandage', 5, 150, 1],
      [null, 'Syringe', 5, 0, 1],
      ['A-5', 'Tape', 'abc', 0, 1.5],
    ]);
    const parsed = await parseOrderLinesFile({ bytes, fileName: 'o.xlsx' });
    expect(parsed.errors).toEqual([
      'Row 4: Quantity must be positive',
      'Row 5: Discount must be between 0 and 100',
      'Row 6: Item Code is required',
      'Row 7: Public Price must be a number',
      'Row 7: Quantity must be positive',
    ]);
    expect(parsed.lines.map((line) => line.itemCode)).toEqual(['A-1']);
    expect(parsed.totalValueSAR).toBe('25.00');
    expect(parsed.rowCount).toBe(5);
  });

  it('reads only the first sheet', async () => {
    const bytes = await xlsx([HEADER, ['A-1', 'Gauze', 1, 0, 1]], {
      sheets: { Other: [HEADER, ['B-1', 'Other sheet', 1, 0, 1]] },
    });
    const parsed = await parseOrderLinesFile({ bytes, fileName: 'o.xlsx' });
    expect(parsed.lines.map((line) => line.itemCode)).toEqual(['A-1']);
  });

  it('keeps Arabic text intact however the sheet is chunked', async () => {
    const rows = Array.from({ length: 4000 }, (_, i) => [
      `AR-${i}`,
      `شاش طبي معقم قطني ${i} ضمادة لاصقة معقمة`,
      1,
      0,
      1,
    ]);
    const parsed = await parseOrderLinesFile({ bytes: await xlsx([HEADER, ...rows]), fileName: 'o.xlsx' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines.map((line) => line.itemDescription)).toEqual(rows.map((row) => row[1]));
  });

  it('refuses more than 5,000 data rows (the line limit of an order)', async () => {
    const rows = Array.from({ length: 5_001 }, (_, i) => [`R-${i}`, 'Gloves', 1, 0, 1]);
    const bytes = await streamedXlsx([HEADER, ...rows]);
    expect(await refusal(parseOrderLinesFile({ bytes, fileName: 'o.xlsx' }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The spreadsheet has more than 5,000 lines; an order takes at most 5,000',
    });
  });

  it('accepts an xlsx saved with an .xls name (sniffed by content)', async () => {
    const parsed = await parseOrderLinesFile({
      bytes: await xlsx([HEADER, ['A-1', 'Gauze', 1, 0, 1]]),
      fileName: 'legacy-name.xls',
    });
    expect(parsed.lines).toHaveLength(1);
  });

  it('refuses a zip bomb from its central directory before inflating it', async () => {
    // 150 MB of zeros deflate to about 150 KB: ratio ~1000 and over 100 MB in total.
    const bomb = zipArchive([
      { name: 'xl/workbook.xml', data: WORKBOOK_XML },
      { name: 'xl/_rels/workbook.xml.rels', data: RELS_XML },
      {
        name: 'xl/worksheets/sheet1.xml',
        raw: zlib.deflateRawSync(Buffer.alloc(150 * 1024 * 1024)),
        uncompressedSize: 150 * 1024 * 1024,
      },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(parseOrderLinesFile({ bytes: bomb, fileName: 'bomb.xlsx' }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The spreadsheet is too large when decompressed',
    });
  });

  it('refuses an entry compressed more than 200:1, and one that inflates beyond its declared size', async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    const ratio = zipArchive([
      { name: 'xl/workbook.xml', data: WORKBOOK_XML },
      { name: 'xl/_rels/workbook.xml.rels', data: RELS_XML },
      { name: 'xl/worksheets/sheet1.xml', data: zeros },
    ]);
    expect((await refusal(parseOrderLinesFile({ bytes: ratio, fileName: 'o.xlsx' }))).message).toBe(
      'The spreadsheet is too large when decompressed',
    );
    const lying = zipArchive([
      { name: 'xl/workbook.xml', data: WORKBOOK_XML },
      { name: 'xl/_rels/workbook.xml.rels', data: RELS_XML },
      { name: 'xl/worksheets/sheet1.xml', data: zeros, uncompressedSize: 4096 },
    ]);
    expect((await refusal(parseOrderLinesFile({ bytes: lying, fileName: 'o.xlsx' }))).message).toBe(
      'The spreadsheet is too large when decompressed',
    );
  });

  it('reads a minimal hand-made xlsx with inline strings and no shared strings part', async () => {
    const cell = (ref: string, value: string | number) =>
      typeof value === 'number'
        ? `<c r="${ref}"><v>${value}</v></c>`
        : `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
    const row = (r: number, values: Array<string | number>) =>
      `<row r="${r}">${values.map((v, i) => cell(`${String.fromCharCode(65 + i)}${r}`, v)).join('')}</row>`;
    const sheet = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${row(1, ['sku', 'productName', 'unitPrice', 'quantity'])}${row(3, ['X-1', 'Gauze &amp; tape', 8.35, 2])}</sheetData></worksheet>`,
    );
    const bytes = zipArchive([
      { name: 'xl/workbook.xml', data: WORKBOOK_XML },
      { name: 'xl/_rels/workbook.xml.rels', data: RELS_XML },
      { name: 'xl/worksheets/sheet1.xml', data: sheet },
    ]);
    const parsed = await parseOrderLinesFile({ bytes, fileName: 'o.xlsx' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toEqual([
      expect.objectContaining({ itemCode: 'X-1', itemDescription: 'Gauze & tape', netValue: '16.70' }),
    ]);
  });
});

describe('parseOrderLinesFile: legacy xls (BIFF8)', () => {
  const rows: unknown[][] = [
    [],
    HEADER,
    ['PHA-1', 'Paracetamol 500 mg', 8.35, 10, 1, null, null, 0],
    ['SUR-2', 'شاش طبي معقم 10 × 10 سم', 62, 5.5, 12, null, null, 15],
    [],
    ['GLV-3', 'Nitrile gloves', 45.5, '10%', 20],
    ['BAD-4', 'Gauze', 1, 0, -3],
    ['TOTAL', null, null, null, null, 1000],
    ['AFTER-1', 'Not a line: below TOTAL', 1, 0, 1],
  ];
  const other = { Notes: [HEADER, ['NOT-1', 'Second sheet', 1, 0, 1]] };

  it('parses to the same lines, errors and total as the same sheet saved as .xlsx', async () => {
    const fromXls = await parseOrderLinesFile({ bytes: xls(rows, { sheets: other }), fileName: 'lines.xls' });
    const fromXlsx = await parseOrderLinesFile({
      bytes: await xlsx(rows, { sheets: other }),
      fileName: 'lines.xlsx',
    });
    expect(fromXls.lines.map((line) => line.itemCode)).toEqual(['PHA-1', 'SUR-2', 'GLV-3']);
    expect(fromXls.lines[1]!.itemDescription).toBe('شاش طبي معقم 10 × 10 سم');
    expect(fromXls.errors).toEqual(['Row 7: Quantity must be positive']);
    expect(fromXls.totalValueSAR).toBe('1529.60');
    expect(fromXls.contentType).toBe('application/vnd.ms-excel');
    expect({ ...fromXls, contentType: undefined }).toEqual({ ...fromXlsx, contentType: undefined });
  });

  it('reads an .xls named .xlsx or declared only by its type as what it is', async () => {
    const bytes = xls(rows);
    for (const upload of [
      { bytes, fileName: 'lines.xlsx' },
      { bytes, fileName: 'blob', contentType: 'application/vnd.ms-excel' },
    ]) {
      expect((await parseOrderLinesFile(upload)).lines).toHaveLength(3);
    }
    expect((await refusal(parseOrderLinesFile({ bytes, fileName: 'lines.csv' }))).message).toBe(
      'Invalid file type',
    );
  });

  it('refuses 5,001 lines with the 5,000-line message', async () => {
    const lines = Array.from({ length: 5_001 }, (_, i) => [`R-${i}`, 'Gloves', 1, 0, 1]);
    expect(await refusal(parseOrderLinesFile({ bytes: xls([HEADER, ...lines]), fileName: 'o.xls' }))).toEqual(
      {
        code: 'VALIDATION_FAILED',
        message: 'The spreadsheet has more than 5,000 lines; an order takes at most 5,000',
      },
    );
    const five = Array.from({ length: 5_000 }, (_, i) => [`R-${i}`, 'Gloves', 1, 0, 1]);
    expect(
      (await parseOrderLinesFile({ bytes: xls([HEADER, ...five]), fileName: 'o.xls' })).lines,
    ).toHaveLength(5_000);
  });

  it('refuses a sheet whose range runs past the rows looked at, before using its rows', async () => {
    const bytes = xls([HEADER, ['A', 'B', 1, 0, 1]], { ref: 'A1:H60000' });
    expect(await refusal(parseOrderLinesFile({ bytes, fileName: 'o.xls' }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The spreadsheet has more than 5,000 lines; an order takes at most 5,000',
    });
  });

  it('refuses a workbook holding more cell values than 10,000 rows of 50 columns, before SheetJS reads it', async () => {
    // SheetJS's writer takes minutes for half a million cells: a BIFF8 stream of MULRK records
    // (256 number cells each, as Excel writes runs of numbers) is made here instead.
    const record = (type: number, body: Buffer) => {
      const head = Buffer.alloc(4);
      head.writeUInt16LE(type, 0);
      head.writeUInt16LE(body.length, 2);
      return Buffer.concat([head, body]);
    };
    const bof = (kind: number) => {
      const body = Buffer.alloc(16);
      body.writeUInt16LE(0x0600, 0);
      body.writeUInt16LE(kind, 2);
      return record(0x0809, body);
    };
    const mulrk = (row: number) => {
      const body = Buffer.alloc(6 + 256 * 6);
      body.writeUInt16LE(row, 0);
      body.writeUInt16LE(255, body.length - 2); // last column
      return record(0x00bd, body);
    };
    const rows = Array.from({ length: 2_000 }, (_, row) => mulrk(row));
    const stream = Buffer.concat([
      bof(0x0005),
      record(0x000a, Buffer.alloc(0)),
      bof(0x0010),
      ...rows,
      record(0x000a, Buffer.alloc(0)),
    ]);
    const container = SheetJS.CFB.utils.cfb_new();
    SheetJS.CFB.utils.cfb_add(container, 'Workbook', stream);
    const bytes = Buffer.from(SheetJS.CFB.write(container, { type: 'buffer' }) as Uint8Array);
    expect(await refusal(parseOrderLinesFile({ bytes, fileName: 'wide.xls' }))).toEqual({
      code: 'VALIDATION_FAILED',
      message:
        'The spreadsheet holds more cells than an order of 5,000 lines needs; keep only the order lines and save it again',
    });
  });

  it('answers the same row errors as .xlsx (the JSON order lines rules)', async () => {
    const ruled = [
      HEADER,
      ['A1', 'x'.repeat(500), 10, 0, 1],
      ['A2', 'y'.repeat(501), 10, 0, 1],
      ['A4', 'Gauze', '1000000000000', 0, 1],
      ['A5', 'Gauze', 999999999, 0, 1000000],
    ];
    const fromXls = await parseOrderLinesFile({ bytes: xls(ruled), fileName: 'o.xls' });
    const fromXlsx = await parseOrderLinesFile({ bytes: await xlsx(ruled), fileName: 'o.xlsx' });
    expect(fromXls.errors).toEqual([
      'Row 3: Item Description must be at most 500 characters',
      'Row 4: Public Price must be at most 999999999999.99',
      'Row 5: Net Value must be at most 999999999999.99',
    ]);
    expect(fromXls.errors).toEqual(fromXlsx.errors);
    expect(fromXls.lines).toEqual(fromXlsx.lines);
  });

  it('refuses a truncated or broken .xls (422), an OLE file that is not a workbook and Excel 95 files (415)', async () => {
    const good = xls(rows);
    for (const bytes of [
      good.subarray(0, 3000),
      good.subarray(0, 600),
      Buffer.concat([good.subarray(0, 512), Buffer.alloc(good.length - 512, 0xff)]),
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]),
    ]) {
      const error = await refusal(parseOrderLinesFile({ bytes, fileName: 'broken.xls' }));
      expect(['VALIDATION_FAILED', 'UNSUPPORTED_FILE_TYPE']).toContain(error.code);
    }
    expect(
      await refusal(parseOrderLinesFile({ bytes: good.subarray(0, 3000), fileName: 'cut.xls' })),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Failed to parse the file. Please check the format and try again.',
    });

    const word = SheetJS.CFB.utils.cfb_new();
    SheetJS.CFB.utils.cfb_add(word, 'WordDocument', Buffer.from('not a workbook'));
    const doc = Buffer.from(SheetJS.CFB.write(word, { type: 'buffer' }) as Uint8Array);
    expect(await refusal(parseOrderLinesFile({ bytes: doc, fileName: 'lines.xls' }))).toEqual({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Invalid file type',
    });

    const biff5 = xls(rows, { bookType: 'biff5' });
    expect(await refusal(parseOrderLinesFile({ bytes: biff5, fileName: 'old.xls' }))).toEqual({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Excel 95 and older .xls files are not supported; save the sheet as .xlsx or .csv',
    });
  });
});

describe('parseOrderLinesFile: csv', () => {
  it('parses RFC 4180 csv with a BOM, quotes, escaped quotes, CRLF and line breaks in a field', async () => {
    const text =
      '\uFEFFItem Code,Item Description,Public Price,Disc %,Qty,Net Value,Gross Value,Bonus\r\n' +
      'PHA-1,"Paracetamol, 500 mg ""extra""",8.35,10,1,7.52,7.52,0\r\n' +
      'SUR-2,"Syringe\r\n5 ml","1,240.00",10%,2,,,5\r\n' +
      ',,,,,,,\r\n' +
      'TOTAL,,,,,,,\r\n' +
      'X,after total,1,0,1\r\n';
    const parsed = await parseOrderLinesFile({ bytes: csv(text), fileName: 'lines.csv' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toEqual([
      expect.objectContaining({ itemDescription: 'Paracetamol, 500 mg "extra"', netValue: '7.52' }),
      expect.objectContaining({
        itemDescription: 'Syringe\r\n5 ml',
        publicPrice: '1240.00',
        discount: '10.00',
        netValue: '2232.00',
        grossValue: '2237.00',
      }),
    ]);
    expect(parsed.totalValueSAR).toBe('2239.52');
  });

  it('matches header aliases case-insensitively, trimmed, in any order', async () => {
    const text =
      ' QUANTITY ,sku,PRODUCTNAME,unitprice,DISCOUNT,lineTotal,notes\n2,X-1,Gauze,8.35,10,0,ignored\n';
    const parsed = await parseOrderLinesFile({ bytes: csv(text), fileName: 'lines.csv' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toEqual([
      expect.objectContaining({ itemCode: 'X-1', itemDescription: 'Gauze', quantity: 2, netValue: '15.03' }),
    ]);
  });

  it('names the required columns that are missing', async () => {
    const text = 'Item Code,Item Description,Disc %\nX,Y,0\n';
    expect(await refusal(parseOrderLinesFile({ bytes: csv(text), fileName: 'lines.csv' }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Missing required columns: Public Price, Qty',
    });
  });

  it('gives per-row errors with row numbers for broken rows', async () => {
    const text = [
      'Item Code,Item Description,Public Price,Disc %,Qty',
      'A-1,Gloves,10,0,2',
      'A-2,Masks,5,0,-3',
      'A-3,Gauze,5,100.5,1',
      ',Syringe,5,0,1',
      'A-5,Tape',
      'A-6,Cotton,3.10,0,1',
    ].join('\n');
    const parsed = await parseOrderLinesFile({ bytes: csv(text), fileName: 'lines.csv' });
    expect(parsed.errors).toEqual([
      'Row 3: Quantity must be positive',
      'Row 4: Discount must be between 0 and 100',
      'Row 5: Item Code is required',
      'Row 6: Public Price must be a number',
      'Row 6: Quantity must be positive',
    ]);
    expect(parsed.lines.map((line) => line.itemCode)).toEqual(['A-1', 'A-6']);
    expect(parsed.totalValueSAR).toBe('23.10');
  });

  it('reads semicolon- and tab-separated text (an ".xls" that is really text)', async () => {
    const semi = 'Item Code;Item Description;Public Price;Qty\nA;Gauze;2.50;4\n';
    expect((await parseOrderLinesFile({ bytes: csv(semi), fileName: 'x.csv' })).totalValueSAR).toBe('10.00');
    const tabs = 'Item Code\tItem Description\tPublic Price\tQty\r\nA\tGauze\t2.50\t4\r\n';
    expect((await parseOrderLinesFile({ bytes: csv(tabs), fileName: 'export.xls' })).totalValueSAR).toBe(
      '10.00',
    );
  });

  it('refuses an unclosed quote naming its row, and more than 5,000 lines', async () => {
    const broken = 'Item Code,Item Description,Public Price,Qty\nA,Gauze,1,1\nB,"Masks,1,1\nC,Tape,1,1\n';
    expect(await refusal(parseOrderLinesFile({ bytes: csv(broken), fileName: 'x.csv' }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Row 3: A quoted value is not closed',
    });
    const many = `Item Code,Item Description,Public Price,Qty\n${'A,Gauze,1,1\n'.repeat(20_001)}`;
    expect((await refusal(parseOrderLinesFile({ bytes: csv(many), fileName: 'x.csv' }))).message).toBe(
      'The spreadsheet has more than 5,000 lines; an order takes at most 5,000',
    );
    const blanks = `Item Code,Item Description,Public Price,Qty\n${',,,\n'.repeat(50_000)}`;
    expect((await refusal(parseOrderLinesFile({ bytes: csv(blanks), fileName: 'x.csv' }))).message).toBe(
      'The spreadsheet has more than 5,000 lines; an order takes at most 5,000',
    );
  });

  it('reports an empty sheet and a sheet with a header but no lines', async () => {
    expect(
      (await refusal(parseOrderLinesFile({ bytes: csv('\r\n,,\r\n'), fileName: 'x.csv' }))).message,
    ).toBe('The spreadsheet is empty');
    const parsed = await parseOrderLinesFile({
      bytes: csv('Item Code,Item Description,Public Price,Qty\nTOTAL\n'),
      fileName: 'x.csv',
    });
    expect(parsed).toEqual({
      lines: [],
      lineRows: [],
      errors: ['At least one order line is required'],
      totalValueSAR: '0.00',
      rowCount: 0,
      contentType: 'text/csv',
    });
  });
});

describe('parseOrderLinesFile: the JSON order lines rules', () => {
  it('refuses rows a JSON body could not carry: 501-character description, a price beyond numeric(14,2)', async () => {
    const bytes = await xlsx([
      HEADER,
      ['A1', 'x'.repeat(500), 10, 0, 1],
      ['A2', 'y'.repeat(501), 10, 0, 1],
      ['A4', 'Gauze', '1000000000000', 0, 1],
      ['A5', 'Gauze', 999999999, 0, 1000000],
    ]);
    const parsed = await parseOrderLinesFile({ bytes, fileName: 'o.xlsx' });
    expect(parsed.lines.map((line) => line.itemCode)).toEqual(['A1']);
    expect(parsed.errors).toEqual([
      'Row 3: Item Description must be at most 500 characters',
      'Row 4: Public Price must be at most 999999999999.99',
      'Row 5: Net Value must be at most 999999999999.99',
    ]);
    expect(parsed.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('refuses the 19,000-row sheet of 5,000-character descriptions at once, before reading its rows', async () => {
    const description = 'd'.repeat(5000);
    const rows = Array.from({ length: 19_000 }, (_, i) => [`R-${i}`, description, 1, 0, 1]);
    const bytes = await streamedXlsx([HEADER, ...rows]);
    const started = performance.now();
    const error = await refusal(parseOrderLinesFile({ bytes, fileName: 'o.xlsx' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('parseOrderLinesFile: file types and size', () => {
  it('refuses a renamed executable or PDF as "Invalid file type"', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]);
    const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const bytes of [exe, pdf, png]) {
      expect(await refusal(parseOrderLinesFile({ bytes, fileName: 'lines.xlsx' }))).toEqual({
        code: 'UNSUPPORTED_FILE_TYPE',
        message: 'Invalid file type',
      });
    }
    expect((await refusal(parseOrderLinesFile({ bytes: exe, fileName: 'lines.csv' }))).message).toBe(
      'Invalid file type',
    );
  });

  it('refuses a ZIP that is not a workbook, and any file whose name and type are not a spreadsheet', async () => {
    const docx = zipArchive([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
    expect((await refusal(parseOrderLinesFile({ bytes: docx, fileName: 'lines.xlsx' }))).message).toBe(
      'Invalid file type',
    );
    const good = await xlsx([HEADER, ['A', 'B', 1, 0, 1]]);
    expect((await refusal(parseOrderLinesFile({ bytes: good, fileName: 'lines.pdf' }))).message).toBe(
      'Invalid file type',
    );
    // a blob without a name is accepted by its declared type
    const byType = await parseOrderLinesFile({
      bytes: good,
      fileName: 'blob',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(byType.lines).toHaveLength(1);
  });

  it('says so for a password-protected workbook (an OLE file named .xlsx)', async () => {
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
    const encrypted = Buffer.concat([ole, Buffer.from('EncryptedPackage', 'utf16le'), Buffer.alloc(64)]);
    for (const fileName of ['locked.xlsx', 'locked.xls']) {
      expect(await refusal(parseOrderLinesFile({ bytes: encrypted, fileName }))).toEqual({
        code: 'UNSUPPORTED_FILE_TYPE',
        message: 'Password-protected spreadsheets are not supported; remove the password and save as .xlsx',
      });
    }
  });

  it('refuses an HTML page saved as .xls, non-UTF-8 text, and an oversized file', async () => {
    const html = Buffer.from('<html><body><table><tr><td>Item Code</td></tr></table></body></html>');
    expect(await refusal(parseOrderLinesFile({ bytes: html, fileName: 'report.xls' }))).toEqual({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'This file is a web page or XML, not a spreadsheet; save the sheet as .xlsx or .csv',
    });
    const cp1256 = Buffer.from([
      ...Buffer.from('Item Code,Item Description,Public Price,Qty\nA,'),
      0xc7,
      0xe1,
      0x0a,
    ]);
    expect((await refusal(parseOrderLinesFile({ bytes: cp1256, fileName: 'x.csv' }))).message).toMatch(
      /UTF-8/,
    );
    const big = Buffer.alloc(10_485_761, 0x41);
    expect(await refusal(parseOrderLinesFile({ bytes: big, fileName: 'x.csv' }))).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'File too large',
    });
  });
});
