import * as SheetJS from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { HEADER, parseOrderLinesFile, refusal, xls, xlsx } from '../../../test/spreadsheet-files.js';

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
