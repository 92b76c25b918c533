import { z } from 'zod';
import type { IsoDate } from '../domain/calendar-date.js';
import type { DatedMedication, DatedProblem, DatedVitals } from './gap-facts.js';

/** What one submitted Smart PN gives the gap finder. */
export interface NoteGapFacts {
  readonly medications: DatedMedication[];
  readonly vitals: DatedVitals[];
  readonly problems: DatedProblem[];
}

// The note's texts that name the patient's own problems, with the words the gap's evidence shows; family history,
// habits, allergies and the like are left out on purpose (they are not the patient's conditions).
const PROBLEM_FIELDS: Readonly<Record<string, string>> = {
  chiefComplaint: 'Chief complaint', associatedSymptoms: 'Associated symptoms', pastHistory: 'Past medical history',
  surgicalHistory: 'Surgical history', planNote: 'Assessment and plan',
};
const fieldLabel = (key: string): string | null => {
  if (PROBLEM_FIELDS[key]) return PROBLEM_FIELDS[key] ?? null;
  const review = /^ros([A-Z].*)$/.exec(key);
  if (review?.[1]) return `Review of systems: ${review[1].replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
  const exam = /^exam([A-Z].*)$/.exec(key);
  if (exam?.[1]) return `Exam: ${exam[1].replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
  return null;
};

const MedicationsSchema = z.array(z.unknown());
const MedicationSchema = z.object({ name: z.string(), dose: z.string().catch(''), reasonForUse: z.string().catch('') });
const TextsSchema = z.record(z.string(), z.unknown());
const positive = z.number().positive().nullable().catch(null);
const VitalsSchema = z.object({ weightLb: positive.default(null), heightIn: positive.default(null), bmi: positive.default(null) });

/** Vitals as the questionnaire's Vitals group types them ("Weight (lb)", "Height (in)", "BMI"): numbers read from the texts. */
export function vitalsFromAnswers(answers: readonly (readonly [description: string, text: string])[]): Omit<DatedVitals, 'date'> {
  const number = (pattern: RegExp) => {
    const text = answers.find(([description]) => pattern.test(description))?.[1] ?? '';
    const value = Number.parseFloat(text.replace(',', '.'));
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  return { weightLb: number(/^weight/i), heightIn: number(/^height/i), bmi: number(/^bmi\b|body mass/i) };
}

/**
 * Reads a stored progress note's content (`ProgressNoteDetail.content`: encounterType, diagnoses, medications,
 * otherTexts, values, and `vitals` once the submission carries them) into gap facts dated with its date of service.
 * Parts in another shape are skipped, never thrown on: an old note still gives what it has.
 */
export function noteFactsOf(note: { readonly serviceDate: IsoDate; readonly content: unknown }): NoteGapFacts {
  const content = TextsSchema.safeParse(note.content).data ?? {};
  const date = note.serviceDate;
  const medications = (MedicationsSchema.safeParse(content.medications).data ?? []).flatMap((row): DatedMedication[] => {
    const medication = MedicationSchema.safeParse(row).data;
    return medication && medication.name.trim() !== '' ? [{ date, name: medication.name.trim(), dose: medication.dose.trim(), reasonForUse: medication.reasonForUse.trim() }] : [];
  });
  const problems: DatedProblem[] = [];
  for (const [key, text] of Object.entries(TextsSchema.safeParse(content.otherTexts).data ?? {})) {
    const field = fieldLabel(key);
    if (field !== null && typeof text === 'string' && text.trim() !== '') problems.push({ date, source: 'progress-note', field, text: text.trim() });
  }
  const other = TextsSchema.safeParse(content.values).data?.otherAssessmentNote;
  if (typeof other === 'string' && other.trim() !== '') problems.push({ date, source: 'progress-note', field: 'Other assessment', text: other.trim() });
  for (const medication of medications) {
    if (medication.reasonForUse !== '') problems.push({ date, source: 'progress-note', field: `Reason for ${medication.name}`, text: medication.reasonForUse });
  }
  const vitals = VitalsSchema.safeParse(content.vitals).data;
  const measured = vitals && (vitals.weightLb !== null || vitals.heightIn !== null || vitals.bmi !== null) ? [{ date, ...vitals }] : [];
  return { medications, vitals: measured, problems };
}
