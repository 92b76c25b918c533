import type { PatientId } from '../../domain/ids.js';
import type { GapDisposition } from '../../gaps/disposition.js';
import type { NamedHistoryRecord, NewImportedDiagnosis, StoredGapSet } from '../../ports/repositories/gap-repository.js';

/** The gap tables in memory, plain data so a unit of work can copy them whole. */
export interface InMemoryGapTables {
  /** By `patientId:paymentYear`. */
  sets: Map<string, StoredGapSet>;
  /** By `patientId:gapKey`. */
  dispositions: Map<string, GapDisposition & { patientId: PatientId }>;
  history: (Omit<NamedHistoryRecord, 'userName'> & { patientId: PatientId })[];
  imported: (NewImportedDiagnosis & { importedBy: number | null; importedAt: Date })[];
}

export function emptyGapTables(): InMemoryGapTables {
  return { sets: new Map(), dispositions: new Map(), history: [], imported: [] };
}
