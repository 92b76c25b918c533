import type { z } from 'zod';
import { MANIFEST, tablesHashOf } from '../data/payment-year-manifest.js';
import {
  CodeEditorSetSchema, CodesSetSchema, CoefficientSetSchema, MappingSetSchema, StructureSetSchema, YearFileSchema, setFileName, yearFileName,
  type CodeEditorSet, type MappingSet, type StructureSet, type YearFile,
} from './table-files.js';
import { RafTablesBroken } from './raf-tables-broken.js';
import { installedTableSource, noteTableFileRead } from './table-source-slot.js';
import type { ModelId } from './table-types.js';

export { installRafTables } from './table-source-slot.js';
export { RafTablesBroken } from './raf-tables-broken.js';

const files = new Map<string, unknown>();

/** The data files read so far, in the order they were first read (what a start-up or a screen actually loads). */
export function tableFilesRead(): string[] {
  return [...files.keys()];
}

function tableFile<S extends z.ZodType>(name: string, schema: S): z.infer<S> {
  if (files.has(name)) return files.get(name) as z.infer<S>;
  const source = installedTableSource();
  if (source === null) throw new RafTablesBroken(name, 'no table source is installed (a composition root calls installRafTables at start)');
  const read = source.read(name);
  if (read.isErr()) throw new RafTablesBroken(name, read.error.reason);
  const parsed = schema.safeParse(read.value);
  if (!parsed.success) throw new RafTablesBroken(name, parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; '));
  files.set(name, parsed.data);
  noteTableFileRead();
  return parsed.data;
}

/** A payment year's file; the year must be one the manifest lists (callers check first), and compiled against its dictionary. */
export function yearFile(year: number): YearFile {
  tablesHashOf(year);
  const name = yearFileName(year);
  const file = tableFile(name, YearFileSchema);
  if (file.year !== year) throw new RafTablesBroken(name, `holds payment year ${file.year}`);
  if (file.tables.codes !== MANIFEST.codes) throw new RafTablesBroken(name, 'was compiled against another code dictionary than the manifest names; run the import again');
  return file;
}

/** Whether a payment year's relative factors are final or only proposed. */
export const yearStatusOf = (year: number): 'final' | 'proposed' => yearFile(year).status;

/** The code dictionary the manifest names, as its list of codes. */
export const codeDictionary = (): string => tableFile(setFileName(MANIFEST.codes), CodesSetSchema).codes;
/** A mapping set by its hash. */
export const mappingSet = (hash: string): MappingSet => tableFile(setFileName(hash), MappingSetSchema);
/** A coefficient set by its hash: relative factors in thousandths by upper-case variable name. */
export const coefficientSet = (hash: string): Readonly<Record<string, number>> => tableFile(setFileName(hash), CoefficientSetSchema).values;
/** A model's labels and hierarchy by the set's hash. */
export const structureSet = (hash: string): StructureSet => tableFile(setFileName(hash), StructureSetSchema);
/** A model's labels and hierarchy (CMS's macro order) as a payment year's tables give them; the year must be one the engine has. */
export const modelStructure = (model: ModelId, year: number): StructureSet => structureSet(yearFile(year).tables.structure[model]);
/** The Medicare Code Editor lists by the set's hash. */
export const codeEditorSet = (hash: string): CodeEditorSet => tableFile(setFileName(hash), CodeEditorSetSchema);

/** Every set a year file names, for a source that must fetch them before they are read. */
export function setsOfYear(file: YearFile): string[] {
  const { tables } = file;
  const hashes = [
    tables.codes, ...Object.values(tables.mappings).map((ref) => ref.set), ...Object.values(tables.coefficients), ...Object.values(tables.structure), tables.codeEditor.set,
    ...(tables.esrd ? [tables.esrd.mapping.set, tables.esrd.factors] : []),
    ...(tables.rx?.kind === 'factors' ? [tables.rx.mapping.set, tables.rx.factors['MA-PD'], tables.rx.factors.PDP, ...(tables.rx.paceLegacy ? [tables.rx.paceLegacy.factors] : [])] : []),
  ];
  return [...new Set(hashes)].map(setFileName);
}

/**
 * Makes the payment years' files readable at once when the installed source fetches them (the web app, where the
 * engine loads its tables with itself); a source that reads on demand needs nothing. Year files first, then their sets.
 */
export async function prefetchRafTables(years: readonly number[]): Promise<void> {
  const fetching = installedTableSource();
  if (fetching?.prefetch === undefined) return;
  await fetching.prefetch(years.map(yearFileName));
  await fetching.prefetch([...new Set(years.flatMap((year) => setsOfYear(yearFile(year))))]);
}
