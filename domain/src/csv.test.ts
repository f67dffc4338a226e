import { describe, expect, it } from 'vitest';
import { CsvFormatError, csvLine, csvRows, detectDelimiter, parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads quotes, escaped quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    const text = '\ufeffa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\nlast,,\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['last', '', ''],
    ]);
  });

  it('reads back what csvLine writes', () => {
    const values = ['plain', 'with, comma', 'with "quote"', 'multi\nline', 'نص عربي'];
    expect(parseCsv(csvLine(values))).toEqual([values]);
  });

  it('keeps a last line without a newline', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('names the row of a quote never closed', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvFormatError);
    try {
      parseCsv('a,b\n1,"open\n2,3');
    } catch (err) {
      expect((err as CsvFormatError).rowNumber).toBe(2);
    }
  });
});

describe('csvRows', () => {
  it('takes the separator the first record uses most, and numbers rows as a spreadsheet does', () => {
    const text = 'code;qty\r\n\r\nX-1;3\r\n';
    expect(detectDelimiter(text)).toBe(';');
    expect([...csvRows(text, ';', 1)]).toEqual([
      { rowNumber: 1, cells: ['code'] },
      { rowNumber: 2, cells: [''] },
      { rowNumber: 3, cells: ['X-1'] },
    ]);
  });
});
