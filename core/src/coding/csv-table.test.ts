import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-table.js';

describe('parseCsv', () => {
  it('reads quoted cells with separators, doubled quotes and line breaks, and any line ending', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n1,"two\nlines",3\r4,5,6\n')).toEqual([
      ['a', 'b, c', 'say "hi"'], ['1', 'two\nlines', '3'], ['4', '5', '6'],
    ]);
  });

  it('takes a semicolon or tab separator when the heading uses it', () => {
    expect(parseCsv('a;b;c\n1;2,5;3')).toEqual([['a', 'b', 'c'], ['1', '2,5', '3']]);
    expect(parseCsv('a\tb\n1\t2')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('"a;b;c",d\n1,2')).toEqual([['a;b;c', 'd'], ['1', '2']]);
  });

  it('keeps empty cells and a last line without a line break', () => {
    expect(parseCsv('a,,c\n,,')).toEqual([['a', '', 'c'], ['', '', '']]);
  });

  it('reads back any table written with every cell quoted', () => {
    const cell = fc.string({ maxLength: 8 });
    fc.assert(fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
      const text = rows.map((row) => row.map((value) => `"${value.replaceAll('"', '""')}"`).join(',')).join('\r\n');
      expect(parseCsv(text)).toEqual(rows);
    }));
  });
});
