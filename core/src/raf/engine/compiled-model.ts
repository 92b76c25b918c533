import { MODEL_RULES } from '../data/model-rules.js';
import { MODEL_STRUCTURE } from '../tables/structure.generated.js';
import type { ModelId, PaymentYear, ScoredModel } from '../tables/table-types.js';
import { compiledMapping, type CompiledMapping } from './compiled-mapping.js';
import { YEAR_TABLES } from '../tables/years.generated.js';
import { buildSegmentFactors, type SegmentFactors } from './segment-factors.js';

/** Everything the engine needs to score one model in one payment year, compiled once. */
export interface CompiledModel {
  readonly model: ScoredModel;
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
  readonly groupBits: Int32Array;
  readonly groupNames: readonly string[];
  readonly interactionNames: readonly string[];
  readonly interactionMasks: Int32Array;
  readonly disabledBit: number;
  readonly cc223: number;
  readonly cc223Companions: readonly number[];
  readonly segments: readonly SegmentFactors[];
}

function compileModel(model: ScoredModel, year: PaymentYear): CompiledModel | null {
  const tables = YEAR_TABLES[year];
  const mappingId = tables.mappings[model];
  const factors = tables.coefficients[model];
  if (!mappingId || !factors) return null;
  const structure = MODEL_STRUCTURE[model];
  const rules = MODEL_RULES[model];
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
  return {
    model,
    year,
    mapping: compiledMapping(mappingId),
    hccNumbers,
    hccIndexOf,
    labels: Object.values(structure.labels),
    hccNames: hccNumbers.map((cc) => `HCC${cc}`),
    rank,
    children,
    childStart,
    childList,
    groupBits,
    groupNames,
    interactionNames,
    interactionMasks,
    disabledBit,
    cc223: rules.cc223Companions ? (hccIndexOf[223] ?? -1) : -1,
    cc223Companions: (rules.cc223Companions ?? []).map((cc) => hccIndexOf[cc] ?? -1).filter((index) => index >= 0),
    segments: buildSegmentFactors(factors, hccNumbers, interactionNames),
  };
}

const modelCache = new Map<string, CompiledModel | null>();

/** The compiled model of a payment year, or null when that year has no tables for it (V24 in 2027). */
export function compiledModel(model: ScoredModel, year: PaymentYear): CompiledModel | null {
  const key = `${model}-${year}`;
  if (!modelCache.has(key)) modelCache.set(key, compileModel(model, year));
  return modelCache.get(key) ?? null;
}

/** The mapping a payment year uses for a model (RxHCC included), or null. */
export function yearMapping(model: ModelId, year: PaymentYear): CompiledMapping | null {
  const id = YEAR_TABLES[year].mappings[model];
  return id ? compiledMapping(id) : null;
}
