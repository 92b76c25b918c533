import type { CompiledMapping } from './mapping-rows.js';
import { SourceProblem } from './source-problem.js';

/** The catalogue file's header line: its columns, tab-separated. */
export const CATALOGUE_HEADER = 'code\tshort_title\tlong_title\tv24\tv28\trxhcc';

const categories = (mapping: CompiledMapping | undefined, code: string) =>
  [...new Set((mapping?.get(code) ?? []).map((row) => row.cc))].sort((a, b) => a - b).join(';');

/**
 * Compiles the ICD-10-CM order file (fixed width: order 0–4, code 6–12, billable flag 14, short title
 * 16–75, long title 77–) into the catalogue TSV: every billable code with both titles and the CCs each
 * model's mapping can give it (`;`-joined, any age or sex). The long title is left empty when it equals
 * the short one, which keeps the file a third smaller; readers fall back to the short title.
 */
export function compileCatalogue(
  file: string,
  orderText: string,
  mappings: { v24: CompiledMapping | undefined; v28: CompiledMapping | undefined; rx: CompiledMapping | undefined },
): string {
  const lines = [CATALOGUE_HEADER];
  for (const raw of orderText.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '') continue;
    if (line.length < 78 || !/^\d{5} $/.test(line.slice(0, 6))) throw new SourceProblem(file, `bad line "${line.slice(0, 40)}"`);
    if (line[14] !== '1') continue;
    const code = line.slice(6, 13).trim();
    const short = line.slice(16, 76).trimEnd();
    const long = line.slice(77).trimEnd();
    if (/[\t\n]/.test(short + long)) throw new SourceProblem(file, `tab in the titles of ${code}`);
    lines.push([code, short, long === short ? '' : long, categories(mappings.v24, code), categories(mappings.v28, code), categories(mappings.rx, code)].join('\t'));
  }
  return `${lines.join('\n')}\n`;
}
