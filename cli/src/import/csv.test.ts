import { describe, expect, it } from 'vitest';
import { csvLine } from '../output.js';
import { parseCsv } from './csv.js';

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
    const values = ['plain', 'with, comma', 'with "quote"', 'multi\nline'];
    expect(parseCsv(`${csvLine(values)}\r\n`)).toEqual([values]);
  });

  it('keeps a last line without a newline', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
