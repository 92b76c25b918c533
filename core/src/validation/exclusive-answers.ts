import type { VisitOption } from '../domain/visit-option.js';
import type { ValidationIssue } from './validation-failed.js';

// A question's answers that contradict each other. A finding is either negative or positive (review of systems), and
// an examined part is normal, abnormal or not examined; 'None' and 'Unknown' rule out every other answer but a comment.
const EXCLUSIVE_SETS: readonly (readonly string[])[] = [['negative', 'positive'], ['normal', 'abnormal', 'not examined']];
const SOLE_ANSWERS = new Set(['none', 'unknown']);
const COMMENT = /^\s*comment\b/i;

const wordOf = (option: VisitOption) => option.description.trim().toLowerCase();

/** Whether two answers of one question contradict each other. */
function contradict(a: VisitOption, b: VisitOption): boolean {
  if (a.id === b.id || a.groupId !== b.groupId || a.inputType !== 'Check' || b.inputType !== 'Check') return false;
  const [one, other] = [wordOf(a), wordOf(b)];
  if (EXCLUSIVE_SETS.some((set) => set.includes(one) && set.includes(other))) return true;
  if (COMMENT.test(a.description) || COMMENT.test(b.description)) return false;
  return SOLE_ANSWERS.has(one) || SOLE_ANSWERS.has(other);
}

/** The answers of its question that choosing `option` unticks (a radio question unticks the others already). */
export function answersExcludedBy(option: VisitOption, options: readonly VisitOption[]): VisitOption[] {
  return options.filter((other) => contradict(option, other));
}

/** One issue per question whose chosen answers contradict each other, named by the question (`soap.group.<id>`). */
export function contradictionIssues(options: readonly VisitOption[], selected: readonly number[]): ValidationIssue[] {
  const chosen = options.filter((option) => selected.includes(option.id));
  const issues: ValidationIssue[] = [];
  for (const option of chosen) {
    const clash = chosen.find((other) => other.id > option.id && contradict(option, other));
    const field = `soap.group.${option.groupId}`;
    if (clash && !issues.some((issue) => issue.field === field)) {
      issues.push({ field, message: `${option.groupDescription}: ${option.description} and ${clash.description} cannot both be chosen` });
    }
  }
  return issues;
}
