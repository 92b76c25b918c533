// The public surface of the CMS-HCC engine (`@rafdesk/core/raf`). Pure: no Node APIs, so the browser can
// lazy-load it to rescore as a coder toggles diagnoses.
export { ENGINE_VERSION } from './engine-version.js';
export { paymentYearNotAvailable } from './payment-year-wording.js';
export { BeneficiaryInputSchema, ageOn, ageDateOf, type Beneficiary, type BeneficiaryInput, type RafInput } from './beneficiary-input.js';
export { normaliseCode } from './engine/code-key.js';
export { SEGMENTS, SEGMENT_LABELS, type Segment } from './engine/segments.js';
export { createExplainer, scoreBeneficiary, type Explainer } from './score-beneficiary.js';
export { planScoring, describeRafError, type ModelChoice, type RafError, type RafOptions } from './scoring-plan.js';
export { paymentYearOfService, paymentYearOn, hasPaymentYear, tablesHashOf, PAYMENT_YEARS, DEFAULT_PAYMENT_YEAR } from './data/payment-year-manifest.js';
export {
  paymentYearFactors, FACTOR_STATUSES, FACTOR_STATUS_WORDS, NORMALISED_MODELS, isSettableStatus, NORMALISED_MODEL_LABELS, applyFactorSettings, describeSource, factorOf, settableFactors,
  type FactorKey, type FactorSetting, type FactorSource, type FactorStatus, type NormalisedModel, type PaymentYearFactors, type SourcedFactor,
} from './data/payment-years.js';
export type * from './explain/result-types.js';
export type { ModelId, PaymentYear, RxPlanType, ScoredModel } from './tables/table-types.js';
export { formatCondition, type AgeRange, type RowCondition } from './tables/row-condition.js';
export type { StructureSet } from './tables/table-files.js';
export type { RafTableSource, TableFileUnreadable } from './tables/table-source.js';
export { installRafTables, modelStructure, prefetchRafTables, setsOfYear, tableFilesRead, yearStatusOf, RafTablesBroken } from './tables/installed-tables.js';
export { fetchedTableSource } from './tables/fetched-table-source.js';
export { lookupCode, type CategoryRef, type CodeCategories } from './lookup-code.js';
export { parseCodeList } from './parse-code-list.js';
export { optimiseCodes, type OptimisedCode, type OptimiserReason } from './optimise-codes.js';
export { createBatchScorer, outcomeLists, type BatchOutcome, type BatchScorer, type OutcomeLists } from './batch-scorer.js';
export { prepareBeneficiary, resolveBeneficiary, type PreparedBeneficiary } from './prepare-beneficiary.js';
export type { ScoringBeneficiary } from './engine/demographics.js';
export type { ScoringPlan } from './scoring-plan.js';
export { describeFactor, hasUnconfirmedFactor, paymentFactorLines, paymentStatusOf, percentOf, supplementalFactorLines, type FactorLine } from './explain/describe-factors.js';
export { DIAGNOSIS_SOURCES, DIAGNOSIS_SOURCE_LABELS, DEFAULT_DIAGNOSIS_SOURCE, admissibleDiagnoses, type AdmissibleDiagnoses, type DiagnosisSource, type ExcludedDiagnosis } from './diagnosis-source.js';
export { scoreEsrd, wantsEsrd, type EsrdInput } from './esrd/score-esrd.js';
export { EsrdStatusInputSchema, MAX_GRAFT_MONTHS, type EsrdStatusInput } from './esrd/esrd-status.js';
export { ESRD_SEGMENT_LABELS, type EsrdSegment } from './esrd/esrd-segments.js';
export { scoreRx, RxFactsSchema, type RxInput } from './rx/score-rx.js';
export { RX_SEGMENT_LABELS, type RxSegment } from './rx/rx-segments.js';
export type { EsrdResult, EsrdStatusKind, RxResult, SupplementalModelResult } from './supplemental/supplemental-result.js';
