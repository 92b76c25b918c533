import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import {
  DispositionStateSchema, GapSchema, GapWorthSchema, type DoctorId, type FieldCipher, type GapBasis, type GapBasisQuery, type GapDiagnosis, type IsoDate,
  type PatientId, type RecordId, type RecordNoteText, type StorageError, type StoredGap,
} from '@rafdesk/core';
import { openJson, openText, recordNoteAt } from './sealed-fields.js';
import type { Executor } from './transact.js';

// What computing gaps reads of many patients at once: five statements whatever the number of patients (the
// patients with their record and agreement, every record's diagnostics, the imported history, the submitted notes, the
// doctor and MAG notes).

const StoredGapsSchema = z.array(z.object({ gap: GapSchema, worth: GapWorthSchema.nullable(), state: DispositionStateSchema }));

/** A set's sealed detail, opened, as its gaps; null when it is not in the stored shape. */
export function storedGapsOf(text: string): StoredGap[] | null {
  try {
    const parsed = StoredGapsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const noteContentAt = (id: number) => ({ table: 'progress_note', column: 'content', rowId: id });

interface LoadedBases {
  /** Opens the notes' sealed content and puts each patient's basis together. */
  open(cipher: FieldCipher): Result<GapBasis[], StorageError>;
}

const serviceYearOfRecord = (paymentYear: number) => paymentYear - 1;

/** Loads the bases of the patients asked (see {@link GapBasisQuery}) for a payment year. */
export async function gapBasesOf(db: Executor, query: GapBasisQuery, paymentYear: number): Promise<LoadedBases> {
  const scoped = 'patientIds' in query
    ? db.selectFrom('patient as sp').select('sp.id').where('sp.id', 'in', [...query.patientIds])
    : db.selectFrom('patient as sp').select('sp.id').where('sp.active', '=', true)
      .$if(query.doctorIds !== null, (q) => q.where('sp.doctor_id', 'in', query.doctorIds?.length ? [...query.doctorIds] : [-1]));
  const patients = await db.selectFrom('patient as p')
    .innerJoin('patient_record as r', (join) => join.onRef('r.patient_id', '=', 'p.id').on('r.payment_year', '=', paymentYear))
    .leftJoin('insurance_agreement as a', (join) => join.onRef('a.doctor_id', '=', 'p.doctor_id').onRef('a.insurance_id', '=', 'p.insurance_id')
      .on('a.payment_year', '=', paymentYear).on('a.active', '=', true))
    .select(['p.id', 'p.doctor_id', 'r.id as record_id', 'p.sex', 'p.date_of_birth', 'p.dual_status', 'p.institutional', 'p.new_enrollee', 'p.original_reason_entitlement',
      'p.esrd_status', 'p.months_since_transplant', 'p.low_income_subsidy', 'a.premium_per_member', 'a.medical_loss_ratio', 'a.surplus_share'])
    .where('p.id', 'in', scoped).orderBy('p.id').execute();
  const diagnostics = await db.selectFrom('record_diagnostic as d').innerJoin('patient_record as r', 'r.id', 'd.record_id')
    .select(['r.patient_id', 'r.payment_year', 'd.code', 'd.service_date', 'd.active']).where('r.patient_id', 'in', scoped).execute();
  const imported = await db.selectFrom('imported_diagnosis as h').select(['h.patient_id', 'h.code', 'h.date_of_service', 'h.source']).where('h.patient_id', 'in', scoped).execute();
  const notes = await db.selectFrom('progress_note as n').innerJoin('patient_record as r', 'r.id', 'n.record_id')
    .select(['n.id', 'r.patient_id', 'n.service_date', 'n.content']).where('r.patient_id', 'in', scoped).execute();
  const recordNotes = await db.selectFrom('record_note as n').innerJoin('patient_record as r', 'r.id', 'n.record_id')
    .select(['n.id', 'r.patient_id', 'n.kind', 'n.body', 'n.created_at']).where('r.patient_id', 'in', scoped).orderBy('n.id').execute();
  return {
    open(cipher) {
      const diagnosesOf = new Map<number, GapDiagnosis[]>();
      const codesOf = new Map<number, string[]>();
      const push = <T>(map: Map<number, T[]>, key: number, value: T) => {
        const list = map.get(key);
        if (list === undefined) map.set(key, [value]);
        else list.push(value);
      };
      for (const row of diagnostics) {
        const serviceYear = row.service_date === null ? serviceYearOfRecord(row.payment_year) : Number(row.service_date.slice(0, 4));
        push(diagnosesOf, row.patient_id, { code: row.code, dateOfService: row.service_date, serviceYear, origin: 'record', historySource: null, active: row.active });
        if (row.payment_year === paymentYear && row.active) push(codesOf, row.patient_id, row.code);
      }
      for (const row of imported) {
        push(diagnosesOf, row.patient_id, {
          code: row.code, dateOfService: row.date_of_service, serviceYear: Number(row.date_of_service.slice(0, 4)), origin: 'imported-history',
          historySource: row.source as GapDiagnosis['historySource'], active: true,
        });
      }
      const notesOf = new Map<number, { serviceDate: IsoDate; content: unknown }[]>();
      for (const row of notes) {
        const content = openJson(cipher, row.content, noteContentAt(row.id));
        if (content.isErr()) return err(content.error);
        push(notesOf, row.patient_id, { serviceDate: row.service_date, content: content.value });
      }
      const recordNotesOf = new Map<number, RecordNoteText[]>();
      for (const row of recordNotes) {
        const text = openText(cipher, row.body, recordNoteAt(row.id));
        if (text.isErr()) return err(text.error);
        push(recordNotesOf, row.patient_id, { date: row.created_at.toISOString().slice(0, 10) as IsoDate, kind: row.kind, text: text.value });
      }
      return ok(patients.map((row): GapBasis => ({
        patientId: row.id as PatientId, doctorId: row.doctor_id as DoctorId, recordId: row.record_id as RecordId, paymentYear,
        subject: {
          sex: row.sex, dateOfBirth: row.date_of_birth, dualStatus: row.dual_status, institutional: row.institutional, newEnrollee: row.new_enrollee,
          originalReasonForEntitlement: row.original_reason_entitlement, esrdStatus: row.esrd_status, monthsSinceTransplant: row.months_since_transplant,
          lowIncomeSubsidy: row.low_income_subsidy,
        },
        codes: codesOf.get(row.id) ?? [],
        diagnoses: diagnosesOf.get(row.id) ?? [],
        notes: notesOf.get(row.id) ?? [],
        recordNotes: recordNotesOf.get(row.id) ?? [],
        agreement: row.premium_per_member === null || row.medical_loss_ratio === null || row.surplus_share === null ? null
          : { premiumPerMember: Number(row.premium_per_member), medicalLossRatio: Number(row.medical_loss_ratio), surplusShare: Number(row.surplus_share) },
      })));
    },
  };
}
