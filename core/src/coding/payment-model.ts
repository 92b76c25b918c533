import { err, ok, type Result } from 'neverthrow';
import type { PaymentFacts } from '../domain/patient-esrd.js';
import { esrdStatusOf } from '../raf/esrd/esrd-status.js';
import type { EsrdStatusKind, ModelChoice, PaymentYear } from '../raf/index.js';
import { paymentYearNotAvailable } from '../raf/payment-year-wording.js';
import { esrdInputOf, esrdModelLabel } from './esrd-facts.js';
import type { RafEngine } from './raf-engine.js';

/** The engine could not score: an unknown payment year, or demographics it cannot use (an age out of range). */
export interface ScoringFailed {
  readonly kind: 'ScoringFailed';
  readonly message: string;
}

/** Whether the engine has tables for this payment year. */
export function isPaymentYear(engine: RafEngine, year: number): year is PaymentYear {
  return (engine.PAYMENT_YEARS as readonly number[]).includes(year);
}

/** The engine has no tables for the year: the failure names the years it has. */
export const yearNotAvailable = (engine: RafEngine, year: number): ScoringFailed => ({ kind: 'ScoringFailed', message: paymentYearNotAvailable(year, engine.PAYMENT_YEARS) });

/**
 * The model CMS pays a patient with in a payment year: the ESRD model (and the patient's ESRD status) for dialysis
 * or a transplant, CMS-HCC otherwise with the year's own choice of V24, V28 or their blend.
 */
export type PaymentModel =
  | { readonly model: 'ESRD'; readonly year: PaymentYear; readonly status: EsrdStatusKind }
  | { readonly model: 'CMS-HCC'; readonly year: PaymentYear; readonly choice: ModelChoice };

/** V24, V28 or the blend: the CMS-HCC model a payment year pays with. */
export function cmsHccChoiceOf(engine: RafEngine, year: PaymentYear): ModelChoice {
  return engine.paymentYearFactors(year).defaultModel;
}

/**
 * Which model pays this patient in `year`, decided once for the server's figures, the browser's card and its
 * explanations (none of them runs the engine to know it); fails for a year the engine has no tables for.
 */
export function paymentModelOf(engine: RafEngine, patient: Pick<PaymentFacts, 'esrdStatus' | 'monthsSinceTransplant'>, year: number): Result<PaymentModel, ScoringFailed> {
  if (!isPaymentYear(engine, year)) return err(yearNotAvailable(engine, year));
  const esrd = esrdInputOf(patient);
  if (esrd === null) return ok({ model: 'CMS-HCC', year, choice: cmsHccChoiceOf(engine, year) });
  // The engine's own reading of the ESRD facts (dialysis, transplant months 1–3, functioning graft).
  return ok({ model: 'ESRD', year, status: esrdStatusOf({ dialysis: esrd.dialysis ?? false, graftMonths: esrd.graftMonths }).kind });
}

/** "V28 2026", "V24/V28 blend 2025": the CMS-HCC model and year of a figure. */
export function modelLabelOf(engine: RafEngine, year: PaymentYear): string {
  const choice = cmsHccChoiceOf(engine, year);
  return `${choice === 'blend' ? 'V24/V28 blend' : choice} ${year}`;
}

/** "V28 2026", "ESRD dialysis 2027": the label of the model that pays a patient, as a record's figures carry it. */
export function paymentModelLabelOf(engine: RafEngine, model: PaymentModel): string {
  return model.model === 'ESRD' ? esrdModelLabel(model) : modelLabelOf(engine, model.year);
}
