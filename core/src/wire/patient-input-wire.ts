import { z } from 'zod';
import { DoctorIdSchema, InsuranceIdSchema, PlanIdSchema } from '../domain/ids.js';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { SexSchema } from '../domain/sex.js';
import type { PatientInput } from '../domain/patient-input.js';
import { PaymentFactsSchema } from '../domain/patient-esrd.js';
import { wireText } from './wire-values.js';

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
