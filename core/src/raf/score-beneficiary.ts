import { err, ok, type Result } from 'neverthrow';
import type { RafInput } from './beneficiary-input.js';
import { deriveDemographics, emptyDemographics, type ScoringBeneficiary } from './engine/demographics.js';
import { newModelRun, type ModelRun } from './engine/model-run.js';
import type { CompiledModel } from './engine/compiled-model.js';
import { blend, fromThousandths, normalise, adjustForCoding } from './engine/payment.js';
import { emptyResolvedCodes, resolveCodes } from './engine/resolve-codes.js';
import { runModel } from './engine/run-model.js';
import { SEGMENTS, SEGMENT_LABELS, type Segment } from './engine/segments.js';
import { ENGINE_VERSION } from './engine-version.js';
import { codeEditorFindings } from './explain/code-editor-findings.js';
import { displayCode } from './explain/explain-codes.js';
import { explainModel } from './explain/explain-model.js';
import type { ModelResult, RafResult } from './explain/result-types.js';
import { admissibleDiagnoses } from './diagnosis-source.js';
import { prepareBeneficiary, type PreparedBeneficiary } from './prepare-beneficiary.js';
import { planScoring, type RafError, type RafOptions, type ScoringPlan } from './scoring-plan.js';
import { tablesHashOf } from './data/payment-year-manifest.js';
import { yearStatusOf } from './tables/installed-tables.js';

function segmentWords(segment: Segment, who: ScoringBeneficiary): string {
  if (segment === 'INS') return 'long-term institutional';
  if (segment === 'NE' || segment === 'SNPNE') {
    const base = segment === 'SNPNE' ? 'new enrollee in a special needs plan' : 'new enrollee (under 12 months of Part B)';
    return who.institutional ? `${base}; the new-enrollee model has no institutional segment, as in CMS's software` : base;
  }
  const dual = who.dual === 'non' ? 'not dual' : `${who.dual}-benefit dual`;
  return `community, ${dual}, ${who.age >= 65 ? `aged (${who.age} ≥ 65)` : `disabled (${who.age} < 65)`}`;
}

// The community reasons differ by dual status and age alone: made once each, not on every explained score.
const communityReasons = new Map<number, string>();
const DUAL_INDEX = { non: 0, partial: 1, full: 2 } as const;

function segmentReason(segment: Segment, who: ScoringBeneficiary): string {
  if (segment === 'INS' || segment === 'NE' || segment === 'SNPNE' || !Number.isInteger(who.age) || who.age < 0 || who.age > 255) return segmentWords(segment, who);
  const key = (DUAL_INDEX[who.dual] << 8) + who.age;
  let reason = communityReasons.get(key);
  if (reason === undefined) communityReasons.set(key, (reason = segmentWords(segment, who)));
  return reason;
}

// One scratch run per compiled model: an explained score reads its run out into plain objects before it returns,
// so reusing the typed arrays saves their allocation (and the collector's work) on every call.
const runs = new WeakMap<CompiledModel, ModelRun>();
function reusedRun(model: CompiledModel): ModelRun {
  let run = runs.get(model);
  if (!run) runs.set(model, (run = newModelRun(model)));
  return run;
}

// The resolved codes and demographics too are read out before a score returns: one scratch of each serves every call.
const scratchCodes = emptyResolvedCodes(32);
const scratchDemographics = emptyDemographics();

