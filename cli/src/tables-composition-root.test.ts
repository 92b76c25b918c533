import { readFileSync } from 'node:fs';
import { diagnosisCataloguePath } from '@rafdesk/adapters/tables';
import { describe, expect, it } from 'vitest';
import { icd10CodeSetOf } from './score/not-icd10.js';
import { icd10CodeLines } from './tables-composition-root.js';

describe('the ICD-10-CM codes of the shipped catalogue', () => {
  it('are the first column of every line after the header, in file order, with their set made once', async () => {
    const text = readFileSync(diagnosisCataloguePath(), 'utf8');
    const firstColumn = text.split('\n').slice(1).filter((line) => line !== '').map((line) => line.split('\t')[0]);
    const lines = await icd10CodeLines();
    expect(lines.split('\n')).toEqual(firstColumn);
    expect(firstColumn.length).toBeGreaterThan(70_000);
    const set = icd10CodeSetOf(lines);
    expect(set.size).toBe(new Set(firstColumn).size);
    expect(set.has('E1122')).toBe(true);
    expect(icd10CodeSetOf(lines)).toBe(set);
  });
});
