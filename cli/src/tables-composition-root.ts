// The tables adapter for the commands that need only it (rafdesk code, rafdesk tables import), without the
// portal's composition root and its server adapters.
import { loadDiagnosisCatalogue } from '@rafdesk/adapters/tables';

/** Every billable code of the shipped ICD-10-CM catalogue. */
export async function icd10CodeSet(categoriesYear: number): Promise<ReadonlySet<string>> {
  return new Set((await loadDiagnosisCatalogue(categoriesYear)).map((entry) => entry.code));
}

export { importTables } from '@rafdesk/adapters/tables';
