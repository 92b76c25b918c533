import { z } from 'zod';
import type { Result } from 'neverthrow';
import type { RecordInfo } from '../domain/record.js';
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

/** A checked wire card's figures as the domain's. */
function recordInfoOfWire(w: WireRecordInfo): RecordInfo {
  return {
    rafTotal: w.raF_TOTAL, rafBilledFirstSemester: w.raF_TOTAL_BilledFSM, rafBilledSecondSemester: w.raF_TOTAL_BilledSSM,
    billedFractionFirstSemester: w.percentage_BFSM, billedFractionSecondSemester: w.percentage_BSSM, patientActive: w.patientStatus,
  };
}

