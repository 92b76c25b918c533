import { Result } from 'neverthrow';
import { z } from 'zod';
import type { RecordId } from '../domain/ids.js';
import type { PnInfo } from '../domain/progress-note.js';
import type { Sex } from '../domain/sex.js';
import type { VisitOption } from '../domain/visit-option.js';
import type { CptCode } from '../ports/repositories/smart-pn-repositories.js';
import type { NoteListQuery } from '../usecases/smart-pn/progress-notes.js';
import type { FormsResolve } from '../usecases/smart-pn/questionnaire.js';
import { WirePnInfoSchema, pnInfoOfWire, toWirePnInfo } from '../wire/pn-info-wire.js';
import { WireProgressNoteSummarySchema } from '../wire/progress-note-summary-wire.js';
import { WireCptCodeSchema, WireFormsResolveSchema, cptCodeOfWire, toWireCptCode, toWireFormsResolve, toWireProgressNoteSummary } from '../wire/smart-pn-wire.js';
import type { WireFormatError } from '../wire/wire-format-error.js';
import { WireVisitOptionSchema, fromWireVisitOption, toWireVisitOption, visitOptionOfWire } from '../wire/visit-option-wire.js';
import { searchField, sexField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded, unreadAnswer } from './endpoint-codec.js';
import { noInput } from './no-input.js';
import { optionalDoctorIdField, recordIdField } from './request-fields.js';

// The questionnaire (editor and wizard), the CPT list, the PN Information tab and the doctor-wide note lists.

/** POST Forms and PUT Forms/UpdateForm take one visit option or a list of them. */
const VisitOptionsBodySchema = z.union([z.array(z.record(z.string(), z.unknown())).min(1).max(2000), z.record(z.string(), z.unknown())]);

const NoteListQuerySchema = z.object({ SearchQuery: searchField, doctorId: optionalDoctorIdField });

const visitOptions = z.array(WireVisitOptionSchema);
const visitOptionsAnswer = {
  encodeOutput: (options: readonly VisitOption[]) => options.map(toWireVisitOption),
  decodeOutput: (wire: z.output<typeof visitOptions>): VisitOption[] => wire.map(visitOptionOfWire),
};
/** The dashboard reads the notes as the wire spells them (its table shows those fields). */
const noteSummaryAnswer = {
  encodeOutput: toWireProgressNoteSummary,
  decodeOutput: (wire: z.output<typeof WireProgressNoteSummarySchema>) => wire,
};

/** The editor reads only the visit options of the answer. */
export const formsResolveEndpoint = coded(endpoint({
  method: 'GET', path: 'Forms/FormsResolve', summary: 'The questionnaire editor: every visit option by group and id, and the CPT list',
  access: { permission: 'forms.manage' }, response: WireFormsResolveSchema,
}), {
  ...noInput,
  encodeOutput: (resolve: FormsResolve) => toWireFormsResolve(resolve),
  reply: z.object({ visitOptions }),
  decodeOutput: (wire): VisitOption[] => wire.visitOptions.map(visitOptionOfWire),
});

/**
 * A write of the questionnaire: the editor sends the one option it changed; the call takes one or a list, each read
 * by the visit option's wire parser, whose wording of what it refuses the API promises. The editor reads the
 * questionnaire again rather than the answer.
 */
const visitOptionsWrite = {
  encodeInput: (option: VisitOption) => ({ json: toWireVisitOption(option) }),
  decodeInput: ({ body }: { readonly body: z.output<typeof VisitOptionsBodySchema> }): Result<VisitOption[], WireFormatError> =>
    Result.combine((Array.isArray(body) ? body : [body]).map((item) => fromWireVisitOption(item))),
  ...unreadAnswer((options: readonly VisitOption[]) => options.map(toWireVisitOption)),
};

