import { err, ok, type Result } from 'neverthrow';
import { notFound, type DoctorId, type InsuranceId, type NewPatient, type NotFound, type PatientId, type RecordId, type RecordOwner, type RosterConflict } from '@rafdesk/core';
import type { Executor } from './transact.js';
import { patientColumns } from './patient-queries.js';
import { isForeignKeyViolation } from './storage-failure.js';

// Rows per INSERT: ~20 parameters each keeps a statement far below PostgreSQL's 65,535-parameter limit.
const CHUNK = 1000;

/**
 * Inserts a roster inside the caller's transaction: rows that repeat a document id of the same doctor, in the
 * file or in storage, are reported together and nothing is written.
 */
export async function insertRoster(trx: Executor, patients: readonly NewPatient[], paymentYear: number, at: Date): Promise<Result<RecordOwner[], RosterConflict | NotFound>> {
  const key = (doctorId: number, documentId: string) => `${doctorId}\u0000${documentId}`;
  const firstRow = new Map<string, number>();
  const clashes = new Set<number>();
  patients.forEach((patient, index) => {
    const seen = firstRow.get(key(patient.doctorId, patient.documentId));
    if (seen === undefined) firstRow.set(key(patient.doctorId, patient.documentId), index);
    else clashes.add(seen).add(index);
  });
  for (let start = 0; start < patients.length; start += CHUNK) {
    const chunk = patients.slice(start, start + CHUNK);
    const stored = await trx.selectFrom('patient').select(['doctor_id', 'document_id'])
      .where((eb) => eb.or(chunk.map((patient) => eb.and([eb('doctor_id', '=', patient.doctorId), eb('document_id', '=', patient.documentId)])))).execute();
    for (const row of stored) {
      patients.forEach((patient, index) => {
        if (patient.doctorId === row.doctor_id && patient.documentId === row.document_id) clashes.add(index);
      });
    }
  }
  if (clashes.size > 0) return err({ kind: 'RosterConflict', rows: [...clashes].sort((a, b) => a - b) });
  const owners: RecordOwner[] = [];
  try {
    for (let start = 0; start < patients.length; start += CHUNK) {
      const chunk = patients.slice(start, start + CHUNK);
      const inserted = await trx.insertInto('patient').values(chunk.map((patient) => ({ ...patientColumns(patient), created_at: at, updated_at: at })))
        .returning(['id', 'doctor_id', 'insurance_id']).execute();
      const records = await trx.insertInto('patient_record').values(inserted.map((row) => ({ patient_id: row.id, payment_year: paymentYear, record_date: at, created_at: at, updated_at: at })))
        .returning(['id', 'patient_id']).execute();
      const recordByPatient = new Map(records.map((record) => [record.patient_id, record.id]));
      for (const row of inserted) {
        owners.push({
          recordId: recordByPatient.get(row.id) as RecordId, patientId: row.id as PatientId, doctorId: row.doctor_id as DoctorId,
          insuranceId: row.insurance_id as InsuranceId, patientActive: true, paymentYear,
        });
      }
    }
  } catch (error) {
    if (isForeignKeyViolation(error)) return err(notFound('doctor, insurance or plan'));
    throw error;
  }
  return ok(owners);
}
