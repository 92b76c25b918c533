import type { PaymentYearFactors } from '../data/payment-years.js';
import type { Demographics } from '../engine/demographics.js';
import { DROPPED_BY_CC223_RULE, type ModelRun } from '../engine/model-run.js';
import { adjustForCoding, fromThousandths, normalise } from '../engine/payment.js';
import type { ResolvedCodes } from '../engine/resolve-codes.js';
import { MISSING, ceCellName, countName, neCellName } from '../engine/segment-factors.js';
import { SEGMENT_INDEX } from '../engine/segments.js';
import { yearFile } from '../tables/installed-tables.js';
import { codeFates, type CodeFate } from './explain-codes.js';
import { describeCell, hccName } from './describe.js';
import type { AgeSexEdit, DroppedCode, HccTerm, ModelResult, ScoreTerm, TrumpedHcc } from './result-types.js';

const value = (thousandths: number) => fromThousandths(thousandths === MISSING ? 0 : thousandths);

/** The first `count` entries of a run's typed list as a plain array (a spread of a typed array walks an iterator). */
function listOf(values: ArrayLike<number>, count: number): number[] {
  const list = new Array<number>(count);
  for (let i = 0; i < count; i++) list[i] = values[i] ?? 0;
  return list;
}

function demographicTerms(run: ModelRun, who: Demographics): ScoreTerm[] {
  const factors = run.model.segments[run.segment];
  if (!factors) return [];
  const ne = run.segment >= SEGMENT_INDEX.NE;
  if (ne) {
    const origdis = who.newEnrolleeOriginallyDisabled;
    const index = (((who.medicaid ? 1 : 0) * 2 + (origdis ? 1 : 0)) * 2 + (who.female ? 1 : 0)) * 16 + who.neBand;
    return [{ variable: factors.prefix + neCellName(who.medicaid, origdis, who.female, who.neBand), coefficient: value(factors.cells[index] ?? MISSING), reason: describeCell(who, true) }];
  }
  const terms: ScoreTerm[] = [{ variable: factors.prefix + ceCellName(who.female, who.ceBand), coefficient: value(factors.cells[(who.female ? 12 : 0) + who.ceBand] ?? MISSING), reason: describeCell(who, false) }];
  const origdis = factors.originallyDisabled[who.female ? 1 : 0] ?? MISSING;
  if (who.originallyDisabled && origdis !== MISSING) {
    terms.push({ variable: `${factors.prefix}OriginallyDisabled_${who.female ? 'Female' : 'Male'}`, coefficient: value(origdis), reason: 'OREC 1 (first entitled by disability), now 65 or over' });
  }
  if (run.segment === SEGMENT_INDEX.INS && who.medicaid && factors.ltiMedicaid !== MISSING) {
    terms.push({ variable: `${factors.prefix}LTIMCAID`, coefficient: value(factors.ltiMedicaid), reason: 'institutional with Medicaid (partial or full dual)' });
  }
  if (run.segment === SEGMENT_INDEX.INS && who.originallyDisabled && factors.originallyDisabledInstitutional !== MISSING) {
    terms.push({ variable: `${factors.prefix}ORIGDS`, coefficient: value(factors.originallyDisabledInstitutional), reason: 'OREC 1 (first entitled by disability), now 65 or over' });
  }
  return terms;
}

function groupWords(run: ModelRun, mask: number): string {
  if (mask === run.model.disabledBit) return 'disabled (under 65, OREC not 0)';
  const { model } = run;
  const name = model.groupNames[31 - Math.clz32(mask)] ?? '';
  const members = model.rules.groups[name] ?? [];
  let present = '';
  for (let i = 0; i < run.survivorCount; i++) {
    const h = run.survivors[i] ?? 0;
    if (!members.includes(model.hccNumbers[h] ?? 0)) continue;
    present += `${present === '' ? '' : ', '}${model.hccNames[h] ?? hccName(model.hccNumbers[h] ?? 0)}`;
  }
  return `${name} (${present})`;
}

function ageSexEditsOf(fates: readonly CodeFate[]): AgeSexEdit[] {
  const edits: AgeSexEdit[] = [];
  for (const fate of fates) if ('edits' in fate) for (const effect of fate.edits) edits.push({ code: fate.code, effect });
  return edits;
}

