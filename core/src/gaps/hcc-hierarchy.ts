import type { RafEngine } from '../coding/raf-engine.js';
import type { PaymentYear, ScoredModel } from '../raf/index.js';
import { normaliseCode } from '../raf/engine/code-key.js';
import { hccName } from '../raf/explain/describe.js';

/** One model's HCCs as the gap finder reads them: labels, the HCCs that trump each, the HCCs each trumps. */
export interface HccHierarchy {
  readonly model: ScoredModel;
  readonly year: PaymentYear;
  labelOf(hcc: number): string;
  /** HCCs that drop `hcc` when present (its parents in CMS's hierarchy), highest first. */
  trumpedBy(hcc: number): readonly number[];
  /** HCCs `hcc` drops (lower ones of its hierarchy), highest first. */
  trumps(hcc: number): readonly number[];
  /** The payment HCCs a code maps to in the year (age and sex conditions aside: the engine applies those when valuing). */
  hccsOf(code: string): readonly number[];
}

const cache = new Map<string, HccHierarchy>();

/**
 * The engine's own labels, hierarchy and mapping of a model in a payment year (CMS's hierarchy macro order), with the
 * code look-ups cached: a practice's gaps read the same codes many times.
 */
export function hccHierarchy(engine: RafEngine, model: ScoredModel, year: PaymentYear): HccHierarchy {
  const key = `${model}-${year}`;
  const known = cache.get(key);
  if (known) return known;
  const structure = engine.modelStructure(model, year);
  const parents = new Map<number, number[]>();
  const children = new Map<number, readonly number[]>();
  for (const [parent, kids] of structure.hierarchy) {
    children.set(parent, kids);
    for (const kid of kids) parents.set(kid, [...(parents.get(kid) ?? []), parent]);
  }
  const codes = new Map<string, readonly number[]>();
  const made: HccHierarchy = {
    model,
    year,
    labelOf: (hcc) => structure.labels[String(hcc)] ?? '',
    trumpedBy: (hcc) => parents.get(hcc) ?? [],
    trumps: (hcc) => children.get(hcc) ?? [],
    hccsOf: (code) => {
      const normal = normaliseCode(code) ?? code;
      let hccs = codes.get(normal);
      if (hccs === undefined) {
        const refs = engine.lookupCode(normal, year)[model === 'V28' ? 'v28' : 'v24'] ?? [];
        hccs = [...new Set(refs.map((ref) => ref.number))];
        codes.set(normal, hccs);
      }
      return hccs;
    },
  };
  cache.set(key, made);
  return made;
}

export { hccName };
/** 37 for "HCC37"; null for anything else. */
export function hccNumber(name: string): number | null {
  const match = /^HCC(\d+)$/.exec(name);
  return match ? Number(match[1]) : null;
}
