import { z } from 'zod';
import { DiagnosisCodeSchema } from '../domain/diagnosis-code.js';
import type { Result } from 'neverthrow';
import { DoctorIdSchema, NoteDraftIdSchema, RecordIdSchema, UserIdSchema } from '../domain/ids.js';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { DEFAULT_ENCOUNTER_TYPE, EncounterTypeSchema } from '../domain/record-diagnostic.js';
import { OTHER_TEXT_CATEGORIES, type OtherTextCategory, type ProgressNoteSubmission } from '../domain/progress-note-submission.js';
import { MeatElementSchema, type ProgressNoteDiagnosis } from '../domain/progress-note.js';
import { WireMedicationRowSchema, mapMedicationRow, toWireMedicationRow } from './pn-info-wire.js';
import { WireIdListSchema, joinIds, jsonTextOf, orNull, splitIds, wireText } from './wire-values.js';
import { parseWire, type WireFormatError } from './wire-format-error.js';

/** The wire name of a free-text "Other" field: OTHER plus the category in capitals (OTHERCHIEFCOMPLAINT). */
export function otherTextWireName(category: OtherTextCategory): OtherTextWireName {
  return `OTHER${category.toUpperCase()}` as OtherTextWireName;
}
export type OtherTextWireName = `OTHER${Uppercase<OtherTextCategory>}`;

// MEAT and Evidence (beyond the spec): the DX tab's MEAT elements and supporting sentence, which the integrity checks and RADV read.
const WireDxRowSchema = z.object({
  DiagnosticID: DiagnosisCodeSchema, Descriptions: z.string(), Clinical_Manifestations: wireText, Treatment: wireText,
  MEAT: z.array(MeatElementSchema).nullish(), Evidence: z.string().max(4000).nullish(),
});

const jsonArrayText = <S extends z.ZodType>(row: S) => jsonTextOf(z.array(row), 'must be a JSON list of rows of the expected shape');

const count = z.number().int().nonnegative().nullish();
const optionalText = z.string().nullish();
const otherTextFields = Object.fromEntries(OTHER_TEXT_CATEGORIES.map((category) => [otherTextWireName(category), optionalText])) as Record<OtherTextWireName, typeof optionalText>;

export const WireProgressNoteSchema = z.object({
  RecordID: RecordIdSchema, DoctorID: DoctorIdSchema, UserId: UserIdSchema, ID: z.union([z.literal(0), NoteDraftIdSchema]),
  VisitOptionID: WireIdListSchema, SERVICEDATE: IsoDateSchema, EncounterType: EncounterTypeSchema.nullish(), Specialty: wireText, Provider: wireText, CPT: wireText, OtherCPT: wireText,
  jsonDXTable: jsonArrayText(WireDxRowSchema), jsonDRUGSTable: jsonArrayText(WireMedicationRowSchema), pnblob: z.string(),
  AGEOFMENARCHE: count, GRAVIDA: count, PARA: count, ABORTION: count, CSECTION: count,
  IntensityPAINSCALE: z.number().int().min(0).max(10).nullish(), LOCATION: wireText, OTHERASSESSMENTNOTE: wireText,
  LMP: IsoDateSchema.nullish(), DURATION: IsoDateSchema.nullish(),
  // Beyond the spec: the Vitals group's numbers, for the gap finder's BMI rules.
  WEIGHTLB: z.number().positive().max(2000).nullish(), HEIGHTIN: z.number().positive().max(120).nullish(), BMI: z.number().positive().max(200).nullish(),
  // Beyond the spec: the PN Summary's narrative and the "sign anyway" reason of a note signed over its integrity issues.
  NARRATIVE: z.string().max(20000).nullish(), SignAnywayReason: z.string().max(2000).nullish(),
}).extend(otherTextFields);
/** Body of Forms/PostSmartPN; `ID` 0 when the note had no draft. */
export type WireProgressNote = z.input<typeof WireProgressNoteSchema>;

function toWireDx(row: ProgressNoteDiagnosis) {
  return {
    DiagnosticID: row.code, Descriptions: row.description, Clinical_Manifestations: row.clinicalManifestations, Treatment: row.treatment,
    ...(row.meat === undefined ? {} : { MEAT: row.meat }), ...(row.evidence === undefined ? {} : { Evidence: row.evidence }),
  };
}

