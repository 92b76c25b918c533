import { err, ok, type Result } from 'neverthrow';
import { computeRecordFigures } from '../billing/record-figures.js';
import type { RecordFigures, ScoringSubject } from '../ports/repositories/patient-repository.js';
import { DEFAULT_DIAGNOSIS_SOURCE, type BeneficiaryInput, type DiagnosisSource, type FactorSetting, type PaymentYear, type RafError, type RafResult } from '../raf/index.js';
import type { RafEngine } from './raf-engine.js';

/** The engine could not score: an unknown payment year, or demographics it cannot use (an age out of range). */
export interface ScoringFailed {
  readonly kind: 'ScoringFailed';
  readonly message: string;
}

/** The demographics a RAF score of a record's patient needs. */
export type ScoringDemographics = Pick<ScoringSubject, 'sex' | 'dateOfBirth' | 'dualStatus' | 'institutional' | 'newEnrollee' | 'originalReasonForEntitlement'>;

/** The engine's beneficiary for a patient; the age is taken on February 1 of the payment year, as CMS does. */
export function beneficiaryOf(patient: ScoringDemographics): BeneficiaryInput {
  return {
    dob: patient.dateOfBirth,
    sex: patient.sex,
    dual: patient.dualStatus === 'none' ? 'non' : patient.dualStatus,
    institutional: patient.institutional,
    newEnrollee: patient.newEnrollee,
    // Out-of-range values are refused by the engine's own schema, not here.
    orec: patient.originalReasonForEntitlement as 0 | 1 | 2 | 3,
  };
}

/** The figure a RAF card shows: the payment score (normalised, coding-adjusted, blended); the raw score when the year has no normalisation. */
export function rafScoreOf(result: RafResult): number {
  return result.paymentScore ?? result.rawScore;
}

/** Whether the engine has tables for this payment year. */
export function isPaymentYear(engine: RafEngine, year: number): year is PaymentYear {
  return (engine.PAYMENT_YEARS as readonly number[]).includes(year);
}

/** Turns an engine error into the coding rules' own failure. */
export function scoringFailed(engine: RafEngine, error: RafError): ScoringFailed {
  return { kind: 'ScoringFailed', message: engine.describeRafError(error) };
}

/** "V28 2026", or "V24/V28 blend 2025": which model and year produced a figure. */
export function modelLabelOf(engine: RafEngine, year: PaymentYear): string {
  const choice = engine.PAYMENT_YEAR_FACTORS[year].defaultModel;
  return `${choice === 'blend' ? 'V24/V28 blend' : choice} ${year}`;
}

/** Where each code of a record was documented (a code absent is face-to-face). */
export type SourcesByCode = ReadonlyMap<string, DiagnosisSource>;

// A code on several rows (service dates) counts once: with the source that CMS's rules keep most often.
const SOURCE_PREFERENCE: readonly DiagnosisSource[] = ['face-to-face', 'video-telehealth', 'chart-review-linked', 'chart-review-unlinked', 'audio-only'];

/** The sources of a record's diagnostics by code (absent: face-to-face); a code listed twice takes its most admissible source. */
export function sourcesByCode(diagnostics: readonly { readonly code: string; readonly source?: DiagnosisSource | undefined }[]): SourcesByCode {
  const sources = new Map<string, DiagnosisSource>();
  for (const { code, source = DEFAULT_DIAGNOSIS_SOURCE } of diagnostics) {
    const known = sources.get(code);
    if (known === undefined || SOURCE_PREFERENCE.indexOf(source) < SOURCE_PREFERENCE.indexOf(known)) sources.set(code, source);
  }
  return sources;
}

/**
 * Scores a list of codes for one patient in one payment year: the RAF score, or why the engine cannot.
 * `factorSettings` are the administrator's values for unconfirmed factors (the portal's settings); `sources` say
 * where each code was documented, so the year's diagnosis-source exclusions apply (the result lists what they left out).
 */
export function scoreCodes(
  engine: RafEngine, patient: ScoringDemographics, codes: readonly string[], year: number, factorSettings: readonly FactorSetting[] = [], sources?: SourcesByCode,
): Result<RafResult, ScoringFailed> {
  if (!isPaymentYear(engine, year)) return err({ kind: 'ScoringFailed', message: `payment year ${year} is not available (use ${engine.PAYMENT_YEARS.join(', ')})` });
  const input = { ...beneficiaryOf(patient), diagnoses: codes, ...(sources && sources.size > 0 ? { sources: codes.map((code) => sources.get(code)) } : {}) };
  return engine.scoreBeneficiary(input, { year, factorSettings }).mapErr((error) => scoringFailed(engine, error));
}

/**
 * A record's five figures (docs/formulas.md "Record figures"): the RAF of the active diagnostics, the RAF of those
 * billed in each semester, and each billed fraction, all scored by the engine for `year` with the patient's demographics.
 */
export function scoreRecordFigures(engine: RafEngine, subject: ScoringSubject, year: number, factorSettings: readonly FactorSetting[] = []): Result<RecordFigures, ScoringFailed> {
  const check = scoreCodes(engine, subject, [], year, factorSettings);
  if (check.isErr()) return err(check.error);
  const failures: ScoringFailed[] = [];
  const sources = sourcesByCode(subject.diagnostics);
  const values = computeRecordFigures(subject.diagnostics, (codes) =>
    scoreCodes(engine, subject, codes, year, factorSettings, sources).match(rafScoreOf, (error) => {
      failures.push(error);
      return 0;
    }));
  const failure = failures[0];
  if (failure !== undefined) return err(failure);
  return ok({ ...values, modelLabel: modelLabelOf(engine, check.value.year) });
}
