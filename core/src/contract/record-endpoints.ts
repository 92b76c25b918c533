import { z } from 'zod';
import { BillingSemesterSchema, type BillingUpdate, type DiagnosticDeletion } from '../domain/record.js';
import { DiagnosisSourceSchema } from '../domain/record-diagnostic.js';
import type { RecordId, UndoId } from '../domain/ids.js';
import type { PageWindow } from '../ports/repositories/page.js';
import type { AddDiagnosesReport, AddDiagnosesRequest, RecordDiagnosticRequest } from '../usecases/records/add-diagnoses.js';
import type { AttachRequest } from '../usecases/records/attach-diagnoses.js';
import type { AutoBillingResult } from '../usecases/records/billing.js';
import type { RecordChange } from '../usecases/records/change-record.js';
import type { DeletedAll } from '../usecases/records/diagnostic-changes.js';
import { WireAddDiagnosticsResultSchema, WireRecordCardSchema, toWireAddDiagnosticsResult, toWireRecordCard } from '../wire/clinical-wire.js';
import { WireRecordDiagnosticSchema, recordDiagnosticOfWire, toWireRecordDiagnostic } from '../wire/diagnostic-wire.js';
import { codeListField, flagField, optionalDateField, optionalText, wholeNumberField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { InsertReplySchema, changeCardOf, insertReplyOf, type ChangeCard } from './change-reply.js';
import { coded } from './endpoint-codec.js';
import { queryOrBody, recordIdField } from './request-fields.js';
import { undoIdOf } from './undo-answer.js';

// A record's diagnostics: list, add (Fast Coding Search and one with details), attach, active flag, billing, Auto Billing, delete, Calculate RAF.

const code = z.string().trim().min(1).max(16);
// diagnosisSource (beyond the spec): where the codes were documented, for CMS's diagnosis-source rules.
const sourceField = DiagnosisSourceSchema.optional();

/** The arguments of the calls that take them from the query string or a JSON body (read by the server, any letter case). */
export const RecordArgument = z.object({ recordID: recordIdField });
export const DiagnosticStatusArgument = z.object({ recordID: recordIdField, diagnosticID: code, statusValue: flagField });
export const DiagnosticDeletionArgument = z.object({ RecordId: recordIdField, DiagnosticId: code, ServiceDate: optionalDateField, Queue: optionalText(50) });
export const DeleteAllDiagnosticsArgument = z.object({ RecordId: recordIdField });

const BillingBody = z.object({ recordID: recordIdField, diagnosticID: codeListField, billing: flagField, billingSemester: wholeNumberField.pipe(BillingSemesterSchema) });
export const WireBilledSchema = WireRecordCardSchema.extend({ billingSemester: z.number().int(), diagnosticID: z.array(z.string()) });
export const WireDeletedSchema = WireRecordCardSchema.extend({ deleted: z.number().int(), undoId: z.number().int().nullable() });
export const WireDeletedOneSchema = WireRecordCardSchema.extend({ undoId: z.number().int() });
export const WireAttachedSchema = WireRecordCardSchema.extend({ attached: z.array(z.string()) });

/** A page of one record's rows. */
export interface RecordPage {
  readonly recordId: RecordId;
  readonly window: PageWindow;
}

/** The query of a paged list of one record's rows, and how a page of it is asked for. */
export const RecordPageQuerySchema = z.object({ RecordID: recordIdField });
export const recordPageInput = {
  encodeInput: (input: RecordPage) => ({ query: { RecordID: input.recordId, ...input.window } }),
  decodeInput: ({ query, page }: { readonly query: z.output<typeof RecordPageQuerySchema>; readonly page: PageWindow }): RecordPage => ({ recordId: query.RecordID, window: page }),
};

export const recordDiagnosticsEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients/GetRecordDiagnostics', summary: 'A page of a record\'s diagnostics by code then service date (default 1000 rows)',
  access: { permission: 'record.view' }, paged: { defaultPageSize: 1000 }, query: RecordPageQuerySchema, response: WireRecordDiagnosticSchema,
  audit: 'record.diagnostics.list',
}), {
  ...recordPageInput,
  encodeOutput: toWireRecordDiagnostic,
  decodeOutput: recordDiagnosticOfWire,
});

/**
 * The one body of Fast Coding Search's Insert. `optimizerFlag` may be left out and then reads as false: the spec lists
 * it among the fields but only MAG roles see the Optimizer, and callers without it have always been answered (docs/decisions.md).
 */
