import { type PatientEsrdStatus, type PatientFormDraft, type PatientListRow, type Sex, formatTypedDate } from '@rafdesk/core';
import type { PatientLookups } from './patients-client.js';

/** The patient form as typed: texts, the chosen ids, the date as MM-DD-YYYY. */
export interface PatientDraft {
  readonly doctorId: number | null;
  readonly documentId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly sex: Sex | null;
  readonly dateOfBirth: string;
  readonly insuranceId: number | null;
  readonly planId: number | null;
  readonly insuranceContractNumber: string;
  readonly doctorRecordId: string;
  readonly phone: string;
  readonly phone2: string;
  readonly email: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly esrdStatus: PatientEsrdStatus;
  /** Typed; asked only for a kidney transplant. */
  readonly monthsSinceTransplant: string;
  readonly lowIncomeSubsidy: boolean;
}

export const EMPTY_DRAFT: PatientDraft = {
  doctorId: null, documentId: '', firstName: '', lastName: '', sex: null, dateOfBirth: '', insuranceId: null, planId: null,
  insuranceContractNumber: '', doctorRecordId: '', phone: '', phone2: '', email: '', street: '', city: '', state: '', zip: '',
  esrdStatus: 'none', monthsSinceTransplant: '', lowIncomeSubsidy: false,
};

/**
 * The form filled from a listed patient. The list carries the full name and the insurance and plan names: the
 * first word is taken as the first name, and the names are matched to the lookups' ids.
 */
export function draftFromRow(row: PatientListRow, lookups: PatientLookups): PatientDraft {
  const [firstName = '', ...rest] = row.patientName.trim().split(/\s+/);
  const insuranceId = lookups.insurances.find((insurance) => insurance.name === row.insuranceName)?.id ?? null;
  // Two insurances may each have a plan of the same name: the one of the patient's insurance is theirs.
  const planId = lookups.plans.find((plan) => plan.name === row.planName && plan.insuranceId === insuranceId)?.id
    ?? lookups.plans.find((plan) => plan.name === row.planName)?.id ?? null;
  return {
    doctorId: row.doctorId, documentId: row.documentId, firstName, lastName: rest.join(' '), sex: row.sex,
    dateOfBirth: formatTypedDate(row.dateOfBirth),
    insuranceId, planId,
    insuranceContractNumber: row.insuranceContractNumber ?? '', doctorRecordId: row.doctorRecordId ?? '',
    phone: row.phone ?? '', phone2: row.phone2 ?? '', email: row.email ?? '',
    street: row.street ?? '', city: row.city ?? '', state: row.state ?? '', zip: row.zip ?? '',
    esrdStatus: row.esrdStatus, monthsSinceTransplant: row.monthsSinceTransplant === null ? '' : String(row.monthsSinceTransplant),
    lowIncomeSubsidy: row.lowIncomeSubsidy,
  };
}

/** What core's patient form rules read: the draft plus the insurance and plan labels. */
export function formDraft(draft: PatientDraft, lookups: PatientLookups): PatientFormDraft {
  return {
    ...draft,
    insuranceName: lookups.insurances.find((insurance) => insurance.id === draft.insuranceId)?.name ?? null,
    planName: lookups.plans.find((plan) => plan.id === draft.planId)?.name ?? null,
  };
}
