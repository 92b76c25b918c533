import type { Result } from 'neverthrow';
import { InsuranceIdSchema, UserIdSchema } from '../domain/ids.js';
import type { RoleName } from '../domain/role.js';
import type { SignUpLookups } from '../domain/program-selection.js';
import type { UserInput } from '../domain/user.js';
import { USER_DOCUMENT_ID_MAX_LENGTH, USER_DOCUMENT_ID_MIN_LENGTH } from './document-id.js';
import { createFieldReader, presentValue } from './field-reader.js';
import { readRole, readSex } from './readers.js';
import { MD_LICENSE_RULES, PHONE_RULES, PROFILE_LIMITS, readAddresses, readConfirmedEmail, readDoctorExtras } from './doctor-profile-rules.js';
import type { ValidationFailed } from './validation-failed.js';

export type UserFormDraft = Partial<Record<keyof UserInput | 'emailConfirmation', unknown>>;

export interface UserFormContext {
  /** The billing/record program and service lists, to check choices and recognise "Other". */
  lookups: SignUpLookups | null;
  /** The browser form asks for the e-mail twice; the API body carries it once. */
  requireEmailConfirmation: boolean;
}

/** The label of the document id field for a role: NPI for doctors, DocumentID otherwise. */
export function documentIdLabel(role: RoleName | null): 'NPI' | 'DocumentID' {
  return role === 'Doctor' ? 'NPI' : 'DocumentID';
}

/**
 * The user form by role (spec 02 §4–5): common identity, contact and address fields for all; NPI
 * (a valid NPI), MD license, address groups and the doctor extras for doctors; insurance and IPA
 * number for insurance staff.
 */
export function validateUserForm(draft: UserFormDraft, context: UserFormContext): Result<UserInput, ValidationFailed> {
  const r = createFieldReader();
  const L = PROFILE_LIMITS;
  const id = r.id('id', 'User', draft.id, UserIdSchema);
  const role = r.choice('role', 'Role', draft.role, readRole, { required: true });
  const isDoctor = role === 'Doctor';
  const isInsuranceStaff = role === 'InsuranceStaff';
  const documentId = r.text('documentId', documentIdLabel(role), draft.documentId, {
    required: true, min: USER_DOCUMENT_ID_MIN_LENGTH, max: USER_DOCUMENT_ID_MAX_LENGTH, npi: isDoctor,
  });
  const mdLicenseNumber = r.text('mdLicenseNumber', 'MD License Number', isDoctor ? draft.mdLicenseNumber : null, { required: isDoctor, ...MD_LICENSE_RULES });
  const insuranceId = r.id('insuranceId', 'Insurance', isInsuranceStaff ? draft.insuranceId : null, InsuranceIdSchema, { required: isInsuranceStaff });
  const ipaNumber = r.text('ipaNumber', 'IPA Number', isInsuranceStaff ? draft.ipaNumber : null, { required: isInsuranceStaff });
  const firstName = r.text('firstName', 'First Name', draft.firstName, { required: true, max: L.name });
  const lastName = r.text('lastName', 'Last Name', draft.lastName, { required: true, max: L.name });
  const speciality = r.text('speciality', 'Speciality', draft.speciality, { required: true, max: L.speciality });
  const sex = r.choice('sex', 'Gender', draft.sex, readSex, { required: true });
  const dateOfBirth = r.date('dateOfBirth', 'DOB', draft.dateOfBirth, { required: true });
  const phone = r.text('phone', 'Phone 1', draft.phone, { required: true, ...PHONE_RULES });
  const phone2 = r.text('phone2', 'Phone 2', draft.phone2, PHONE_RULES);
  const email = readConfirmedEmail(r, draft.email, draft.emailConfirmation, { confirmation: context.requireEmailConfirmation });
  const street = r.text('street', 'Street', draft.street, { required: true, max: L.street });
  const city = r.text('city', 'City', draft.city, { required: true, max: L.city });
  const state = r.text('state', 'State', draft.state, { required: true, max: L.state });
  const zip = r.text('zip', 'Zip', draft.zip, { required: true, max: L.zip });
  const addresses = isDoctor ? readAddresses(r, draft.addresses) : [];
  const extras = isDoctor ? readDoctorExtras(r, draft, context.lookups) : noDoctorExtras();
  return r.finish(() => ({
    ...extras, addresses, id, role: presentValue(role), documentId: presentValue(documentId), mdLicenseNumber, insuranceId, ipaNumber,
    firstName: presentValue(firstName), lastName: presentValue(lastName), speciality: presentValue(speciality), sex: presentValue(sex),
    dateOfBirth: presentValue(dateOfBirth), phone: presentValue(phone), phone2, email: presentValue(email),
    street: presentValue(street), city: presentValue(city), state: presentValue(state), zip: presentValue(zip),
  }));
}

function noDoctorExtras() {
  const none = { firstName: null, lastName: null };
  return {
    whatsAppPhone: null, authorizedContact1: none, authorizedContact2: none, billingProgramIds: [], recordProgramIds: [],
    serviceIds: [], otherBillingProgram: null, otherRecordProgram: null,
  };
}
