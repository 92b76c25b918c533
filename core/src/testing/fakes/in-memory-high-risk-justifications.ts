import { okAsync, type ResultAsync } from 'neverthrow';
import type { HighRiskJustification } from '../../compliance/high-risk-justification.js';
import type { DoctorId, RecordId } from '../../domain/ids.js';
import type { HighRiskJustificationRepository, JustificationOverride, StoredJustification } from '../../ports/repositories/high-risk-justification-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { InMemoryClinicalState } from './in-memory-clinical-state.js';

/**
 * {@link HighRiskJustificationRepository} in memory. Its rows live beside the clinical tables, not in them, so a
 * rolled-back unit of work keeps them: tests that need a rollback use the database.
 */
export class InMemoryHighRiskJustifications implements HighRiskJustificationRepository {
  private readonly rows: StoredJustification[] = [];

  constructor(private readonly state: InMemoryClinicalState) {}

  add(recordId: RecordId, justification: HighRiskJustification, ruleVersion: number): ResultAsync<StoredJustification, StorageError> {
    const row = { ...justification, id: this.state.nextId('high_risk_justification'), recordId, ruleVersion };
    this.rows.push(row);
    return okAsync(row);
  }

  listByRecord(recordId: RecordId): ResultAsync<StoredJustification[], StorageError> {
    return okAsync(this.rows.filter((row) => row.recordId === recordId));
  }

  listForRecords(recordIds: readonly RecordId[]): ResultAsync<ReadonlyMap<RecordId, StoredJustification[]>, StorageError> {
    const named = new Set(recordIds);
    const byRecord = new Map<RecordId, StoredJustification[]>();
    for (const row of this.rows) if (named.has(row.recordId)) byRecord.set(row.recordId, [...(byRecord.get(row.recordId) ?? []), row]);
    return okAsync(byRecord);
  }

  listOverrides(query: { readonly doctorIds: readonly DoctorId[] | null; readonly paymentYear: number }): ResultAsync<JustificationOverride[], StorageError> {
    const { records, patients } = this.state.tables;
    return okAsync(this.rows.flatMap((row): JustificationOverride[] => {
      const record = records.get(row.recordId);
      const patient = record === undefined ? undefined : patients.get(record.patientId);
      if (record === undefined || patient === undefined || record.paymentYear !== query.paymentYear) return [];
      const doctorId = patient.input.doctorId;
      if (query.doctorIds !== null && !query.doctorIds.includes(doctorId)) return [];
      return [{ ...row, doctorId, doctorName: `doctor ${doctorId}`, patientName: `${patient.input.lastName}, ${patient.input.firstName}`, byName: null }];
    }).reverse());
  }
}