function scorePrepared(plan: ScoringPlan, who: PreparedBeneficiary, diagnoses: readonly string[], excluded: RafResult['excluded']): RafResult {
  const demographics = deriveDemographics(who, scratchDemographics);
  const codes = resolveCodes(diagnoses, scratchCodes);
  const models: ModelResult[] = [];
  const raws: number[] = [];
  const weights: number[] = [];
  // Null once a model has no normalisation factor: then neither the normalised nor the payment score exists.
  let norms: number[] | null = [];
  for (const part of plan.parts) {
    const run = runModel(reusedRun(part.model), demographics, codes, plan.applyCodeEditor);
    models.push(explainModel(run, demographics, diagnoses, codes, plan.factors));
    raws.push(run.raw);
    weights.push(part.weight);
    const factor = plan.factors.normalization[part.model.model];
    if (factor && norms) norms.push(normalise(run.raw, factor.thousandths));
    else norms = null;
  }
  const normalized = norms ? blend(norms, weights) : null;
  const payments = norms ? norms.map((n) => adjustForCoding(n, plan.factors.codingAdjustment.thousandths)) : null;
  const segment = SEGMENTS[demographics.segment] ?? 'CNA';
  const distinct: string[] = [];
  const indexes: number[] = [];
  const duplicates: string[] = [];
  for (let i = 0; i < codes.count; i++) {
    if ((codes.keys[i] ?? -1) < 0) continue;
    if (codes.duplicate[i] === 1) duplicates.push(displayCode(diagnoses, codes, i));
    else {
      distinct.push(displayCode(diagnoses, codes, i));
      indexes.push(codes.index[i] ?? -1);
    }
  }
  return {
    engineVersion: ENGINE_VERSION,
    tablesHash: tablesHashOf(plan.year),
    year: plan.year,
    yearStatus: yearStatusOf(plan.year),
    modelName: plan.factors.modelName,
    model: plan.choice,
    beneficiary: { age: who.age, ageFrom: who.ageFrom, sex: who.sex, dual: who.dual, institutional: who.institutional, newEnrollee: who.newEnrollee, snp: who.snp, orec: who.orec },
    segment: { code: segment, label: SEGMENT_LABELS[segment], reason: segmentReason(segment, who) },
    models,
    blend: plan.choice === 'blend' ? plan.factors.blend : null,
    rawScore: fromThousandths(blend(raws, weights)),
    normalizedScore: normalized === null ? null : fromThousandths(normalized),
    paymentScore: payments === null ? null : fromThousandths(blend(payments, weights)),
    duplicates: duplicates.length < 2 ? duplicates : [...new Set(duplicates)],
    codeEditor: { mode: plan.applyCodeEditor ? 'apply' : 'report', findings: codeEditorFindings(distinct, who.age, who.sex, plan.year, indexes) },
    excluded,
  };
}

/**
 * Scores one beneficiary and explains every number: segment and why, demographic cell, each HCC with its
 * label, factor and codes, each code that did not count and why, interactions, count variable, raw,
 * normalised, coding-adjusted and blended scores, with model, payment year, engine version and the hash
 * of the tables used. Never throws on any code text; bad beneficiaries and ESRD come back as errors.
 */
export function scoreBeneficiary(input: RafInput, options: RafOptions = {}): Result<RafResult, RafError> {
  return planScoring(options).andThen((plan) => prepareBeneficiary(input, plan.year).map((who) => {
    const admissible = admissibleDiagnoses(plan.year, input.diagnoses, input.sources, input.switchedOrganization);
    return scorePrepared(plan, who, admissible.codes, admissible.excluded);
  }));
}

/** {@link scoreBeneficiary} for one model choice and payment year, planned once, for beneficiaries already validated. */
export interface Explainer {
  readonly plan: ScoringPlan;
  /** The explained score of a validated beneficiary (its diagnoses all count: no diagnosis sources). */
  explain(who: PreparedBeneficiary, diagnoses: readonly string[]): RafResult;
}

/**
 * Plans the tables and factors once for a run of explained scores (`rafdesk score --explain`): a batch reader that has
 * already read a beneficiary in canonical form skips the per-call planning and validation, and gets the same result.
 */
export function createExplainer(options: RafOptions = {}): Result<Explainer, RafError> {
  const planned = planScoring(options);
  if (planned.isErr()) return err(planned.error);
  const plan = planned.value;
  return ok({ plan, explain: (who, diagnoses) => scorePrepared(plan, who, diagnoses, []) });
}