export const addDiagnosticsEndpoint = coded(endpoint({
  method: 'POST', path: 'Patients/AddDiagnostics', summary: 'Fast Coding Search Insert: add codes (comma list) to a record; unknown codes and Optimizer drops are reported',
  access: { permission: 'record.addDiagnostics' }, response: WireAddDiagnosticsResultSchema, audit: 'record.diagnostics.add',
  body: z.object({ recordID: recordIdField, diagnostics: codeListField, optimizerFlag: flagField.optional(), diagnosisSource: sourceField }),
}), {
  encodeInput: (request: AddDiagnosesRequest) => ({
    json: { recordID: request.recordId, diagnostics: request.codes.join(','), optimizerFlag: request.optimize, diagnosisSource: request.source },
  }),
  decodeInput: ({ body }): AddDiagnosesRequest => ({
    recordId: body.recordID, codes: body.diagnostics, optimize: body.optimizerFlag ?? false, ...(body.diagnosisSource ? { source: body.diagnosisSource } : {}),
  }),
  encodeOutput: (change: RecordChange<AddDiagnosesReport>, request) => toWireAddDiagnosticsResult(request.recordId, change),
  reply: InsertReplySchema,
  decodeOutput: insertReplyOf,
});

export const addRecordDiagnosticEndpoint = coded(endpoint({
  method: 'POST', path: 'Diagnostics', summary: 'Add one diagnostic to a record with its service date, queue, provider, specialty and documentation',
  access: { permission: 'record.addDiagnostics' }, response: WireAddDiagnosticsResultSchema, successStatus: 201, audit: 'record.diagnostics.add',
  body: z.object({
    recordID: recordIdField, diagnosticId: code, serviceDate: optionalDateField, queue: optionalText(50), provider: optionalText(250),
    specialty: optionalText(250), documentation: optionalText(4000), diagnosisSource: sourceField,
  }),
}), {
  // A field the caller has no value for is left out of the body (JSON drops undefined), as the spec's callers do.
  encodeInput: (request: RecordDiagnosticRequest) => ({
    json: {
      recordID: request.recordId, diagnosticId: request.code, serviceDate: request.serviceDate ?? undefined, queue: request.queue ?? undefined,
      provider: request.provider ?? undefined, specialty: request.specialty ?? undefined, documentation: request.documentation ?? undefined,
      diagnosisSource: request.source,
    },
  }),
  decodeInput: ({ body }): RecordDiagnosticRequest => ({
    recordId: body.recordID, code: body.diagnosticId, serviceDate: body.serviceDate, queue: body.queue, provider: body.provider,
    specialty: body.specialty, documentation: body.documentation, ...(body.diagnosisSource ? { source: body.diagnosisSource } : {}),
  }),
  encodeOutput: (change: RecordChange<AddDiagnosesReport>, request) => toWireAddDiagnosticsResult(request.recordId, change),
  reply: InsertReplySchema,
  decodeOutput: insertReplyOf,
});

/** The selection attached to the encounter in progress; the records view attaches without a date or specialty. */
export const attachDiagnosticsEndpoint = coded(endpoint({
  method: 'POST', path: 'Diagnostics/TempDiagnostics', summary: 'Attach up to 12 of a record\'s active diagnostics to the encounter in progress (replaces the selection)',
  access: { permission: 'record.createSmartPn' }, response: WireAttachedSchema, audit: 'record.diagnostics.attach',
  body: z.object({ recordID: recordIdField, diagnostics: codeListField, serviceDate: optionalDateField, specialty: optionalText(250) }),
}), {
  encodeInput: (request: AttachRequest) => ({
    json: { recordID: request.recordId, diagnostics: request.codes.join(','), serviceDate: request.serviceDate ?? undefined, specialty: request.specialty ?? undefined },
  }),
  decodeInput: ({ body }): AttachRequest => ({ recordId: body.recordID, codes: body.diagnostics, serviceDate: body.serviceDate, specialty: body.specialty }),
  encodeOutput: (change: RecordChange<readonly string[]>) => ({ ...toWireRecordCard(change.card), attached: [...change.value] }),
  reply: z.unknown(),
  decodeOutput: changeCardOf,
});

/** A diagnostic of a record set active or inactive. */
export interface DiagnosticActivation {
  readonly recordId: RecordId;
  readonly code: string;
  readonly active: boolean;
}

/** A change answered with the record's card only; the web app reads what card it finds (see change-reply). */
/** A delete's answer as the web app reads it: the card when it carries one, and the undo's id when it offers one. */
export function deletionReplyOf(body: unknown): { readonly card: ChangeCard; readonly undoId: UndoId | null } {
  return { card: changeCardOf(body), undoId: undoIdOf(body) };
}

const cardAnswer = { encodeOutput: (change: RecordChange<unknown>) => toWireRecordCard(change.card), reply: z.unknown(), decodeOutput: changeCardOf };

export const setDiagnosticActiveEndpoint = coded(endpoint({
  method: 'PUT', path: 'Patients/UpdateRecordDiagnosticStatus', summary: 'Set a record\'s diagnostic active or inactive (recordID, diagnosticID, statusValue)',
  access: { permission: 'record.toggleDiagnosticActive' }, ...queryOrBody(DiagnosticStatusArgument), response: WireRecordCardSchema,
  audit: 'record.diagnostics.setActive',
}), {
  ...cardAnswer,
  encodeInput: (change: DiagnosticActivation) => ({ json: { recordID: change.recordId, diagnosticID: change.code, statusValue: change.active } }),
  decodeInput: ({ args }): DiagnosticActivation => ({ recordId: args.recordID, code: args.diagnosticID, active: args.statusValue }),
});

