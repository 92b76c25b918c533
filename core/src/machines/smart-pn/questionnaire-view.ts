import { answersExcludedBy } from '../../validation/exclusive-answers.js';
import type { Sex } from '../../domain/sex.js';
import type { VisitInputType, VisitOption } from '../../domain/visit-option.js';
import type { SoapSection } from './wizard-sections.js';

/** Groups 4–7 (location, quality, radiation, intensity) are asked only when Pain is answered Yes. */
export const PAIN_DETAIL_GROUPS: readonly number[] = [4, 5, 6, 7];

/** One question of the SOAP tab: a visit group with its options, in the patient's order. */
export interface QuestionGroup {
  readonly id: number;
  readonly title: string;
  readonly header: string | null;
  readonly inputType: VisitInputType;
  readonly required: boolean;
  readonly tooltip: string | null;
  readonly options: readonly VisitOption[];
}

const orderFor = (option: VisitOption, sex: Sex) => (sex === 'M' ? option.maleOrder : option.femaleOrder);

/**
 * The options a patient of this sex is asked, in that sex's order (m_ORDER or f_ORDER). An option without an order
 * for the sex (pregnancy and OB/GYN for a man, male genitalia for a woman) is not asked.
 */
export function optionsForSex(options: readonly VisitOption[], sex: Sex): VisitOption[] {
  return options.filter((option) => orderFor(option, sex) !== null)
    .sort((a, b) => (orderFor(a, sex) ?? 0) - (orderFor(b, sex) ?? 0));
}

/** The options grouped into questions, in order of their first option. */
export function questionGroups(options: readonly VisitOption[]): QuestionGroup[] {
  const groups = new Map<number, VisitOption[]>();
  for (const option of options) groups.set(option.groupId, [...(groups.get(option.groupId) ?? []), option]);
  return [...groups.values()].map((group) => {
    const first = group[0] as VisitOption;
    return {
      id: first.groupId, title: first.groupDescription, header: first.header, inputType: first.inputType,
      required: group.some((option) => option.required), tooltip: first.tooltip, options: group,
    };
  });
}

const chosen = (options: readonly VisitOption[], soap: SoapSection, test: (option: VisitOption) => boolean) =>
  options.some((option) => soap.selected.includes(option.id) && test(option));

/** True when Pain is answered Yes. */
export function painAnsweredYes(options: readonly VisitOption[], soap: SoapSection): boolean {
  return chosen(options, soap, (option) => /^pain$/i.test(option.groupDescription.trim()) && /^yes$/i.test(option.description.trim()));
}

/** True when the medication question is answered with a medical or medication list: the medication table shows. */
export function showsMedicationTable(options: readonly VisitOption[], soap: SoapSection): boolean {
  return chosen(options, soap, (option) => /\b(medical|medication) list\b/i.test(option.description));
}

/** The questions shown now: the patient's questionnaire less the pain details unless Pain is Yes. */
export function visibleGroups(options: readonly VisitOption[], sex: Sex, soap: SoapSection): QuestionGroup[] {
  const asked = optionsForSex(options, sex);
  const pain = painAnsweredYes(asked, soap);
  return questionGroups(asked).filter((group) => pain || !PAIN_DETAIL_GROUPS.includes(group.id));
}

/**
 * The SOAP answers after a Radio or Check option is chosen or cleared: a Radio choice clears the rest of its
 * group, and a cleared option drops its specify text.
 */
export function chooseOption(soap: SoapSection, options: readonly VisitOption[], optionId: number, checked: boolean): SoapSection {
  const option = options.find((candidate) => candidate.id === optionId);
  if (option === undefined) return soap;
  const sameGroup = new Set(options.filter((candidate) => candidate.groupId === option.groupId).map((candidate) => candidate.id));
  // A radio question keeps one answer; a checkbox question drops the answers the new one contradicts (Negative, Positive).
  const excluded = new Set(option.inputType === 'Radio' ? sameGroup : answersExcludedBy(option, options).map((other) => other.id));
  const kept = checked ? soap.selected.filter((id) => id !== optionId && !excluded.has(id as VisitOption['id'])) : soap.selected.filter((id) => id !== optionId);
  const selected = checked ? [...kept, optionId] : kept;
  const texts = Object.fromEntries(Object.entries(soap.texts).filter(([id]) => {
    const other = options.find((candidate) => String(candidate.id) === id);
    return other === undefined || other.inputType === 'Text' || other.inputType === 'Texta' || selected.includes(other.id);
  }));
  return { ...soap, selected, texts };
}

/** The kind of value a Text option holds (spec 02 §5): a count, the pain scale, a date, or free text. */
export type OptionValueKind = 'count' | 'pain' | 'date' | 'text';

const COUNT = /^(age of menarche|gravida|para|abortion|c-section)\b/i;

export function optionValueKind(option: VisitOption): OptionValueKind {
  const text = option.description.trim();
  if (/intensity/i.test(text) || /intensity/i.test(option.groupDescription)) return 'pain';
  if (COUNT.test(text)) return 'count';
  if (/^lmp\b/i.test(text) || /^duration$/i.test(option.groupDescription.trim())) return 'date';
  return 'text';
}
