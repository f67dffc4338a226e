import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  HEADER,
  parseOrderLinesFile,
  RELS_XML,
  refusal,
  streamedXlsx,
  WORKBOOK_XML,
  xlsx,
  zipArchive,
} from '../../../test/spreadsheet-files.js';

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
