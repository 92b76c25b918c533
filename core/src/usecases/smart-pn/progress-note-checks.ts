import { contradictionIssues } from '../../validation/exclusive-answers.js';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { ProgressNoteSubmission } from '../../domain/progress-note-submission.js';
import { OTHER_CPT_VISIT_OPTION_ID } from '../../domain/visit-option.js';
import { readCodeList } from '../../coding/code-list.js';
import type { RecordOwner } from '../../ports/repositories/patient-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import { REQUIRED_MESSAGE } from '../../validation/messages.js';
import { checkProgressNote } from '../../validation/smart-pn-rules.js';
import type { ValidationIssue } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import { decodeProgressNotePdf } from './progress-note-pdf.js';

/** A submission that passed every rule: the codes normalised and the PDF decoded. */
export interface CheckedNote {
  readonly note: ProgressNoteSubmission;
  /** The attached codes, upper case without the dot, each once. */
  readonly codes: readonly string[];
  readonly pdf: Uint8Array;
}

/** The rules that need only the note itself: the core's Smart PN rules, the codes' shape, the PDF. */
export function intrinsicIssues(note: ProgressNoteSubmission, owner: RecordOwner, today: IsoDate, pdfMaxBytes: number): { issues: ValidationIssue[]; codes: string[]; pdf: Uint8Array | null } {
  const issues: ValidationIssue[] = [];
  if (note.doctorId !== owner.doctorId) issues.push({ field: 'doctorId', message: "The doctor must be the record's doctor" });
  checkProgressNote(note, today).mapErr((failure) => issues.push(...failure.issues));
  const list = readCodeList(note.diagnoses.map((row) => row.code));
  if (list.invalid.length > 0) issues.push({ field: 'diagnoses', message: 'Every diagnostic must be a diagnosis code' });
  if (list.codes.length < note.diagnoses.length && list.invalid.length === 0) issues.push({ field: 'diagnoses', message: 'The same diagnostic is attached twice' });
  const pdf = decodeProgressNotePdf(note.pdfBase64, pdfMaxBytes).match((bytes) => bytes, (failure) => {
    issues.push(...failure.issues);
    return null;
  });
  return { issues, codes: [...list.codes], pdf };
}

/**
 * The rules that need storage: every visit option id names an active option and no two contradict each other, the CPT
 * is one of the list (the "other" CPT, id 660, needs its text), and every attached code is in the catalogue.
 */
export function storedIssues(ports: Pick<AppPorts, 'visitOptions' | 'catalogue'>, note: ProgressNoteSubmission, codes: readonly string[]): ResultAsync<ValidationIssue[], StorageError> {
  const optionIssues = ports.visitOptions.existingIds(note.visitOptionIds).map((existing): ValidationIssue[] => {
    const known = new Set<number>(existing);
    const missing = note.visitOptionIds.filter((id) => !known.has(id));
    return missing.length === 0 ? [] : [{ field: 'visitOptionIds', message: `These visit options do not exist: ${missing.join(', ')}` }];
  });
  const cptIssues = note.cpt === null ? okAsync<ValidationIssue[], StorageError>([]) : ports.visitOptions.cptCodes().map((list): ValidationIssue[] => {
    const chosen = list.find((cpt) => cpt.code === note.cpt || String(cpt.id) === note.cpt);
    if (chosen === undefined) return [{ field: 'cpt', message: 'The CPT must be one of the offered codes' }];
    const otherMissing = chosen.id === OTHER_CPT_VISIT_OPTION_ID && (note.otherCpt === null || note.otherCpt.trim() === '');
    return otherMissing ? [{ field: 'otherCpt', message: REQUIRED_MESSAGE }] : [];
  });
  const codeIssues = codes.length === 0 ? okAsync<ValidationIssue[], StorageError>([]) : ports.catalogue.findMany(codes).map((entries): ValidationIssue[] => {
    const missing = codes.length - new Set(entries.map((entry) => entry.code)).size;
    return missing === 0 ? [] : [{ field: 'diagnoses', message: `${missing} of the diagnostics ${missing === 1 ? 'is' : 'are'} not in the catalogue` }];
  });
  // A signed note never carries two answers of a question that contradict each other (Negative and Positive).
  const answerIssues = ports.visitOptions.listAll().map((options) => contradictionIssues(options, note.visitOptionIds)
    .map((issue): ValidationIssue => ({ field: 'visitOptionIds', message: issue.message })));
  return optionIssues.andThen((a) => cptIssues.andThen((b) => codeIssues.andThen((c) => answerIssues.map((d) => [...a, ...b, ...c, ...d]))));
}
