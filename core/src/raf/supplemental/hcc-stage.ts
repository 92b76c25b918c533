import { compiledHccStage } from '../engine/compiled-model.js';
import { deriveDemographics, type ScoringBeneficiary } from '../engine/demographics.js';
import { newModelRun, type ModelRun } from '../engine/model-run.js';
import { emptyResolvedCodes, resolveCodes } from '../engine/resolve-codes.js';
import { runModel } from '../engine/run-model.js';
import { SEGMENT_INDEX } from '../engine/segments.js';
import { codeFates } from '../explain/explain-codes.js';
import type { DropReason, TrumpedHcc } from '../explain/result-types.js';
import type { MappingRef } from '../tables/table-files.js';
import type { PaymentYear } from '../tables/table-types.js';

/** A payment HCC left after hierarchies, with its label and the codes that raised it. */
export interface StageHcc {
  readonly cc: number;
  readonly label: string;
  readonly codes: readonly string[];
}

/** What the diagnosis stage gave: the payment HCCs, the HCCs hierarchies dropped, and each code that did not count. */
export interface HccStageResult {
  readonly mapping: string;
  readonly hccs: readonly StageHcc[];
  readonly trumpedHccs: readonly TrumpedHcc[];
  readonly dropped: readonly { readonly code: string; readonly reason: DropReason }[];
}

/**
 * Maps, edits and applies the hierarchy to the codes with the engine's own CMS-HCC machinery, for a model whose
 * factors are looked up by name (ESRD on V24 CCs, RxHCC on its own). The run is scored as a new enrollee with no
 * factors, so it only keeps the payment HCCs.
 */
export function runHccStage(model: 'V24' | 'RX', year: PaymentYear, mapping: MappingRef, who: ScoringBeneficiary, diagnoses: readonly string[], applyCodeEditor: boolean): HccStageResult {
  const stage = compiledHccStage(model, year, mapping);
  const hccName = (cc: number) => `${model === 'RX' ? 'RXHCC' : 'HCC'}${cc}`;
  const run: ModelRun<'V24' | 'RX'> = newModelRun(stage);
  const demographics = deriveDemographics(who);
  demographics.segment = SEGMENT_INDEX.NE;
  const codes = resolveCodes(diagnoses, emptyResolvedCodes(diagnoses.length));
  runModel(run, demographics, codes, applyCodeEditor);
  const fates = codeFates(run, diagnoses, codes);
  const codesOf = (cc: number) => fates.flatMap((fate) => ('ccs' in fate && fate.ccs.includes(cc) ? [fate.code] : []));
  const hccs = [...run.survivors.subarray(0, run.survivorCount)]
    .map((h) => ({ cc: stage.hccNumbers[h] ?? 0, label: stage.labels[h] ?? '' }))
    .sort((a, b) => a.cc - b.cc)
    .map((hcc) => ({ ...hcc, codes: codesOf(hcc.cc) }));
  const trumpedHccs: TrumpedHcc[] = [];
  for (let i = 0; i < run.raisedCount; i++) {
    const h = run.raised[i] ?? 0;
    const by = run.trumpedBy[h] ?? -1;
    if (run.present[h] === 1 || by < 0) continue;
    const cc = stage.hccNumbers[h] ?? 0;
    trumpedHccs.push({ hcc: hccName(cc), label: stage.labels[h] ?? '', by: hccName(stage.hccNumbers[by] ?? 0), codes: codesOf(cc) });
  }
  const dropped = fates.flatMap((fate) => {
    if ('dropped' in fate) return [{ code: fate.code, reason: fate.dropped }];
    const lost = trumpedHccs.filter((t) => t.codes.includes(fate.code));
    const first = lost[0];
    if (!first || lost.length < fate.ccs.length) return [];
    const byLabel = stage.labels[stage.hccIndexOf[Number(first.by.replace(/^\D+/, ''))] ?? -1] ?? '';
    return [{ code: fate.code, reason: { kind: 'trumped' as const, hccs: lost.map((t) => t.hcc), by: first.by, byLabel } }];
  });
  return { mapping: stage.mapping.source, hccs, trumpedHccs, dropped };
}