export const createVisitOptionsEndpoint = coded(endpoint({
  method: 'POST', path: 'Forms', summary: 'Add visit options (one or a list) to the Smart PN questionnaire; their ids must be new',
  access: { permission: 'forms.manage' }, body: VisitOptionsBodySchema, response: visitOptions, successStatus: 201,
}), visitOptionsWrite);

export const updateVisitOptionsEndpoint = coded(endpoint({
  method: 'PUT', path: 'Forms/UpdateForm', summary: 'Change visit options (one or a list) of the Smart PN questionnaire; their ids must exist',
  access: { permission: 'forms.manage' }, body: VisitOptionsBodySchema, response: visitOptions,
}), visitOptionsWrite);

export const doctorProgressNotesEndpoint = coded(endpoint({
  method: 'GET', path: 'Forms/GetAll', summary: "Submitted progress notes of a doctor's patients, newest first; the search matches the patient's name",
  access: { permission: 'progressNotes.listAcrossRecords' }, paged: {}, query: NoteListQuerySchema, response: WireProgressNoteSummarySchema,
  audit: 'progressNotes.list',
}), {
  ...noteSummaryAnswer,
  encodeInput: (query: NoteListQuery) => ({ query: { ...query.window, doctorId: query.doctorId ?? undefined, SearchQuery: query.searchQuery ?? undefined } }),
  decodeInput: ({ query, page }): NoteListQuery => ({ doctorId: query.doctorId ?? null, window: page, searchQuery: query.SearchQuery }),
});

/** The dashboard's list has no search: the query's is neither sent nor read. */
export const homeProgressNotesEndpoint = coded(endpoint({
  method: 'GET', path: 'Forms/GetHomeForms', summary: 'The dashboard list of submitted progress notes, newest first',
  access: { permission: 'progressNotes.listAcrossRecords' }, paged: { defaultPageSize: 1000 }, query: NoteListQuerySchema.pick({ doctorId: true }),
  response: WireProgressNoteSummarySchema, audit: 'progressNotes.list',
}), {
  ...noteSummaryAnswer,
  encodeInput: (query: NoteListQuery) => ({ query: { ...query.window, doctorId: query.doctorId ?? undefined } }),
  decodeInput: ({ query, page }): NoteListQuery => ({ doctorId: query.doctorId ?? null, window: page, searchQuery: null }),
});

export const pnInformationEndpoint = coded(endpoint({
  method: 'GET', path: 'Forms/GetPNInformation', summary: "The provider and patient blocks of a new progress note for a record",
  access: { permission: 'record.createSmartPn' }, query: z.object({ recordID: recordIdField }), response: WirePnInfoSchema,
  audit: 'progressNotes.readInformation',
}), {
  encodeInput: (recordId: RecordId) => ({ query: { recordID: recordId } }),
  decodeInput: ({ query }): RecordId => query.recordID,
  encodeOutput: toWirePnInfo,
  decodeOutput: (wire): PnInfo => pnInfoOfWire(wire),
});

export const visitOptionsEndpoint = coded(endpoint({
  method: 'GET', path: 'Forms/GetVisitOptions', summary: "The questionnaire for a patient's gender, in that gender's order (m_ORDER or f_ORDER)",
  access: { permission: 'record.createSmartPn' }, query: z.object({ gender: sexField }), response: visitOptions,
}), {
  ...visitOptionsAnswer,
  encodeInput: (sex: Sex) => ({ query: { gender: sex } }),
  decodeInput: ({ query }): Sex => query.gender,
});

export const cptCodesEndpoint = coded(endpoint({
  method: 'GET', path: 'Forms/GetCPT', summary: 'The CPT choices of a progress note (id 660 is "other")',
  access: { permission: 'record.createSmartPn' }, response: z.array(WireCptCodeSchema),
}), {
  ...noInput,
  encodeOutput: (codes: readonly CptCode[]) => codes.map(toWireCptCode),
  decodeOutput: (wire): CptCode[] => wire.map(cptCodeOfWire),
});
