import type { IsoDate } from '../../domain/calendar-date.js';
import type { Sex } from '../../domain/sex.js';
import { OTHER_CPT_VISIT_OPTION_ID, type VisitOption } from '../../domain/visit-option.js';
import { REQUIRED_MESSAGE } from '../../validation/messages.js';
import { validateMedicationRows, validateServiceDate, validateAttachedCount } from '../../validation/smart-pn-rules.js';
import { validateSoapAnswers } from '../../validation/soap-answers.js';
import { createFieldReader } from '../../validation/field-reader.js';
import type { ValidationIssue } from '../../validation/validation-failed.js';
import { optionValueKind, showsMedicationTable, visibleGroups } from './questionnaire-view.js';
import { MEAT_LABELS, type WizardSections, type WizardTab } from './wizard-sections.js';

/** What the rules of the tabs need besides the sections. */
export interface TabRulesFacts {
  readonly today: IsoDate;
  readonly sex: Sex;
  readonly options: readonly VisitOption[];
}

const issuesOf = <T>(result: { match: (ok: (value: T) => ValidationIssue[], err: (failure: { issues: ValidationIssue[] }) => ValidationIssue[]) => ValidationIssue[] }) =>
  result.match(() => [], (failure) => failure.issues);

/** The options shown now (a hidden question is never required). */
export function visibleOptions(facts: TabRulesFacts, sections: WizardSections): VisitOption[] {
  return visibleGroups(facts.options, facts.sex, sections.soap).flatMap((group) => [...group.options]);
}

function soapIssues(facts: TabRulesFacts, sections: WizardSections): ValidationIssue[] {
  const { soap } = sections;
  const shown = visibleOptions(facts, sections);
  const texts = Object.fromEntries(Object.entries(soap.texts).map(([id, text]) => [Number(id), text]));
  const issues = issuesOf(validateSoapAnswers(shown, { selected: soap.selected.filter((id) => shown.some((option) => option.id === id)), texts }));
  const r = createFieldReader();
  for (const option of shown) {
    const text = soap.texts[String(option.id)];
    const field = `soap.option.${option.id}`;
    const kind = optionValueKind(option);
    if (kind === 'count') r.integer(field, option.description, text, { min: 0, max: 99 });
    if (kind === 'pain') r.integer(field, option.description, text, { min: 0, max: 10 });
    if (kind === 'date') r.date(field, option.description, text);
  }
  issues.push(...r.issues.filter((issue) => !issues.some((known) => known.field === issue.field)));
  if (showsMedicationTable(shown, soap)) {
    if (soap.medications.length === 0) issues.push({ field: 'medications', message: 'Add at least one medication to the medication table' });
    issues.push(...issuesOf(validateMedicationRows(soap.medications)));
  }
  return issues;
}

function summaryIssues(sections: WizardSections): ValidationIssue[] {
  const { summary } = sections;
  if (summary.cpt === null || summary.cpt === '') return [{ field: 'cpt', message: REQUIRED_MESSAGE }];
  if (summary.cpt === String(OTHER_CPT_VISIT_OPTION_ID) && summary.otherCpt.trim() === '') return [{ field: 'otherCpt', message: REQUIRED_MESSAGE }];
  return [];
}

/** What is wrong on one tab; empty when Next may move on. Fields are named so the screen can focus the first. */
export function tabIssues(tab: WizardTab, facts: TabRulesFacts, sections: WizardSections): ValidationIssue[] {
  switch (tab) {
    case 0: return issuesOf(validateServiceDate(sections.info.serviceDate, facts.today)).map((issue) => ({ ...issue, field: 'serviceDate' }));
    case 1: return soapIssues(facts, sections);
    case 2: return issuesOf(validateAttachedCount(sections.dx.attached.length));
    case 3: return summaryIssues(sections);
  }
}

/** The MEAT rule (beyond the spec): every attached diagnosis needs at least one element and the sentence that supports it. */
export function evidenceIssues(sections: WizardSections): ValidationIssue[] {
  const elements = Object.values(MEAT_LABELS).join(', ');
  return sections.dx.attached.flatMap((row) => {
    if (row.meat.length > 0 && row.evidence.trim() !== '') return [];
    return [{ field: `dx.${row.code}.evidence`, message: `${row.code} has no MEAT evidence: choose what the note supports (${elements}) and write the sentence that does` }];
  });
}

/** The tab a field belongs to, so Submit can show the tab of the first problem. */
export function tabOfField(field: string): WizardTab {
  if (field === 'serviceDate' || field.startsWith('info.')) return 0;
  if (field.startsWith('soap.') || field.startsWith('medications')) return 1;
  if (field.startsWith('dx.') || field === 'diagnoses') return 2;
  return 3;
}

/** Every rule Submit checks: all four tabs, then the MEAT evidence. */
export function submitIssues(facts: TabRulesFacts, sections: WizardSections): ValidationIssue[] {
  return [...([0, 1, 2, 3] as const).flatMap((tab) => tabIssues(tab, facts, sections)), ...evidenceIssues(sections)];
}
