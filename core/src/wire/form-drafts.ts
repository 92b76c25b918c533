import { PATIENT_INPUT_WIRE_FIELDS } from './patient-input-wire.js';
import { INSURANCE_INPUT_WIRE_FIELDS } from './insurance-wire.js';
import { CATALOGUE_DIAGNOSTIC_WIRE_FIELDS } from './diagnostic-wire.js';
import { NOTIFICATION_WIRE_FIELDS } from './notification-wire.js';
import { VIDEO_INPUT_WIRE_FIELDS } from './video-wire.js';
import { USER_INPUT_WIRE_FIELDS } from './user-wire.js';
import { SIGN_UP_WIRE_FIELDS } from './sign-up-wire.js';
import { DOCTOR_PROFILE_WIRE_FIELDS } from './doctor-profile-wire.js';
import { DOCTOR_ADDRESS_WIRE_FIELDS, SIGN_UP_ADDRESS_WIRE_FIELDS } from './doctor-address-wire.js';

/**
 * How a form's internal field paths are spelled on the wire: `fields` maps an internal path
 * (dotted for nested objects) to its wire name; `lists` gives the element names of list fields.
 */
export interface FormWireNames {
  fields: Readonly<Record<string, string>>;
  lists?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export const PATIENT_FORM_WIRE_NAMES: FormWireNames = { fields: PATIENT_INPUT_WIRE_FIELDS };
export const INSURANCE_FORM_WIRE_NAMES: FormWireNames = { fields: INSURANCE_INPUT_WIRE_FIELDS };
export const CATALOGUE_FORM_WIRE_NAMES: FormWireNames = { fields: CATALOGUE_DIAGNOSTIC_WIRE_FIELDS };
export const NOTIFICATION_FORM_WIRE_NAMES: FormWireNames = { fields: NOTIFICATION_WIRE_FIELDS };
export const GALLERY_FORM_WIRE_NAMES: FormWireNames = { fields: VIDEO_INPUT_WIRE_FIELDS };
export const USER_FORM_WIRE_NAMES: FormWireNames = {
  fields: { ...USER_INPUT_WIRE_FIELDS, ...DOCTOR_PROFILE_WIRE_FIELDS }, lists: { addresses: DOCTOR_ADDRESS_WIRE_FIELDS },
};
export const SIGN_UP_FORM_WIRE_NAMES: FormWireNames = {
  fields: { ...SIGN_UP_WIRE_FIELDS, ...DOCTOR_PROFILE_WIRE_FIELDS }, lists: { addresses: SIGN_UP_ADDRESS_WIRE_FIELDS },
};
/** The complete-profile body spells the sign-up fields, plus its own extras (email2, mobile, userId, ipaNumber; sexId, see its codec). */
export const COMPLETE_PROFILE_FORM_WIRE_NAMES: FormWireNames = {
  fields: { ...SIGN_UP_FORM_WIRE_NAMES.fields, emailConfirmation: 'email2', phone2: 'mobile', userId: 'userId', ipaNumber: 'ipaNumber' },
  lists: SIGN_UP_FORM_WIRE_NAMES.lists,
};
export const DOCTOR_NOTE_FORM_WIRE_NAMES: FormWireNames = { fields: { recordId: 'RecordID', text: 'DoctorNotes' } };
export const MAG_NOTE_FORM_WIRE_NAMES: FormWireNames = { fields: { recordId: 'RecordID', text: 'MAGNotes' } };
/** How the rules' field names of a progress note are spelled in Forms/PostSmartPN. */
export const PROGRESS_NOTE_FORM_WIRE_NAMES: FormWireNames = {
  fields: {
    recordId: 'RecordID', doctorId: 'DoctorID', draftId: 'ID', serviceDate: 'SERVICEDATE', visitOptionIds: 'VisitOptionID', diagnoses: 'jsonDXTable',
    medications: 'jsonDRUGSTable', pdf: 'pnblob', cpt: 'CPT', otherCpt: 'OtherCPT', ageOfMenarche: 'AGEOFMENARCHE', gravida: 'GRAVIDA',
    para: 'PARA', abortion: 'ABORTION', cSection: 'CSECTION', painIntensity: 'IntensityPAINSCALE', location: 'LOCATION',
    otherAssessmentNote: 'OTHERASSESSMENTNOTE', lastMenstrualPeriod: 'LMP', duration: 'DURATION', narrative: 'NARRATIVE', signAnywayReason: 'SignAnywayReason',
  },
  lists: { medications: { name: 'NameofMedication', dose: 'Dose', frequency: 'Frequency', reasonForUse: 'Reasonforuse' } },
};
/** The staged diagnoses' codes are named by their own field. */
export const TEMP_DX_FORM_WIRE_NAMES: FormWireNames = { fields: { diagnostics: 'diagnostics' } };
export const CALCULATOR_FORM_WIRE_NAMES: FormWireNames = {
  fields: { recordId: 'recordID', codes: 'diagnostics', optimize: 'optimizerFlag', dateOfBirth: 'dob', patientName: 'patientName', planName: 'plan', sex: 'sex' },
};

const asRecord = (raw: unknown): Record<string, unknown> => (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {});

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = asRecord(target[head]);
  target[head] = child;
  setPath(child, rest.join('.'), value);
}

