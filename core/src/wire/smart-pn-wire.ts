import { OTHER_TEXT_CATEGORIES, OtherTextCategorySchema, ProgressNoteValuesSchema } from '../domain/progress-note-submission.js';
import { MedicationRowSchema, ProgressNoteDiagnosisSchema } from '../domain/progress-note.js';
import { type CptCode, type ProgressNoteDetail, type ProgressNoteSummary } from '../ports/repositories/smart-pn-repositories.js';
import { type FormsResolve } from '../usecases/smart-pn/questionnaire.js';
import { WireMedicationRowSchema, toWireMedicationRow } from './pn-info-wire.js';
import { WireProgressNoteSummarySchema, type WireProgressNoteSummary } from './progress-note-summary-wire.js';
import { otherTextWireName } from './progress-note-wire.js';
import { WireVisitOptionSchema, toWireVisitOption } from './visit-option-wire.js';
import { z } from 'zod';

export const WireCptCodeSchema = z.object({ cptID: z.number().int(), cptCode: z.string(), description: z.string() });

export function toWireCptCode(cpt: CptCode): z.infer<typeof WireCptCodeSchema> {
  return { cptID: cpt.id, cptCode: cpt.code, description: cpt.description };
}

export function cptCodeOfWire(w: z.infer<typeof WireCptCodeSchema>): CptCode {
  return { id: w.cptID, code: w.cptCode, description: w.description };
}

export const WireFormsResolveSchema = z.object({ visitOptions: z.array(WireVisitOptionSchema), cptCodes: z.array(WireCptCodeSchema) });

export function toWireFormsResolve(resolve: FormsResolve): z.infer<typeof WireFormsResolveSchema> {
  return { visitOptions: resolve.visitOptions.map(toWireVisitOption), cptCodes: resolve.cptCodes.map(toWireCptCode) };
}

const text = z.string().nullable();

export function toWireProgressNoteSummary(note: ProgressNoteSummary): WireProgressNoteSummary {
  return {
    progressNoteID: note.id, recordID: note.recordId, doctorID: note.doctorId, patient: note.patientName, serviceDate: note.serviceDate,
    specialty: note.specialty, provider: note.provider, cpt: note.cpt, creationDate: note.createdAt.toISOString(),
  };
}

const WireDxRowSchema = z.object({ DiagnosticID: z.string(), Descriptions: z.string(), Clinical_Manifestations: text, Treatment: text });

export const WireProgressNoteDetailSchema = WireProgressNoteSummarySchema.extend({
  visitOptionID: z.string(), otherCPT: text, jsonDXTable: z.array(WireDxRowSchema), jsonDRUGSTable: z.array(WireMedicationRowSchema),
  otherTexts: z.record(z.string(), z.string()), AGEOFMENARCHE: z.number().nullable(), GRAVIDA: z.number().nullable(),
  PARA: z.number().nullable(), ABORTION: z.number().nullable(), CSECTION: z.number().nullable(), IntensityPAINSCALE: z.number().nullable(),
  LOCATION: text, OTHERASSESSMENTNOTE: text, LMP: text, DURATION: text, hasPdf: z.boolean(),
});

/** The sections a note was stored with; a section that does not read back is shown empty rather than failing the call. */
const StoredContentSchema = z.object({
  diagnoses: z.array(ProgressNoteDiagnosisSchema).catch([]),
  medications: z.array(MedicationRowSchema).catch([]),
  otherTexts: z.partialRecord(OtherTextCategorySchema, z.string()).catch({}),
  values: ProgressNoteValuesSchema.partial().catch({}),
});

/** A submitted note as Patients/GetProgressNoteById answers it: the summary, every section in the submission's spelling. */
export function toWireProgressNoteDetail(note: ProgressNoteDetail): z.infer<typeof WireProgressNoteDetailSchema> {
  const content = StoredContentSchema.parse(note.content);
  const values = content.values;
  const otherTexts: Record<string, string> = {};
  for (const category of OTHER_TEXT_CATEGORIES) {
    const value = content.otherTexts[category];
    if (value !== undefined) otherTexts[otherTextWireName(category)] = value;
  }
  return {
    ...toWireProgressNoteSummary(note),
    visitOptionID: note.visitOptionIds.join(','), otherCPT: note.otherCpt,
    jsonDXTable: content.diagnoses.map((row) => ({ DiagnosticID: row.code, Descriptions: row.description, Clinical_Manifestations: row.clinicalManifestations, Treatment: row.treatment })),
    jsonDRUGSTable: content.medications.map(toWireMedicationRow), otherTexts,
    AGEOFMENARCHE: values.ageOfMenarche ?? null, GRAVIDA: values.gravida ?? null, PARA: values.para ?? null, ABORTION: values.abortion ?? null,
    CSECTION: values.cSection ?? null, IntensityPAINSCALE: values.painIntensity ?? null, LOCATION: values.location ?? null,
    OTHERASSESSMENTNOTE: values.otherAssessmentNote ?? null, LMP: values.lastMenstrualPeriod ?? null, DURATION: values.duration ?? null,
    hasPdf: note.pdf !== null,
  };
}

/**
 * A draft as answered: the core's wire schema reads `progressNote_Data` into the sections, while the answer must
 * keep it the JSON text the wizard sent, so replies are checked with this non-transforming shape.
 */
export const WireDraftNoteReplySchema = z.object({ id: z.number().int(), recordId: z.number().int(), progressNote_Data: z.string(), last_Saved: z.string() });
