import {
  deleteNoteDraft, noteDrafts, postTempDiagnoses, saveNoteDraft, submitProgressNote,
  deleteNoteDraftEndpoint, findNoteDraftsEndpoint, saveNoteDraftEndpoint, stageDiagnosesEndpoint, submitProgressNoteEndpoint,
  PROGRESS_NOTE_FORM_WIRE_NAMES, TEMP_DX_FORM_WIRE_NAMES,
} from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { PracticeApiPorts } from './practice-ports.js';

/** A note carries its PDF as base64: 10 MB of PDF is about 13.4 MB of text, plus the note's own fields. */
const PROGRESS_NOTE_BODY_LIMIT = 16 * 1024 * 1024;
/** A draft holds the wizard's sections as JSON text. */
const DRAFT_BODY_LIMIT = 4 * 1024 * 1024;

/** The wizard's writes: staged diagnoses, the submitted note with its PDF, and drafts. */
export function noteRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    implement(stageDiagnosesEndpoint, (user, input) => postTempDiagnoses(ports, user, input), { auditRecordId: (input) => input.recordId, names: TEMP_DX_FORM_WIRE_NAMES }),
    implement(submitProgressNoteEndpoint, (user, note) => submitProgressNote(ports, user, note), {
      bodyLimitBytes: PROGRESS_NOTE_BODY_LIMIT, auditRecordId: (note) => note.recordId, names: PROGRESS_NOTE_FORM_WIRE_NAMES,
    }),
    implement(saveNoteDraftEndpoint, (user, draft) => saveNoteDraft(ports, user, draft), { bodyLimitBytes: DRAFT_BODY_LIMIT, auditRecordId: (draft) => draft.recordId }),
    implement(deleteNoteDraftEndpoint, (user, draftId) => deleteNoteDraft(ports, user, draftId)),
    implement(findNoteDraftsEndpoint, (user, lookup) => noteDrafts(ports, user, lookup.recordId, lookup.draftId), { auditRecordId: (lookup) => lookup.recordId }),
  ];
}
