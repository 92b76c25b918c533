import type { z } from 'zod';
import {
  CodeEditorSetSchema, CodesSetSchema, CoefficientSetSchema, MANIFEST_FILE, MappingSetSchema, StructureSetSchema, formatCondition, setFileName, yearFileName,
  type Manifest, type MappingSet, type YearFile,
} from '@rafdesk/core/raf/data-files';
import type { CompiledMapping } from './mapping-rows.js';
import { dataFileHash } from '@rafdesk/adapters/tables';

/** A file the importer writes, with its path relative to the `core` package. */
export interface DataFile {
  readonly path: string;
  readonly content: string;
}

/** Where the engine's data files go inside the `core` package. */
export const DATA_FOLDER = 'data/raf';

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

/** The kinds of set the engine reads, each checked against the engine's own schema before it is written. */
const SET_SCHEMAS = { codes: CodesSetSchema, mapping: MappingSetSchema, coefficients: CoefficientSetSchema, structure: StructureSetSchema, 'code-editor': CodeEditorSetSchema } as const;
/** A set of any kind. */
export type DataSet = { [K in keyof typeof SET_SCHEMAS]: z.infer<(typeof SET_SCHEMAS)[K]> }[keyof typeof SET_SCHEMAS];

/**
 * The sets of an import, each kept once under the SHA-256 of its bytes: two years (or two models) whose tables are
 * the same share one file, whatever CMS file they were read from.
 */
export class SetStore {
  private readonly sets = new Map<string, string>();

  /** Stores a set and answers its hash; throws, naming the issue, for a set the engine would refuse (an importer bug). */
  add(set: DataSet): string {
    const checked = SET_SCHEMAS[set.kind].safeParse(set);
    if (!checked.success) throw new Error(`a ${set.kind} set the engine would refuse: ${checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    const content = json(set);
    const hash = dataFileHash(content);
    this.sets.set(hash, content);
    return hash;
  }

  files(): DataFile[] {
    return [...this.sets].sort(([a], [b]) => (a < b ? -1 : 1)).map(([hash, content]) => ({ path: `${DATA_FOLDER}/${setFileName(hash)}`, content }));
  }
}

/** Every code of every mapping, sorted: the one dictionary the engine indexes codes by. */
export function codeDictionary(mappings: Iterable<CompiledMapping>): string[] {
  const codes = new Set<string>();
  for (const mapping of mappings) for (const code of mapping.keys()) codes.add(code);
  return [...codes].sort();
}

/** One mapping as a set: its own sorted codes and, aligned with them, their rows (`cc` or `cc~k`, `k` a condition). */
export function mappingSet(model: MappingSet['model'], mapping: CompiledMapping): MappingSet {
  const conditions: string[] = [];
  const conditionIndex = new Map<string, number>();
  const codes = [...mapping.keys()].filter((code) => (mapping.get(code) ?? []).length > 0).sort();
  const entries = codes.map((code) =>
    (mapping.get(code) ?? [])
      .map((row) => {
        const text = formatCondition(row.condition);
        if (text === '') return String(row.cc);
        let index = conditionIndex.get(text);
        if (index === undefined) {
          index = conditions.length;
          conditions.push(text);
          conditionIndex.set(text, index);
        }
        return `${row.cc}~${index}`;
      })
      .join(' '),
  );
  return { kind: 'mapping', model, conditions, codes: codes.join(' '), entries: entries.join(',') };
}

/** The year files and the manifest naming them, each year by the SHA-256 of its file. */
export function yearAndManifestFiles(codes: string, years: readonly YearFile[]): DataFile[] {
  const yearFiles = [...years].sort((a, b) => a.year - b.year).map((year) => ({ year: year.year, path: `${DATA_FOLDER}/${yearFileName(year.year)}`, content: json(year) }));
  const manifest: Manifest = { format: 1, codes, years: yearFiles.map((file) => ({ year: file.year, tables: dataFileHash(file.content) })) };
  return [...yearFiles.map(({ path, content }) => ({ path, content })), { path: `${DATA_FOLDER}/${MANIFEST_FILE}`, content: json(manifest) }];
}
