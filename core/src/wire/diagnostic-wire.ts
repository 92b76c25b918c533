import { z } from 'zod';
import { DiagnosisCodeSchema } from '../domain/diagnosis-code.js';
import type { Result } from 'neverthrow';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { DiagnosisSourceSchema, type RecordDiagnosticRow } from '../domain/record-diagnostic.js';
import { DEFAULT_DIAGNOSIS_SOURCE } from '../raf/diagnosis-source.js';
import type { CatalogueDiagnostic } from '../domain/catalogue-diagnostic.js';
import { orNull, wireText } from './wire-values.js';
import { parseWire, type WireFormatError } from './wire-format-error.js';

const category = z.number().int().nonnegative().nullish();

export const WireRecordDiagnosticSchema = z.object({
  diagnosticId: DiagnosisCodeSchema, descriptions: z.string(),
  v24_CMSHcc1: category, v24_CMSHcc2: category, cmsHcc1: category, cmsHcc2: category,
  clinical_Manifestations: wireText, treatment: wireText, alert: wireText, specialty: wireText, provider: wireText,
  preview_PN_Flag: z.boolean(), pnFlag: z.boolean(), billingFSM: z.boolean(), billingSSM: z.boolean(),
  diagnosticStatus: z.boolean(), documentation: wireText, serviceDate: IsoDateSchema.nullish(),
  /** Where the diagnosis was documented (beyond the spec; absent from older servers: face-to-face). */
  diagnosisSource: DiagnosisSourceSchema.nullish(),
});
/** A row of Patients/GetRecordDiagnostics. */
export type WireRecordDiagnostic = z.infer<typeof WireRecordDiagnosticSchema>;

export function toWireRecordDiagnostic(row: RecordDiagnosticRow): WireRecordDiagnostic {
  return {
    diagnosticId: row.code, descriptions: row.description, v24_CMSHcc1: row.v24Hcc1, v24_CMSHcc2: row.v24Hcc2,
    cmsHcc1: row.v28Hcc1, cmsHcc2: row.v28Hcc2, clinical_Manifestations: row.clinicalManifestations, treatment: row.treatment,
    alert: row.alert, specialty: row.specialty, provider: row.provider, preview_PN_Flag: row.inProgressNotePreview,
    pnFlag: row.inProgressNote, billingFSM: row.billedFirstSemester, billingSSM: row.billedSecondSemester,
    diagnosticStatus: row.active, documentation: row.documentation, serviceDate: row.serviceDate, diagnosisSource: row.source,
  };
}

export function fromWireRecordDiagnostic(input: unknown): Result<RecordDiagnosticRow, WireFormatError> {
  return parseWire('record diagnostic', WireRecordDiagnosticSchema, input, recordDiagnosticOfWire);
}

/** A checked wire diagnostic row as the domain's (the endpoints' codecs decode with it). */
export function recordDiagnosticOfWire(w: z.output<typeof WireRecordDiagnosticSchema>): RecordDiagnosticRow {
  return {
    code: w.diagnosticId, description: w.descriptions, v24Hcc1: orNull(w.v24_CMSHcc1), v24Hcc2: orNull(w.v24_CMSHcc2),
    v28Hcc1: orNull(w.cmsHcc1), v28Hcc2: orNull(w.cmsHcc2), clinicalManifestations: orNull(w.clinical_Manifestations),
    treatment: orNull(w.treatment), alert: orNull(w.alert), specialty: orNull(w.specialty), provider: orNull(w.provider),
    inProgressNotePreview: w.preview_PN_Flag, inProgressNote: w.pnFlag, billedFirstSemester: w.billingFSM,
    billedSecondSemester: w.billingSSM, active: w.diagnosticStatus, documentation: orNull(w.documentation),
    serviceDate: orNull(w.serviceDate), source: w.diagnosisSource ?? DEFAULT_DIAGNOSIS_SOURCE,
  };
}

export const WireCatalogueDiagnosticSchema = z.object({
  diagnosticId: DiagnosisCodeSchema, descriptions: z.string(),
  cmshcc1: category, cmshcc2: category, v24_Cmshcc1: category, v24_Cmshcc2: category, rxHcc1: category, rxHcc2: category,
  idinteraction: category, v24_Idinteraction: category, alert: wireText, alertDelete: wireText,
  crosswalkDx: wireText, crosswalkRx: wireText, clinical_Manifestations: wireText, treatment: wireText,
  diagnosticStatus: z.boolean(),
});
/** A catalogue entry (GET Diagnostics, CreateDiagnostic, UpdateDiagnostic). */
export type WireCatalogueDiagnostic = z.infer<typeof WireCatalogueDiagnosticSchema>;

/** Internal field → wire field of the catalogue form, for naming fields in error messages. */
export const CATALOGUE_DIAGNOSTIC_WIRE_FIELDS = {
  code: 'diagnosticId', description: 'descriptions', v28Hcc1: 'cmshcc1', v28Hcc2: 'cmshcc2', v24Hcc1: 'v24_Cmshcc1',
  v24Hcc2: 'v24_Cmshcc2', rxHcc1: 'rxHcc1', rxHcc2: 'rxHcc2', v28Interaction: 'idinteraction', v24Interaction: 'v24_Idinteraction',
  alert: 'alert', deletionAlert: 'alertDelete', crosswalkDx: 'crosswalkDx', crosswalkRx: 'crosswalkRx',
  clinicalManifestations: 'clinical_Manifestations', treatment: 'treatment', active: 'diagnosticStatus',
} as const satisfies Record<keyof CatalogueDiagnostic, keyof WireCatalogueDiagnostic>;

export function toWireCatalogueDiagnostic(entry: CatalogueDiagnostic): WireCatalogueDiagnostic {
  return {
    diagnosticId: entry.code, descriptions: entry.description, cmshcc1: entry.v28Hcc1, cmshcc2: entry.v28Hcc2,
    v24_Cmshcc1: entry.v24Hcc1, v24_Cmshcc2: entry.v24Hcc2, rxHcc1: entry.rxHcc1, rxHcc2: entry.rxHcc2,
    idinteraction: entry.v28Interaction, v24_Idinteraction: entry.v24Interaction, alert: entry.alert,
    alertDelete: entry.deletionAlert, crosswalkDx: entry.crosswalkDx, crosswalkRx: entry.crosswalkRx,
    clinical_Manifestations: entry.clinicalManifestations, treatment: entry.treatment, diagnosticStatus: entry.active,
  };
}

/** A checked wire catalogue entry as the domain's (the endpoints' codecs decode with it). */
export function catalogueDiagnosticOfWire(w: z.output<typeof WireCatalogueDiagnosticSchema>): CatalogueDiagnostic {
  return {
    code: w.diagnosticId, description: w.descriptions, v28Hcc1: orNull(w.cmshcc1), v28Hcc2: orNull(w.cmshcc2),
    v24Hcc1: orNull(w.v24_Cmshcc1), v24Hcc2: orNull(w.v24_Cmshcc2), rxHcc1: orNull(w.rxHcc1), rxHcc2: orNull(w.rxHcc2),
    v28Interaction: orNull(w.idinteraction), v24Interaction: orNull(w.v24_Idinteraction), alert: orNull(w.alert),
    deletionAlert: orNull(w.alertDelete), crosswalkDx: orNull(w.crosswalkDx), crosswalkRx: orNull(w.crosswalkRx),
    clinicalManifestations: orNull(w.clinical_Manifestations), treatment: orNull(w.treatment), active: w.diagnosticStatus,
  };
}
