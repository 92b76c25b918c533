import { err, ok, type Result } from 'neverthrow';
import { deriveDemographics, emptyDemographics, type ScoringBeneficiary } from './engine/demographics.js';
import { CODE_NOT_MAPPED, newModelRun, type ModelRun } from './engine/model-run.js';
import { adjustForCoding, blend, normalise } from './engine/payment.js';
import { codeKeyOfBytes, writeKeyCode } from './engine/code-key.js';
import { emptyResolvedCodes, resolveCodes, resolveKeys, type ResolvedCodes } from './engine/resolve-codes.js';
import { runModel } from './engine/run-model.js';
import { SEGMENTS, type Segment } from './engine/segments.js';
import { displayCode } from './explain/explain-codes.js';
import { planScoring, type RafError, type RafOptions, type ScoringPlan } from './scoring-plan.js';

/** A batch score in thousandths; `normalized` and `payment` are -1 when the year has no normalisation for the model. */
export interface BatchOutcome {
  segment: number;
  raw: number;
  normalized: number;
  payment: number;
  readonly runs: readonly ModelRun[];
  readonly codes: ResolvedCodes;
}

/** The fast scorer: same tables and algorithm as {@link scoreBeneficiary}, without the explanation. */
export interface BatchScorer {
  readonly plan: ScoringPlan;
  /** Scores into the scorer's one outcome object and returns it; it is overwritten by the next call. */
  score(beneficiary: ScoringBeneficiary, diagnoses: readonly string[]): BatchOutcome;
  /**
   * The same as {@link BatchScorer.score} for codes already keyed by {@link BatchScorer.keyOfBytes}
   * (`keys[0]` to `keys[count - 1]`, none of them -1): for readers that never build code strings.
   */
  scoreKeys(beneficiary: ScoringBeneficiary, keys: Float64Array, count: number): BatchOutcome;
  /** The key of a code text held as UTF-8 bytes `start` to `end`, -1 when it is not shaped like a code. */
  keyOfBytes(bytes: Uint8Array, start: number, end: number): number;
  /** Writes a key's normalised code (what `outcomeLists` names it) as ASCII at `at`; returns the end. Needs 7 bytes of room. */
  writeCode(key: number, out: Uint8Array, at: number): number;
}

/** The lists of a batch outcome as names: HCCs and interactions (model-prefixed in a blend) and unmapped codes. */
export interface OutcomeLists {
  readonly segment: Segment;
  readonly hccs: string[];
  readonly interactions: string[];
  readonly unmapped: string[];
}

/**
 * Creates a scorer for one model choice and payment year. Tables are compiled once; each call reuses its
 * scratch arrays, so scoring a beneficiary allocates nothing (beyond growing for an unusually long code list).
 */
export function createBatchScorer(options: RafOptions = {}): Result<BatchScorer, RafError> {
  const planned = planScoring(options);
  if (planned.isErr()) return err(planned.error);
  const plan = planned.value;
  const who = emptyDemographics();
  const codes = emptyResolvedCodes(32);
  const runs = plan.parts.map((part) => newModelRun(part.model));
  const weights = plan.parts.map((part) => part.weight);
  const norms = plan.parts.map((part) => plan.factors.normalization[part.model.model]?.thousandths ?? 0);
  const complete = norms.every((factor) => factor > 0);
  const scratch = [0, 0];
  const adjustment = plan.factors.codingAdjustment.thousandths;
  const outcome: BatchOutcome = { segment: 0, raw: 0, normalized: -1, payment: -1, runs, codes };
  const finish = (beneficiary: ScoringBeneficiary): BatchOutcome => {
    deriveDemographics(beneficiary, who);
    for (const run of runs) runModel(run, who, codes, plan.applyCodeEditor);
    outcome.segment = who.segment;
    if (runs.length === 1) {
      const run = runs[0] as ModelRun;
      outcome.raw = run.raw;
      outcome.normalized = complete ? normalise(run.raw, norms[0] ?? 1000) : -1;
      outcome.payment = complete ? adjustForCoding(outcome.normalized, adjustment) : -1;
      return outcome;
    }
    for (let i = 0; i < runs.length; i++) scratch[i] = runs[i]?.raw ?? 0;
    outcome.raw = blend(scratch, weights);
    if (!complete) {
      outcome.normalized = -1;
      outcome.payment = -1;
      return outcome;
    }
    for (let i = 0; i < runs.length; i++) scratch[i] = normalise(runs[i]?.raw ?? 0, norms[i] ?? 1000);
    outcome.normalized = blend(scratch, weights);
    for (let i = 0; i < runs.length; i++) scratch[i] = adjustForCoding(scratch[i] ?? 0, adjustment);
    outcome.payment = blend(scratch, weights);
    return outcome;
  };
  return ok({
    plan,
    score(beneficiary, diagnoses) {
      resolveCodes(diagnoses, codes);
      return finish(beneficiary);
    },
    scoreKeys(beneficiary, keys, count) {
      resolveKeys(keys, count, codes);
      return finish(beneficiary);
    },
    keyOfBytes: codeKeyOfBytes,
    writeCode: writeKeyCode,
  });
}

const sortScratch = new Int16Array(1024);

/** Names the HCCs (by number), interactions and unmapped codes of an outcome, for output. */
export function outcomeLists(outcome: BatchOutcome, diagnoses: readonly string[]): OutcomeLists {
  const prefixed = outcome.runs.length > 1;
  const hccs: string[] = [];
  const interactions: string[] = [];
  for (const run of outcome.runs) {
    const { hccNumbers, hccNames, interactionNames } = run.model;
    const prefix = prefixed ? `${run.model.model}:` : '';
    const count = Math.min(run.survivorCount, sortScratch.length);
    for (let i = 0; i < count; i++) {
      const h = run.survivors[i] as number;
      let j = i - 1;
      while (j >= 0 && (hccNumbers[sortScratch[j] as number] as number) > (hccNumbers[h] as number)) {
        sortScratch[j + 1] = sortScratch[j] as number;
        j--;
      }
      sortScratch[j + 1] = h;
    }
    for (let i = 0; i < count; i++) hccs.push(prefix + (hccNames[sortScratch[i] as number] as string));
    for (let k = 0; k < run.interactionCount; k++) interactions.push(prefix + (interactionNames[run.interactions[k] as number] as string));
  }
  const unmapped: string[] = [];
  for (let i = 0; i < outcome.codes.count; i++) {
    if (outcome.codes.duplicate[i] === 1) continue;
    let mapped = false;
    for (const run of outcome.runs) if (run.codeOutcome[i] !== CODE_NOT_MAPPED) mapped = true;
    if (!mapped) unmapped.push(displayCode(diagnoses, outcome.codes, i));
  }
  return { segment: SEGMENTS[outcome.segment] ?? 'CNA', hccs, interactions, unmapped };
}
