import { err, ok, type Result } from 'neverthrow';
import { computeRecordFigures, totalCodes } from '../billing/record-figures.js';
import type { PaymentFacts } from '../domain/patient-esrd.js';
import type { RecordFigures, ScoringSubject } from '../ports/repositories/patient-repository.js';
import {
  DEFAULT_DIAGNOSIS_SOURCE, type BeneficiaryInput, type DiagnosisSource, type EsrdResult, type FactorSetting, type RafError, type RafResult, type RxResult,
} from '../raf/index.js';
import { esrdInputOf, esrdModelLabel } from './esrd-facts.js';
import { isPaymentYear, modelLabelOf, yearNotAvailable, type ScoringFailed } from './payment-model.js';
import type { RafEngine } from './raf-engine.js';

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


/** Turns an engine error into the coding rules' own failure. */
export function scoringFailed(engine: RafEngine, error: RafError): ScoringFailed {
  return { kind: 'ScoringFailed', message: engine.describeRafError(error) };
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

// A record whose codes carry no source is all face-to-face: the engine is then given no sources at all.
const sourcesFor = (codes: readonly string[], sources?: SourcesByCode) => (sources && sources.size > 0 ? { sources: codes.map((code) => sources.get(code)) } : {});


/**
 * Scores a list of codes for one patient in one payment year: the RAF score, or why the engine cannot.
 * `factorSettings` are the administrator's values for unconfirmed factors (the portal's settings); `sources` say
 * where each code was documented, so the year's diagnosis-source exclusions apply (the result lists what they left out).
 */
export function scoreCodes(
  engine: RafEngine, patient: ScoringDemographics, codes: readonly string[], year: number, factorSettings: readonly FactorSetting[] = [], sources?: SourcesByCode,
): Result<RafResult, ScoringFailed> {
  if (!isPaymentYear(engine, year)) return err(yearNotAvailable(engine, year));
  const input = { ...beneficiaryOf(patient), diagnoses: codes, ...sourcesFor(codes, sources) };
  return engine.scoreBeneficiary(input, { year, factorSettings }).mapErr((error) => scoringFailed(engine, error));
}

/** What a record's payment score needs of its patient: the demographics and the ESRD and Part D facts. */
export type PaymentSubject = ScoringDemographics & Readonly<PaymentFacts>;

/** The payment score CMS uses for a patient: ESRD for a patient on dialysis or with a kidney transplant, CMS-HCC otherwise. */
export type PaymentScore = { readonly model: 'CMS-HCC'; readonly result: RafResult } | { readonly model: 'ESRD'; readonly result: EsrdResult };

/** The figure of a payment score: normalised and coding-adjusted (blended for CMS-HCC); raw when the year has no normalisation. */
export function paymentScoreOf(score: PaymentScore): number {
  return score.model === 'ESRD' ? (score.result.paymentScore ?? score.result.rawScore) : rafScoreOf(score.result);
}

/** "V28 2026", "ESRD dialysis 2027": which model and year produced a payment score. */
export function paymentModelLabel(engine: RafEngine, score: PaymentScore): string {
  return score.model === 'ESRD' ? esrdModelLabel(score.result) : modelLabelOf(engine, score.result.year);
}

/**
 * Scores codes with the model CMS pays the patient with: the ESRD model for dialysis or a transplant (CMS-HCC does not
 * score ESRD beneficiaries), CMS-HCC otherwise. An ESRD patient in a year without ESRD tables fails, naming why: a
 * CMS-HCC figure would look right and be wrong.
 */
export function scorePayment(
  engine: RafEngine, patient: PaymentSubject, codes: readonly string[], year: number, factorSettings: readonly FactorSetting[] = [], sources?: SourcesByCode,
): Result<PaymentScore, ScoringFailed> {
  const esrd = esrdInputOf(patient);
  if (esrd === null) return scoreCodes(engine, patient, codes, year, factorSettings, sources).map((result) => ({ model: 'CMS-HCC' as const, result }));
  if (!isPaymentYear(engine, year)) return err(yearNotAvailable(engine, year));
  return engine.scoreEsrd({ ...beneficiaryOf(patient), esrd: true, ...esrd, diagnoses: codes, ...sourcesFor(codes, sources) }, { year, factorSettings })
    .map((result) => ({ model: 'ESRD' as const, result }))
    .mapErr((error) => ({ kind: 'ScoringFailed' as const, message: `ESRD patient, scored with the ESRD model: ${engine.describeRafError(error)}` }));
}

/**
 * The Part D (RxHCC) score of codes for an MA-PD member, with the patient's low-income subsidy (and ESRD, which picks
 * the new-enrollee cells). Fails, in the engine's words, for a year whose RxHCC tables the engine refuses.
 */
export function scorePartD(
  engine: RafEngine, patient: PaymentSubject, codes: readonly string[], year: number, factorSettings: readonly FactorSetting[] = [], sources?: SourcesByCode,
): Result<RxResult, ScoringFailed> {
  if (!isPaymentYear(engine, year)) return err(yearNotAvailable(engine, year));
  const input = { ...beneficiaryOf(patient), esrd: patient.esrdStatus !== 'none', lowIncome: patient.lowIncomeSubsidy, planType: 'MA-PD' as const, diagnoses: codes, ...sourcesFor(codes, sources) };
  return engine.scoreRx(input, { year, factorSettings }).mapErr((error) => scoringFailed(engine, error));
}

/** The Part D score of a record's total: the same active diagnostics, with their sources, as the RAF total. */
export function scoreRecordPartD(engine: RafEngine, subject: ScoringSubject, year: number, factorSettings: readonly FactorSetting[] = []): Result<RxResult, ScoringFailed> {
  return scorePartD(engine, subject, totalCodes(subject.diagnostics), year, factorSettings, sourcesByCode(subject.diagnostics));
}

/**
 * A record's five figures (docs/formulas.md "Record figures"): the RAF of the active diagnostics, the RAF of those
 * billed in each semester, and each billed fraction, all scored for `year` with the model CMS pays the patient with
 * (ESRD or CMS-HCC, {@link scorePayment}) and the patient's demographics.
 */
export function scoreRecordFigures(engine: RafEngine, subject: ScoringSubject, year: number, factorSettings: readonly FactorSetting[] = []): Result<RecordFigures, ScoringFailed> {
  const check = scorePayment(engine, subject, [], year, factorSettings);
  if (check.isErr()) return err(check.error);
  const failures: ScoringFailed[] = [];
  const sources = sourcesByCode(subject.diagnostics);
  const values = computeRecordFigures(subject.diagnostics, (codes) =>
    scorePayment(engine, subject, codes, year, factorSettings, sources).match(paymentScoreOf, (error) => {
      failures.push(error);
      return 0;
    }));
  const failure = failures[0];
  if (failure !== undefined) return err(failure);
  return ok({ ...values, modelLabel: paymentModelLabel(engine, check.value) });
}
