import { MODEL_RULES, type ModelRules } from '../data/model-rules.js';
import { codeEditorSet, coefficientSet, structureSet, yearFile } from '../tables/installed-tables.js';
import type { MappingRef } from '../tables/table-files.js';
import type { ModelId, PaymentYear, ScoredModel } from '../tables/table-types.js';
import { describeRange, inRange, type AgeRange } from '../tables/row-condition.js';
import { codeIndex } from './code-index.js';
import { codeKey as codeKeyOf } from './code-key.js';
import { MAX_AGE, compiledMapping, type CompiledMapping } from './compiled-mapping.js';
import { buildSegmentFactors, type SegmentFactors } from './segment-factors.js';

/** Everything the engine needs to score one model in one payment year, compiled once. */
export interface CompiledModel<M extends ModelId = ScoredModel> {
  readonly model: M;
  readonly year: PaymentYear;
  readonly mapping: CompiledMapping;
  /** HCC index → CC number, in label order. */
  readonly hccNumbers: readonly number[];
  /** CC number → HCC index, -1 when the model has no such HCC. */
  readonly hccIndexOf: Int16Array;
  readonly labels: readonly string[];
  /** "HCC37" for each HCC index, made once so output never rebuilds them. */
  readonly hccNames: readonly string[];
  /** Hierarchy position of each HCC (CMS macro order), 32767 for HCCs that are no parent. */
  readonly rank: Int16Array;
  readonly children: readonly (readonly number[])[];
  /** The same children flattened: those of HCC `h` are `childList[childStart[h]]` to `childList[childStart[h + 1] - 1]`. */
  readonly childStart: Int32Array;
  readonly childList: Int16Array;
  /** The model's groups and interactions (CMS-HCC), or none (the HCC stage of the ESRD and RxHCC models). */
  readonly rules: ModelRules;
  readonly groupBits: Int32Array;
  readonly groupNames: readonly string[];
  readonly interactionNames: readonly string[];
  readonly interactionMasks: Int32Array;
  readonly disabledBit: number;
  readonly cc223: number;
  readonly cc223Companions: readonly number[];
  readonly segments: readonly SegmentFactors[];
  /** Per dictionary code: the Medicare Code Editor list rule (sex, or age where the mapping has no code-editor ranges), -1 for none. */
  readonly mceRule: Int8Array;
  /** Bit `r` set when list rule `r` holds: `[min(age, MAX_AGE) * 2 + female]`. */
  readonly mceRuleMasks: Int32Array;
  /** Words for each list rule, for the explanation. */
  readonly mceRuleWords: readonly string[];
}

interface ListRule {
  readonly sex: 'M' | 'F' | null;
  readonly age: AgeRange | null;
  readonly words: string;
}

/** The words of an MCE sex-list rule: which list it is and why that list is used (docs/raf.md, *Code editor*). */
export const sexListWords = (sex: 'M' | 'F'): string =>
  `${sex === 'F' ? 'female' : 'male'}-only code (Medicare Code Editor FY2019 list, used where CMS's own edits for the year are not in the reference files)`;

/**
 * The Medicare Code Editor lists (FY2019) only where the year's mapping carries no code-editor conditions of its own
 * (the PY2025 source), as one rule per code so the batch path checks a code with one bit test. CMS's 2026 model
 * software builds its code-editor edits into the mapping (MCE_AGE_CONDITION) and carries no sex list, so a year
 * scored from it takes no sex edit beyond the model's own (D66/D67).
 */
function listRules(mapping: CompiledMapping, year: PaymentYear): { rule: Int8Array; masks: Int32Array; words: string[] } {
  const index = codeIndex();
  const rule = new Int8Array(index.codes.length).fill(-1);
  const rules: ListRule[] = [];
  const mappingHasRanges = mapping.conditions.some((condition) => condition.mce !== null);
  const assign = (codes: string, made: ListRule) => {
    rules.push(made);
    for (const code of codes.split(' ')) {
      const at = index.indexOfKey(codeKeyOf(code));
      if (at >= 0 && mapping.rowStart[at] !== mapping.rowStart[at + 1]) rule[at] = rules.length - 1;
    }
  };
  if (!mappingHasRanges) {
    const lists = codeEditorSet(yearFile(year).tables.codeEditor.set);
    for (const list of lists.age) assign(list.codes, { sex: null, age: { min: list.min, max: list.max }, words: `${list.label} code, valid for ${describeRange({ min: list.min, max: list.max })} (Medicare Code Editor)` });
    for (const list of lists.sex) assign(list.codes, { sex: list.sex, age: null, words: sexListWords(list.sex) });
  }
  const masks = new Int32Array((MAX_AGE + 1) * 2);
  for (let age = 0; age <= MAX_AGE; age++) {
    for (let female = 0; female < 2; female++) {
      rules.forEach((made, r) => {
        const holds = (made.age === null || inRange(made.age, age)) && (made.sex === null || (made.sex === 'F') === (female === 1));
        if (holds) masks[age * 2 + female] = (masks[age * 2 + female] ?? 0) | (1 << r);
      });
    }
  }
  return { rule, masks, words: rules.map((made) => made.words) };
}

