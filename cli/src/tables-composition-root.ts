// The tables adapter for the commands that need only it (rafdesk code, rafdesk tables import), without the
// portal's composition root and its server adapters.
import { readFile } from 'node:fs/promises';
import { diagnosisCataloguePath } from '@rafdesk/adapters/tables';
import { icd10CodeSetOf } from './score/not-icd10.js';

/** Every billable code of the shipped ICD-10-CM catalogue. */
export async function icd10CodeSet(): Promise<ReadonlySet<string>> {
  return icd10CodeSetOf(await icd10CodeLines());
}

/**
 * Every code of the shipped ICD-10-CM catalogue, one per line: the first column of the catalogue file, without
 * parsing its titles and categories (`rafdesk score` sends it to each worker thread).
 */
export async function icd10CodeLines(): Promise<string> {
  const text = await readFile(diagnosisCataloguePath(), 'utf8');
  return text.split('\n').slice(1).map((line) => line.slice(0, line.indexOf('\t'))).filter((code) => code !== '').join('\n');
}

export { importTables } from '@rafdesk/adapters/tables';
