import type { StructureSet } from '@rafdesk/core/raf/data-files';
import { csvRecords } from './csv.js';
import { SourceProblem } from './source-problem.js';

const ccNumber = (text: string) => Number(text.toUpperCase().replace(/^(RX)?HCC/, ''));

/**
 * Labels (`ra_labels_*.csv`) and hierarchy (`ra_hierarchies_*.csv`) of one model, selected by domain and
 * version. Hierarchy parents keep the file's order, which is CMS's macro order: the engine applies them
 * one at a time in that order, as CMS's SAS software does.
 */
export function readStructure(
  labels: { file: string; text: string },
  hierarchies: { file: string; text: string },
  [domain, version]: readonly [string, string],
): Omit<StructureSet, 'kind'> {
  const labelEntries: [string, string][] = [];
  for (const record of csvRecords(labels.text)) {
    if (record.model_domain !== domain || record.model_version !== version) continue;
    const cc = ccNumber(record.cc ?? '');
    if (!Number.isInteger(cc) || cc <= 0) throw new SourceProblem(labels.file, `bad CC ${record.cc}`);
    labelEntries.push([String(cc), record.label ?? '']);
  }
  if (labelEntries.length === 0) throw new SourceProblem(labels.file, `no labels for ${domain} ${version}`);
  labelEntries.sort(([a], [b]) => Number(a) - Number(b));
  const parents = new Map<number, number[]>();
  for (const record of csvRecords(hierarchies.text)) {
    if (record.model_domain !== domain || record.model_version !== version) continue;
    const parent = Number(record.cc_parent);
    const child = Number(record.cc_child);
    if (!Number.isInteger(parent) || !Number.isInteger(child)) throw new SourceProblem(hierarchies.file, `bad row ${JSON.stringify(record)}`);
    parents.set(parent, [...(parents.get(parent) ?? []), child]);
  }
  return { labels: Object.fromEntries(labelEntries), hierarchy: [...parents] };
}
