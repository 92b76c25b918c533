import {
  calculatorLookups, createPatient, draftFromWire, importRoster, listAllPatients, listPatients, patientFormLookups, pendingRafPatients, recordPatient, recordScoring, toWireRecordScoring, WireRecordScoringSchema, setPatientStatus, toWireInsurance, toWirePatientRow, toWirePlan, updatePatient, PATIENT_FORM_WIRE_NAMES, WireGenderOptionSchema, WireInsuranceSchema, WirePatientRowSchema, WirePlanSchema, flagField, searchField, sortFields, sortOf, PATIENT_SORT_FIELDS, type AppPorts, type DoctorId, type WirePatientRow,
} from '@rafdesk/core';
import { err } from 'neverthrow';
import { z } from 'zod';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import { pageOf } from '../api/page-of.js';
import { fromQueryOrBody, looseObject } from '../api/query-or-body.js';
import { readRosterFile } from './roster-file.js';
import { idArgument, optionalDoctorIdField, recordIdField, wireFormBody } from './request-fields.js';
import { toApiError } from '../api/to-api-error.js';
import { toWirePendingRafReport, toWireRosterReport, WirePendingRafReportSchema, WireRosterReportSchema } from './clinical-wire.js';

const ListQuerySchema = z.object({ SearchQuery: searchField, InsuranceName: searchField, doctorId: optionalDoctorIdField, Status: flagField.optional() });
const PagedListQuerySchema = ListQuerySchema.extend(sortFields(PATIENT_SORT_FIELDS));
const PatientFormBodySchema = wireFormBody(PATIENT_FORM_WIRE_NAMES);
/** A roster arrives as JSON: the file's name and its bytes in base64 (about 7.5 MB of file at most). */
const ROSTER_BODY_LIMIT = 10 * 1024 * 1024;
const RosterBodySchema = z.object({
  fileName: z.string().min(1).max(255),
  content: z.base64().max(ROSTER_BODY_LIMIT),
  doctorId: optionalDoctorIdField,
  importValidRows: flagField.optional(),
});

const patientRows = z.array(WirePatientRowSchema);
const RecordIdArgumentSchema = z.object({ recordID: recordIdField });

