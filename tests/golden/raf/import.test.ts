import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDataFolder } from '@rafdesk/adapters/tables';
import { RECIPES, importTables, readCatalogueRecipe, readYearRecipe, writeDataFolder, type YearRecipe } from '@rafdesk/import-cms';
import { readerOf, repoRoot, sharedMissing } from './shared-data.js';

const skip = sharedMissing('cms', 'icd10cm');
if (skip) console.warn(`table import ${skip}`);

const recipes = readdirSync(RECIPES).filter((name) => /^\d{4}\.json$/.test(name)).sort().map((name) => readYearRecipe(name, readFileSync(join(RECIPES, name), 'utf8'))._unsafeUnwrap());
const catalogue = readCatalogueRecipe('catalogue.json', readFileSync(join(RECIPES, '../catalogue.json'), 'utf8'))._unsafeUnwrap();
const readers = { cms: readerOf('cms'), icd10cm: readerOf('icd10cm') };

describe.skipIf(skip !== null)('npm run tables:import from the reference files', () => {
  const imported = skip ? null : importTables(readers, recipes, catalogue);

  it('compiles every reference file the year recipes name', () => {
    expect(imported?.isOk()).toBe(true);
  });

  it('gives byte for byte the committed data files and catalogue, and nothing else is in the data folder', () => {
    const files = imported?._unsafeUnwrap() ?? [];
    const committed = readdirSync(join(repoRoot, 'core/data/raf'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(join(repoRoot, 'core').length + 1)).sort();
    expect(files.map((file) => file.path).filter((path) => path.startsWith('data/raf/')).sort()).toEqual(committed);
    expect(files.map((file) => file.path)).toContain('data/icd10cm-fy2026.tsv');
    for (const file of files) {
      expect(readFileSync(join(repoRoot, 'core', file.path), 'utf8') === file.content, `${file.path} differs from a fresh import`).toBe(true);
    }
  });

  it('keeps each coefficient set once: PY2025–2027 share one V28 set and one ESRD set, PY2025–2026 one V24 set', () => {
    const years = (imported?._unsafeUnwrap() ?? []).filter((file) => file.path.startsWith('data/raf/years/')).map((file) => JSON.parse(file.content) as { tables: { coefficients: Record<string, string>; esrd: { factors: string } } });
    expect(new Set(years.map((year) => year.tables.coefficients.V28)).size).toBe(1);
    expect(new Set(years.map((year) => year.tables.esrd.factors)).size).toBe(1);
    expect(new Set(years.flatMap((year) => year.tables.coefficients.V24 ?? [])).size).toBe(1);
  });

  it('reports a missing reference file by name', () => {
    const result = importTables({ ...readers, cms: (path) => (path === 'ra_labels_2026.csv' ? null : readers.cms(path)) }, recipes, catalogue);
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'MissingSourceFile', file: 'ra_labels_2026.csv' });
  });

  // The worked example of docs/raf.md, "Adding a payment year": a year is its recipe; no code changes.
  it('adds PY2028 from a recipe alone (the proposed V28 factors of ra_proposed_coefficients_2027.csv): one year file, one new set, the manifest', () => {
    const py2027 = recipes.find((recipe) => recipe.year === 2027) as YearRecipe;
    const py2028: YearRecipe = { ...py2027, year: 2028, status: 'proposed', modelName: '2024 CMS-HCC model (V28) recalibrated on 2023 diagnoses / 2024 expenditures', coefficients: { file: 'ra_proposed_coefficients_2027.csv', versions: { V28: 'C28' } } };
    const withNewYear = importTables(readers, [...recipes, py2028], catalogue)._unsafeUnwrap();
    const shipped = new Map((imported?._unsafeUnwrap() ?? []).map((file) => [file.path, file.content]));
    const changed = withNewYear.filter((file) => shipped.get(file.path) !== file.content).map((file) => file.path);
    const year = JSON.parse(withNewYear.find((file) => file.path === 'data/raf/years/2028.json')?.content ?? '{}') as { tables: { coefficients: { V28: string } } };
    expect(changed).toEqual([`data/raf/sets/${year.tables.coefficients.V28}.json`, 'data/raf/years/2028.json', 'data/raf/manifest.json']);
    const set = JSON.parse(withNewYear.find((file) => file.path === changed[0])?.content ?? '{}') as { values: Record<string, number> };
    expect(set.values.CPA_HCC229).toBe(237);
    const out = mkdtempSync(join(tmpdir(), 'rafdesk-py2028-'));
    try {
      writeDataFolder(out, withNewYear);
      expect(checkDataFolder(join(out, 'data/raf'))).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
