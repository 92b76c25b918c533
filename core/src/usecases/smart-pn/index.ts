// Smart progress notes: the questionnaire, the wizard's information, staged diagnoses, drafts and submitted notes.
export { visitOptionsFor, cptCodes, formsResolve, saveVisitOptions, type FormsResolve } from './questionnaire.js';
export { pnInformation } from './pn-information.js';
export { postTempDiagnoses, type TempDiagnosesInput } from './temp-diagnoses.js';
export { decodeProgressNotePdf, PROGRESS_NOTE_PDF_MAX_BYTES } from './progress-note-pdf.js';
export { SIGN_ANYWAY_AUDIT_ACTION, submitProgressNote, type SubmitProgressNotePorts, type SubmitProgressNoteError } from './submit-progress-note.js';
export { recordProgressNotes, progressNoteById, progressNotePdf, listProgressNotes, type NoteListQuery } from './progress-notes.js';
export { saveNoteDraft, noteDrafts, deleteNoteDraft, restoreNoteDraft } from './note-drafts.js';
export * from './note-integrity-at-submit.js';
export { sweepOrphanedNotePdfs, type NotePdfSweepPorts } from './sweep-orphaned-note-pdfs.js';
