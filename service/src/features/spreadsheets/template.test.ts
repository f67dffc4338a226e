import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_HEADERS } from './columns.js';
import { parseOrderLinesFile } from './parse.js';
import { buildSampleTemplate, TEMPLATE_FILE_NAME, templateExampleLines } from './template.js';

/** exceljs types load() as taking its own Buffer (an ArrayBuffer), not Node's. */
const arrayBuffer = (bytes: Buffer) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

describe('sample template', () => {
  it('parses back to its example lines with no errors (the template is the parse format)', async () => {
    const bytes = await buildSampleTemplate();
    const parsed = await parseOrderLinesFile({ bytes, fileName: TEMPLATE_FILE_NAME });
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toEqual(templateExampleLines());
    expect(parsed.lines.length).toBeGreaterThanOrEqual(2);
    expect(parsed.totalValueSAR).toBe('1897.83');
  });

  it('has the header row, a TOTAL row whose sums match the lines, and an Instructions sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(arrayBuffer(await buildSampleTemplate()));
    const [lines, instructions] = workbook.worksheets;
    expect(lines!.getRow(1).values).toEqual([undefined, ...TEMPLATE_HEADERS]);
    const totalRow = lines!.getRow(templateExampleLines().length + 2);
    expect(totalRow.getCell(1).value).toBe('TOTAL');
    expect(totalRow.getCell(6).value).toMatchObject({ formula: 'SUM(F2:F4)', result: 1897.83 });
    expect(instructions!.name).toBe('Instructions');
    expect(String(instructions!.getCell('A1').value)).toMatch(/order template/i);
  });
});
