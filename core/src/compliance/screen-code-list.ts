import type { RafEngine } from '../coding/raf-engine.js';
import type { PaymentSubject } from '../coding/record-scoring.js';
import type { IsoDate } from '../domain/calendar-date.js';
import { serviceYearOf } from '../gaps/gap-facts.js';
import type { FactorSetting } from '../raf/index.js';
import { screenDiagnoses, type HighRiskFlag } from './screen-high-risk.js';

/** The date of service a bare list of codes is screened at: the last day of the payment year's service year. */
export const codeListDateOfService = (paymentYear: number): IsoDate => `${serviceYearOf(paymentYear)}-12-31` as IsoDate;

/** A list of codes without a record behind it: the calculator, `rafdesk code`, a line of `rafdesk score --explain`. */
export interface CodeListScreenInput {
  readonly patient: PaymentSubject;
  readonly codes: readonly string[];
  readonly paymentYear: number;
  /** Default {@link codeListDateOfService}. */
  readonly dateOfService?: IsoDate;
  readonly factorSettings?: readonly FactorSetting[];
}

/**
 * Screens codes documented together at one face-to-face visit and nothing else known of the patient (no inpatient
 * stay, no medication list, no earlier visit): what a list of codes alone can show. The mis-keyed rule needs a usual
 * code over several dates, so it cannot fire on one visit and no catalogue is needed.
 */
export function screenCodeList(engine: RafEngine, input: CodeListScreenInput): HighRiskFlag[] {
  const dateOfService = input.dateOfService ?? codeListDateOfService(input.paymentYear);
  const diagnoses = [...new Set(input.codes)].map((code) => ({
    code, dateOfService, source: 'face-to-face' as const, inpatientStay: false, active: true, provider: null, specialty: null, supportingNoteId: null,
  }));
  return screenDiagnoses(engine, {
    patient: input.patient, facts: { diagnoses, medications: [], problems: [] }, inCatalogue: () => false, ...(input.factorSettings ? { factorSettings: input.factorSettings } : {}),
  });
}
