import { z } from 'zod';
import type { Result } from 'neverthrow';
import { RecordIdSchema } from '../domain/ids.js';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { SexLabelSchema, sexFromLabel, sexLabel } from '../domain/sex.js';
import type { CalculatorRequest } from '../domain/calculator.js';
import { WireCodeListSchema, splitList } from './wire-values.js';
import { parseWire, type WireFormatError } from './wire-format-error.js';

export const WireCalculatorRequestSchema = z.object({
  recordID: RecordIdSchema, diagnostics: WireCodeListSchema,
  optimizerFlag: z.boolean(), dob: IsoDateSchema, patientName: z.string(), plan: z.string(), sex: SexLabelSchema,
});
/** The calculator's request: codes comma-joined, plan and sex as labels. */
export type WireCalculatorRequest = z.infer<typeof WireCalculatorRequestSchema>;

export function toWireCalculatorRequest(request: CalculatorRequest): WireCalculatorRequest {
  return {
    recordID: request.recordId, diagnostics: request.codes.join(','), optimizerFlag: request.optimize, dob: request.dateOfBirth,
    patientName: request.patientName, plan: request.planName, sex: sexLabel(request.sex),
  };
}

export function fromWireCalculatorRequest(input: unknown): Result<CalculatorRequest, WireFormatError> {
  return parseWire('calculator request', WireCalculatorRequestSchema, input, (w) => ({
    recordId: w.recordID, codes: splitList(w.diagnostics), optimize: w.optimizerFlag, dateOfBirth: w.dob,
    patientName: w.patientName, planName: w.plan, sex: sexFromLabel(w.sex) ?? 'F',
  }));
}
