import type { ResultAsync } from 'neverthrow';
import type { HighRiskJustification } from '../../compliance/high-risk-justification.js';
import type { DoctorId, RecordId } from '../../domain/ids.js';
import type { StorageError } from './storage-error.js';

/** A justification as kept: which record it bills on, and who the record's doctor is (the override report's rows). */
export interface StoredJustification extends HighRiskJustification {
  readonly id: number;
  readonly recordId: RecordId;
  readonly ruleVersion: number;
}

/** One row of the overrides report: a flagged code billed with a justification, by the record's doctor. */
export interface JustificationOverride extends StoredJustification {
  readonly doctorId: DoctorId;
  readonly doctorName: string;
  readonly patientName: string;
  readonly byName: string | null;
}

/** Justifications of high-risk codes (who, why, which note): kept unchanged, never edited or deleted by the portal. */
export interface HighRiskJustificationRepository {
  add(recordId: RecordId, justification: HighRiskJustification, ruleVersion: number): ResultAsync<StoredJustification, StorageError>;
  /** Every justification recorded on the record, oldest first. */
  listByRecord(recordId: RecordId): ResultAsync<StoredJustification[], StorageError>;
  /** Each named record's justifications, oldest first, in one statement. */
  listForRecords(recordIds: readonly RecordId[]): ResultAsync<ReadonlyMap<RecordId, StoredJustification[]>, StorageError>;
  /** The overrides on records of a payment year, of the doctors named (every doctor when null), newest first. */
  listOverrides(query: { readonly doctorIds: readonly DoctorId[] | null; readonly paymentYear: number }): ResultAsync<JustificationOverride[], StorageError>;
}
