import { mappingSet } from '../tables/installed-tables.js';
import { inRange, parseCondition, type RowCondition } from '../tables/row-condition.js';
import type { MappingRef } from '../tables/table-files.js';
import { codeIndex } from './code-index.js';
import { codeKey } from './code-key.js';

/** One mapping laid out for lookups: rows of dictionary code `i` are `rowStart[i]` to `rowStart[i + 1]`. */
export interface CompiledMapping {
  /** The mapping set's SHA-256. */
  readonly id: string;
  readonly source: string;
  readonly conditions: readonly RowCondition[];
  readonly rowStart: Int32Array;
  /** The CC of each row. */
  readonly rowCc: Int16Array;
  /** The condition index of each row, -1 for none. */
  readonly rowCondition: Int16Array;
  /**
   * Bit `c` is set when condition `c` holds, precomputed for every age 0–130 and sex:
   * `[(age * 2 + female) * 2 + applyCodeEditor]`; `editMasks` looks at the mandatory edits only.
   */
  readonly conditionMasks: Int32Array;
  readonly editMasks: Int32Array;
}

/** The highest age the condition masks cover; older ages use it (no condition has a bound above it). */
export const MAX_AGE = 130;

function conditionMasks(conditions: readonly RowCondition[]): { all: Int32Array; edit: Int32Array } {
  if (conditions.length > 31) throw new Error('A compiled mapping has more than 31 distinct conditions');
  const all = new Int32Array((MAX_AGE + 1) * 4);
  const edit = new Int32Array((MAX_AGE + 1) * 4);
  for (let age = 0; age <= MAX_AGE; age++) {
    for (let female = 0; female < 2; female++) {
      for (let mce = 0; mce < 2; mce++) {
        const at = (age * 2 + female) * 2 + mce;
        conditions.forEach((condition, c) => {
          const editOk = (condition.age === null || inRange(condition.age, age)) && (condition.sex === null || (condition.sex === 'F') === (female === 1));
          const mceOk = mce === 0 || condition.mce === null || inRange(condition.mce, age);
          if (editOk) edit[at] = (edit[at] ?? 0) | (1 << c);
          if (editOk && mceOk) all[at] = (all[at] ?? 0) | (1 << c);
        });
      }
    }
  }
  return { all, edit };
}

const mappingCache = new Map<string, CompiledMapping>();

/**
 * Compiles a mapping set (shared by the years that name it) onto the code dictionary: a set lists its own codes,
 * sorted as the dictionary is, so its rows fall in dictionary order.
 */
export function compiledMapping(ref: MappingRef): CompiledMapping {
  const key = `${ref.set} ${ref.source}`;
  const cached = mappingCache.get(key);
  if (cached) return cached;
  const data = mappingSet(ref.set);
  const dictionary = codeIndex();
  const codes = data.codes.split(' ');
  const entries = data.entries.split(',');
  const rowStart = new Int32Array(dictionary.codes.length + 1);
  const ccs: number[] = [];
  const conditions: number[] = [];
  let next = 0;
  codes.forEach((code, c) => {
    const at = dictionary.indexOfKey(codeKey(code));
    if (at < next) throw new Error(`Mapping set ${ref.set}: ${code} is ${at < 0 ? 'not in the code dictionary' : 'out of dictionary order'}`);
    for (; next <= at; next++) rowStart[next] = ccs.length;
    for (const row of (entries[c] ?? '').split(' ')) {
      const [cc, condition] = row.split('~');
      ccs.push(Number(cc));
      conditions.push(condition === undefined ? -1 : Number(condition));
    }
  });
  for (; next <= dictionary.codes.length; next++) rowStart[next] = ccs.length;
  const parsed = data.conditions.map(parseCondition);
  const masks = conditionMasks(parsed);
  const compiled = { id: ref.set, source: ref.source, conditions: parsed, rowStart, rowCc: Int16Array.from(ccs), rowCondition: Int16Array.from(conditions), conditionMasks: masks.all, editMasks: masks.edit };
  mappingCache.set(key, compiled);
  return compiled;
}
