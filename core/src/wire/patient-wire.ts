import { z } from 'zod';
import { DoctorIdSchema, RecordIdSchema } from '../domain/ids.js';
import { IsoDateSchema, TimestampSchema } from '../domain/calendar-date.js';
import { SexSchema } from '../domain/sex.js';
import type { PatientListRow } from '../domain/patient.js';
import { PaymentFactsSchema } from '../domain/patient-esrd.js';
import { eitherAlias, orNull, wireText } from './wire-values.js';

const score = z.number().finite();

export const WirePatientRowSchema = z.object({
  recordID: RecordIdSchema,
  doctorId: DoctorIdSchema,
  documentID: z.string(),
  drRecordID: wireText,
  npi: wireText,
  doctorFullName: wireText,
  doctor: wireText,
  speciality: wireText,
  fullName: wireText,
  patient: wireText,
  sex: SexSchema,
  dob: IsoDateSchema,
  age: z.number().int().nonnegative(),
  insuranceContractNo: wireText,
  insuranceName: wireText,
  insurancePlan: wireText,
  plan: wireText,
  dXs: z.number().int().nonnegative(),
  phone: wireText,
  mobile: wireText,
  email1: wireText,
  street: wireText,
  city: wireText,
  state: wireText,
  zip: wireText,
  patientStatus: z.boolean(),
  recordDate: TimestampSchema.nullish(),
  raF_TOTAL: score,
  raF_TOTAL_BilledFSM: score,
  raF_TOTAL_BilledSSM: score,
  percentage_BFSM: score,
  percentage_BSSM: score,
  doctorNotes: wireText,
  magNotes: wireText,
  // Under the patient form's names, as GetRecordScoring sends dualStatus; absent (an older reply) reads as no ESRD, no subsidy.
  ...PaymentFactsSchema.shape,
}).refine((row) => (row.fullName ?? row.patient) != null, { message: 'fullName or patient is required', path: ['fullName'] });
/** A patient row as the API sends it (Patients, GetPatientList, GetByRecord). */
export type WirePatientRow = z.infer<typeof WirePatientRowSchema>;

/** The API's spelling of a patient row; aliases (fullName/patient, doctorFullName/doctor, insurancePlan/plan) are both written. */
export function toWirePatientRow(row: PatientListRow): WirePatientRow {
  return {
    recordID: row.recordId, doctorId: row.doctorId, documentID: row.documentId, drRecordID: row.doctorRecordId,
    npi: row.doctorNpi, doctorFullName: row.doctorName, doctor: row.doctorName, speciality: row.doctorSpeciality,
    fullName: row.patientName, patient: row.patientName, sex: row.sex, dob: row.dateOfBirth, age: row.age,
    insuranceContractNo: row.insuranceContractNumber, insuranceName: row.insuranceName,
    insurancePlan: row.planName, plan: row.planName, dXs: row.diagnosisCount,
    phone: row.phone, mobile: row.phone2, email1: row.email, street: row.street, city: row.city, state: row.state, zip: row.zip,
    patientStatus: row.active, recordDate: row.recordDate,
    raF_TOTAL: row.rafTotal, raF_TOTAL_BilledFSM: row.rafBilledFirstSemester, raF_TOTAL_BilledSSM: row.rafBilledSecondSemester,
    percentage_BFSM: row.billedFractionFirstSemester, percentage_BSSM: row.billedFractionSecondSemester,
    doctorNotes: row.doctorNotes, magNotes: row.magNotes,
    esrdStatus: row.esrdStatus, monthsSinceTransplant: row.monthsSinceTransplant, lowIncomeSubsidy: row.lowIncomeSubsidy,
  };
}

/** A checked wire patient row as the domain's (the endpoints' codecs decode with it). */
export function patientRowOfWire(w: z.output<typeof WirePatientRowSchema>): PatientListRow {
  return {
    recordId: w.recordID, doctorId: w.doctorId, documentId: w.documentID, doctorRecordId: orNull(w.drRecordID),
    doctorNpi: orNull(w.npi), doctorName: eitherAlias(w.doctorFullName, w.doctor), doctorSpeciality: orNull(w.speciality),
    patientName: eitherAlias(w.fullName, w.patient) ?? '', sex: w.sex, dateOfBirth: w.dob, age: w.age,
    insuranceContractNumber: orNull(w.insuranceContractNo), insuranceName: orNull(w.insuranceName),
    planName: eitherAlias(w.insurancePlan, w.plan), diagnosisCount: w.dXs,
    phone: orNull(w.phone), phone2: orNull(w.mobile), email: orNull(w.email1),
    street: orNull(w.street), city: orNull(w.city), state: orNull(w.state), zip: orNull(w.zip),
    active: w.patientStatus, recordDate: orNull(w.recordDate),
    rafTotal: w.raF_TOTAL, rafBilledFirstSemester: w.raF_TOTAL_BilledFSM, rafBilledSecondSemester: w.raF_TOTAL_BilledSSM,
    billedFractionFirstSemester: w.percentage_BFSM, billedFractionSecondSemester: w.percentage_BSSM,
    doctorNotes: orNull(w.doctorNotes), magNotes: orNull(w.magNotes),
    esrdStatus: w.esrdStatus, monthsSinceTransplant: w.monthsSinceTransplant, lowIncomeSubsidy: w.lowIncomeSubsidy,
  };
}
