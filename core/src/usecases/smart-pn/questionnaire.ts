import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { Sex } from '../../domain/sex.js';
import type { VisitOption } from '../../domain/visit-option.js';
import type { CptCode } from '../../ports/repositories/smart-pn-repositories.js';
import { conflict, notFound, type Conflict, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { REQUIRED_MESSAGE } from '../../validation/messages.js';
import { validationFailed, type ValidationFailed, type ValidationIssue } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';

type QuestionnairePorts = Pick<AppPorts, 'visitOptions'>;

/** The questionnaire a patient of this sex is asked, in that sex's order (m_ORDER or f_ORDER); options hidden for the sex are left out. */
export function visitOptionsFor(ports: QuestionnairePorts, sex: Sex): ResultAsync<VisitOption[], StorageError> {
  return ports.visitOptions.forSex(sex);
}

/** The CPT choices of a progress note; the one with id 660 is "other" and asks for free text. */
export function cptCodes(ports: QuestionnairePorts): ResultAsync<CptCode[], StorageError> {
  return ports.visitOptions.cptCodes();
}

/** What the questionnaire editor (/admin/forms) shows: every option by group then id, and the CPT list. */
export interface FormsResolve {
  readonly visitOptions: readonly VisitOption[];
  readonly cptCodes: readonly CptCode[];
}

/** The whole questionnaire and the CPT list, read in two queries. */
export function formsResolve(ports: QuestionnairePorts): ResultAsync<FormsResolve, StorageError> {
  return ports.visitOptions.listAll().andThen((visitOptions) => ports.visitOptions.cptCodes().map((codes) => ({ visitOptions, cptCodes: codes })));
}

function checkTexts(options: readonly VisitOption[]): Result<readonly VisitOption[], ValidationFailed> {
  const issues: ValidationIssue[] = [];
  const seen = new Set<number>();
  options.forEach((option, index) => {
    if (option.description.trim() === '') issues.push({ field: `${index}.description`, message: REQUIRED_MESSAGE });
    if (option.groupDescription.trim() === '') issues.push({ field: `${index}.groupDescription`, message: REQUIRED_MESSAGE });
    if (seen.has(option.id)) issues.push({ field: `${index}.id`, message: 'The same visit option id is given twice' });
    seen.add(option.id);
  });
  if (options.length === 0) issues.push({ field: 'options', message: REQUIRED_MESSAGE });
  return issues.length === 0 ? ok(options) : err(validationFailed(issues));
}

/**
 * Adds options to the questionnaire (`create`: none of the ids may exist yet) or changes existing ones (`update`:
 * every id must exist), all in one transaction. Options are never deleted, so submitted notes keep their meaning.
 */
export function saveVisitOptions(
  ports: QuestionnairePorts,
  options: readonly VisitOption[],
  mode: 'create' | 'update',
): ResultAsync<VisitOption[], ValidationFailed | Conflict | NotFound | StorageError> {
  return checkTexts(options).asyncAndThen(() => ports.visitOptions.listAll())
    .andThen((existing): ResultAsync<void, Conflict | NotFound | StorageError> => {
      const known = new Set<number>(existing.map((option) => option.id));
      if (mode === 'create' && options.some((option) => known.has(option.id))) return errAsync(conflict('visit option', 'visitOptionID'));
      if (mode === 'update' && options.some((option) => !known.has(option.id))) return errAsync(notFound('visit option'));
      return okAsync(undefined);
    })
    .andThen(() => ports.visitOptions.upsert(options))
    .map(() => [...options]);
}