/** The explained score of one model run: every term with its factor and reason, the dropped codes, and the payment steps. */
export function explainModel(run: ModelRun, who: Demographics, raw: readonly string[], codes: ResolvedCodes, factors: PaymentYearFactors): ModelResult {
  const { model } = run;
  const segment = model.segments[run.segment];
  const prefix = segment?.prefix ?? '';
  const fates = codeFates(run, raw, codes);
  const ne = run.segment >= SEGMENT_INDEX.NE;
  const codesOf = (cc: number) => {
    const coded: string[] = [];
    for (const fate of fates) if ('ccs' in fate && fate.ccs.includes(cc)) coded.push(fate.code);
    return coded;
  };
  const hccs: HccTerm[] = listOf(run.survivors, run.survivorCount)
    .sort((a, b) => (model.hccNumbers[a] ?? 0) - (model.hccNumbers[b] ?? 0))
    .map((h) => {
      const cc = model.hccNumbers[h] ?? 0;
      const coded = codesOf(cc);
      const raised = `raised by ${coded.join(', ')}`;
      const hcc = model.hccNames[h] ?? hccName(cc);
      if (ne) return { hcc, label: model.labels[h] ?? '', variable: '', coefficient: 0, codes: coded, reason: `${raised}; not scored: new-enrollee segments have no HCC terms` };
      return { hcc, label: model.labels[h] ?? '', variable: segment?.hccVariables[h] ?? `${prefix}HCC${cc}`, coefficient: value(segment?.hcc[h] ?? MISSING), codes: coded, reason: raised };
    });
  const trumpedHccs: TrumpedHcc[] = [];
  for (let i = 0; i < run.raisedCount; i++) {
    const h = run.raised[i] ?? 0;
    const by = run.trumpedBy[h] ?? -1;
    if (run.present[h] === 1 || by === -1) continue;
    const cc = model.hccNumbers[h] ?? 0;
    trumpedHccs.push({ hcc: model.hccNames[h] ?? hccName(cc), label: model.labels[h] ?? '', by: by === DROPPED_BY_CC223_RULE ? 'CC223 rule' : (model.hccNames[by] ?? hccName(model.hccNumbers[by] ?? 0)), codes: codesOf(cc) });
  }
  const dropped: DroppedCode[] = [];
  for (const fate of fates) {
    if ('dropped' in fate) {
      dropped.push({ code: fate.code, reason: fate.dropped });
      continue;
    }
    const lost = trumpedHccs.filter((t) => t.codes.includes(fate.code));
    if (lost.length < fate.ccs.length || lost.length === 0) continue;
    const first = lost[0] as TrumpedHcc;
    if (first.by === 'CC223 rule') dropped.push({ code: fate.code, reason: { kind: 'cc223-rule', hcc: first.hcc } });
    else dropped.push({ code: fate.code, reason: { kind: 'trumped', hccs: lost.map((t) => t.hcc), by: first.by, byLabel: model.labels[model.hccIndexOf[Number(first.by.slice(3))] ?? -1] ?? '' } });
  }
  const interactions = listOf(run.interactions, run.interactionCount).map((k) => ({
    variable: segment?.interactionVariables[k] ?? prefix + (model.interactionNames[k] ?? ''),
    coefficient: value(segment?.interactions[k] ?? MISSING),
    reason: `${groupWords(run, model.interactionMasks[2 * k] ?? 0)} × ${groupWords(run, model.interactionMasks[2 * k + 1] ?? 0)}`,
  }));
  const countVariable = run.countIndex < 0 ? null : { variable: segment?.countVariables[run.countIndex] ?? prefix + countName(run.countIndex + 1), coefficient: value(run.countTotal), paymentHccs: run.survivorCount, reason: `${run.survivorCount} payment HCCs after hierarchies` };
  const norm = factors.normalization[model.model];
  const normalized = norm ? normalise(run.raw, norm.thousandths) : null;
  return {
    model: model.model,
    mapping: model.mapping.source,
    coefficientSource: yearFile(model.year).tables.coefficientSource,
    demographics: demographicTerms(run, who),
    hccs,
    trumpedHccs,
    interactions,
    countVariable,
    dropped,
    ageSexEdits: ageSexEditsOf(fates),
    rawScore: fromThousandths(run.raw),
    normalization: norm ? { value: fromThousandths(norm.thousandths), status: norm.status, source: norm.source } : null,
    normalizedScore: normalized === null ? null : fromThousandths(normalized),
    codingAdjustment: { value: fromThousandths(factors.codingAdjustment.thousandths), status: factors.codingAdjustment.status, source: factors.codingAdjustment.source },
    paymentScore: normalized === null ? null : fromThousandths(adjustForCoding(normalized, factors.codingAdjustment.thousandths)),
  };
}
