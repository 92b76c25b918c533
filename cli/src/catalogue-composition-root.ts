// The catalogue adapter for commands that need only the ICD-10-CM code set (rafdesk code), without the
// portal's composition root and its server adapters.
import { loadDiagnosisCatalogue } from '@rafdesk/adapters/tables';

/** Every billable code of the shipped ICD-10-CM catalogue. */
export async function icd10CodeSet(categoriesYear: number): Promise<ReadonlySet<string>> {
  return new Set((await loadDiagnosisCatalogue(categoriesYear)).map((entry) => entry.code));
}
