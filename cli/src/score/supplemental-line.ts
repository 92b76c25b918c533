import { describeRafError, scoreEsrd, scoreRx, type EsrdResult, type RafInput, type RafOptions, type RxResult } from '@rafdesk/core/raf';
import type { RxScoreFields, ScoreRecord } from '../format/score-record.js';
import type { InputRecord } from './input-record.js';
import type { SupplementalSettings } from './score-settings.js';

const thousandths = (value: number | null) => (value === null ? null : Math.round(value * 1000));
const UNMAPPED_KINDS = new Set(['invalid', 'unmapped', 'not-billable']);

/** The ESRD facts of a line: its own fields, else the run's options. */
function esrdFacts(record: InputRecord, run: SupplementalSettings): { esrd: boolean; dialysis: boolean; graftMonths: number | undefined } {
  const graftMonths = record.graftMonths ?? (record.dialysis === true ? undefined : run.graftMonths);
  const dialysis = record.dialysis === true || (record.graftMonths === undefined && run.dialysis);
  return { esrd: record.esrd === true || run.esrd || dialysis || graftMonths !== undefined, dialysis, graftMonths };
}

/** Whether a line is scored with the ESRD model (its fields or the run's options say ESRD, dialysis or graft months). */
export const lineWantsEsrd = (record: InputRecord, run: SupplementalSettings): boolean => esrdFacts(record, run).esrd;
/** Whether a line also gets an RxHCC score. */
export const lineWantsRx = (record: InputRecord, run: SupplementalSettings): boolean => record.rx === true || run.rx;

/** The ESRD output line of a scored ESRD result. */
export function esrdRecord(id: ScoreRecord['id'], result: EsrdResult, explain: boolean): ScoreRecord {
  return {
    id, model: 'ESRD', year: result.year, segment: result.segment.code, raw: thousandths(result.rawScore), normalized: thousandths(result.normalizedScore), payment: thousandths(result.paymentScore),
    hccs: result.hccs.map((hcc) => hcc.hcc), interactions: [...result.interactions, ...result.addOns].map((term) => term.variable), unmapped: result.dropped.filter((drop) => UNMAPPED_KINDS.has(drop.reason.kind)).map((drop) => drop.code),
    errors: [], ...(result.excluded.length > 0 ? { excluded: result.excluded } : {}), ...(explain ? { explain: result } : {}),
  };
}

/** Scores a line with the ESRD model: its output line, or the error in words. */
export function scoreEsrdLine(input: RafInput, record: InputRecord, run: SupplementalSettings, options: RafOptions): { ok: true; result: EsrdResult } | { ok: false; message: string } {
  const { esrd, dialysis, graftMonths } = esrdFacts(record, run);
  const scored = scoreEsrd({ ...input, esrd, dialysis, graftMonths }, options);
  return scored.isOk() ? { ok: true, result: scored.value } : { ok: false, message: describeRafError(scored.error) };
}

/** The RxHCC fields of a line (a failure is kept in its `errors`), and the result for `--explain`. */
export function rxFields(input: RafInput, record: InputRecord, run: SupplementalSettings, options: RafOptions): { fields: RxScoreFields; result: RxResult | null } {
  const planType = record.pdp === true || (record.pdp === undefined && run.pdp) ? 'PDP' : 'MA-PD';
  const lowIncome = record.lowIncome ?? run.lowIncome;
  const scored = scoreRx({ ...input, esrd: input.esrd === true || lineWantsEsrd(record, run), lowIncome, planType }, options);
  if (scored.isErr()) return { fields: { planType, segment: null, raw: null, normalized: null, payment: null, hccs: [], errors: [describeRafError(scored.error)] }, result: null };
  const result = scored.value;
  return {
    fields: { planType, segment: result.segment.code, raw: thousandths(result.rawScore), normalized: thousandths(result.normalizedScore), payment: thousandths(result.paymentScore), hccs: result.hccs.map((hcc) => hcc.hcc), errors: [] },
    result,
  };
}