/**
 * A wire body renamed to a form draft (internal names), values untouched, so the server checks it with
 * the same rules as the web app. Unknown fields are dropped; a body that is not an object gives `{}`.
 * Never throws.
 */
export function draftFromWire(body: unknown, names: FormWireNames): Record<string, unknown> {
  const wire = asRecord(body);
  const draft: Record<string, unknown> = {};
  for (const [path, wireName] of Object.entries(names.fields)) {
    if (!(wireName in wire)) continue;
    const elementNames = names.lists?.[path];
    const value = wire[wireName];
    setPath(draft, path, elementNames && Array.isArray(value) ? value.map((item) => draftFromWire(item, { fields: elementNames })) : value);
  }
  return draft;
}

/** Renames an internal field path of a form ("addresses.1.phone") to its wire path ("doctorAddresses.1.phone1"). */
export function wireFieldNamer(names: FormWireNames): (path: string) => string {
  return (path) => {
    if (names.fields[path] !== undefined) return names.fields[path];
    const [head, index, ...rest] = path.split('.');
    const elementNames = head === undefined ? undefined : names.lists?.[head];
    if (head !== undefined && elementNames && index !== undefined && /^\d+$/.test(index)) {
      const inner = rest.join('.');
      return [names.fields[head] ?? head, index, ...(inner ? [elementNames[inner] ?? inner] : [])].join('.');
    }
    return path;
  };
}

/** The inverse of {@link wireFieldNamer}: a wire path ("doctorAddresses.1.phone1") to the form's path ("addresses.1.phone"), or undefined when it names no field of the form. */
function internalFieldNamer(names: FormWireNames): (wirePath: string) => string | undefined {
  const invert = (fields: Readonly<Record<string, string>>) => new Map(Object.entries(fields).map(([path, wireName]) => [wireName, path]));
  const internalOf = invert(names.fields);
  const listOf = new Map(Object.entries(names.lists ?? {}).map(([path, elementNames]) => [names.fields[path] ?? path, { path, elements: invert(elementNames) }]));
  return (wirePath) => {
    const whole = internalOf.get(wirePath);
    if (whole !== undefined) return whole;
    const [head = '', index = '', ...rest] = wirePath.split('.');
    const list = listOf.get(head);
    if (list === undefined || !/^\d+$/.test(index)) return undefined;
    const inner = rest.join('.');
    if (inner === '') return `${list.path}.${index}`;
    const element = list.elements.get(inner);
    return element === undefined ? undefined : `${list.path}.${index}.${element}`;
  };
}

/** A refusal's reason lines split into the form's own fields (by internal path) and the lines that name no field of it. */
export interface RefusalByField {
  readonly fields: Readonly<Record<string, string>>;
  readonly others: readonly string[];
}

/**
 * The inverse of the API's `wireName: message` reason lines: each line whose wire name is a field of the form goes
 * under that field (its first message), so the server's refusal shows where the user's own check would have.
 */
export function refusalByField(lines: readonly string[], names: FormWireNames): RefusalByField {
  const internalPathOf = internalFieldNamer(names);
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(': ');
    const path = colon > 0 ? internalPathOf(line.slice(0, colon)) : undefined;
    if (path === undefined) others.push(line);
    else fields[path] ??= line.slice(colon + 2);
  }
  return { fields, others };
}
