import { conflict, type Conflict } from '@rafdesk/core';
import { constraintName, isUniqueViolation } from './storage-failure.js';

/** What each unique constraint means, as the API reports it. */
const UNIQUE_RULES: Readonly<Record<string, Conflict>> = {
  app_user_user_name_key: conflict('user', 'userName'),
  app_user_document_id_key: conflict('user', 'documentId'),
  app_user_oidc_issuer_oidc_subject_key: conflict('user', 'identity'),
  doctor_npi_key: conflict('doctor', 'npi'),
  doctor_user_id_key: conflict('doctor', 'userId'),
  insurance_name_key: conflict('insurance', 'name'),
  insurance_agreement_doctor_id_insurance_id_payment_year_key: conflict('insuranceAgreement', 'paymentYear'),
  patient_doctor_id_document_id_key: conflict('patient', 'documentId'),
  patient_record_patient_id_payment_year_key: conflict('record', 'paymentYear'),
  diagnosis_pkey: conflict('diagnostic', 'code'),
};

/** The {@link Conflict} a unique violation stands for, or null for any other error. */
export function uniqueConflict(error: unknown): Conflict | null {
  if (!isUniqueViolation(error)) return null;
  return UNIQUE_RULES[constraintName(error) ?? ''] ?? conflict('row', constraintName(error) ?? 'unique');
}

/** Runs a statement inside a transaction body, turning a unique violation into a value and rethrowing the rest. */
export async function orConflict<T>(statement: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; conflict: Conflict }> {
  try {
    return { ok: true, value: await statement };
  } catch (error) {
    const found = uniqueConflict(error);
    if (found === null) throw error;
    return { ok: false, conflict: found };
  }
}
