/** A patient's document id (the Medicare beneficiary identifier) has exactly 11 characters. */
export const PATIENT_DOCUMENT_ID_LENGTH = 11;
/** A user's document id (NPI or another identifier) has 10 or 11 characters. */
export const USER_DOCUMENT_ID_MIN_LENGTH = 10;
export const USER_DOCUMENT_ID_MAX_LENGTH = 11;

/** True when a patient's document id has the required 11 characters. */
export function isPatientDocumentId(text: string): boolean {
  return text.trim().length === PATIENT_DOCUMENT_ID_LENGTH;
}

/** True when a user's document id has 10 or 11 characters. */
export function isUserDocumentId(text: string): boolean {
  const length = text.trim().length;
  return length >= USER_DOCUMENT_ID_MIN_LENGTH && length <= USER_DOCUMENT_ID_MAX_LENGTH;
}
