import { z } from 'zod';
import type { Result } from 'neverthrow';
import { DoctorIdSchema, InsuranceIdSchema, PlanIdSchema } from '../domain/ids.js';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { SexSchema, sexLabel } from '../domain/sex.js';
import type { PatientInput } from '../domain/patient-input.js';
import { PaymentFactsSchema } from '../domain/patient-esrd.js';
import { orNull, wireText } from './wire-values.js';
import { parseWire, type WireFormatError } from './wire-format-error.js';

export const WirePatientInputSchema = z.object({
  documentID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  sexId: SexSchema,
  dob: IsoDateSchema,
  insuranceID: InsuranceIdSchema,
  planID: PlanIdSchema,
  insuranceContractNo: wireText,
  drRecordID: wireText,
  phone: z.string(),
  mobile: wireText,
  email1: wireText,
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  doctorID: DoctorIdSchema.nullish(),
  email2: z.null().optional(),
  insuranceName: wireText,
  insurancePlan: wireText,
  sex: wireText,
  // Plain names, as dualStatus and institutional travel in GetRecordScoring; a body without them is a patient without ESRD or subsidy.
  ...PaymentFactsSchema.shape,
});
/** The patient form as posted (POST Patients, PUT Patients/UpdatePatient). */
export type WirePatientInput = z.infer<typeof WirePatientInputSchema>;

/** Internal field → wire field of the patient form, for naming fields in error messages. */
export const PATIENT_INPUT_WIRE_FIELDS = {
  documentId: 'documentID', firstName: 'firstName', lastName: 'lastName', sex: 'sexId', dateOfBirth: 'dob',
  insuranceId: 'insuranceID', planId: 'planID', insuranceContractNumber: 'insuranceContractNo', doctorRecordId: 'drRecordID',
  phone: 'phone', phone2: 'mobile', email: 'email1', street: 'street', city: 'city', state: 'state', zip: 'zip',
  doctorId: 'doctorID', insuranceName: 'insuranceName', planName: 'insurancePlan',
  esrdStatus: 'esrdStatus', monthsSinceTransplant: 'monthsSinceTransplant', lowIncomeSubsidy: 'lowIncomeSubsidy',
} as const satisfies Record<keyof PatientInput, keyof WirePatientInput>;

/** The API's spelling of the patient form; `sex` carries the label and `email2` is always null. */
export function toWirePatientInput(input: PatientInput): WirePatientInput {
  return {
    documentID: input.documentId, firstName: input.firstName, lastName: input.lastName, sexId: input.sex,
    dob: input.dateOfBirth, insuranceID: input.insuranceId, planID: input.planId,
    insuranceContractNo: input.insuranceContractNumber, drRecordID: input.doctorRecordId,
    phone: input.phone, mobile: input.phone2, email1: input.email, street: input.street, city: input.city,
    state: input.state, zip: input.zip, doctorID: input.doctorId, email2: null,
    insuranceName: input.insuranceName, insurancePlan: input.planName, sex: sexLabel(input.sex),
    esrdStatus: input.esrdStatus, monthsSinceTransplant: input.monthsSinceTransplant, lowIncomeSubsidy: input.lowIncomeSubsidy,
  };
}

/** Reads the patient form from wire JSON. */
export function fromWirePatientInput(input: unknown): Result<PatientInput, WireFormatError> {
  return parseWire('patient form', WirePatientInputSchema, input, (w) => ({
    documentId: w.documentID, firstName: w.firstName, lastName: w.lastName, sex: w.sexId, dateOfBirth: w.dob,
    insuranceId: w.insuranceID, planId: w.planID, insuranceContractNumber: orNull(w.insuranceContractNo),
    doctorRecordId: orNull(w.drRecordID), phone: w.phone, phone2: orNull(w.mobile), email: orNull(w.email1),
    street: w.street, city: w.city, state: w.state, zip: w.zip, doctorId: orNull(w.doctorID),
    insuranceName: orNull(w.insuranceName), planName: orNull(w.insurancePlan),
    esrdStatus: w.esrdStatus, monthsSinceTransplant: w.monthsSinceTransplant, lowIncomeSubsidy: w.lowIncomeSubsidy,
  }));
}
