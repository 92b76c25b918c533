import type { DoctorId, NamedPatient, NamedPatientsQuery, PatientId, RecordId } from '@rafdesk/core';
import type { Executor } from './transact.js';

// Names per statement: a 50,000-line history names each patient in a few statements, well within PostgreSQL's parameters.
const CHUNK = 5000;
const chunks = <T>(items: readonly T[]): T[][] => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) => items.slice(index * CHUNK, (index + 1) * CHUNK));

/** The patients of the query's doctors that a file names by contract number or by record id (see `PatientRepository.named`). */
export async function namedPatients(db: Executor, query: NamedPatientsQuery): Promise<NamedPatient[]> {
  if (query.doctorIds !== null && query.doctorIds.length === 0) return [];
  const found: NamedPatient[] = [];
  for (const part of chunks([...new Set(query.contractNumbers)])) {
    let select = db.selectFrom('patient as p')
      .innerJoin('patient_record as r', (join) => join.onRef('r.patient_id', '=', 'p.id').on('r.payment_year', '=', query.paymentYear))
      .select(['p.id as patient_id', 'p.doctor_id', 'p.insurance_contract_number', 'r.id as record_id'])
      .where('p.insurance_contract_number', 'in', part);
    if (query.doctorIds !== null) select = select.where('p.doctor_id', 'in', [...query.doctorIds]);
    for (const row of await select.orderBy('p.id').execute()) {
      found.push({ patientId: row.patient_id as PatientId, doctorId: row.doctor_id as DoctorId, contractNumber: row.insurance_contract_number, namedRecordId: null, recordId: row.record_id as RecordId });
    }
  }
  for (const part of chunks([...new Set(query.recordIds)])) {
    let select = db.selectFrom('patient_record as named')
      .innerJoin('patient as p', 'p.id', 'named.patient_id')
      .leftJoin('patient_record as r', (join) => join.onRef('r.patient_id', '=', 'p.id').on('r.payment_year', '=', query.paymentYear))
      .select(['named.id as named_id', 'p.id as patient_id', 'p.doctor_id', 'p.insurance_contract_number', 'r.id as record_id'])
      .where('named.id', 'in', part);
    if (query.doctorIds !== null) select = select.where('p.doctor_id', 'in', [...query.doctorIds]);
    for (const row of await select.execute()) {
      found.push({
        patientId: row.patient_id as PatientId, doctorId: row.doctor_id as DoctorId, contractNumber: row.insurance_contract_number,
        namedRecordId: row.named_id as RecordId, recordId: (row.record_id ?? row.named_id) as RecordId,
      });
    }
  }
  return found;
}
