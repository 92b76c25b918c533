import {
  addDiagnoses, addRecordDiagnostic, attachDiagnoses, autoBilling, calculateMasterRaf, deleteAllDiagnostics, deleteDiagnostic, recordDiagnostics, setDiagnosticActive, toWireRecordDiagnostic, updateBilling, BillingSemesterSchema, DiagnosisSourceSchema, WireRecordDiagnosticSchema, codeListField, wholeNumberField, flagField, optionalDateField, optionalText, type AppPorts, type RecordChange,
} from '@rafdesk/core';
import { z } from 'zod';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import { pageOf } from '../api/page-of.js';
import { fromQueryOrBody, looseObject } from '../api/query-or-body.js';
import { toApiError } from '../api/to-api-error.js';
import { idArgument, recordIdField } from './request-fields.js';
import { toWireAddDiagnosticsResult, toWireRecordCard, WireAddDiagnosticsResultSchema, WireRecordCardSchema } from './clinical-wire.js';

const code = z.string().trim().min(1).max(16);

// diagnosisSource (beyond the spec): where the codes were documented, for CMS's diagnosis-source rules.
const sourceField = DiagnosisSourceSchema.optional();
const AddDiagnosticsBody = z.object({ recordID: recordIdField, diagnostics: codeListField, optimizerFlag: flagField.optional(), diagnosisSource: sourceField });
const RecordDiagnosticBody = z.object({
  recordID: recordIdField, diagnosticId: code, serviceDate: optionalDateField, queue: optionalText(50), provider: optionalText(250),
  specialty: optionalText(250), documentation: optionalText(4000), diagnosisSource: sourceField,
});
const AttachBody = z.object({ recordID: recordIdField, diagnostics: codeListField, serviceDate: optionalDateField, specialty: optionalText(250) });
const BillingBody = z.object({ recordID: recordIdField, diagnosticID: codeListField, billing: flagField, billingSemester: wholeNumberField.pipe(BillingSemesterSchema) });
const RecordArgument = z.object({ recordID: recordIdField });
const StatusArgument = z.object({ recordID: recordIdField, diagnosticID: code, statusValue: flagField });
const DeletionArgument = z.object({ RecordId: recordIdField, DiagnosticId: code, ServiceDate: optionalDateField, Queue: optionalText(50) });
const DeleteAllArgument = z.object({ RecordId: recordIdField });

const card = (change: RecordChange<unknown>) => toWireRecordCard(change.card);
const BilledSchema = WireRecordCardSchema.extend({ billingSemester: z.number().int(), diagnosticID: z.array(z.string()) });
const DeletedSchema = WireRecordCardSchema.extend({ deleted: z.number().int() });
const AttachedSchema = WireRecordCardSchema.extend({ attached: z.array(z.string()) });
const recordOf = (input: { query: unknown; body: unknown }) => idArgument('recordID', input.query, input.body);