/** Both billing calls answer alike: the body's code list holds one code or several (spec: the list for Auto Billing). */
const billingCodec = {
  encodeInput: (update: BillingUpdate) => ({
    json: { recordID: update.recordId, diagnosticID: update.codes.join(','), billing: update.billed, billingSemester: update.semester },
  }),
  decodeInput: ({ body }: { readonly body: z.output<typeof BillingBody> }): BillingUpdate => ({
    recordId: body.recordID, codes: body.diagnosticID, billed: body.billing, semester: body.billingSemester,
  }),
  encodeOutput: (change: RecordChange<unknown>, update: BillingUpdate) => ({ ...toWireRecordCard(change.card), billingSemester: update.semester, diagnosticID: [...update.codes] }),
  reply: z.unknown(),
  decodeOutput: changeCardOf,
};

export const updateBillingEndpoint = coded(endpoint({
  method: 'PUT', path: 'Patients/UpdateBillingSemester', summary: 'Bill (or unbill) a diagnostic of a record in semester 1 or 2',
  access: { permission: 'record.toggleBilling' }, body: BillingBody, response: WireBilledSchema, audit: 'record.billing',
}), billingCodec);

export const updateBillingListEndpoint = coded(endpoint({
  method: 'PUT', path: 'Patients/UpdateBillingSemesterList', summary: 'Bill (or unbill) several diagnostics of a record (comma list) in semester 1 or 2, all or none',
  access: { permission: 'record.toggleBilling' }, body: BillingBody, response: WireBilledSchema, audit: 'record.billing',
}), billingCodec);

export const autoBillingEndpoint = coded(endpoint({
  method: 'POST', path: 'Patients/AutoBilling', summary: 'Auto Billing (MAG roles): bill every active diagnostic of the record not yet billed in the current semester',
  access: { permission: 'record.autoBilling' }, ...queryOrBody(RecordArgument), response: WireBilledSchema, audit: 'record.autoBilling',
}), {
  encodeInput: (recordId: RecordId) => ({ json: { recordID: recordId } }),
  decodeInput: ({ args }): RecordId => args.recordID,
  encodeOutput: (change: RecordChange<AutoBillingResult>) => ({ ...toWireRecordCard(change.card), billingSemester: change.value.semester, diagnosticID: [...change.value.codes] }),
  reply: z.unknown(),
  decodeOutput: changeCardOf,
});

/** The records view sends the record in the query and the body alike, as the spec's callers do. */
export const calculateMasterRafEndpoint = coded(endpoint({
  method: 'POST', path: 'Patients/CalculateMasterRaf', summary: 'Calculate RAF: score the record with the engine and store its figures',
  access: { permission: 'record.calculateRaf' }, ...queryOrBody(RecordArgument), response: WireRecordCardSchema, audit: 'record.calculateRaf',
}), {
  ...cardAnswer,
  encodeInput: (recordId: RecordId) => ({ query: { recordID: recordId }, json: { recordID: recordId } }),
  decodeInput: ({ args }): RecordId => args.recordID,
});

export const deleteDiagnosticEndpoint = coded(endpoint({
  method: 'DELETE', path: 'Diagnostics/DeleteDiagnostic', summary: 'Delete one diagnostic of a record (RecordId, DiagnosticId, ServiceDate, Queue)',
  access: { permission: 'record.deleteDiagnostic' }, ...queryOrBody(DiagnosticDeletionArgument), response: WireDeletedOneSchema, audit: 'record.diagnostics.delete',
}), {
  encodeOutput: (change: RecordChange<UndoId>) => ({ ...toWireRecordCard(change.card), undoId: change.value }),
  reply: z.unknown(),
  decodeOutput: deletionReplyOf,
  encodeInput: (deletion: DiagnosticDeletion) => ({
    query: { RecordId: deletion.recordId, DiagnosticId: deletion.code, ServiceDate: deletion.serviceDate, Queue: deletion.queue },
  }),
  decodeInput: ({ args }): DiagnosticDeletion => ({ recordId: args.RecordId, code: args.DiagnosticId, serviceDate: args.ServiceDate, queue: args.Queue }),
});

export const deleteAllDiagnosticsEndpoint = coded(endpoint({
  method: 'DELETE', path: 'Diagnostics/deleteAllDiagnostics', summary: 'Delete every diagnostic of a record (MAG roles)',
  access: { permission: 'record.deleteAllDiagnostics' }, ...queryOrBody(DeleteAllDiagnosticsArgument), response: WireDeletedSchema, audit: 'record.diagnostics.deleteAll',
}), {
  encodeInput: (recordId: RecordId) => ({ query: { RecordId: recordId } }),
  decodeInput: ({ args }): RecordId => args.RecordId,
  encodeOutput: (change: RecordChange<DeletedAll>) => ({ ...toWireRecordCard(change.card), deleted: change.value.deleted, undoId: change.value.undoId }),
  reply: z.unknown(),
  decodeOutput: deletionReplyOf,
});
