import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { signedNoteIntegrityIssues, type IntegrityIssue } from '../../compliance/note-integrity.js';
import { SignAnywaySchema, decideSigning, type SigningDecision } from '../../compliance/sign-anyway.js';
import { loadRafEngine } from '../../coding/raf-engine.js';
import type { ProgressNoteSubmission } from '../../domain/progress-note-submission.js';
import { noteFactsOf } from '../../gaps/note-facts.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';

export type IntegrityPorts = Pick<AppPorts, 'doctors' | 'progressNotes'>;

/** The field of the "sign anyway" reason, as the submission names it. */
export const SIGN_ANYWAY_FIELD = 'signAnywayReason';

/** The previous signed note of the record: its texts, which the copied-text check compares. */
function previousNoteTexts(ports: IntegrityPorts, note: ProgressNoteSubmission): ResultAsync<string[], StorageError> {
  return ports.progressNotes.listByRecord(note.recordId, { pageNumber: 1, pageSize: 1 }).andThen((page) => {
    const last = page.items[0];
    if (last === undefined) return okAsync([]);
    return ports.progressNotes.find(last.id, note.recordId).map((detail) => (detail === null ? [] : noteFactsOf(detail).problems.map((problem) => problem.text)));
  });
}

const refusal = (issues: readonly IntegrityIssue[], overridable: boolean, reasonProblem: string | null): ValidationFailed => validationFailed([
  ...issues.map((issue) => ({ field: issue.field, message: issue.message })),
  ...(overridable ? [{ field: SIGN_ANYWAY_FIELD, message: reasonProblem ?? 'These checks may be overridden: sign anyway with your reason (at least 20 characters), which is kept with the note' }] : []),
]);

/**
 * The note-integrity checks of Submit on the server (core's `signedNoteIntegrityIssues`, the wizard's own rules): each
 * failure a message naming the code and the fix. A note with issues is signed only with a "sign anyway" reason, and
 * only when every issue may be overridden (a code without MEAT may not); the decision is kept with the note.
 */
export function integrityAtSubmit(ports: IntegrityPorts, caller: ClinicalCaller, note: ProgressNoteSubmission, at: Date): ResultAsync<SigningDecision, ValidationFailed | StorageError> {
  return ports.doctors.details(note.doctorId).andThen((doctor) => previousNoteTexts(ports, note).andThen((previous) => loadRafEngine().andThen((engine) => {
    const issues = signedNoteIntegrityIssues({ engine, previousNoteTexts: previous }, {
      serviceDate: note.serviceDate, encounterType: note.encounterType,
      attached: note.diagnoses.map((row) => ({ code: row.code, meat: row.meat ?? [], evidence: row.evidence ?? '' })),
      texts: [...Object.values(note.otherTexts).filter((text): text is string => typeof text === 'string'), note.narrative ?? ''],
      signer: { name: `${doctor?.firstName ?? ''} ${doctor?.lastName ?? ''}`.trim(), npi: doctor?.npi ?? '', licenseNumber: doctor?.mdLicenseNumber ?? null },
    });
    const reason = note.signAnywayReason?.trim() ? note.signAnywayReason : null;
    const override = reason === null ? null : SignAnywaySchema.safeParse({ by: caller.userId, reason, at: at.toISOString() });
    if (override !== null && !override.success) {
      return errAsync(refusal(issues, issues.length > 0, override.error.issues[0]?.message ?? 'must say why'));
    }
    return decideSigning(issues, override?.data ?? null).match(
      (decision) => okAsync(decision),
      (refused) => errAsync(refusal(refused.issues, refused.overridable, null)),
    );
  })));
}
