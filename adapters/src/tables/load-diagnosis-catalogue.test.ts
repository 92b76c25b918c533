import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDiagnosisCatalogue } from './load-diagnosis-catalogue.js';

describe('loadDiagnosisCatalogue', () => {
  it('reads every billable FY2026 code of the shipped catalogue with titles and categories', async () => {
    const catalogue = await loadDiagnosisCatalogue(2026);
    expect(catalogue).toHaveLength(74_719);
    expect(catalogue.find((entry) => entry.code === 'E1122')).toMatchObject({
      shortTitle: 'Type 2 diabetes mellitus w diabetic chronic kidney disease',
      longTitle: 'Type 2 diabetes mellitus with diabetic chronic kidney disease',
      v24Hcc1: 18,
      v28Hcc1: 37,
      rxHcc1: 30,
      billable: true,
      categoriesYear: 2026,
    });
    expect(catalogue.find((entry) => entry.code === 'C50011')).toMatchObject({ v28Hcc1: 22, v28Hcc2: 23 });
  });

  it('rejects a malformed file naming the line', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'bad.tsv');
    writeFileSync(file, 'code\tshort_title\tlong_title\tv24\tv28\trxhcc\n\t\t\t\t\t\n');
    await expect(loadDiagnosisCatalogue(2026, file)).rejects.toThrow(/line 2/);
  });
});
