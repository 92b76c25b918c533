import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { CatalogueEntry } from '@rafdesk/core';
import { parseCatalogueTsv } from './catalogue-tsv.js';

/** Where the core package's compiled FY2026 catalogue file is (`@rafdesk/core/data/icd10cm-fy2026.tsv`). */
export function diagnosisCataloguePath(): string {
  return createRequire(import.meta.url).resolve('@rafdesk/core/data/icd10cm-fy2026.tsv');
}

/**
 * Reads the diagnosis catalogue for seeding the server: every billable FY2026 ICD-10-CM code with its titles
 * and the V24, V28 and RxHCC categories of CMS's PY2026 mappings (`npm run tables:import` compiles the file).
 * A malformed line rejects with a `CatalogueFileProblem` naming it.
 */
export async function loadDiagnosisCatalogue(categoriesYear: number, path: string = diagnosisCataloguePath()): Promise<CatalogueEntry[]> {
  return parseCatalogueTsv(await readFile(path, 'utf8'), categoriesYear);
}
