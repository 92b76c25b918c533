import { err, ok, type Result } from 'neverthrow';
import { computeRecordFigures, type BillableDiagnostic, type RecordFigureValues } from '../billing/record-figures.js';
import type { IsoDate } from '../domain/calendar-date.js';
import { NO_PAYMENT_FACTS } from '../domain/patient-esrd.js';
import type { Sex } from '../domain/sex.js';
import type { FactorSetting } from '../raf/index.js';
import { optimiserOutcome, type OptimiserOutcome } from './optimiser-verdicts.js';
import type { RafEngine } from './raf-engine.js';
import { isPaymentYear, modelLabelOf, yearNotAvailable, type ScoringFailed } from './payment-model.js';
import { beneficiaryOf, rafScoreOf, scoreCodes, scoringFailed, type ScoringDemographics } from './record-scoring.js';

// The one calculator of the portal: the Mag Calculator and the patient calculator (in the browser) and Calculator/Calculate
// (for API clients) score, optimise and label through these functions only.

/** What the calculators ask of a patient: date of birth and sex. */
export interface CalculatorPatient {
  readonly sex: Sex;
  readonly dateOfBirth: IsoDate;
}

/**
 * The demographics a calculator scores: the patient's sex and date of birth, and otherwise a community, non-dual,
 * continuing enrollee, OREC 0, without ESRD (the calculators ask nothing more); also a record's defaults when its own are unknown.
 */
export function calculatorDemographics(patient: CalculatorPatient): ScoringDemographics & typeof NO_PAYMENT_FACTS {
  return { sex: patient.sex, dateOfBirth: patient.dateOfBirth, dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0, ...NO_PAYMENT_FACTS };
}

/** A calculation's figures: as a record's (total, billed per semester, fractions) and the model that produced them. */
export type CalculatorFigures = RecordFigureValues & { readonly modelLabel: string };

/** The figures of a calculation's rows for the patient in the payment year, scored as the records view scores a record. */
export function calculatorFigures(
  engine: RafEngine, patient: CalculatorPatient, rows: readonly BillableDiagnostic[], year: number, factorSettings: readonly FactorSetting[] = [],
): Result<CalculatorFigures, ScoringFailed> {
  const demographics = calculatorDemographics(patient);
  const check = scoreCodes(engine, demographics, [], year, factorSettings);
  if (check.isErr()) return err(check.error);
  const failures: ScoringFailed[] = [];
  const figures = computeRecordFigures(rows, (codes) => scoreCodes(engine, demographics, codes, year, factorSettings).match(rafScoreOf, (failure) => {
    failures.push(failure);
    return 0;
  }));
  const failure = failures[0];
  return failure === undefined ? ok({ ...figures, modelLabel: modelLabelOf(engine, check.value.year) }) : err(failure);
}

/** The Optimizer of a calculation: of the pasted codes, those that raise an HCC on top of `existing`, and every other with its reason. */
export function calculatorOptimiser(
  engine: RafEngine, patient: CalculatorPatient, pasted: readonly string[], existing: readonly string[], year: number,
): Result<OptimiserOutcome, ScoringFailed> {
  if (!isPaymentYear(engine, year)) return err(yearNotAvailable(engine, year));
  return engine.optimiseCodes({ ...beneficiaryOf(calculatorDemographics(patient)), pasted, existing }, { year })
    .map(optimiserOutcome).mapErr((error) => scoringFailed(engine, error));
}
