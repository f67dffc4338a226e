import { parseCsv } from '@tawreed/domain';
import { describe, expect, it } from 'vitest';
import { csvLine } from './output.js';

describe('csvLine (the CLI --csv output)', () => {
  it('writes what the domain reader reads back', () => {
    const values = ['plain', 'with, comma', 'with "quote"', 'multi\nline'];
    expect(parseCsv(`${csvLine(values)}\r\n`)).toEqual([values]);
  });

  it('neutralises text a spreadsheet would run as a formula, writes numbers and leaves gaps empty', () => {
    expect(csvLine(['=SUM(A1)', '-5 units', -5, '12.50', null, undefined])).toBe(
      "'=SUM(A1),'-5 units,-5,12.50,,",
    );
  });
});