function compileModel(model: ScoredModel, year: PaymentYear): CompiledModel | null {
  const { tables } = yearFile(year);
  const mapping = tables.mappings[model];
  const factors = tables.coefficients[model];
  if (!mapping || !factors) return null;
  return compileFrom(model, year, mapping, MODEL_RULES[model], coefficientSet(factors));
}

function compileFrom<M extends ModelId>(model: M, year: PaymentYear, mappingRef: MappingRef, rules: ModelRules, factors: Readonly<Record<string, number>>): CompiledModel<M> {
  const structure = structureSet(yearFile(year).tables.structure[model]);
  const hccNumbers = Object.keys(structure.labels).map(Number);
  const hccIndexOf = new Int16Array(1000).fill(-1);
  hccNumbers.forEach((cc, index) => (hccIndexOf[cc] = index));
  const rank = new Int16Array(hccNumbers.length).fill(32767);
  const children: number[][] = hccNumbers.map(() => []);
  structure.hierarchy.forEach(([parent, kids], position) => {
    const index = hccIndexOf[parent] ?? -1;
    if (index < 0) return;
    rank[index] = position;
    children[index] = kids.map((cc) => hccIndexOf[cc] ?? -1).filter((child) => child >= 0);
  });
  const childStart = new Int32Array(hccNumbers.length + 1);
  children.forEach((kids, h) => (childStart[h + 1] = (childStart[h] ?? 0) + kids.length));
  const childList = Int16Array.from(children.flat());
  const groupNames = Object.keys(rules.groups);
  const groupBits = new Int32Array(hccNumbers.length);
  groupNames.forEach((name, bit) => {
    for (const cc of rules.groups[name] ?? []) {
      const index = hccIndexOf[cc] ?? -1;
      if (index >= 0) groupBits[index] = (groupBits[index] ?? 0) | (1 << bit);
    }
  });
  const disabledBit = 1 << groupNames.length;
  const termMask = (term: (typeof rules.interactions)[number]['terms'][number]) => ('disabled' in term ? disabledBit : 1 << groupNames.indexOf(term.group));
  const interactionNames = rules.interactions.map((rule) => rule.name);
  const interactionMasks = new Int32Array(rules.interactions.length * 2);
  rules.interactions.forEach((rule, i) => {
    interactionMasks[2 * i] = termMask(rule.terms[0]);
    interactionMasks[2 * i + 1] = termMask(rule.terms[1]);
  });
  const mapping = compiledMapping(mappingRef);
  const lists = listRules(mapping, year);
  return {
    model,
    year,
    mapping,
    hccNumbers,
    hccIndexOf,
    labels: Object.values(structure.labels),
    hccNames: hccNumbers.map((cc) => `HCC${cc}`),
    rank,
    children,
    childStart,
    childList,
    rules,
    groupBits,
    groupNames,
    interactionNames,
    interactionMasks,
    disabledBit,
    cc223: rules.cc223Companions ? (hccIndexOf[223] ?? -1) : -1,
    cc223Companions: (rules.cc223Companions ?? []).map((cc) => hccIndexOf[cc] ?? -1).filter((index) => index >= 0),
    segments: buildSegmentFactors(factors, hccNumbers, interactionNames),
    mceRule: lists.rule,
    mceRuleMasks: lists.masks,
    mceRuleWords: lists.words,
  };
}

const modelCache = new Map<string, CompiledModel | null>();

/** The compiled model of a payment year, or null when that year has no tables for it (V24 in 2027). */
export function compiledModel(model: ScoredModel, year: PaymentYear): CompiledModel | null {
  const key = `${model}-${year}`;
  if (!modelCache.has(key)) modelCache.set(key, compileModel(model, year));
  return modelCache.get(key) ?? null;
}

const NO_RULES: ModelRules = { groups: {}, interactions: [], cc223Companions: null, source: '' };
const stageCache = new Map<string, CompiledModel<ModelId>>();

/**
 * The diagnosis stage alone (mapping, edits, code editor, hierarchy) of a model's CCs with one mapping: the
 * ESRD models score V24 CCs, RxHCC its own. Their factors are looked up by name by their own scorers, off the
 * CMS-HCC path.
 */
export function compiledHccStage<M extends 'V24' | 'RX'>(model: M, year: PaymentYear, mapping: MappingRef): CompiledModel<M> {
  const key = `${model}-${year}-${mapping.set}-${mapping.source}`;
  let stage = stageCache.get(key) as CompiledModel<M> | undefined;
  if (!stage) stageCache.set(key, (stage = compileFrom(model, year, mapping, NO_RULES, {})));
  return stage;
}

/** The mapping a payment year uses for a model (RxHCC included), or null. */
export function yearMapping(model: ModelId, year: PaymentYear): CompiledMapping | null {
  const ref = yearFile(year).tables.mappings[model];
  return ref ? compiledMapping(ref) : null;
}
