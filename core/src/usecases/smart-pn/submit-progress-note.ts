import { err, errAsync, ok, okAsync, type ResultAsync } from 'neverthrow';
import type { ScoringFailed } from '../../coding/payment-model.js';
import type { ProgressNoteSubmission } from '../../domain/progress-note-submission.js';
import type { Repositories } from '../../ports/repositories/repositories.js';
import type { NewProgressNote, ProgressNoteSummary } from '../../ports/repositories/smart-pn-repositories.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import type { Forbidden } from '../errors.js';
import { isoDay } from '../records/today.js';
import type { SigningDecision } from '../../compliance/sign-anyway.js';
import { integrityAtSubmit } from './note-integrity-at-submit.js';
import { intrinsicIssues, storedIssues, type CheckedNote } from './progress-note-checks.js';
import { PROGRESS_NOTE_PDF_MAX_BYTES } from './progress-note-pdf.js';
import { reachRecord } from '../records/reach-record.js';
import type { PatientInactive } from '../records/record-errors.js';
import { recomputeRecordFigures } from '../records/recompute-record-figures.js';
import { keepGapsCurrent } from '../gaps/refresh-gaps.js';

export type SubmitProgressNotePorts = Pick<AppPorts, 'patients' | 'doctors' | 'users' | 'visitOptions' | 'catalogue' | 'draftNotes' | 'progressNotes' | 'unitOfWork' | 'clock'>;
/** The audit action of a note signed anyway over its integrity issues (its line names the record; its request id, the note). */
export const SIGN_ANYWAY_AUDIT_ACTION = 'smartPn.signAnyway';

export type SubmitProgressNoteError = ValidationFailed | NotFound | Forbidden | PatientInactive | ScoringFailed | StorageError;

/** The sections of a note kept beside its PDF; the submitted values, by their core names. */
function contentOf(note: ProgressNoteSubmission, signing: SigningDecision): Record<string, unknown> {
  return {
    encounterType: note.encounterType, diagnoses: note.diagnoses, medications: note.medications, otherTexts: note.otherTexts, values: note.values, vitals: note.vitals ?? null,
    ...(note.narrative === undefined ? {} : { narrative: note.narrative }),
    // A note signed over its integrity issues keeps who signed it anyway, why, when and what was overridden.
    ...(signing.kind === 'signed-anyway' ? { signedAnyway: { ...signing.override, issues: signing.overridden.map(({ check, code, message }) => ({ check, code, message })) } } : {}),
  };
}

function check(ports: SubmitProgressNotePorts, caller: ClinicalCaller, note: ProgressNoteSubmission, pdfMaxBytes: number): ResultAsync<CheckedNote, SubmitProgressNoteError> {
  return reachRecord(ports, caller, note.recordId, 'record.createSmartPn').andThen(({ owner }) => {
    const intrinsic = intrinsicIssues(note, owner, isoDay(ports.clock.now()), pdfMaxBytes);
    return storedIssues(ports, note, intrinsic.codes).andThen((stored) => {
      const issues = [...intrinsic.issues, ...stored];
      if (issues.length > 0 || intrinsic.pdf === null) return err(validationFailed(issues));
      return ok({ note, codes: intrinsic.codes, pdf: intrinsic.pdf });
    });
  }).andThen((checked) => (checked.note.draftId === null ? okAsync(checked) : ports.draftNotes.find(checked.note.draftId).andThen((draft) =>
    (draft !== null && draft.recordId === checked.note.recordId ? okAsync(checked) : errAsync(validationFailed([{ field: 'draftId', message: 'The draft does not belong to this record' }]))))));
}

function store(repositories: Repositories, caller: ClinicalCaller, checked: CheckedNote & { readonly signing: SigningDecision }, at: Date): ResultAsync<ProgressNoteSummary, SubmitProgressNoteError> {
  const { note, codes, pdf } = checked;
  const stored: NewProgressNote = {
    recordId: note.recordId, doctorId: note.doctorId, authorUserId: caller.userId, serviceDate: note.serviceDate, specialty: note.specialty,
    provider: note.provider, visitOptionIds: note.visitOptionIds, cpt: note.cpt, otherCpt: note.otherCpt, content: contentOf(note, checked.signing), pdf,
  };
  const rows = codes.map((code) => ({ code, serviceDate: note.serviceDate, source: note.encounterType, queue: null, provider: note.provider, specialty: note.specialty, documentation: null }));
  const putOnRecord = (): ResultAsync<unknown, NotFound | StorageError> => (rows.length === 0 ? okAsync(undefined)
    : repositories.recordDiagnostics.add(note.recordId, rows, caller.userId, at)
      .andThen(() => repositories.recordDiagnostics.setProgressNoteFlags(note.recordId, codes, { inProgressNote: true, inProgressNotePreview: false }, at)));
  const dropDraft = (): ResultAsync<unknown, NotFound | StorageError> => (note.draftId === null ? okAsync(undefined) : repositories.draftNotes.delete(note.draftId));
  // A note signed over its integrity issues has its own audit line beside the submission's, in the same transaction,
  // so an auditor finds every override by its action without opening sealed note content.
  const auditOverride = (summary: ProgressNoteSummary): ResultAsync<unknown, StorageError> => (checked.signing.kind !== 'signed-anyway' ? okAsync(undefined)
    : repositories.auditLog.append({ userId: String(caller.userId), action: SIGN_ANYWAY_AUDIT_ACTION, recordId: String(note.recordId), at, ip: 'server', requestId: `progress-note-${summary.id}`, outcome: 'success' }));
  return repositories.patients.lockRecord(note.recordId).andThen(() => repositories.progressNotes.create(stored, at)).andThen((summary) => putOnRecord()
    .andThen(() => auditOverride(summary))
    .andThen(dropDraft)
    .andThen(() => repositories.tempDiagnoses.replace(note.recordId, [], caller.userId, at))
    .andThen(() => recomputeRecordFigures(repositories, note.recordId, null, at))
    .andThen(() => keepGapsCurrent(repositories, note.recordId, at))
    .map(() => summary));
}

/**
 * Submits a finished Smart progress note. Refused with every broken rule at once: a record the caller may not write
 * notes on, a doctor other than the record's, a service date outside the 90 days up to today, visit option ids that
 * are not numeric, unique, ascending and existing, more than 12 diagnostics ('Selection exceeded - Please select up to
 * 12 diagnostics'), codes not in the catalogue, an unknown CPT, incomplete medication rows, a PDF that is not base64,
 * is over {@link PROGRESS_NOTE_PDF_MAX_BYTES} or is not a PDF. When accepted, in one transaction: the note and its PDF
 * are stored, its diagnoses are put on the record (flagged as documented by a note, their source the encounter type), its draft and staged diagnoses
 * are removed and the record's RAF figures are recomputed; nothing of it is kept if any step fails. The note-integrity
 * checks (`integrityAtSubmit`) refuse a note with issues unless it is signed anyway with a reason, kept with the note.
 */
export function submitProgressNote(
  ports: SubmitProgressNotePorts,
  caller: ClinicalCaller,
  note: ProgressNoteSubmission,
  options: { pdfMaxBytes?: number } = {},
): ResultAsync<ProgressNoteSummary, SubmitProgressNoteError> {
  return check(ports, caller, note, options.pdfMaxBytes ?? PROGRESS_NOTE_PDF_MAX_BYTES)
    .andThen((checked) => integrityAtSubmit(ports, caller, checked.note, ports.clock.now()).map((signing) => ({ ...checked, signing })))
    .andThen((checked) => ports.unitOfWork.run((repositories) => store(repositories, caller, checked, ports.clock.now())));
}
