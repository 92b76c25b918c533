import { codeIndex } from '../engine/code-index.js';
import { keyToCode } from '../engine/code-key.js';
import type { CompiledMapping } from '../engine/compiled-mapping.js';
import { CODE_EDITED_OUT, CODE_EDITOR_OUT, CODE_MAPPED, type ModelRun } from '../engine/model-run.js';
import type { ResolvedCodes } from '../engine/resolve-codes.js';
import { describeRange, type RowCondition } from '../tables/row-condition.js';
import { describeEdit } from './describe.js';
import type { DropReason } from './result-types.js';
import type { ModelId } from '../tables/table-types.js';

/** What one distinct input code did in one model, before hierarchies are considered. */
export type CodeFate = { readonly code: string; readonly ccs: readonly number[]; readonly edits: readonly string[] } | { readonly code: string; readonly dropped: DropReason };

// True when a text is already in normal form (only upper-case letters and digits), so it can be shown as is.
function isNormal(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90))) return false;
  }
  return true;
}

/** The display form of input code `i`: normalised when it is shaped like a code, else the text as given. */
export const displayCode = (raw: readonly string[], codes: ResolvedCodes, i: number): string => {
  const key = codes.keys[i] ?? -1;
  const text = raw[i] ?? '';
  return key < 0 ? text.trim() : isNormal(text) ? text : keyToCode(key);
};

function rowsOf(mapping: CompiledMapping, index: number): { cc: number; condition: RowCondition | null; c: number }[] {
  const rows = [];
  for (let r = mapping.rowStart[index] ?? 0; r < (mapping.rowStart[index + 1] ?? 0); r++) {
    const c = mapping.rowCondition[r] ?? -1;
    rows.push({ cc: mapping.rowCc[r] ?? 0, condition: c >= 0 ? (mapping.conditions[c] ?? null) : null, c });
  }
  return rows;
}

const countsFor = (rows: ReturnType<typeof rowsOf>, part: (condition: RowCondition) => string) =>
  `counts only for ${[...new Set(rows.map((row) => (row.condition ? part(row.condition) : 'any age')))].join(' or ')}`;

const NO_EDITS: readonly string[] = [];
const applies = (run: ModelRun<ModelId>, c: number) => c < 0 || ((run.conditionMask >> c) & 1) === 1;

/** A mapped code's CCs in a run, with the age/sex edits that chose them when an edit left a row of the code out. */
function mappedFate(run: ModelRun<ModelId>, code: string, index: number): CodeFate {
  const { mapping } = run.model;
  const ccs: number[] = [];
  let everyRow = true;
  for (let r = mapping.rowStart[index] ?? 0; r < (mapping.rowStart[index + 1] ?? 0); r++) {
    if (!applies(run, mapping.rowCondition[r] ?? -1)) {
      everyRow = false;
      continue;
    }
    const cc = mapping.rowCc[r] ?? 0;
    if (!ccs.includes(cc)) ccs.push(cc);
  }
  if (everyRow) return { code, ccs, edits: NO_EDITS };
  const applied = rowsOf(mapping, index).filter((row) => applies(run, row.c));
  return { code, ccs, edits: applied.filter((row) => row.condition && describeEdit(row.condition) !== '').map((row) => `${describeEdit(row.condition as RowCondition)}: HCC${row.cc}`) };
}

/** Each distinct code's fate in a model run: the CCs it gave (with any age/sex edit that chose them), or why it gave none. */
export function codeFates(run: ModelRun<ModelId>, raw: readonly string[], codes: ResolvedCodes): CodeFate[] {
  const fates: CodeFate[] = [];
  for (let i = 0; i < codes.count; i++) {
    if (codes.duplicate[i] === 1) continue;
    const code = displayCode(raw, codes, i);
    const index = codes.index[i] ?? -1;
    const outcome = run.codeOutcome[i];
    if ((codes.keys[i] ?? -1) < 0) fates.push({ code, dropped: { kind: 'invalid' } });
    else if (index < 0) fates.push({ code, dropped: { kind: codeIndex().isHeader(code) ? 'not-billable' : 'unmapped' } });
    else if (outcome === CODE_EDITED_OUT) fates.push({ code, dropped: { kind: 'age-sex-edit', detail: countsFor(rowsOf(run.model.mapping, index), describeEdit) } });
    else if (outcome === CODE_EDITOR_OUT && (run.model.mceRule[index] ?? -1) >= 0 && ((run.listMask >> (run.model.mceRule[index] ?? 0)) & 1) === 0) {
      fates.push({ code, dropped: { kind: 'code-editor', detail: run.model.mceRuleWords[run.model.mceRule[index] ?? 0] ?? '' } });
    } else if (outcome === CODE_EDITOR_OUT) {
      fates.push({ code, dropped: { kind: 'code-editor', detail: countsFor(rowsOf(run.model.mapping, index), (c) => (c.mce ? describeRange(c.mce) : 'any age')) } });
    } else if (outcome !== CODE_MAPPED) fates.push({ code, dropped: { kind: codeIndex().isHeader(code) ? 'not-billable' : 'unmapped' } });
    else fates.push(mappedFate(run, code, index));
  }
  return fates;
}
