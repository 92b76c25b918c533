import { z } from 'zod';
import { DiagnosisCodeSchema } from '../domain/diagnosis-code.js';
import type { Result } from 'neverthrow';
import { RecordIdSchema } from '../domain/ids.js';
import { IsoDateSchema } from '../domain/calendar-date.js';
import type { DiagnosticDeletion, RecordInfo } from '../domain/record.js';
import { orNull, wireText } from './wire-values.js';
import { parseWire, type WireFormatError } from './wire-format-error.js';

const score = z.number().finite();

export const WireRecordInfoSchema = z.object({
  raF_TOTAL: score, raF_TOTAL_BilledFSM: score, raF_TOTAL_BilledSSM: score,
  percentage_BFSM: score, percentage_BSSM: score, patientStatus: z.boolean(),
});
export type WireRecordInfo = z.infer<typeof WireRecordInfoSchema>;

export function toWireRecordInfo(info: RecordInfo): WireRecordInfo {
  return {
    raF_TOTAL: info.rafTotal, raF_TOTAL_BilledFSM: info.rafBilledFirstSemester, raF_TOTAL_BilledSSM: info.rafBilledSecondSemester,
    percentage_BFSM: info.billedFractionFirstSemester, percentage_BSSM: info.billedFractionSecondSemester, patientStatus: info.patientActive,
  };
}

export function fromWireRecordInfo(input: unknown): Result<RecordInfo, WireFormatError> {
  return parseWire('record info', WireRecordInfoSchema, input, recordInfoOfWire);
}

/** A checked wire card's figures as the domain's (the endpoints' codecs decode with it). */
export function recordInfoOfWire(w: WireRecordInfo): RecordInfo {
  return {
    rafTotal: w.raF_TOTAL, rafBilledFirstSemester: w.raF_TOTAL_BilledFSM, rafBilledSecondSemester: w.raF_TOTAL_BilledSSM,
    billedFractionFirstSemester: w.percentage_BFSM, billedFractionSecondSemester: w.percentage_BSSM, patientActive: w.patientStatus,
  };
}

export const WireDiagnosticDeletionSchema = z.object({
  RecordId: RecordIdSchema, DiagnosticId: DiagnosisCodeSchema, ServiceDate: IsoDateSchema.nullish(), Queue: wireText,
});
/** Query of DELETE Diagnostics/DeleteDiagnostic. */
export type WireDiagnosticDeletion = z.infer<typeof WireDiagnosticDeletionSchema>;

export function toWireDiagnosticDeletion(deletion: DiagnosticDeletion): WireDiagnosticDeletion {
  return { RecordId: deletion.recordId, DiagnosticId: deletion.code, ServiceDate: deletion.serviceDate, Queue: deletion.queue };
}

export function fromWireDiagnosticDeletion(input: unknown): Result<DiagnosticDeletion, WireFormatError> {
  return parseWire('diagnostic deletion', WireDiagnosticDeletionSchema, input, (w) => ({
    recordId: w.RecordId, code: w.DiagnosticId, serviceDate: orNull(w.ServiceDate), queue: orNull(w.Queue),
  }));
}
