import type { Result } from 'neverthrow';
import type { VisitOption } from '../domain/visit-option.js';
import { REQUIRED_MESSAGE } from './messages.js';
import { createFieldReader } from './field-reader.js';
import type { ValidationFailed } from './validation-failed.js';
import { contradictionIssues } from './exclusive-answers.js';

/** The questionnaire's answers: chosen option ids, and texts keyed by option id (text answers and "specify" texts). */
export interface SoapAnswers {
  selected: readonly number[];
  texts: Readonly<Record<number, string | undefined>>;
}

/** True for an option whose choice asks for a "specify" text (Other, Comment). */
export function asksToSpecify(option: VisitOption): boolean {
  return /^\s*(other|comment)\b/i.test(option.description);
}

/**
 * The SOAP tab's rules: every question (visit group) holding an option with `optional` 0 must be
 * answered (a choice, or the text of a Text/Texta option), and a chosen Other/Comment option needs its
 * specify text, and no two chosen answers of a question contradict each other (Negative and Positive). Issues are
 * named `soap.group.<groupId>` and `soap.option.<optionId>`.
 */
export function validateSoapAnswers(options: readonly VisitOption[], answers: SoapAnswers): Result<SoapAnswers, ValidationFailed> {
  const r = createFieldReader();
  const chosen = new Set(answers.selected);
  const answered = (option: VisitOption) => (option.inputType === 'Text' || option.inputType === 'Texta'
    ? (answers.texts[option.id] ?? '').trim() !== ''
    : chosen.has(option.id));
  const groups = new Map<number, VisitOption[]>();
  for (const option of options) groups.set(option.groupId, [...(groups.get(option.groupId) ?? []), option]);
  for (const [groupId, group] of groups) {
    if (group.some((option) => option.required) && !group.some(answered)) r.fail(`soap.group.${groupId}`, REQUIRED_MESSAGE);
  }
  for (const option of options) {
    if (chosen.has(option.id) && asksToSpecify(option) && option.inputType !== 'Text' && option.inputType !== 'Texta') {
      r.text(`soap.option.${option.id}`, option.description, answers.texts[option.id], { required: true });
    }
  }
  for (const issue of contradictionIssues(options, answers.selected)) r.fail(issue.field, issue.message);
  return r.finish(() => answers);
}
