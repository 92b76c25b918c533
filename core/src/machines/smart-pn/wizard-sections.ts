import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { DraftNoteContent } from '../../domain/draft-note.js';
import { DEFAULT_ENCOUNTER_TYPE, EncounterTypeSchema, type EncounterType } from '../../domain/record-diagnostic.js';

// The MEAT elements are the stored note's too (a submitted diagnosis keeps them): one list, in the domain.
import { MeatElementSchema, type MeatElement } from '../../domain/progress-note.js';
export { MEAT_ELEMENTS, MeatElementSchema, type MeatElement } from '../../domain/progress-note.js';
export const MEAT_LABELS: Readonly<Record<MeatElement, string>> = { monitor: 'Monitor', evaluate: 'Evaluate', assess: 'Assess', treat: 'Treat' };

/** The wizard's tabs, in order (spec 02: Information 0, SOAP Note 1, DX 2, PN Summary 3). */
export const WIZARD_TABS = ['Information', 'SOAP Note', 'DX', 'PN Summary'] as const;
export type WizardTab = 0 | 1 | 2 | 3;
export const LAST_TAB: WizardTab = 3;

export const InfoSectionSchema = z.object({
  /** As typed in the MM-DD-YYYY mask. */
  serviceDate: z.string(),
  /** How the encounter took place (drafts saved before it was asked: face-to-face). */
  encounterType: EncounterTypeSchema.optional(),
  /** The provider address picked among the doctor's addresses. */
  addressIndex: z.number().int().nonnegative(),
  /** The furthest tab reached, so a restored draft opens every tab it had opened. */
  reachedTab: z.number().int().min(0).max(3),
});
export type InfoSection = z.infer<typeof InfoSectionSchema>;

/** The encounter type of the note in progress. */
export const encounterTypeOf = (info: InfoSection): EncounterType => info.encounterType ?? DEFAULT_ENCOUNTER_TYPE;

export const MedicationDraftSchema = z.object({ name: z.string(), dose: z.string(), frequency: z.string(), reasonForUse: z.string() });
/** A medication row as typed; every field is required once the table shows. */
export type MedicationDraft = z.infer<typeof MedicationDraftSchema>;

export const SoapSectionSchema = z.object({
  /** Chosen Radio and Check options. */
  selected: z.array(z.number().int()),
  /** Text and Texta answers and the specify texts of Other/Comment, by option id. */
  texts: z.record(z.string(), z.string()),
  medications: z.array(MedicationDraftSchema),
});
export type SoapSection = z.infer<typeof SoapSectionSchema>;

export const AttachedDiagnosisSchema = z.object({
  code: z.string().min(1),
  description: z.string(),
  clinicalManifestations: z.string().nullable(),
  treatment: z.string().nullable(),
  /** Which of Monitor, Evaluate, Assess, Treat the note supports for this diagnosis. */
  meat: z.array(MeatElementSchema),
  /** The sentence of the note that supports it. */
  evidence: z.string(),
});
/** A diagnosis attached to the note with its MEAT evidence. */
export type AttachedDiagnosis = z.infer<typeof AttachedDiagnosisSchema>;

export const DxSectionSchema = z.object({ attached: z.array(AttachedDiagnosisSchema) });
export type DxSection = z.infer<typeof DxSectionSchema>;

export const SummarySectionSchema = z.object({
  /** The chosen CPT's id, as text; null until chosen. */
  cpt: z.string().nullable(),
  /** The text of the "other" CPT (id 660). */
  otherCpt: z.string(),
  narrative: z.string(),
});
export type SummarySection = z.infer<typeof SummarySectionSchema>;

/** Everything the clinician has entered; saved as a draft and restored from one. */
export interface WizardSections {
  readonly info: InfoSection;
  readonly soap: SoapSection;
  readonly dx: DxSection;
  readonly summary: SummarySection;
}

export function emptySections(): WizardSections {
  return {
    info: { serviceDate: '', addressIndex: 0, reachedTab: 0 },
    soap: { selected: [], texts: {}, medications: [] },
    dx: { attached: [] },
    summary: { cpt: null, otherCpt: '', narrative: '' },
  };
}

/** The sections as a draft's `progressNote_Data` holds them (pnInfo, soap, dx, summary, soapOtherValues). */
export function toDraftContent(sections: WizardSections): DraftNoteContent {
  return { pnInfo: sections.info, soap: sections.soap, dx: sections.dx, summary: sections.summary, soapOtherValues: {} };
}

const DraftSectionsSchema = z.object({ pnInfo: InfoSectionSchema, soap: SoapSectionSchema, dx: DxSectionSchema, summary: SummarySectionSchema });
const SECTION_LABELS: Readonly<Record<string, string>> = { pnInfo: 'Information', soap: 'SOAP Note', dx: 'DX', summary: 'PN Summary' };

/**
 * Reads a saved draft back into the sections. A draft the server holds in another shape (written by an older
 * wizard, or damaged) is refused with a message naming the section, never half-restored.
 */
export function fromDraftContent(content: unknown): Result<WizardSections, string> {
  let value = content;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return err('The saved draft could not be read: it is not JSON text. Nothing was changed; delete it from PN History or start again.');
    }
  }
  const parsed = DraftSectionsSchema.safeParse(value);
  if (!parsed.success) {
    const key = String(parsed.error.issues[0]?.path[0] ?? '');
    const section = SECTION_LABELS[key] ?? 'note';
    return err(`The saved draft could not be read: its ${section} section is not in the expected form. Nothing was changed; delete it from PN History or start again.`);
  }
  const { pnInfo, soap, dx, summary } = parsed.data;
  return ok({ info: pnInfo, soap, dx, summary });
}
