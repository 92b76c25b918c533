import { z } from 'zod';
import { PATIENT_SORT_FIELDS } from '../ports/repositories/list-sort.js';
import { WirePendingRafReportSchema, WireRosterReportSchema, toWirePendingRafReport, toWireRosterReport } from '../wire/clinical-wire.js';
import { PATIENT_FORM_WIRE_NAMES } from '../wire/form-drafts.js';
import { WireInsuranceSchema, WirePlanSchema, insuranceOfWire, planOfWire, toWireInsurance, toWirePlan } from '../wire/insurance-wire.js';
import { WirePatientRowSchema, patientRowOfWire, toWirePatientRow } from '../wire/patient-wire.js';
import { WireGenderOptionSchema } from '../wire/program-selection-wire.js';
import { WireRecordScoringSchema, fromWireRecordScoring, toWireRecordScoring } from '../wire/record-scoring-wire.js';
import { flagField, searchField, sortFields, sortOf } from '../wire/wire-fields.js';
import type { RecordId } from '../domain/ids.js';
import type { PatientListRow } from '../domain/patient.js';
import type { PatientInput } from '../domain/patient-input.js';
import { SexSchema, sexLabel } from '../domain/sex.js';
import type { EveryPatientFilter, PatientListRequest, PendingRafLists } from '../usecases/patients/list-patients.js';
import type { RosterImportRequest } from '../usecases/patients/roster-import.js';
import type { CalculatorLookups, PatientFormLookups } from '../usecases/patients/patient-lookups.js';
import type { PatientStatusChange } from '../usecases/patients/patient-status.js';
import type { Plan } from '../domain/insurance.js';
import { endpoint } from './endpoint.js';
import { coded, noAnswer, unreadAnswer } from './endpoint-codec.js';
import { formInput, type FormDraft } from './form-codec.js';
import { optionalDoctorIdField, queryOrBody, recordIdField, wireFormBody } from './request-fields.js';

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

/** A list's filter as its query fields; a null filter is left out, as the list's own order is. */
const listQuery = (filter: EveryPatientFilter) => ({
  InsuranceName: filter.insuranceName ?? undefined, doctorId: filter.doctorId ?? undefined, Status: filter.active ?? undefined,
});
const pagedListQuery = (request: PatientListRequest) => ({
  ...listQuery(request), SearchQuery: request.searchQuery ?? undefined, pageNumber: request.window.pageNumber, pageSize: request.window.pageSize,
  sortField: request.sort?.field, sortOrder: request.sort?.direction,
});
const patientRowCodec = { encodeOutput: toWirePatientRow, decodeOutput: patientRowOfWire };

export const listAllPatientsEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients/GetPatientListAll', summary: 'Every patient in the caller\'s scope (optional Status, doctorId)',
  access: { permission: 'patients.view' }, query: ListQuerySchema, response: patientRows, audit: 'patients.listAll',
}), {
  encodeInput: (filter: EveryPatientFilter) => ({ query: listQuery(filter) }),
  decodeInput: ({ query }): EveryPatientFilter => ({ doctorId: query.doctorId ?? null, active: query.Status ?? null, insuranceName: query.InsuranceName }),
  encodeOutput: (rows: readonly PatientListRow[]) => rows.map(toWirePatientRow),
  decodeOutput: (rows) => rows.map(patientRowOfWire),
});

export const listPatientsEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients', summary: 'A page of patients: search by name or contract number (Admin, InsuranceStaff also NPI and doctor name), insurance filter',
  access: { permission: 'patients.view' }, paged: {}, query: PagedListQuerySchema, response: WirePatientRowSchema, audit: 'patients.list',
}), {
  ...patientRowCodec,
  encodeInput: (request: PatientListRequest) => ({ query: pagedListQuery(request) }),
  decodeInput: ({ query, page }): PatientListRequest => ({
    window: page, searchQuery: query.SearchQuery, doctorId: query.doctorId ?? null, insuranceName: query.InsuranceName, active: query.Status ?? null, sort: sortOf(query),
  }),
});

