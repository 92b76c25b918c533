import { z } from 'zod';
import { PATIENT_SORT_FIELDS } from '../ports/repositories/list-sort.js';
import { WirePendingRafReportSchema, WireRosterReportSchema } from '../wire/clinical-wire.js';
import { PATIENT_FORM_WIRE_NAMES } from '../wire/form-drafts.js';
import { WireInsuranceSchema, WirePlanSchema } from '../wire/insurance-wire.js';
import { WirePatientRowSchema } from '../wire/patient-wire.js';
import { WireGenderOptionSchema } from '../wire/program-selection-wire.js';
import { WireRecordScoringSchema } from '../wire/record-scoring-wire.js';
import { flagField, searchField, sortFields } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { looseObject, optionalDoctorIdField, recordIdField, wireFormBody } from './request-fields.js';

// The Patients calls of spec 02 §7 (lists, one record's patient, the form, status, roster, lookups, pending report).

const ListQuerySchema = z.object({ SearchQuery: searchField, InsuranceName: searchField, doctorId: optionalDoctorIdField, Status: flagField.optional() });
const PagedListQuerySchema = ListQuerySchema.extend(sortFields(PATIENT_SORT_FIELDS));
const PatientFormBodySchema = wireFormBody(PATIENT_FORM_WIRE_NAMES);
/** A roster arrives as JSON: the file's name and its bytes in base64 (about 7.5 MB of file at most). */
export const ROSTER_BODY_LIMIT = 10 * 1024 * 1024;
const RosterBodySchema = z.object({
  fileName: z.string().min(1).max(255),
  content: z.base64().max(ROSTER_BODY_LIMIT),
  doctorId: optionalDoctorIdField,
  importValidRows: flagField.optional(),
});

const patientRows = z.array(WirePatientRowSchema);

/** The arguments of the calls that take them from the query string or a JSON body (read by the server, any letter case). */
export const UpdatePatientArgument = z.object({ recordID: recordIdField });
export const PatientStatusArgument = z.object({ doctorId: optionalDoctorIdField, documentID: z.string().min(1).max(20), statusValue: flagField });

export const listAllPatientsEndpoint = endpoint({
  method: 'GET', path: 'Patients/GetPatientListAll', summary: 'Every patient in the caller\'s scope (optional Status, doctorId)',
  access: { permission: 'patients.view' }, query: ListQuerySchema, response: patientRows, audit: 'patients.listAll',
});

export const listPatientsEndpoint = endpoint({
  method: 'GET', path: 'Patients', summary: 'A page of patients: search by name or contract number (Admin, InsuranceStaff also NPI and doctor name), insurance filter',
  access: { permission: 'patients.view' }, paged: {}, query: PagedListQuerySchema, response: WirePatientRowSchema, audit: 'patients.list',
});

export const listMyPatientsEndpoint = endpoint({
  method: 'GET', path: 'Patients/GetPatientList', summary: 'A page of patients (My Patients): search by name or contract number, Staff\'s doctorId checked',
  access: { permission: 'patients.view' }, paged: {}, query: PagedListQuerySchema, response: WirePatientRowSchema, audit: 'patients.list',
});

export const recordPatientEndpoint = endpoint({
  method: 'GET', path: 'Patients/GetByRecord', summary: 'The patient of a record with its RAF card and notes, as a one-item list',
  access: { permission: 'record.view' }, query: z.object({ RecordID: recordIdField }), response: patientRows, audit: 'patients.read',
});

export const recordScoringEndpoint = endpoint({
  method: 'GET', path: 'Patients/GetRecordScoring', summary: 'The demographics and payment year the engine scores a record with (for rescoring in the browser)',
  access: { permission: 'record.view' }, query: z.object({ RecordID: recordIdField }), response: WireRecordScoringSchema, audit: 'patients.read',
});

export const pendingRafReportEndpoint = endpoint({
  method: 'GET', path: 'Patients/PendingRafReport', summary: 'Pending RAF Validation Report: active patients pending per semester, and combined',
  access: { permission: 'patients.view' }, query: ListQuerySchema, response: WirePendingRafReportSchema, audit: 'patients.pendingRafReport',
});

export const patientFormLookupsEndpoint = endpoint({
  method: 'GET', path: 'Patients/PatientsResolve', summary: 'What the patient form offers: active insurances, genders and insurance plans',
  access: { permission: 'patients.view' },
  response: z.object({ insurances: z.array(WireInsuranceSchema), genders: z.array(WireGenderOptionSchema), plans: z.array(WirePlanSchema) }),
});

export const calculatorLookupsEndpoint = endpoint({
  method: 'GET', path: 'Patients/CalculatorResolve', summary: 'What the calculator form offers: genders and insurance plans',
  access: { permission: 'calculator.use' }, response: z.object({ genders: z.array(WireGenderOptionSchema), plans: z.array(WirePlanSchema) }),
});

export const createPatientEndpoint = endpoint({
  method: 'POST', path: 'Patients', summary: 'Create a patient (document id exactly 11 characters) with its record for the payment year',
  access: { permission: 'patients.create' }, body: PatientFormBodySchema, response: WirePatientRowSchema, successStatus: 201, audit: 'patients.create',
});

export const updatePatientEndpoint = endpoint({
  method: 'PUT', path: 'Patients/UpdatePatient', summary: 'Update the patient of a record (recordID in the body or the query) with the patient form',
  access: { permission: 'patients.edit' }, query: looseObject, body: PatientFormBodySchema, response: WirePatientRowSchema, audit: 'patients.update',
});

export const setPatientStatusEndpoint = endpoint({
  method: 'PUT', path: 'Patients/UpdatePatientStatus', summary: 'Activate or deactivate a patient (doctorId, documentID, statusValue)',
  access: { permission: 'patients.changeStatus' }, query: looseObject, body: looseObject.optional(), successStatus: 204, audit: 'patients.setStatus',
});

export const importRosterEndpoint = endpoint({
  method: 'POST', path: 'Patients/Upload', summary: 'Import a roster of patients (.csv or .xlsx, base64): every line checked and reported, all or nothing unless importValidRows',
  access: { permission: 'patients.create' }, body: RosterBodySchema, response: WireRosterReportSchema, audit: 'patients.upload',
});
