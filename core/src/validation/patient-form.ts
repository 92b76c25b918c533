import type { Result } from 'neverthrow';
import { doctorReach, selectsDoctor } from '../access/doctor-scope.js';
import { DoctorIdSchema, InsuranceIdSchema, PlanIdSchema } from '../domain/ids.js';
import type { RoleName } from '../domain/role.js';
import type { PatientInput } from '../domain/patient-input.js';
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from './phone.js';
import { PATIENT_DOCUMENT_ID_LENGTH } from './document-id.js';
import { createFieldReader, presentValue } from './field-reader.js';
import { readBoolean, readEsrdStatus, readSex } from './readers.js';
import { MAX_GRAFT_MONTHS } from '../raf/esrd/esrd-status.js';
import type { ValidationFailed } from './validation-failed.js';

/** The patient form as typed (strings) or as received (wire values under internal names). */
export type PatientFormDraft = Partial<Record<keyof PatientInput, unknown>>;

export interface PatientFormContext {
  /** Who fills the form: Doctor and Staff never choose the doctor. */
  actorRole: RoleName;
  /** The patients-list add/edit form requires the e-mail; the My Patients form does not. */
  emailRequired?: boolean;
}

export const PATIENT_FORM_LIMITS = { insuranceContractNumber: 12, doctorRecordId: 12 } as const;

/**
 * True when this role must pick the patient's doctor in the form: not when the doctor is implied, a Doctor's own or
 * the one Staff selected (the permission table's doctor column, read by doctorScope).
 */
export function patientFormNeedsDoctor(role: RoleName): boolean {
  return doctorReach(role, 'patients.create') !== 'own' && !selectsDoctor(role);
}

/** The patient form's rules (spec 02 §5); ok with the clean patient, or every broken rule. */
export function validatePatientForm(draft: PatientFormDraft, context: PatientFormContext): Result<PatientInput, ValidationFailed> {
  const r = createFieldReader();
  const phone = { phone: true, min: PHONE_MIN_LENGTH, max: PHONE_MAX_LENGTH };
  const doctorId = r.id('doctorId', 'Doctor', draft.doctorId, DoctorIdSchema, { required: patientFormNeedsDoctor(context.actorRole) });
  const documentId = r.text('documentId', 'Document ID', draft.documentId, { required: true, length: PATIENT_DOCUMENT_ID_LENGTH });
  const firstName = r.text('firstName', 'First Name', draft.firstName, { required: true });
  const lastName = r.text('lastName', 'Last Name', draft.lastName, { required: true });
  const sex = r.choice('sex', 'Gender', draft.sex, readSex, { required: true });
  const dateOfBirth = r.date('dateOfBirth', 'DOB', draft.dateOfBirth, { required: true });
  const insuranceId = r.id('insuranceId', 'Insurance', draft.insuranceId, InsuranceIdSchema, { required: true });
  const planId = r.id('planId', 'Insurance Plan', draft.planId, PlanIdSchema, { required: true });
  const insuranceContractNumber = r.text('insuranceContractNumber', 'INS Contract No', draft.insuranceContractNumber, { max: PATIENT_FORM_LIMITS.insuranceContractNumber });
  const doctorRecordId = r.text('doctorRecordId', 'Dr. Record ID', draft.doctorRecordId, { min: 1, max: PATIENT_FORM_LIMITS.doctorRecordId });
  const phone1 = r.text('phone', 'Phone 1', draft.phone, { required: true, ...phone });
  const phone2 = r.text('phone2', 'Phone 2', draft.phone2, phone);
  const email = r.text('email', 'Email', draft.email, { required: context.emailRequired ?? false, email: true });
  const street = r.text('street', 'Street', draft.street, { required: true });
  const city = r.text('city', 'City', draft.city, { required: true });
  const state = r.text('state', 'State', draft.state, { required: true });
  const zip = r.text('zip', 'Zip', draft.zip, { required: true });
  const insuranceName = r.text('insuranceName', 'Insurance', draft.insuranceName);
  const planName = r.text('planName', 'Insurance Plan', draft.planName);
  // Absent means no ESRD and no subsidy, so forms and files that never ask (the roster) keep working.
  const esrdStatus = r.choice('esrdStatus', 'ESRD status', draft.esrdStatus, readEsrdStatus) ?? 'none';
  // Months matter only for a transplant (they pick the transplant month or the graft's duration); otherwise not kept.
  const monthsSinceTransplant = esrdStatus === 'transplant'
    ? r.integer('monthsSinceTransplant', 'Months since transplant', draft.monthsSinceTransplant, { required: true, min: 1, max: MAX_GRAFT_MONTHS })
    : null;
  const lowIncomeSubsidy = r.choice('lowIncomeSubsidy', 'Part D low-income subsidy', draft.lowIncomeSubsidy, readBoolean) ?? false;
  return r.finish(() => ({
    documentId: presentValue(documentId), firstName: presentValue(firstName), lastName: presentValue(lastName), sex: presentValue(sex),
    dateOfBirth: presentValue(dateOfBirth), insuranceId: presentValue(insuranceId), planId: presentValue(planId),
    insuranceContractNumber, doctorRecordId, phone: presentValue(phone1), phone2, email,
    street: presentValue(street), city: presentValue(city), state: presentValue(state), zip: presentValue(zip),
    doctorId, insuranceName, planName, esrdStatus, monthsSinceTransplant, lowIncomeSubsidy,
  }));
}