export function toWireProgressNote(note: ProgressNoteSubmission): WireProgressNote {
  const v = note.values;
  const others = Object.fromEntries(OTHER_TEXT_CATEGORIES.flatMap((category) => {
    const text = note.otherTexts[category];
    return text === undefined ? [] : [[otherTextWireName(category), text]];
  }));
  return {
    ...others,
    RecordID: note.recordId, DoctorID: note.doctorId, UserId: note.userId, ID: note.draftId ?? 0,
    VisitOptionID: joinIds(note.visitOptionIds), SERVICEDATE: note.serviceDate, EncounterType: note.encounterType, Specialty: note.specialty, Provider: note.provider,
    CPT: note.cpt, OtherCPT: note.otherCpt, jsonDXTable: JSON.stringify(note.diagnoses.map(toWireDx)),
    jsonDRUGSTable: JSON.stringify(note.medications.map(toWireMedicationRow)), pnblob: note.pdfBase64,
    AGEOFMENARCHE: v.ageOfMenarche, GRAVIDA: v.gravida, PARA: v.para, ABORTION: v.abortion, CSECTION: v.cSection,
    IntensityPAINSCALE: v.painIntensity, LOCATION: v.location, OTHERASSESSMENTNOTE: v.otherAssessmentNote,
    LMP: v.lastMenstrualPeriod, DURATION: v.duration,
    ...(note.vitals === undefined ? {} : { WEIGHTLB: note.vitals.weightLb, HEIGHTIN: note.vitals.heightIn, BMI: note.vitals.bmi }),
    ...(note.narrative === undefined ? {} : { NARRATIVE: note.narrative }),
    ...(note.signAnywayReason === undefined ? {} : { SignAnywayReason: note.signAnywayReason }),
  };
}

export function fromWireProgressNote(input: unknown): Result<ProgressNoteSubmission, WireFormatError> {
  return parseWire('progress note', WireProgressNoteSchema, input, (w) => {
    const otherTexts: Partial<Record<OtherTextCategory, string>> = {};
    for (const category of OTHER_TEXT_CATEGORIES) {
      const text = w[otherTextWireName(category)];
      if (text != null) otherTexts[category] = text;
    }
    return {
      recordId: w.RecordID, doctorId: w.DoctorID, userId: w.UserId, draftId: w.ID === 0 ? null : w.ID,
      visitOptionIds: splitIds(w.VisitOptionID), serviceDate: w.SERVICEDATE, encounterType: w.EncounterType ?? DEFAULT_ENCOUNTER_TYPE, specialty: orNull(w.Specialty),
      provider: orNull(w.Provider), cpt: orNull(w.CPT), otherCpt: orNull(w.OtherCPT),
      diagnoses: w.jsonDXTable.map((row) => ({
        code: row.DiagnosticID, description: row.Descriptions, clinicalManifestations: orNull(row.Clinical_Manifestations), treatment: orNull(row.Treatment),
        ...(row.MEAT == null ? {} : { meat: row.MEAT }), ...(row.Evidence == null ? {} : { evidence: row.Evidence }),
      })),
      medications: w.jsonDRUGSTable.map(mapMedicationRow), pdfBase64: w.pnblob, otherTexts,
      values: {
        ageOfMenarche: orNull(w.AGEOFMENARCHE), gravida: orNull(w.GRAVIDA), para: orNull(w.PARA), abortion: orNull(w.ABORTION),
        cSection: orNull(w.CSECTION), painIntensity: orNull(w.IntensityPAINSCALE), location: orNull(w.LOCATION),
        otherAssessmentNote: orNull(w.OTHERASSESSMENTNOTE), lastMenstrualPeriod: orNull(w.LMP), duration: orNull(w.DURATION),
      },
      ...(w.WEIGHTLB === undefined && w.HEIGHTIN === undefined && w.BMI === undefined ? {} : { vitals: { weightLb: orNull(w.WEIGHTLB), heightIn: orNull(w.HEIGHTIN), bmi: orNull(w.BMI) } }),
      ...(w.NARRATIVE == null ? {} : { narrative: w.NARRATIVE }),
      ...(w.SignAnywayReason == null ? {} : { signAnywayReason: w.SignAnywayReason }),
    };
  });
}
