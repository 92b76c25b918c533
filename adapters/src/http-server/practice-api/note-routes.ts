import {
  deleteNoteDraft, fromWireDraftNoteInput, fromWireProgressNote, noteDrafts, postTempDiagnoses, saveNoteDraft, submitProgressNote, toWireDraftNote,
  toWireProgressNoteSummary,
  deleteNoteDraftEndpoint, findNoteDraftsEndpoint, saveNoteDraftEndpoint, stageDiagnosesEndpoint, submitProgressNoteEndpoint,
  type FormWireNames,
} from '@rafdesk/core';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { toRouteFailure } from '../api/to-route-failure.js';

/** How the rules' field names of a progress note are spelled in Forms/PostSmartPN. */
export const PROGRESS_NOTE_WIRE_NAMES: FormWireNames = {
  fields: {
    recordId: 'RecordID', doctorId: 'DoctorID', draftId: 'ID', serviceDate: 'SERVICEDATE', visitOptionIds: 'VisitOptionID', diagnoses: 'jsonDXTable',
    medications: 'jsonDRUGSTable', pdf: 'pnblob', cpt: 'CPT', otherCpt: 'OtherCPT', ageOfMenarche: 'AGEOFMENARCHE', gravida: 'GRAVIDA',
    para: 'PARA', abortion: 'ABORTION', cSection: 'CSECTION', painIntensity: 'IntensityPAINSCALE', location: 'LOCATION',
    otherAssessmentNote: 'OTHERASSESSMENTNOTE', lastMenstrualPeriod: 'LMP', duration: 'DURATION',
  },
  lists: { medications: { name: 'NameofMedication', dose: 'Dose', frequency: 'Frequency', reasonForUse: 'Reasonforuse' } },
};
const TEMP_DX_WIRE_NAMES: FormWireNames = { fields: { diagnostics: 'diagnostics' } };

/** A note carries its PDF as base64: 10 MB of PDF is about 13.4 MB of text, plus the note's own fields. */
const PROGRESS_NOTE_BODY_LIMIT = 16 * 1024 * 1024;
/** A draft holds the wizard's sections as JSON text. */
const DRAFT_BODY_LIMIT = 4 * 1024 * 1024;

/** The wizard's writes: staged diagnoses, the submitted note with its PDF, and drafts. */
export function noteRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    implement(stageDiagnosesEndpoint, (user, input) => postTempDiagnoses(ports, user, input), { auditRecordId: (input) => input.recordId, names: TEMP_DX_WIRE_NAMES }),
    defineRoute(submitProgressNoteEndpoint, {
      bodyLimitBytes: PROGRESS_NOTE_BODY_LIMIT,
      auditRecordId: (input) => (typeof input.body.RecordID === 'number' ? input.body.RecordID : null),
      handler: ({ user, body }) => fromWireProgressNote(body).asyncAndThen((note) => submitProgressNote(ports, user, note))
        .map(toWireProgressNoteSummary).mapErr((error) => toRouteFailure(error, PROGRESS_NOTE_WIRE_NAMES)),
    }),
    defineRoute(saveNoteDraftEndpoint, {
      bodyLimitBytes: DRAFT_BODY_LIMIT,
      auditRecordId: (input) => (typeof input.body.recordId === 'number' ? input.body.recordId : null),
      handler: ({ user, body }) => fromWireDraftNoteInput(body).asyncAndThen((input) => saveNoteDraft(ports, user, input))
        .map((drafts) => drafts.map(toWireDraftNote)).mapErr((error) => toRouteFailure(error)),
    }),
    implement(deleteNoteDraftEndpoint, (user, draftId) => deleteNoteDraft(ports, user, draftId)),
    implement(findNoteDraftsEndpoint, (user, lookup) => noteDrafts(ports, user, lookup.recordId, lookup.draftId), { auditRecordId: (lookup) => lookup.recordId }),
  ];
}
