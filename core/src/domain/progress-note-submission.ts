import { z } from 'zod';
import { DoctorIdSchema, NoteDraftIdSchema, RecordIdSchema, UserIdSchema } from './ids.js';
import { IsoDateSchema } from './calendar-date.js';
import { MedicationRowSchema, ProgressNoteDiagnosisSchema } from './progress-note.js';
import { DEFAULT_ENCOUNTER_TYPE, EncounterTypeSchema } from './record-diagnostic.js';

const REVIEW_OF_SYSTEMS = ['rosConstitutional', 'rosEyes', 'rosEarsNoseThroat', 'rosCardiovascular', 'rosRespiratory',
  'rosGastrointestinal', 'rosGenitourinary', 'rosMusculoskeletal', 'rosSkin', 'rosNeurological', 'rosPsychiatric',
  'rosEndocrine', 'rosHematologicLymphatic', 'rosAllergicImmunologic'] as const;
const EXAM = ['examAnusRectum', 'examBreast', 'examChest', 'examDiabeticLeftFootUlcer', 'examDiabeticRightFootUlcer',
  'examDiabeticUlcer', 'examEars', 'examExtremities', 'examEyes', 'examGastroAbdomen', 'examGeneralAppearance',
  'examGenitaliaMale', 'examHead', 'examHeart', 'examLymphaticMusculoskeletal', 'examMouth', 'examNeck', 'examNeurologic',
  'examNonDiabeticNonPressureUlcer', 'examNose', 'examPressureUlcer', 'examRespiratoryLungs', 'examSkin', 'examThroat'] as const;

/** Every history or exam category that has a free-text "Other" field in a progress note. */
export const OTHER_TEXT_CATEGORIES = ['chiefComplaint', 'onset', 'frequency', 'precipitatingFactor', 'similarSymptoms',
  'alleviating', 'aggravating', 'associatedSymptoms', 'pastHistory', 'allergies', 'homeMedication', 'surgicalHistory',
  'immunization', 'familyHistoryFather', 'familyHistoryMother', 'familyHistorySiblings', 'consumption', 'healthHabits',
  'sexualHistory', 'occupation', 'familyComposition', 'maritalStatus', ...REVIEW_OF_SYSTEMS, ...EXAM, 'obGynHistory',
  'painQuality', 'radiation', 'planNote', 'encounter'] as const;
export const OtherTextCategorySchema = z.enum(OTHER_TEXT_CATEGORIES);
export type OtherTextCategory = z.infer<typeof OtherTextCategorySchema>;

const count = z.number().int().nonnegative().nullable();

export const ProgressNoteValuesSchema = z.object({
  ageOfMenarche: count,
  gravida: count,
  para: count,
  abortion: count,
  cSection: count,
  painIntensity: z.number().int().min(0).max(10).nullable(),
  location: z.string().nullable(),
  otherAssessmentNote: z.string().nullable(),
  lastMenstrualPeriod: IsoDateSchema.nullable(),
  duration: IsoDateSchema.nullable(),
});
/** The single-value answers of a progress note (OB/GYN counts, pain, dates). */
export type ProgressNoteValues = z.infer<typeof ProgressNoteValuesSchema>;

const vital = (max: number) => z.number().positive().max(max).nullable();
/** Vitals typed in the questionnaire's Vitals group, as numbers (the gap finder's BMI rules read them from the stored note). */
export const NoteVitalsSchema = z.object({ weightLb: vital(2000), heightIn: vital(120), bmi: vital(200) });
export type NoteVitals = z.infer<typeof NoteVitalsSchema>;

export const ProgressNoteSubmissionSchema = z.object({
  recordId: RecordIdSchema,
  doctorId: DoctorIdSchema,
  userId: UserIdSchema,
  /** The draft this note finishes, if any. */
  draftId: NoteDraftIdSchema.nullable(),
  /** Numeric, unique, ascending (see `visitOptionIdsFromSelection`). */
  visitOptionIds: z.array(z.number().int().positive()),
  serviceDate: IsoDateSchema,
  /** How the encounter took place; becomes the source of the diagnoses the note puts on the record. */
  encounterType: EncounterTypeSchema.default(DEFAULT_ENCOUNTER_TYPE),
  specialty: z.string().nullable(),
  provider: z.string().nullable(),
  cpt: z.string().nullable(),
  otherCpt: z.string().nullable(),
  diagnoses: z.array(ProgressNoteDiagnosisSchema).max(12),
  medications: z.array(MedicationRowSchema),
  /** The PN Summary as a PDF, base64. */
  pdfBase64: z.string(),
  otherTexts: z.partialRecord(OtherTextCategorySchema, z.string()),
  values: ProgressNoteValuesSchema,
  /** Absent from callers that send no vitals. */
  vitals: NoteVitalsSchema.optional(),
  /** The PN Summary's narrative (the note-integrity checks compare it with the previous note). */
  narrative: z.string().optional(),
  /** "Sign anyway": why the note is signed over its integrity issues (who and when are the server's); absent or null: sign only a clean note. */
  signAnywayReason: z.string().optional(),
});
/** A finished Smart progress note with its PDF summary. */
export type ProgressNoteSubmission = z.infer<typeof ProgressNoteSubmissionSchema>;