/** A record's diagnostics: list, add (Fast Coding Search and one with details), attach, active flag, billing, Auto Billing, delete, Calculate RAF. */
export function recordRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    definePagedRoute({
      method: 'GET', path: 'Patients/GetRecordDiagnostics', summary: 'A page of a record\'s diagnostics by code then service date (default 1000 rows)',
      access: { permission: 'record.view' }, defaultPageSize: 1000, query: z.object({ RecordID: recordIdField }), response: WireRecordDiagnosticSchema,
      audit: { action: 'record.diagnostics.list', recordId: (input) => input.query.RecordID },
      handler: ({ user, query, page }) => recordDiagnostics(ports, user, query.RecordID, page).map((result) => pageOf(result, toWireRecordDiagnostic))
        .mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Patients/AddDiagnostics', summary: 'Fast Coding Search Insert: add codes (comma list) to a record; unknown codes and Optimizer drops are reported',
      access: { permission: 'record.addDiagnostics' }, body: AddDiagnosticsBody, response: WireAddDiagnosticsResultSchema,
      audit: { action: 'record.diagnostics.add', recordId: (input) => input.body.recordID },
      handler: ({ user, body }) => addDiagnoses(ports, user, {
        recordId: body.recordID, codes: body.diagnostics, optimize: body.optimizerFlag ?? false, ...(body.diagnosisSource ? { source: body.diagnosisSource } : {}),
      })
        .map((change) => toWireAddDiagnosticsResult(body.recordID, change)).mapErr((error) => toApiError(error, undefined, 'diagnostics')),
    }),
    defineRoute({
      method: 'POST', path: 'Diagnostics', summary: 'Add one diagnostic to a record with its service date, queue, provider, specialty and documentation',
      access: { permission: 'record.addDiagnostics' }, body: RecordDiagnosticBody, response: WireAddDiagnosticsResultSchema, successStatus: 201,
      audit: { action: 'record.diagnostics.add', recordId: (input) => input.body.recordID },
      handler: ({ user, body }) => addRecordDiagnostic(ports, user, {
        recordId: body.recordID, code: body.diagnosticId, serviceDate: body.serviceDate, queue: body.queue, provider: body.provider,
        specialty: body.specialty, documentation: body.documentation, ...(body.diagnosisSource ? { source: body.diagnosisSource } : {}),
      }).map((change) => toWireAddDiagnosticsResult(body.recordID, change)).mapErr((error) => toApiError(error, undefined, 'diagnosticId')),
    }),
    defineRoute({
      method: 'POST', path: 'Diagnostics/TempDiagnostics', summary: 'Attach up to 12 of a record\'s active diagnostics to the encounter in progress (replaces the selection)',
      access: { permission: 'record.createSmartPn' }, body: AttachBody, response: AttachedSchema,
      audit: { action: 'record.diagnostics.attach', recordId: (input) => input.body.recordID },
      handler: ({ user, body }) => attachDiagnoses(ports, user, { recordId: body.recordID, codes: body.diagnostics, serviceDate: body.serviceDate, specialty: body.specialty })
        .map((change) => ({ ...card(change), attached: [...change.value] })).mapErr((error) => toApiError(error, undefined, 'diagnostics')),
    }),
    defineRoute({
      method: 'PUT', path: 'Patients/UpdateRecordDiagnosticStatus', summary: 'Set a record\'s diagnostic active or inactive (recordID, diagnosticID, statusValue)',
      access: { permission: 'record.toggleDiagnosticActive' }, query: looseObject, body: looseObject.optional(), response: WireRecordCardSchema,
      audit: { action: 'record.diagnostics.setActive', recordId: recordOf },
      handler: ({ user, query, body }) => fromQueryOrBody(StatusArgument, query, body).asyncAndThen((argument) =>
        setDiagnosticActive(ports, user, { recordId: argument.recordID, code: argument.diagnosticID, active: argument.statusValue })
          .map(card).mapErr((error) => toApiError(error))),
    }),
    defineRoute({
      method: 'PUT', path: 'Patients/UpdateBillingSemester', summary: 'Bill (or unbill) a diagnostic of a record in semester 1 or 2',
      access: { permission: 'record.toggleBilling' }, body: BillingBody, response: BilledSchema,
      audit: { action: 'record.billing', recordId: (input) => input.body.recordID },
      handler: ({ user, body }) => updateBilling(ports, user, { recordId: body.recordID, codes: body.diagnosticID, billed: body.billing, semester: body.billingSemester })
        .map((change) => ({ ...card(change), billingSemester: body.billingSemester, diagnosticID: body.diagnosticID })).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'PUT', path: 'Patients/UpdateBillingSemesterList', summary: 'Bill (or unbill) several diagnostics of a record (comma list) in semester 1 or 2, all or none',
      access: { permission: 'record.toggleBilling' }, body: BillingBody, response: BilledSchema,
      audit: { action: 'record.billing', recordId: (input) => input.body.recordID },
      handler: ({ user, body }) => updateBilling(ports, user, { recordId: body.recordID, codes: body.diagnosticID, billed: body.billing, semester: body.billingSemester })
        .map((change) => ({ ...card(change), billingSemester: body.billingSemester, diagnosticID: body.diagnosticID })).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Patients/AutoBilling', summary: 'Auto Billing (MAG roles): bill every active diagnostic of the record not yet billed in the current semester',
      access: { permission: 'record.autoBilling' }, query: looseObject, body: looseObject.optional(), response: BilledSchema,
      audit: { action: 'record.autoBilling', recordId: recordOf },
      handler: ({ user, query, body }) => fromQueryOrBody(RecordArgument, query, body).asyncAndThen((argument) =>
        autoBilling(ports, user, argument.recordID)
          .map((change) => ({ ...card(change), billingSemester: change.value.semester, diagnosticID: [...change.value.codes] })).mapErr((error) => toApiError(error))),
    }),
    defineRoute({
      method: 'POST', path: 'Patients/CalculateMasterRaf', summary: 'Calculate RAF: score the record with the engine and store its figures',
      access: { permission: 'record.calculateRaf' }, query: looseObject, body: looseObject.optional(), response: WireRecordCardSchema,
      audit: { action: 'record.calculateRaf', recordId: recordOf },
      handler: ({ user, query, body }) => fromQueryOrBody(RecordArgument, query, body).asyncAndThen((argument) =>
        calculateMasterRaf(ports, user, argument.recordID).map(card).mapErr((error) => toApiError(error))),
    }),
    defineRoute({
      method: 'DELETE', path: 'Diagnostics/DeleteDiagnostic', summary: 'Delete one diagnostic of a record (RecordId, DiagnosticId, ServiceDate, Queue)',
      access: { permission: 'record.deleteDiagnostic' }, query: looseObject, body: looseObject.optional(), response: WireRecordCardSchema,
      audit: { action: 'record.diagnostics.delete', recordId: (input) => idArgument('RecordId', input.query, input.body) },
      handler: ({ user, query, body }) => fromQueryOrBody(DeletionArgument, query, body).asyncAndThen((argument) =>
        deleteDiagnostic(ports, user, { recordId: argument.RecordId, code: argument.DiagnosticId, serviceDate: argument.ServiceDate, queue: argument.Queue })
          .map(card).mapErr((error) => toApiError(error, undefined, 'DiagnosticId'))),
    }),
    defineRoute({
      method: 'DELETE', path: 'Diagnostics/deleteAllDiagnostics', summary: 'Delete every diagnostic of a record (MAG roles)',
      access: { permission: 'record.deleteAllDiagnostics' }, query: looseObject, body: looseObject.optional(), response: DeletedSchema,
      audit: { action: 'record.diagnostics.deleteAll', recordId: (input) => idArgument('RecordId', input.query, input.body) },
      handler: ({ user, query, body }) => fromQueryOrBody(DeleteAllArgument, query, body).asyncAndThen((argument) =>
        deleteAllDiagnostics(ports, user, argument.RecordId).map((change) => ({ ...card(change), deleted: change.value })).mapErr((error) => toApiError(error))),
    }),
  ];
}
