import type { VisitOption } from '../../domain/visit-option.js';
import { MAX_ATTACHED_DIAGNOSES } from '../../validation/attach-limit.js';
import { SELECTION_EXCEEDED_MESSAGE } from '../../validation/messages.js';
import { chooseOption } from './questionnaire-view.js';
import type { AttachedDiagnosis, InfoSection, MedicationDraft, MeatElement, SummarySection, WizardSections } from './wizard-sections.js';

/** A diagnosis offered for attaching: from the record's table or the diagnostic search. */
export interface DiagnosisChoice {
  readonly code: string;
  readonly description: string;
  readonly clinicalManifestations: string | null;
  readonly treatment: string | null;
}

/** The clinician's edits; each one changes the sections and starts the 3-second draft save. */
export type SectionEvent =
  | { type: 'info.changed'; patch: Partial<Pick<InfoSection, 'serviceDate' | 'encounterType' | 'addressIndex'>> }
  | { type: 'soap.chosen'; optionId: number; checked: boolean }
  | { type: 'soap.typed'; optionId: number; text: string }
  | { type: 'medication.added' }
  | { type: 'medication.changed'; index: number; field: keyof MedicationDraft; text: string }
  | { type: 'medication.removed'; index: number }
  | { type: 'dx.attached'; diagnosis: DiagnosisChoice }
  | { type: 'dx.detached'; code: string }
  | { type: 'dx.meatToggled'; code: string; element: MeatElement; on: boolean }
  | { type: 'dx.evidenceTyped'; code: string; text: string }
  | { type: 'summary.changed'; patch: Partial<SummarySection> };

/**
 * One choice per code, in the given order (a record lists a code once per service date; the note attaches the
 * diagnosis, not a date of it): the first row of a code stands for it.
 */
export function oneChoicePerCode<T extends { readonly code: string }>(rows: readonly T[]): T[] {
  const byCode = new Map<string, T>();
  for (const row of rows) if (!byCode.has(row.code)) byCode.set(row.code, row);
  return [...byCode.values()];
}

/** The sections after an edit, or the message that refuses it (a 13th diagnosis). */
export function applySectionEvent(sections: WizardSections, options: readonly VisitOption[], event: SectionEvent): WizardSections | { refused: string } {
  const { soap, dx } = sections;
  const updateDx = (code: string, change: (row: AttachedDiagnosis) => AttachedDiagnosis): WizardSections =>
    ({ ...sections, dx: { attached: dx.attached.map((row) => (row.code === code ? change(row) : row)) } });
  switch (event.type) {
    case 'info.changed': return { ...sections, info: { ...sections.info, ...event.patch } };
    case 'soap.chosen': return { ...sections, soap: chooseOption(soap, options, event.optionId, event.checked) };
    case 'soap.typed': return { ...sections, soap: { ...soap, texts: { ...soap.texts, [String(event.optionId)]: event.text } } };
    case 'medication.added': return { ...sections, soap: { ...soap, medications: [...soap.medications, { name: '', dose: '', frequency: '', reasonForUse: '' }] } };
    case 'medication.changed': return { ...sections, soap: { ...soap, medications: soap.medications.map((row, index) => (index === event.index ? { ...row, [event.field]: event.text } : row)) } };
    case 'medication.removed': return { ...sections, soap: { ...soap, medications: soap.medications.filter((_, index) => index !== event.index) } };
    case 'dx.attached':
      if (dx.attached.some((row) => row.code === event.diagnosis.code)) return sections;
      if (dx.attached.length >= MAX_ATTACHED_DIAGNOSES) return { refused: SELECTION_EXCEEDED_MESSAGE };
      return { ...sections, dx: { attached: [...dx.attached, { ...event.diagnosis, meat: [], evidence: '' }] } };
    case 'dx.detached': return { ...sections, dx: { attached: dx.attached.filter((row) => row.code !== event.code) } };
    case 'dx.meatToggled': return updateDx(event.code, (row) => ({
      ...row, meat: event.on ? [...new Set([...row.meat, event.element])] : row.meat.filter((element) => element !== event.element),
    }));
    case 'dx.evidenceTyped': return updateDx(event.code, (row) => ({ ...row, evidence: event.text }));
    case 'summary.changed': return { ...sections, summary: { ...sections.summary, ...event.patch } };
  }
}

export const SECTION_EVENT_TYPES = ['info.changed', 'soap.chosen', 'soap.typed', 'medication.added', 'medication.changed', 'medication.removed',
  'dx.attached', 'dx.detached', 'dx.meatToggled', 'dx.evidenceTyped', 'summary.changed'] as const satisfies readonly SectionEvent['type'][];
