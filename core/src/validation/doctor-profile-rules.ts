import { AddressIdSchema } from '../domain/ids.js';
import type { DoctorAddress } from '../domain/doctor-address.js';
import type { DoctorProfileFields } from '../domain/user.js';
import type { ProgramOption, SignUpLookups } from '../domain/program-selection.js';
import { REQUIRED_MESSAGE, validationMessages } from './messages.js';
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from './phone.js';
import type { FieldReader } from './field-reader.js';
import { readDatabaseId } from './input-hygiene.js';

/** Maximum lengths of the user, sign-up and complete-profile forms. */
export const PROFILE_LIMITS = {
  name: 250, speciality: 50, email: 50, street: 250, city: 25, state: 2, zip: 10, mdLicenseNumber: 10, authorizedContactName: 20,
} as const;

export const PHONE_RULES = { phone: true, min: PHONE_MIN_LENGTH, max: PHONE_MAX_LENGTH } as const;

/**
 * The MD licence number of every form and the API (sign-up, Complete Profile, Users, Doctors): letters and digits, at
 * most 10. State boards issue licences such as "MD654328", so digits alone would refuse real ones.
 */
export const MD_LICENSE_RULES = { max: PROFILE_LIMITS.mdLicenseNumber, alphanumeric: true } as const;

/** Ids of the entries named "Other…", whose choice asks for a free text. */
export function otherOptionIds(options: readonly ProgramOption[]): number[] {
  return options.filter((option) => /^other\b/i.test(option.name.trim())).map((option) => option.id);
}

const asRecord = (raw: unknown): Record<string, unknown> => (raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});

/** Reads one address group; every group follows the same rules. */
export function readAddress(r: FieldReader, path: string, raw: unknown): DoctorAddress {
  const a = asRecord(raw);
  const L = PROFILE_LIMITS;
  const id = r.id(`${path}.id`, 'Address', a.id, AddressIdSchema);
  const phone = r.text(`${path}.phone`, 'Phone', a.phone, { required: true, ...PHONE_RULES });
  const phone2 = r.text(`${path}.phone2`, 'Phone 2', a.phone2, PHONE_RULES);
  const email = r.text(`${path}.email`, 'Email', a.email, { required: true, max: L.email, email: true });
  const emailConfirmation = r.text(`${path}.emailConfirmation`, 'Email', a.emailConfirmation);
  if (email !== null && emailConfirmation !== null && emailConfirmation !== email) r.fail(`${path}.emailConfirmation`, validationMessages.confirmed('Email'));
  const street = r.text(`${path}.street`, 'Street', a.street, { required: true, max: L.street });
  const city = r.text(`${path}.city`, 'City', a.city, { required: true, max: L.city });
  const state = r.text(`${path}.state`, 'State', a.state, { required: true, max: L.state });
  const zip = r.text(`${path}.zip`, 'Zip', a.zip, { required: true, max: L.zip });
  const locationName = r.text(`${path}.locationName`, 'Location Name', a.locationName, { max: L.street });
  return {
    id, locationName, phone: phone ?? '', phone2, email: email ?? '', emailConfirmation,
    street: street ?? '', city: city ?? '', state: state ?? '', zip: zip ?? '',
  };
}

/** Reads the address groups; at least one group is required (the first cannot be removed). */
export function readAddresses(r: FieldReader, raw: unknown): DoctorAddress[] {
  const groups = Array.isArray(raw) ? raw : [];
  if (groups.length === 0) r.fail('addresses', REQUIRED_MESSAGE);
  return groups.map((group, index) => readAddress(r, `addresses.${index}`, group));
}

function readPrograms(r: FieldReader, field: string, label: string, raw: unknown, options: readonly ProgramOption[] | null): number[] {
  const known = options === null ? null : new Set(options.map((option) => option.id));
  return r.list(field, label, raw, (item) => {
    const id = readDatabaseId(item);
    return id !== null && (known === null || known.has(id)) ? id : null;
  }, { required: true });
}

/**
 * The doctor-only fields: WhatsApp phone, authorized contacts (20 characters each), billing software,
 * record program and other services (each at least one), and the "Please specify" text when Other is chosen.
 * Without lookups the chosen ids are not checked against the lists and Other cannot be recognised.
 */
export function readDoctorExtras(r: FieldReader, draft: Record<string, unknown>, lookups: SignUpLookups | null): Omit<DoctorProfileFields, 'addresses'> {
  const L = PROFILE_LIMITS;
  const contact = (n: 1 | 2) => {
    const c = asRecord(draft[`authorizedContact${n}`]);
    return {
      firstName: r.text(`authorizedContact${n}.firstName`, 'Authorized Contact Name', c.firstName, { max: L.authorizedContactName }),
      lastName: r.text(`authorizedContact${n}.lastName`, 'Authorized Contact Last Name', c.lastName, { max: L.authorizedContactName }),
    };
  };
  const whatsAppPhone = r.text('whatsAppPhone', 'WhatsApp Phone', draft.whatsAppPhone, PHONE_RULES);
  const billingProgramIds = readPrograms(r, 'billingProgramIds', 'Billing Software', draft.billingProgramIds, lookups?.billingPrograms ?? null);
  const recordProgramIds = readPrograms(r, 'recordProgramIds', 'Electronic Record Program', draft.recordProgramIds, lookups?.recordPrograms ?? null);
  const serviceIds = readPrograms(r, 'serviceIds', 'Other services', draft.serviceIds, lookups?.services ?? null);
  const otherBilling = billingProgramIds.some((id) => otherOptionIds(lookups?.billingPrograms ?? []).includes(id));
  const otherRecord = recordProgramIds.some((id) => otherOptionIds(lookups?.recordPrograms ?? []).includes(id));
  const otherBillingProgram = r.text('otherBillingProgram', 'Billing Software', otherBilling ? draft.otherBillingProgram : null, { required: otherBilling, max: L.name });
  const otherRecordProgram = r.text('otherRecordProgram', 'Electronic Record Program', otherRecord ? draft.otherRecordProgram : null, { required: otherRecord, max: L.name });
  return {
    whatsAppPhone, authorizedContact1: contact(1), authorizedContact2: contact(2),
    billingProgramIds, recordProgramIds, serviceIds, otherBillingProgram, otherRecordProgram,
  };
}

/** Reads the e-mail and its required, matching confirmation. */
export function readConfirmedEmail(r: FieldReader, email: unknown, confirmation: unknown, required: { confirmation: boolean }): string | null {
  const value = r.text('email', 'Email', email, { required: true, max: PROFILE_LIMITS.email, email: true });
  const confirm = r.text('emailConfirmation', 'Confirm Email', confirmation, { required: required.confirmation });
  if (value !== null && confirm !== null && confirm !== value) r.fail('emailConfirmation', validationMessages.confirmed('Email'));
  return value;
}

