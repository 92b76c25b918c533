import { type RecordNote } from '../ports/repositories/record-note-repository.js';
import { type CalculatorResult } from '../usecases/calculator/calculate-raf.js';
import { type PendingRafLists } from '../usecases/patients/list-patients.js';
import { type RosterReport } from '../usecases/patients/roster-import.js';
import { type AddDiagnosesReport } from '../usecases/records/add-diagnoses.js';
import { type RecordCard, type RecordChange } from '../usecases/records/change-record.js';
import { toWireCatalogueDiagnostic, toWireRecordDiagnostic, WireRecordDiagnosticSchema } from './diagnostic-wire.js';
import { toWirePatientRow, WirePatientRowSchema } from './patient-wire.js';
import { toWireRecordInfo, WireRecordInfoSchema } from './record-wire.js';
import { z } from 'zod';

// Response shapes of the clinical calls whose answers the spec does not show (docs/api.md).

const codes = z.array(z.string());

export const WireRecordCardSchema = WireRecordInfoSchema.extend({ modelLabel: z.string() });
export type WireRecordCard = z.infer<typeof WireRecordCardSchema>;

/** The RAF card after a change: the five figures, the patient's status and which model and year scored them. */
export function toWireRecordCard(card: RecordCard): WireRecordCard {
  return { ...toWireRecordInfo(card), modelLabel: card.modelLabel };
}

export const WireOptimisedOutSchema = z.object({ diagnosticId: z.string(), reason: z.string(), trumpedBy: z.string().nullable() });

export const WireAddDiagnosticsResultSchema = WireRecordCardSchema.extend({
  recordID: z.number().int(), added: codes, alreadyPresent: codes, unknown: codes, invalid: codes, optimizedOut: z.array(WireOptimisedOutSchema),
  /** Every row of the record with an added code, as the diagnostics list shows it. */
  rows: z.array(WireRecordDiagnosticSchema),
});

/** What Insert did with each code, and the record's card after it. */
export function toWireAddDiagnosticsResult(recordId: number, change: RecordChange<AddDiagnosesReport>): z.infer<typeof WireAddDiagnosticsResultSchema> {
  const report = change.value;
  return {
    ...toWireRecordCard(change.card), recordID: recordId, added: [...report.added], alreadyPresent: [...report.alreadyPresent],
    unknown: [...report.unknown], invalid: [...report.invalid],
    optimizedOut: report.optimisedOut.map((out) => ({ diagnosticId: out.code, reason: out.reason, trumpedBy: out.trumpedBy })),
    rows: report.rows.map(toWireRecordDiagnostic),
  };
}

export const WireRecordNoteResultSchema = z.object({
  noteID: z.number().int(), recordID: z.number().int(), kind: z.enum(['doctor', 'mag']), note: z.string(), author: z.string().nullable(), creationDate: z.string(),
});

/** A stored doctor or MAG note as the note calls answer it. */
export function toWireRecordNoteResult(note: RecordNote): z.infer<typeof WireRecordNoteResultSchema> {
  return { noteID: note.id, recordID: note.recordId, kind: note.kind, note: note.text, author: note.authorName, creationDate: note.createdAt.toISOString() };
}

export const WirePendingRafReportSchema = z.object({
  firstSemester: z.array(WirePatientRowSchema), secondSemester: z.array(WirePatientRowSchema), combined: z.array(WirePatientRowSchema),
});

/** The Pending RAF Validation Report's three lists of patient rows. */
export function toWirePendingRafReport(lists: PendingRafLists): z.infer<typeof WirePendingRafReportSchema> {
  return { firstSemester: lists.firstSemester.map(toWirePatientRow), secondSemester: lists.secondSemester.map(toWirePatientRow), combined: lists.combined.map(toWirePatientRow) };
}

export const WireRosterReportSchema = z.object({
  imported: z.number().int(), rejected: z.number().int(), ignoredColumns: codes,
  lines: z.array(z.object({ line: z.number().int(), documentID: z.string().nullable(), status: z.enum(['imported', 'rejected', 'skipped']), errors: codes })),
});

/** What became of each line of an uploaded roster. */
export function toWireRosterReport(report: RosterReport): z.infer<typeof WireRosterReportSchema> {
  return {
    imported: report.imported, rejected: report.rejected, ignoredColumns: [...report.ignoredColumns],
    lines: report.lines.map((line) => ({ line: line.line, documentID: line.documentId, status: line.status, errors: [...line.errors] })),
  };
}

const category = z.number().int().nullable();

export const WireCalculatorRowSchema = z.object({
  diagnosticId: z.string(), descriptions: z.string(), cmsHcc1: category, cmsHcc2: category, v24_CMSHcc1: category, v24_CMSHcc2: category,
  rxHcc1: category, rxHcc2: category, crosswalkDx: z.string().nullable(), crosswalkRx: z.string().nullable(), alert: z.string().nullable(),
  clinical_Manifestations: z.string().nullable(), treatment: z.string().nullable(), documentation: z.string().nullable(),
  billingFSM: z.boolean(), billingSSM: z.boolean(), diagnosticStatus: z.boolean(), counted: z.boolean(), reason: z.string().nullable(),
  trumpedBy: z.string().nullable(), raF_TOTAL: z.number(), modelLabel: z.string(),
});

/** The calculator's rows: each code as listed with the catalogue's columns, whether it counts, and the RAF total on every row. */
export function toWireCalculatorRows(result: CalculatorResult): z.infer<typeof WireCalculatorRowSchema>[] {
  return result.rows.map((row) => {
    const entry = row.entry === null ? null : toWireCatalogueDiagnostic(row.entry);
    return {
      diagnosticId: row.code, descriptions: entry?.descriptions ?? '', cmsHcc1: entry?.cmshcc1 ?? null, cmsHcc2: entry?.cmshcc2 ?? null,
      v24_CMSHcc1: entry?.v24_Cmshcc1 ?? null, v24_CMSHcc2: entry?.v24_Cmshcc2 ?? null, rxHcc1: entry?.rxHcc1 ?? null, rxHcc2: entry?.rxHcc2 ?? null,
      crosswalkDx: entry?.crosswalkDx ?? null, crosswalkRx: entry?.crosswalkRx ?? null, alert: entry?.alert ?? null,
      clinical_Manifestations: entry?.clinical_Manifestations ?? null, treatment: entry?.treatment ?? null, documentation: null,
      billingFSM: false, billingSSM: false, diagnosticStatus: row.counted, counted: row.counted, reason: row.reason, trumpedBy: row.trumpedBy,
      raF_TOTAL: result.rafTotal, modelLabel: result.modelLabel,
    };
  });
}
