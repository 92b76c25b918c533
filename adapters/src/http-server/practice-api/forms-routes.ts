import {
  cptCodes, formsResolve, fromWireVisitOption, listProgressNotes, pnInformation, saveVisitOptions, toWirePnInfo, toWireVisitOption, visitOptionsFor, WirePnInfoSchema, WireVisitOptionSchema, idField, optionalIdField, searchField, sexField, type RecordId, type VisitOption, type WireFormatError, WireProgressNoteSummarySchema,
} from '@rafdesk/core';
import { Result } from 'neverthrow';
import { z } from 'zod';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import { pageOf } from '../api/page-of.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { doctorIdOf } from './query-fields.js';
import { toWireCptCode, toWireFormsResolve, toWireProgressNoteSummary, WireCptCodeSchema, WireFormsResolveSchema } from './smart-pn-wire.js';
import { toApiError } from '../api/to-api-error.js';

/** POST Forms and PUT Forms/UpdateForm take one visit option or a list of them. */
const VisitOptionsBodySchema = z.union([z.array(z.record(z.string(), z.unknown())).min(1).max(2000), z.record(z.string(), z.unknown())]);

function visitOptionsOf(body: z.output<typeof VisitOptionsBodySchema>): Result<VisitOption[], WireFormatError> {
  return Result.combine((Array.isArray(body) ? body : [body]).map((item) => fromWireVisitOption(item)));
}

const NoteListQuerySchema = z.object({ SearchQuery: searchField, doctorId: optionalIdField });

/** The questionnaire (editor and wizard), the CPT list, the PN Information tab and the doctor-wide note lists. */
export function formsRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET', path: 'Forms/FormsResolve', summary: 'The questionnaire editor: every visit option by group and id, and the CPT list',
      access: { permission: 'forms.manage' }, response: WireFormsResolveSchema,
      handler: () => formsResolve(ports).map(toWireFormsResolve).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Forms', summary: 'Add visit options (one or a list) to the Smart PN questionnaire; their ids must be new',
      access: { permission: 'forms.manage' }, body: VisitOptionsBodySchema, response: z.array(WireVisitOptionSchema), successStatus: 201,
      handler: ({ body }) => visitOptionsOf(body).asyncAndThen((options) => saveVisitOptions(ports, options, 'create'))
        .map((saved) => saved.map(toWireVisitOption)).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'PUT', path: 'Forms/UpdateForm', summary: 'Change visit options (one or a list) of the Smart PN questionnaire; their ids must exist',
      access: { permission: 'forms.manage' }, body: VisitOptionsBodySchema, response: z.array(WireVisitOptionSchema),
      handler: ({ body }) => visitOptionsOf(body).asyncAndThen((options) => saveVisitOptions(ports, options, 'update'))
        .map((saved) => saved.map(toWireVisitOption)).mapErr((error) => toApiError(error)),
    }),
    definePagedRoute({
      method: 'GET', path: 'Forms/GetAll', summary: "Submitted progress notes of a doctor's patients, newest first; the search matches the patient's name",
      access: { permission: 'progressNotes.listAcrossRecords' }, query: NoteListQuerySchema, response: WireProgressNoteSummarySchema, audit: { action: 'progressNotes.list' },
      handler: ({ user, query, page }) => listProgressNotes(ports, user, { doctorId: doctorIdOf(query.doctorId), window: page, searchQuery: query.SearchQuery })
        .map((notes) => pageOf(notes, toWireProgressNoteSummary)).mapErr((error) => toApiError(error)),
    }),
    definePagedRoute({
      method: 'GET', path: 'Forms/GetHomeForms', summary: 'The dashboard list of submitted progress notes, newest first',
      access: { permission: 'progressNotes.listAcrossRecords' }, defaultPageSize: 1000, query: NoteListQuerySchema.pick({ doctorId: true }),
      response: WireProgressNoteSummarySchema, audit: { action: 'progressNotes.list' },
      handler: ({ user, query, page }) => listProgressNotes(ports, user, { doctorId: doctorIdOf(query.doctorId), window: page, searchQuery: null })
        .map((notes) => pageOf(notes, toWireProgressNoteSummary)).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Forms/GetPNInformation', summary: "The provider and patient blocks of a new progress note for a record",
      access: { permission: 'record.createSmartPn' }, query: z.object({ recordID: idField }), response: WirePnInfoSchema,
      audit: { action: 'progressNotes.readInformation', recordId: ({ query }) => query.recordID },
      handler: ({ user, query }) => pnInformation(ports, user, query.recordID as RecordId).map(toWirePnInfo).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Forms/GetVisitOptions', summary: "The questionnaire for a patient's gender, in that gender's order (m_ORDER or f_ORDER)",
      access: { permission: 'record.createSmartPn' }, query: z.object({ gender: sexField }), response: z.array(WireVisitOptionSchema),
      handler: ({ query }) => visitOptionsFor(ports, query.gender).map((options) => options.map(toWireVisitOption)).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Forms/GetCPT', summary: 'The CPT choices of a progress note (id 660 is "other")',
      access: { permission: 'record.createSmartPn' }, response: z.array(WireCptCodeSchema),
      handler: () => cptCodes(ports).map((codes) => codes.map(toWireCptCode)).mapErr((error) => toApiError(error)),
    }),
  ];
}
