import { ok, type Result } from 'neverthrow';
import type { BeneficiaryInput } from './beneficiary-input.js';
import { compiledHccStage } from './engine/compiled-model.js';
import { deriveDemographics } from './engine/demographics.js';
import { newModelRun } from './engine/model-run.js';
import { emptyResolvedCodes, resolveCodes } from './engine/resolve-codes.js';
import { runModel } from './engine/run-model.js';
import { SEGMENT_INDEX } from './engine/segments.js';
import { codeFates, displayCode } from './explain/explain-codes.js';
import { hccName } from './explain/describe.js';
import type { DropReason } from './explain/result-types.js';
import { prepareBeneficiary } from './prepare-beneficiary.js';
import { planScoring, type RafError, type RafOptions, type ScoringPlan } from './scoring-plan.js';
import { esrdTables } from './esrd/score-esrd.js';

/** Why the optimizer leaves a pasted code out. */
export type OptimiserReason = DropReason | { readonly kind: 'already-raised'; readonly hcc: string; readonly byCode: string };

/** The optimizer's verdict on one pasted code. */
export interface OptimisedCode {
  readonly input: string;
  readonly code: string;
  readonly keep: boolean;
  /** The HCCs it raises that count after hierarchies (prefixed by model in a blend: "V28:HCC37"). */
  readonly hccs: readonly string[];
  readonly reason: OptimiserReason | null;
}

type Verdict = { keep: true; hccs: string[] } | { keep: false; reason: OptimiserReason };

/**
 * For an ESRD beneficiary, the ESRD models' diagnosis stage (V24 CCs with the year's ESRD mapping) in place of the
 * CMS-HCC models: a code is worth adding when it raises an HCC the ESRD model pays on.
 */
function esrdStagePlan(plan: ScoringPlan): Result<ScoringPlan, RafError> {
  return esrdTables(plan.year).map((tables) => ({ ...plan, parts: [{ model: compiledHccStage('V24', plan.year, tables.mapping), weight: 100 }] }));
}

function verdicts(plan: ScoringPlan, part: ScoringPlan['parts'][number], who: ReturnType<typeof deriveDemographics>, all: readonly string[], existing: number): Verdict[] {
  const codes = resolveCodes(all, emptyResolvedCodes(all.length));
  const run = runModel(newModelRun(part.model), who, codes, plan.applyCodeEditor);
  const fates = new Map(codeFates(run, all, codes).map((fate) => [fate.code, fate]));
  const surviving = new Set([...run.survivors.subarray(0, run.survivorCount)].map((h) => part.model.hccNumbers[h] ?? 0));
  const owner = new Map<number, string>();
  const result: Verdict[] = [];
  for (let i = 0; i < all.length; i++) {
    const code = displayCode(all, codes, i);
    const fate = codes.duplicate[i] === 1 ? undefined : fates.get(code);
    let verdict: Verdict;
    if (!fate) verdict = { keep: false, reason: { kind: 'duplicate' } };
    else if ('dropped' in fate) verdict = { keep: false, reason: fate.dropped };
    else {
      const counted = fate.ccs.filter((cc) => surviving.has(cc));
      const fresh = counted.filter((cc) => !owner.has(cc));
      if (counted.length === 0) {
        const cc = fate.ccs[0] ?? 0;
        const h = part.model.hccIndexOf[cc] ?? -1;
        const by = run.trumpedBy[h] ?? -1;
        verdict = by < 0 ? { keep: false, reason: { kind: 'cc223-rule', hcc: hccName(cc) } } : { keep: false, reason: { kind: 'trumped', hccs: fate.ccs.map(hccName), by: hccName(part.model.hccNumbers[by] ?? 0), byLabel: part.model.labels[by] ?? '' } };
      } else if (fresh.length === 0) {
        const cc = counted[0] ?? 0;
        verdict = { keep: false, reason: { kind: 'already-raised', hcc: hccName(cc), byCode: owner.get(cc) ?? '' } };
      } else verdict = { keep: true, hccs: counted.map(hccName) };
      for (const cc of counted) if (!owner.has(cc)) owner.set(cc, code);
    }
    if (i >= existing) result.push(verdict);
  }
  return result;
}

/**
 * The Optimizer of Fast Coding Search: of the pasted codes, keeps those that still raise an HCC after
 * hierarchies (on top of the record's existing codes), and gives every other pasted code its reason:
 * invalid, not billable, unmapped, an age/sex or code-editor edit, a duplicate, trumped by which HCC, or
 * an HCC that an existing or earlier pasted code already raises. In a blend year a code is kept when any
 * blended model keeps it; the reason shown is the last model's (V28). An ESRD beneficiary's codes are weighed on
 * the ESRD model's HCCs.
 */
export function optimiseCodes(
  input: BeneficiaryInput & { readonly pasted: readonly string[]; readonly existing?: readonly string[] },
  /** `esrd`: the beneficiary is paid by the ESRD model, whose HCCs (V24 CCs) decide what is kept. */
  options: RafOptions & { readonly esrd?: boolean } = {},
): Result<OptimisedCode[], RafError> {
  return planScoring(options).andThen((plan) => (options.esrd === true ? esrdStagePlan(plan) : ok(plan))).andThen((plan) =>
    prepareBeneficiary(input, plan.year).map((who) => {
      const existing = input.existing ?? [];
      const all = [...existing, ...input.pasted];
      const demographics = deriveDemographics(who);
      // The stage has no segment factors: run as a new enrollee, as the ESRD scorer's own stage does.
      if (options.esrd === true) demographics.segment = SEGMENT_INDEX.NE;
      const byModel = plan.parts.map((part) => verdicts(plan, part, demographics, all, existing.length));
      const codes = resolveCodes(all, emptyResolvedCodes(all.length));
      return input.pasted.map((text, i) => {
        const code = displayCode(all, codes, existing.length + i);
        const perModel = byModel.map((list) => list[i] ?? { keep: false as const, reason: { kind: 'unmapped' as const } });
        const kept = perModel.flatMap((verdict, m) => (verdict.keep ? verdict.hccs.map((hcc) => (plan.parts.length > 1 ? `${plan.parts[m]?.model.model}:${hcc}` : hcc)) : []));
        const last = perModel[perModel.length - 1];
        return { input: text, code, keep: kept.length > 0, hccs: kept, reason: kept.length > 0 || !last || last.keep ? null : last.reason };
      });
    }),
  );
}