/** My Patients has no insurance filter: the query's is neither sent nor read. */
export const listMyPatientsEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients/GetPatientList', summary: 'A page of patients (My Patients): search by name or contract number, Staff\'s doctorId checked',
  access: { permission: 'patients.view' }, paged: {}, query: PagedListQuerySchema, response: WirePatientRowSchema, audit: 'patients.list',
}), {
  ...patientRowCodec,
  encodeInput: (request: PatientListRequest) => ({ query: { ...pagedListQuery(request), InsuranceName: undefined } }),
  decodeInput: ({ query, page }): PatientListRequest => ({
    window: page, searchQuery: query.SearchQuery, doctorId: query.doctorId ?? null, insuranceName: null, active: query.Status ?? null, sort: sortOf(query),
  }),
});

/** The spec answers a record's patient as a one-item list; the domain's answer is the patient, or none. */
export const recordPatientEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients/GetByRecord', summary: 'The patient of a record with its RAF card and notes, as a one-item list',
  access: { permission: 'record.view' }, query: z.object({ RecordID: recordIdField }), response: patientRows, audit: 'patients.read',
}), {
  encodeInput: (recordId: RecordId) => ({ query: { RecordID: recordId } }),
  decodeInput: ({ query }): RecordId => query.RecordID,
  encodeOutput: (row: PatientListRow | null) => (row === null ? [] : [toWirePatientRow(row)]),
  decodeOutput: (rows) => (rows[0] === undefined ? null : patientRowOfWire(rows[0])),
});

export const recordScoringEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients/GetRecordScoring', summary: 'The demographics and payment year the engine scores a record with (for rescoring in the browser)',
  access: { permission: 'record.view' }, query: z.object({ RecordID: recordIdField }), response: WireRecordScoringSchema, audit: 'patients.read',
}), {
  encodeInput: (recordId: RecordId) => ({ query: { RecordID: recordId } }),
  decodeInput: ({ query }): RecordId => query.RecordID,
  encodeOutput: toWireRecordScoring,
  decodeOutput: fromWireRecordScoring,
});

/** Which patients the Pending RAF Validation Report covers: one doctor's or every one in reach, optionally one insurance's. */
type PendingRafFilter = Pick<EveryPatientFilter, 'doctorId'> & { readonly insuranceName: string | null };

export const pendingRafReportEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients/PendingRafReport', summary: 'Pending RAF Validation Report: active patients pending per semester, and combined',
  access: { permission: 'patients.view' }, query: ListQuerySchema, response: WirePendingRafReportSchema, audit: 'patients.pendingRafReport',
}), {
  encodeInput: (filter: PendingRafFilter) => ({ query: { doctorId: filter.doctorId ?? undefined, InsuranceName: filter.insuranceName ?? undefined } }),
  decodeInput: ({ query }): PendingRafFilter => ({ doctorId: query.doctorId ?? null, insuranceName: query.InsuranceName }),
  encodeOutput: toWirePendingRafReport,
  decodeOutput: (wire): PendingRafLists => ({
    firstSemester: wire.firstSemester.map(patientRowOfWire), secondSemester: wire.secondSemester.map(patientRowOfWire), combined: wire.combined.map(patientRowOfWire),
  }),
});

export const patientFormLookupsEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients/PatientsResolve', summary: 'What the patient form offers: active insurances, genders and insurance plans',
  access: { permission: 'patients.view' },
  response: z.object({ insurances: z.array(WireInsuranceSchema), genders: z.array(WireGenderOptionSchema), plans: z.array(WirePlanSchema) }),
}), {
  encodeInput: () => ({}),
  decodeInput: (): void => undefined,
  encodeOutput: (lookups: PatientFormLookups) => ({ insurances: lookups.insurances.map(toWireInsurance), genders: [...lookups.genders], plans: lookups.plans.map(toWirePlan) }),
  decodeOutput: (wire): PatientFormLookups => ({ insurances: wire.insurances.map(insuranceOfWire), genders: wire.genders, plans: wire.plans.map(planOfWire) }),
});

