import { z } from 'zod';
import { WirePnInfoSchema } from '../wire/pn-info-wire.js';
import { WireProgressNoteSummarySchema } from '../wire/progress-note-summary-wire.js';
import { WireCptCodeSchema, WireFormsResolveSchema } from '../wire/smart-pn-wire.js';
import { WireVisitOptionSchema } from '../wire/visit-option-wire.js';
import { idField, optionalIdField, searchField, sexField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';

// The questionnaire (editor and wizard), the CPT list, the PN Information tab and the doctor-wide note lists.

/** POST Forms and PUT Forms/UpdateForm take one visit option or a list of them. */
const VisitOptionsBodySchema = z.union([z.array(z.record(z.string(), z.unknown())).min(1).max(2000), z.record(z.string(), z.unknown())]);

const NoteListQuerySchema = z.object({ SearchQuery: searchField, doctorId: optionalIdField });

export const formsResolveEndpoint = endpoint({
  method: 'GET', path: 'Forms/FormsResolve', summary: 'The questionnaire editor: every visit option by group and id, and the CPT list',
  access: { permission: 'forms.manage' }, response: WireFormsResolveSchema,
});

export const createVisitOptionsEndpoint = endpoint({
  method: 'POST', path: 'Forms', summary: 'Add visit options (one or a list) to the Smart PN questionnaire; their ids must be new',
  access: { permission: 'forms.manage' }, body: VisitOptionsBodySchema, response: z.array(WireVisitOptionSchema), successStatus: 201,
});

export const updateVisitOptionsEndpoint = endpoint({
  method: 'PUT', path: 'Forms/UpdateForm', summary: 'Change visit options (one or a list) of the Smart PN questionnaire; their ids must exist',
  access: { permission: 'forms.manage' }, body: VisitOptionsBodySchema, response: z.array(WireVisitOptionSchema),
});

export const doctorProgressNotesEndpoint = endpoint({
  method: 'GET', path: 'Forms/GetAll', summary: "Submitted progress notes of a doctor's patients, newest first; the search matches the patient's name",
  access: { permission: 'progressNotes.listAcrossRecords' }, paged: {}, query: NoteListQuerySchema, response: WireProgressNoteSummarySchema,
  audit: 'progressNotes.list',
});

export const homeProgressNotesEndpoint = endpoint({
  method: 'GET', path: 'Forms/GetHomeForms', summary: 'The dashboard list of submitted progress notes, newest first',
  access: { permission: 'progressNotes.listAcrossRecords' }, paged: { defaultPageSize: 1000 }, query: NoteListQuerySchema.pick({ doctorId: true }),
  response: WireProgressNoteSummarySchema, audit: 'progressNotes.list',
});

export const pnInformationEndpoint = endpoint({
  method: 'GET', path: 'Forms/GetPNInformation', summary: "The provider and patient blocks of a new progress note for a record",
  access: { permission: 'record.createSmartPn' }, query: z.object({ recordID: idField }), response: WirePnInfoSchema,
  audit: 'progressNotes.readInformation',
});

export const visitOptionsEndpoint = endpoint({
  method: 'GET', path: 'Forms/GetVisitOptions', summary: "The questionnaire for a patient's gender, in that gender's order (m_ORDER or f_ORDER)",
  access: { permission: 'record.createSmartPn' }, query: z.object({ gender: sexField }), response: z.array(WireVisitOptionSchema),
});

export const cptCodesEndpoint = endpoint({
  method: 'GET', path: 'Forms/GetCPT', summary: 'The CPT choices of a progress note (id 660 is "other")',
  access: { permission: 'record.createSmartPn' }, response: z.array(WireCptCodeSchema),
});
