import { err, ok, type Result } from 'neverthrow';
import type { RafInput } from '../beneficiary-input.js';
import { applyFactorSettings, paymentYearFactors, type NormalisedModel } from '../data/payment-years.js';
import { DEFAULT_PAYMENT_YEAR, hasPaymentYear, tablesHashOf } from '../data/payment-year-manifest.js';
import { admissibleDiagnoses } from '../diagnosis-source.js';
import { ENGINE_VERSION } from '../engine-version.js';
import { adjustForCoding, fromThousandths, normalise } from '../engine/payment.js';
import { resolveBeneficiary } from '../prepare-beneficiary.js';
import type { RafError, RafOptions } from '../scoring-plan.js';
import type { EsrdResult } from '../supplemental/supplemental-result.js';
import { runHccStage } from '../supplemental/hcc-stage.js';
import { coefficientSet, yearFile } from '../tables/installed-tables.js';
import type { EsrdTablesFile } from '../tables/table-files.js';
import type { PaymentYear } from '../tables/table-types.js';
import { ESRD_SEGMENT_LABELS, chooseEsrdSegment, esrdSegmentReason } from './esrd-segments.js';
import { EsrdStatusInputSchema, esrdStatusOf, type EsrdStatusInput } from './esrd-status.js';
import { esrdTerms } from './esrd-terms.js';

const NO_HCC_TERMS: ReadonlySet<string> = new Set(['TRANSPLANT', 'DNE', 'GNE']);

/** A beneficiary for the ESRD model: the CMS-HCC input plus dialysis or months since a kidney transplant. */
export type EsrdInput = RafInput & EsrdStatusInput;

/** The ESRD model's tables of a payment year, or why there are none. */
export function esrdTables(year: PaymentYear): Result<EsrdTablesFile, RafError> {
  const tables = yearFile(year).tables.esrd;
  return tables ? ok(tables) : err({ kind: 'SupplementalModelNotAvailable', model: 'ESRD', year });
}

/**
 * Scores an ESRD beneficiary with CMS's ESRD V24 model (the 2023 ESRD model) and explains every number:
 * segment (dialysis, transplant month, functioning graft, new enrollee) and why, each factor with its variable
 * name, the HCCs (V24 CCs and hierarchy) with their codes, the dropped codes, raw, normalised (dialysis factor
 * for dialysis and transplant, graft factor for the graft) and coding-adjusted scores. Off the CMS-HCC path:
 * nothing here runs unless asked. Bad input comes back as an error, never thrown.
 */
export function scoreEsrd(input: EsrdInput, options: RafOptions = {}): Result<EsrdResult, RafError> {
  const year = options.year ?? DEFAULT_PAYMENT_YEAR;
  if (!hasPaymentYear(year)) return err({ kind: 'UnknownPaymentYear', year });
  const found = esrdTables(year);
  if (found.isErr()) return err(found.error);
  const tables = found.value;
  const parsed = EsrdStatusInputSchema.safeParse({ dialysis: input.dialysis, graftMonths: input.graftMonths });
  if (!parsed.success) return err({ kind: 'InvalidEsrdStatus', issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'esrd'}: ${issue.message}`) });
  return resolveBeneficiary(input, year).map((who) => {
    const status = esrdStatusOf(parsed.data);
    const segment = chooseEsrdSegment(who, status);
    const admissible = admissibleDiagnoses(year, input.diagnoses, input.sources, input.switchedOrganization);
    const stage = runHccStage('V24', year, tables.mapping, who, admissible.codes, options.codeEditor !== 'report');
    const terms = esrdTerms(coefficientSet(tables.factors), segment, who, status, stage.hccs);
    const raw = terms.demographics.total + terms.hccs.total + terms.interactions.total + terms.addOns.total;
    const factors = applyFactorSettings(paymentYearFactors(year), options.factorSettings);
    const normModel: NormalisedModel = status.kind === 'graft' ? 'ESRD_GRAFT' : 'ESRD_DIALYSIS';
    const norm = factors.normalization[normModel];
    const normalized = norm ? normalise(raw, norm.thousandths) : null;
    return {
      engineVersion: ENGINE_VERSION,
      tablesHash: tablesHashOf(year),
      year,
      model: 'ESRD' as const,
      status: status.kind,
      graftMonths: status.kind === 'dialysis' ? null : status.kind === 'transplant' ? status.month : status.months,
      factorStatus: tables.status,
      coefficientSource: tables.source,
      mapping: stage.mapping,
      segment: { code: segment, label: ESRD_SEGMENT_LABELS[segment], reason: esrdSegmentReason(segment, who, status) },
      demographics: terms.demographics.terms,
      hccs: stage.hccs.map((hcc) => {
        const term = terms.hccs.terms.find((t) => t.variable === `${segment}_HCC${hcc.cc}`);
        const reason = `raised by ${hcc.codes.join(', ')}`;
        return term
          ? { hcc: `HCC${hcc.cc}`, label: hcc.label, variable: term.variable, coefficient: term.coefficient, codes: hcc.codes, reason }
          : { hcc: `HCC${hcc.cc}`, label: hcc.label, variable: '', coefficient: 0, codes: hcc.codes, reason: `${reason}; not scored: ${NO_HCC_TERMS.has(segment) ? 'the transplant months and new-enrollee segments score no HCC' : `the ${segment} segment has no factor for it`}` };
      }),
      trumpedHccs: stage.trumpedHccs,
      interactions: terms.interactions.terms,
      addOns: terms.addOns.terms,
      dropped: stage.dropped,
      excluded: admissible.excluded,
      rawScore: fromThousandths(raw),
      normalization: norm ? { model: normModel, value: fromThousandths(norm.thousandths), status: norm.status, source: norm.source } : null,
      normalizedScore: normalized === null ? null : fromThousandths(normalized),
      codingAdjustment: { value: fromThousandths(factors.codingAdjustment.thousandths), status: factors.codingAdjustment.status, source: factors.codingAdjustment.source },
      paymentScore: normalized === null ? null : fromThousandths(adjustForCoding(normalized, factors.codingAdjustment.thousandths)),
    };
  });
}

/** Whether an input asks for the ESRD model: ESRD, on dialysis or with months since a transplant. */
export const wantsEsrd = (input: { readonly esrd?: boolean; readonly dialysis?: boolean; readonly graftMonths?: number }): boolean =>
  input.esrd === true || input.dialysis === true || input.graftMonths !== undefined;