/** The calculators read only the plans, and take an answer without the genders. */
export const calculatorLookupsEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients/CalculatorResolve', summary: 'What the calculator form offers: genders and insurance plans',
  access: { permission: 'calculator.use' }, response: z.object({ genders: z.array(WireGenderOptionSchema), plans: z.array(WirePlanSchema) }),
}), {
  encodeInput: () => ({}),
  decodeInput: (): void => undefined,
  encodeOutput: (lookups: CalculatorLookups) => ({ genders: [...lookups.genders], plans: lookups.plans.map(toWirePlan) }),
  reply: z.object({ plans: z.array(WirePlanSchema) }),
  decodeOutput: (wire): readonly Plan[] => wire.plans.map(planOfWire),
});

const patientFields = formInput<PatientInput>(PATIENT_FORM_WIRE_NAMES);
/** The patient form as typed; the spec's callers also send the sex's label and an empty second email, which the server ignores. */
const patientFormJson = (form: FormDraft<PatientInput>) => {
  const sex = SexSchema.safeParse(form.sex);
  return { ...patientFields.encodeInput(form).json, sex: sex.success ? sexLabel(sex.data) : null, email2: null };
};

const savedPatient = unreadAnswer(toWirePatientRow);

/** A patient's form for the record it updates. */
export interface PatientUpdate {
  readonly recordId: RecordId;
  readonly form: FormDraft<PatientInput>;
}

export const createPatientEndpoint = coded(endpoint({
  method: 'POST', path: 'Patients', summary: 'Create a patient (document id exactly 11 characters) with its record for the payment year',
  access: { permission: 'patients.create' }, body: PatientFormBodySchema, response: WirePatientRowSchema, successStatus: 201, audit: 'patients.create',
}), {
  ...savedPatient,
  encodeInput: (form: FormDraft<PatientInput>) => ({ json: patientFormJson(form) }),
  decodeInput: patientFields.decodeInput,
});

export const updatePatientEndpoint = coded(endpoint({
  method: 'PUT', path: 'Patients/UpdatePatient', summary: 'Update the patient of a record (recordID in the body or the query) with the patient form',
  access: { permission: 'patients.edit' }, ...queryOrBody(UpdatePatientArgument), body: PatientFormBodySchema, response: WirePatientRowSchema, audit: 'patients.update',
}), {
  encodeInput: (update: PatientUpdate) => ({ query: { recordID: update.recordId }, json: patientFormJson(update.form) }),
  ...savedPatient,
  decodeInput: ({ args, body }): PatientUpdate => ({ recordId: args.recordID, form: patientFields.decodeInput({ body }) }),
});

export const setPatientStatusEndpoint = coded(endpoint({
  method: 'PUT', path: 'Patients/UpdatePatientStatus', summary: 'Activate or deactivate a patient (doctorId, documentID, statusValue)',
  access: { permission: 'patients.changeStatus' }, ...queryOrBody(PatientStatusArgument), successStatus: 204, audit: 'patients.setStatus',
}), {
  encodeInput: (change: PatientStatusChange) => ({ json: { doctorId: change.doctorId, documentID: change.documentId, statusValue: change.active } }),
  decodeInput: ({ args }): PatientStatusChange => ({ doctorId: args.doctorId ?? null, documentId: args.documentID, active: args.statusValue }),
  ...noAnswer,
});

/** A roster as the call carries it: the file's name and bytes (base64), which the server reads before the import. */
export interface RosterUpload extends Omit<RosterImportRequest, 'rows'> {
  readonly fileName: string;
  readonly contentBase64: string;
}

/** No screen imports a roster yet; its callers read the report as the wire spells it. */
export const importRosterEndpoint = coded(endpoint({
  method: 'POST', path: 'Patients/Upload', summary: 'Import a roster of patients (.csv or .xlsx, base64): every line checked and reported, all or nothing unless importValidRows',
  access: { permission: 'patients.create' }, body: RosterBodySchema, response: WireRosterReportSchema, audit: 'patients.upload',
}), {
  encodeInput: (upload: RosterUpload) => ({
    json: { fileName: upload.fileName, content: upload.contentBase64, doctorId: upload.doctorId ?? undefined, importValidRows: upload.importValidRows },
  }),
  decodeInput: ({ body }): RosterUpload => ({
    fileName: body.fileName, contentBase64: body.content, doctorId: body.doctorId ?? null, importValidRows: body.importValidRows ?? false,
  }),
  encodeOutput: toWireRosterReport,
  decodeOutput: (wire) => wire,
});
