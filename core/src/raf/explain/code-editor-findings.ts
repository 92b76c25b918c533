import { codeIndex } from '../engine/code-index.js';
import { codeKey } from '../engine/code-key.js';
import { yearMapping } from '../engine/compiled-model.js';
import { codeEditorSet, yearFile } from '../tables/installed-tables.js';
import { describeRange, inRange, type AgeRange } from '../tables/row-condition.js';
import type { PaymentYear } from '../tables/table-types.js';
import type { CodeEditorFinding } from './result-types.js';

interface EditorLists {
  readonly age: Map<string, { label: string; range: AgeRange }>;
  readonly sex: Map<string, 'M' | 'F'>;
}

// By the code-editor set's hash: the years that name the same lists share one copy.
const listsBySet = new Map<string, EditorLists>();

function editorLists(year: PaymentYear): EditorLists {
  const hash = yearFile(year).tables.codeEditor.set;
  const kept = listsBySet.get(hash);
  if (kept) return kept;
  const set = codeEditorSet(hash);
  const age = new Map<string, { label: string; range: AgeRange }>();
  for (const list of set.age) for (const code of list.codes.split(' ')) age.set(code, { label: list.label, range: { min: list.min, max: list.max } });
  const sex = new Map<string, 'M' | 'F'>();
  for (const list of set.sex) for (const code of list.codes.split(' ')) sex.set(code, list.sex);
  const lists = { age, sex };
  listsBySet.set(hash, lists);
  return lists;
}

const NO_RANGES: readonly AgeRange[] = [];
// The compiled mappings never change, so each mapped code's ranges are gathered once per year (by dictionary index).
const rangesByYear = new Map<PaymentYear, (readonly AgeRange[] | undefined)[]>();

/** The code-editor age ranges the payment year's CMS mappings give a code by its dictionary index (empty when they give none). */
function mappingRanges(at: number, year: PaymentYear): readonly AgeRange[] {
  if (at < 0) return NO_RANGES;
  let known = rangesByYear.get(year);
  if (!known) rangesByYear.set(year, (known = []));
  const kept = known[at];
  if (kept) return kept;
  const found: AgeRange[] = [];
  for (const model of ['V28', 'V24', 'RX'] as const) {
    const mapping = yearMapping(model, year);
    if (!mapping) continue;
    for (let r = mapping.rowStart[at] ?? 0; r < (mapping.rowStart[at + 1] ?? 0); r++) {
      const condition = mapping.conditions[mapping.rowCondition[r] ?? -1];
      if (condition?.mce) found.push(condition.mce);
    }
  }
  const ranges = found.length === 0 ? NO_RANGES : found;
  known[at] = ranges;
  return ranges;
}

const cmsEditsByYear = new Map<PaymentYear, boolean>();

/** Whether the year's mappings are CMS's model software with its code-editor edits built in (then no MCE list applies). */
function hasCmsEdits(year: PaymentYear): boolean {
  let known = cmsEditsByYear.get(year);
  if (known === undefined) {
    known = (['V28', 'V24', 'RX'] as const).some((model) => yearMapping(model, year)?.conditions.some((condition) => condition.mce !== null) ?? false);
    cmsEditsByYear.set(year, known);
  }
  return known;
}

/**
 * The Medicare Code Editor checks of the given codes for this age and sex: age ranges from the payment
 * year's CMS mappings where they have one (else the MCE lists), and the MCE FY2019 sex lists in a year whose
 * mappings carry no CMS code-editor edits (CMS's 2026 software has no sex list). Reported apart
 * from the score; the mappings' ranges also drop codes when the code editor is applied. `indexes` are the codes'
 * dictionary indexes when the caller has them (as resolved for scoring), else they are looked up.
 */
export function codeEditorFindings(codes: readonly string[], age: number, sex: 'M' | 'F', year: PaymentYear, indexes?: readonly number[]): CodeEditorFinding[] {
  const { age: ageList, sex: sexList } = editorLists(year);
  const findings: CodeEditorFinding[] = [];
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as string;
    const ranges = mappingRanges(indexes?.[i] ?? codeIndex().indexOfKey(codeKey(code)), year);
    if (ranges.length > 0) {
      if (!ranges.some((range) => inRange(range, age))) findings.push({ code, check: 'age', detail: `valid for ${[...new Set(ranges.map(describeRange))].join(' or ')} (CMS mapping)` });
    } else {
      const listed = ageList.get(code);
      if (listed && !inRange(listed.range, age)) findings.push({ code, check: 'age', detail: `${listed.label} code, valid for ${describeRange(listed.range)}` });
    }
    const only = hasCmsEdits(year) ? undefined : sexList.get(code);
    if (only && only !== sex) findings.push({ code, check: 'sex', detail: `${only === 'F' ? 'female' : 'male'}-only code (FY2019 list)` });
  }
  return findings;
}
