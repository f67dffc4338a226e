import { describe, expect, it } from 'vitest';
import {
  csv,
  HEADER,
  parseOrderLinesFile,
  refusal,
  streamedXlsx,
  xlsx,
  zipArchive,
} from '../../../test/spreadsheet-files.js';

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
