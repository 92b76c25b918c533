import { err, type Result } from 'neverthrow';
import type { ScoringSubject } from '../ports/repositories/patient-repository.js';
import { esrdInputOf } from './esrd-facts.js';
import { optimiserOutcome, type OptimiserOutcome } from './optimiser-verdicts.js';
import type { RafEngine } from './raf-engine.js';
import { isPaymentYear, yearNotAvailable, type ScoringFailed } from './payment-model.js';
import { beneficiaryOf, scoringFailed } from './record-scoring.js';

/**
 * The Optimizer on a record (the server's Insert and the browser's preview of it): of the pasted codes, those that
 * raise an HCC on top of the record's active codes, for the model CMS pays the patient with (the ESRD model's HCCs for
 * dialysis or a transplant), and every other code with its reason.
 */
export function recordOptimiser(engine: RafEngine, subject: ScoringSubject, pasted: readonly string[]): Result<OptimiserOutcome, ScoringFailed> {
  const year = subject.paymentYear;
  if (!isPaymentYear(engine, year)) return err(yearNotAvailable(engine, year));
  const existing = subject.diagnostics.filter((diagnostic) => diagnostic.active).map((diagnostic) => diagnostic.code);
  return engine.optimiseCodes({ ...beneficiaryOf(subject), pasted, existing }, { year, esrd: esrdInputOf(subject) !== null })
    .map(optimiserOutcome)
    .mapErr((error) => scoringFailed(engine, error));
}
