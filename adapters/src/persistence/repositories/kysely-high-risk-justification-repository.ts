import { okAsync, Result, type ResultAsync } from 'neverthrow';
import { sql } from 'kysely';
import type {
  DoctorId, FieldCipher, HighRiskJustification, HighRiskJustificationRepository, JustificationOverride, ProgressNoteId, RecordId, StorageError, StoredJustification, UserId,
} from '@rafdesk/core';
import { withAuditLine } from '../audit/pending-audit.js';
import { justificationAt, nextRowId, openText, sealText } from './sealed-fields.js';
import { attempt } from './storage-failure.js';
import type { Executor } from './transact.js';

const COLUMNS = ['j.id', 'j.record_id', 'j.rule_id', 'j.rule_version', 'j.code', 'j.date_of_service', 'j.reason', 'j.note_id', 'j.justified_by', 'j.justified_at'] as const;

interface JustificationRow {
  id: number; record_id: number; rule_id: string; rule_version: number; code: string; date_of_service: string; reason: string; note_id: number; justified_by: number; justified_at: Date;
}

const storedOf = (row: JustificationRow, reason: string): StoredJustification => ({
  id: row.id, recordId: row.record_id as RecordId, ruleId: row.rule_id, ruleVersion: row.rule_version, code: row.code, dateOfService: row.date_of_service,
  reason, noteId: row.note_id as ProgressNoteId, by: row.justified_by as UserId, at: row.justified_at.toISOString(),
});

/**
 * {@link HighRiskJustificationRepository} over `high_risk_justification`: rows are only ever inserted; the reason (the
 * doctor's words about the patient) is sealed at rest, bound to the row's id.
 */
export class KyselyHighRiskJustificationRepository implements HighRiskJustificationRepository {
  constructor(private readonly db: Executor, private readonly cipher: FieldCipher) {}

  add(recordId: RecordId, justification: HighRiskJustification, ruleVersion: number): ResultAsync<StoredJustification, StorageError> {
    return attempt(withAuditLine(this.db, async (db) => {
      const id = await nextRowId(db, 'high_risk_justification');
      return db.insertInto('high_risk_justification').values({
        id, record_id: recordId, rule_id: justification.ruleId, rule_version: ruleVersion, code: justification.code, date_of_service: justification.dateOfService,
        reason: sealText(this.cipher, justification.reason, justificationAt(id)), note_id: justification.noteId, justified_by: justification.by, justified_at: justification.at,
      }).returning(['id', 'record_id', 'rule_id', 'rule_version', 'code', 'date_of_service', 'reason', 'note_id', 'justified_by', 'justified_at']).executeTakeFirstOrThrow();
    })).map((row) => storedOf(row, justification.reason));
  }

  listByRecord(recordId: RecordId): ResultAsync<StoredJustification[], StorageError> {
    return attempt(this.db.selectFrom('high_risk_justification as j').select(COLUMNS).where('j.record_id', '=', recordId).orderBy('j.id').execute())
      .andThen((rows) => Result.combine(rows.map((row) => this.opened(row))));
  }

  listForRecords(recordIds: readonly RecordId[]): ResultAsync<ReadonlyMap<RecordId, StoredJustification[]>, StorageError> {
    if (recordIds.length === 0) return okAsync(new Map());
    return attempt(this.db.selectFrom('high_risk_justification as j').select(COLUMNS).where('j.record_id', 'in', [...recordIds]).orderBy('j.id').execute())
      .andThen((rows) => Result.combine(rows.map((row) => this.opened(row)))).map((all) => {
        const byRecord = new Map<RecordId, StoredJustification[]>();
        for (const justification of all) byRecord.set(justification.recordId, [...(byRecord.get(justification.recordId) ?? []), justification]);
        return byRecord;
      });
  }

  private opened(row: JustificationRow): Result<StoredJustification, StorageError> {
    return openText(this.cipher, row.reason, justificationAt(row.id)).map((reason) => storedOf(row, reason));
  }

  listOverrides(query: { readonly doctorIds: readonly DoctorId[] | null; readonly paymentYear: number }): ResultAsync<JustificationOverride[], StorageError> {
    if (query.doctorIds !== null && query.doctorIds.length === 0) return okAsync([]);
    let select = this.db.selectFrom('high_risk_justification as j')
      .innerJoin('patient_record as r', 'r.id', 'j.record_id')
      .innerJoin('patient as p', 'p.id', 'r.patient_id')
      .innerJoin('doctor as d', 'd.id', 'p.doctor_id')
      .leftJoin('app_user as u', 'u.id', 'j.justified_by')
      .select([...COLUMNS, 'p.doctor_id', sql<string>`d.last_name || ', ' || d.first_name`.as('doctor_name'), sql<string>`p.last_name || ', ' || p.first_name`.as('patient_name'),
        sql<string | null>`u.first_name || ' ' || u.last_name`.as('by_name')])
      .where('r.payment_year', '=', query.paymentYear);
    if (query.doctorIds !== null) select = select.where('p.doctor_id', 'in', query.doctorIds);
    return attempt(select.orderBy('j.id', 'desc').execute()).andThen((rows) => Result.combine(rows.map((row) => this.opened(row).map((stored) => ({
      ...stored, doctorId: row.doctor_id as DoctorId, doctorName: row.doctor_name, patientName: row.patient_name, byName: row.by_name,
    })))));
  }
}
