import type { CodeEditorSet } from '@rafdesk/core/raf/data-files';
import { SourceProblem } from './source-problem.js';

const AGE_CATEGORY = /^\d+\s+(\w+)\s+\(age\s+(\d+)\s*(?:-\s*(\d+)|(\+))?\)$/;

/**
 * The Medicare Code Editor age and sex lists (`mce_edits_*.tsv`: icd10, kind, category), e.g.
 * `2 maternity (age 12-55)` or `1 male`. Codes are sorted within each list.
 */
export function readCodeEditor(file: string, text: string): Omit<CodeEditorSet, 'kind'> {
  const ageLists = new Map<string, { label: string; min: number; max: number | null; codes: string[] }>();
  const sexLists = { M: [] as string[], F: [] as string[] };
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  for (const line of lines.slice(1)) {
    const [code = '', kind, category = ''] = line.split('\t').map((field) => field.trim());
    if (kind === 'sex') {
      if (/^1\s+male$/.test(category)) sexLists.M.push(code);
      else if (/^2\s+female$/.test(category)) sexLists.F.push(code);
      else throw new SourceProblem(file, `unknown sex category "${category}"`);
      continue;
    }
    const match = kind === 'age' ? AGE_CATEGORY.exec(category) : null;
    if (!match) throw new SourceProblem(file, `unknown row "${line}"`);
    const label = match[1] ?? '';
    const min = Number(match[2]);
    const max = match[4] === '+' ? null : match[3] === undefined ? min : Number(match[3]);
    const list = ageLists.get(label) ?? { label, min, max, codes: [] };
    list.codes.push(code);
    ageLists.set(label, list);
  }
  const sorted = (codes: string[]) => [...new Set(codes)].sort().join(' ');
  return {
    age: [...ageLists.values()].map((list) => ({ ...list, codes: sorted(list.codes) })),
    sex: [
      { sex: 'F', codes: sorted(sexLists.F) },
      { sex: 'M', codes: sorted(sexLists.M) },
    ],
  };
}
