import { err, type Result } from 'neverthrow';
import { z } from 'zod';
import type { RafInput } from '../beneficiary-input.js';
import { applyFactorSettings, paymentYearFactors, type NormalisedModel } from '../data/payment-years.js';
import { DEFAULT_PAYMENT_YEAR, hasPaymentYear, tablesHashOf } from '../data/payment-year-manifest.js';
import { admissibleDiagnoses } from '../diagnosis-source.js';
import { ENGINE_VERSION } from '../engine-version.js';
import { adjustForCoding, fromThousandths, normalise } from '../engine/payment.js';
import { resolveBeneficiary } from '../prepare-beneficiary.js';
import type { RafError, RafOptions } from '../scoring-plan.js';
import { runHccStage } from '../supplemental/hcc-stage.js';
import type { RxResult } from '../supplemental/supplemental-result.js';
import { coefficientSet, yearFile } from '../tables/installed-tables.js';
import { RX_SEGMENT_LABELS, chooseRxSegment, rxSegmentReason } from './rx-segments.js';
import { rxTerms } from './rx-terms.js';

/** The RxHCC facts beyond the beneficiary: low-income status and the plan type (MA-PD by default). */
export const RxFactsSchema = z.object({
  lowIncome: z.boolean().default(false),
  planType: z.enum(['MA-PD', 'PDP']).default('MA-PD'),
});
/** A beneficiary for RxHCC: the CMS-HCC input plus low income and plan type (`esrd` picks the new-enrollee ESRD cells). */
export type RxInput = RafInput & z.input<typeof RxFactsSchema>;

/**
 * Scores a beneficiary with CMS's RxHCC V08 model (Part D) and explains every number: segment and why, the
 * demographic cell, each RxHCC with its codes, the dropped codes, raw, normalised (the MA-PD or PDP factor) and
 * payment scores. Refuses a year whose source gives two unlabelled values for a variable. Off the CMS-HCC path.
 */
export function scoreRx(input: RxInput, options: RafOptions = {}): Result<RxResult, RafError> {
  const year = options.year ?? DEFAULT_PAYMENT_YEAR;
  if (!hasPaymentYear(year)) return err({ kind: 'UnknownPaymentYear', year });
  const tables = yearFile(year).tables.rx;
  if (!tables) return err({ kind: 'SupplementalModelNotAvailable', model: 'RxHCC', year });
  if (tables.kind === 'ambiguous') return err({ kind: 'RxFactorsAmbiguous', year, conflicting: tables.conflicting, variables: tables.variables });
  const facts = RxFactsSchema.safeParse({ lowIncome: input.lowIncome, planType: input.planType });
  if (!facts.success) return err({ kind: 'InvalidBeneficiary', issues: facts.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) });
  const { lowIncome, planType } = facts.data;
  return resolveBeneficiary(input, year).map((who) => {
    const segment = chooseRxSegment(who, lowIncome);
    const admissible = admissibleDiagnoses(year, input.diagnoses, input.sources, input.switchedOrganization);
    const stage = runHccStage('RX', year, tables.mapping, who, admissible.codes, options.codeEditor !== 'report');
    const terms = rxTerms(coefficientSet(tables.factors[planType]), segment, who, stage.hccs);
    const raw = terms.demographics.total + terms.hccs.total + terms.interactions.total;
    const factors = applyFactorSettings(paymentYearFactors(year), options.factorSettings);
    const normModel: NormalisedModel = planType === 'PDP' ? 'RX_PDP' : 'RX_MAPD';
    const norm = factors.normalization[normModel];
    const normalized = norm ? normalise(raw, norm.thousandths) : null;
    const coding = factors.rxCodingAdjustment;
    const newEnrollee = segment.startsWith('Rx_NE_');
    return {
      engineVersion: ENGINE_VERSION,
      tablesHash: tablesHashOf(year),
      year,
      model: 'RxHCC' as const,
      planType,
      lowIncome,
      factorStatus: tables.status,
      coefficientSource: tables.source,
      mapping: stage.mapping,
      segment: { code: segment, label: RX_SEGMENT_LABELS[segment], reason: rxSegmentReason(segment, who, lowIncome) },
      demographics: terms.demographics.terms,
      hccs: stage.hccs.map((hcc) => {
        const term = terms.hccs.terms.find((t) => t.variable === `${segment}_RXHCC${hcc.cc}`);
        const reason = `raised by ${hcc.codes.join(', ')}`;
        if (term) return { hcc: `RXHCC${hcc.cc}`, label: hcc.label, variable: term.variable, coefficient: term.coefficient, codes: hcc.codes, reason };
        const why = newEnrollee ? 'new-enrollee segments have no RxHCC terms' : `the ${segment} segment has no factor for it`;
        return { hcc: `RXHCC${hcc.cc}`, label: hcc.label, variable: '', coefficient: 0, codes: hcc.codes, reason: `${reason}; not scored: ${why}` };
      }),
      trumpedHccs: stage.trumpedHccs,
      interactions: terms.interactions.terms,
      addOns: [],
      dropped: stage.dropped,
      excluded: admissible.excluded,
      rawScore: fromThousandths(raw),
      normalization: norm ? { model: normModel, value: fromThousandths(norm.thousandths), status: norm.status, source: norm.source } : null,
      normalizedScore: normalized === null ? null : fromThousandths(normalized),
      codingAdjustment: { value: fromThousandths(coding.thousandths), status: coding.status, source: coding.source },
      paymentScore: normalized === null ? null : fromThousandths(adjustForCoding(normalized, coding.thousandths)),
    };
  });
}