/** The Patients calls of spec 02 §7 (lists, one record's patient, the form, status, roster, lookups, pending report). */
export function patientRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET', path: 'Patients/GetPatientListAll', summary: 'Every patient in the caller\'s scope (optional Status, doctorId)',
      access: { permission: 'patients.view' }, query: ListQuerySchema, response: patientRows, audit: { action: 'patients.listAll' },
      handler: ({ user, query }) => listAllPatients(ports, user, { doctorId: query.doctorId ?? null, active: query.Status ?? null, insuranceName: query.InsuranceName })
        .map((rows) => rows.map(toWirePatientRow)).mapErr((error) => toApiError(error)),
    }),
    definePagedRoute({
      method: 'GET', path: 'Patients', summary: 'A page of patients: search by name or contract number (Admin, InsuranceStaff also NPI and doctor name), insurance filter',
      access: { permission: 'patients.view' }, query: PagedListQuerySchema, response: WirePatientRowSchema, audit: { action: 'patients.list' },
      handler: ({ user, query, page }) => listPatients(ports, user, {
        window: page, searchQuery: query.SearchQuery, doctorId: query.doctorId ?? null, insuranceName: query.InsuranceName, active: query.Status ?? null, sort: sortOf(query),
      }).map((result) => pageOf(result, toWirePatientRow)).mapErr((error) => toApiError(error)),
    }),
    definePagedRoute({
      method: 'GET', path: 'Patients/GetPatientList', summary: 'A page of patients (My Patients): search by name or contract number, Staff\'s doctorId checked',
      access: { permission: 'patients.view' }, query: PagedListQuerySchema, response: WirePatientRowSchema, audit: { action: 'patients.list' },
      handler: ({ user, query, page }) => listPatients(ports, user, {
        window: page, searchQuery: query.SearchQuery, doctorId: query.doctorId ?? null, insuranceName: null, active: query.Status ?? null, sort: sortOf(query),
      }).map((result) => pageOf(result, toWirePatientRow)).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Patients/GetByRecord', summary: 'The patient of a record with its RAF card and notes, as a one-item list',
      access: { permission: 'record.view' }, query: z.object({ RecordID: recordIdField }), response: patientRows,
      audit: { action: 'patients.read', recordId: (input) => input.query.RecordID },
      handler: ({ user, query }) => recordPatient(ports, user, query.RecordID).map((row) => [toWirePatientRow(row)]).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Patients/GetRecordScoring', summary: 'The demographics and payment year the engine scores a record with (for rescoring in the browser)',
      access: { permission: 'record.view' }, query: z.object({ RecordID: recordIdField }), response: WireRecordScoringSchema,
      audit: { action: 'patients.read', recordId: (input) => input.query.RecordID },
      handler: ({ user, query }) => recordScoring(ports, user, query.RecordID).map(toWireRecordScoring).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Patients/PendingRafReport', summary: 'Pending RAF Validation Report: active patients pending per semester, and combined',
      access: { permission: 'patients.view' }, query: ListQuerySchema, response: WirePendingRafReportSchema, audit: { action: 'patients.pendingRafReport' },
      handler: ({ user, query }) => pendingRafPatients(ports, user, { doctorId: query.doctorId ?? null, insuranceName: query.InsuranceName })
        .map(toWirePendingRafReport).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Patients/PatientsResolve', summary: 'What the patient form offers: active insurances, genders and insurance plans',
      access: { permission: 'patients.view' },
      response: z.object({ insurances: z.array(WireInsuranceSchema), genders: z.array(WireGenderOptionSchema), plans: z.array(WirePlanSchema) }),
      handler: () => patientFormLookups(ports).map((lookups) => ({
        insurances: lookups.insurances.map(toWireInsurance), genders: [...lookups.genders], plans: lookups.plans.map(toWirePlan),
      })).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Patients/CalculatorResolve', summary: 'What the calculator form offers: genders and insurance plans',
      access: { permission: 'calculator.use' }, response: z.object({ genders: z.array(WireGenderOptionSchema), plans: z.array(WirePlanSchema) }),
      handler: () => calculatorLookups(ports).map((lookups) => ({ genders: [...lookups.genders], plans: lookups.plans.map(toWirePlan) }))
        .mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Patients', summary: 'Create a patient (document id exactly 11 characters) with its record for the payment year',
      access: { permission: 'patients.create' }, body: PatientFormBodySchema, response: WirePatientRowSchema, successStatus: 201,
      audit: { action: 'patients.create', recordId: (_input: unknown, value: WirePatientRow | undefined) => value?.recordID },
      handler: ({ user, body }) => createPatient(ports, user, draftFromWire(body, PATIENT_FORM_WIRE_NAMES))
        .map(toWirePatientRow).mapErr((error) => toApiError(error, PATIENT_FORM_WIRE_NAMES)),
    }),
    defineRoute({
      method: 'PUT', path: 'Patients/UpdatePatient', summary: 'Update the patient of a record (recordID in the body or the query) with the patient form',
      access: { permission: 'patients.edit' }, query: looseObject, body: PatientFormBodySchema, response: WirePatientRowSchema,
      audit: { action: 'patients.update', recordId: (input) => idArgument('recordID', input.query, input.body) },
      handler: ({ user, query, body }) => fromQueryOrBody(RecordIdArgumentSchema, query, body).asyncAndThen((argument) =>
        updatePatient(ports, user, argument.recordID, draftFromWire(body, PATIENT_FORM_WIRE_NAMES))
          .map(toWirePatientRow).mapErr((error) => toApiError(error, PATIENT_FORM_WIRE_NAMES))),
    }),
    defineRoute({
      method: 'PUT', path: 'Patients/UpdatePatientStatus', summary: 'Activate or deactivate a patient (doctorId, documentID, statusValue)',
      access: { permission: 'patients.changeStatus' }, query: looseObject, body: looseObject.optional(), successStatus: 204,
      audit: { action: 'patients.setStatus' },
      handler: ({ user, query, body }) => fromQueryOrBody(z.object({ doctorId: optionalDoctorIdField, documentID: z.string().min(1).max(20), statusValue: flagField }), query, body)
        .asyncAndThen((change) => setPatientStatus(ports, user, { doctorId: (change.doctorId ?? null) as DoctorId | null, documentId: change.documentID, active: change.statusValue })
          .mapErr((error) => toApiError(error))),
    }),
    defineRoute({
      method: 'POST', path: 'Patients/Upload', summary: 'Import a roster of patients (.csv or .xlsx, base64): every line checked and reported, all or nothing unless importValidRows',
      access: { permission: 'patients.create' }, body: RosterBodySchema, bodyLimitBytes: ROSTER_BODY_LIMIT + 64 * 1024, response: WireRosterReportSchema,
      audit: { action: 'patients.upload' },
      handler: async ({ user, body }) => {
        const rows = await readRosterFile(body.fileName, Buffer.from(body.content, 'base64'));
        if (rows.isErr()) return err(rows.error);
        return importRoster(ports, user, { rows: rows.value, doctorId: body.doctorId ?? null, importValidRows: body.importValidRows ?? false })
          .map(toWireRosterReport).mapErr((error) => toApiError(error));
      },
    }),
  ];
}
