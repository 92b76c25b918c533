import { describe, expect, it } from 'vitest';
import { parseCodeList } from './parse-code-list.js';

describe('parseCodeList', () => {
  it('splits on newlines, commas, semicolons, tabs and blanks and drops empty tokens', () => {
    expect(parseCodeList('E11.22, I110\nN18.4;;\tZ95811  \r\n')).toEqual(['E11.22', 'I110', 'N18.4', 'Z95811']);
    expect(parseCodeList('  ')).toEqual([]);
  });
});
