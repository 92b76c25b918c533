import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import {
  CodeEditorSetSchema, CodesSetSchema, CoefficientSetSchema, MANIFEST_FILE, ManifestSchema, MappingSetSchema, StructureSetSchema, YearFileSchema, setFileName, yearFileName,
  type YearFile,
} from '@rafdesk/core/raf/data-files';
import { dataFileHash } from './data-file-hash.js';

type SetSchema = typeof CodesSetSchema | typeof MappingSetSchema | typeof CoefficientSetSchema | typeof StructureSetSchema | typeof CodeEditorSetSchema;

/** Every set a year file names, with the schema of the kind it names it as. */
function namedSets(file: YearFile): [string, SetSchema][] {
  const { tables } = file;
  const named: [string, SetSchema][] = [[tables.codes, CodesSetSchema], [tables.codeEditor.set, CodeEditorSetSchema]];
  for (const ref of Object.values(tables.mappings)) named.push([ref.set, MappingSetSchema]);
  for (const hash of [...Object.values(tables.coefficients)]) named.push([hash, CoefficientSetSchema]);
  for (const hash of Object.values(tables.structure)) named.push([hash, StructureSetSchema]);
  if (tables.esrd) named.push([tables.esrd.mapping.set, MappingSetSchema], [tables.esrd.factors, CoefficientSetSchema]);
  if (tables.rx?.kind === 'factors') {
    named.push([tables.rx.mapping.set, MappingSetSchema], [tables.rx.factors['MA-PD'], CoefficientSetSchema], [tables.rx.factors.PDP, CoefficientSetSchema]);
    if (tables.rx.paceLegacy) named.push([tables.rx.paceLegacy.factors, CoefficientSetSchema]);
  }
  return named;
}

const issuesOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`));

/**
 * Checks a data folder (core/data/raf) as the engine will read it, and more: every file against the engine's schema,
 * each set's name against the SHA-256 of its bytes, each year's hash in the manifest against its file, every set a
 * year names present and of the kind it is named as, and no set or year file that nothing names. Answers the problems
 * found, each naming its file; none means the folder is whole.
 */
export function checkDataFolder(folder: string): string[] {
  const problems: string[] = [];
  const text = (name: string) => (existsSync(join(folder, name)) ? readFileSync(join(folder, name), 'utf8') : null);
  const manifestText = text(MANIFEST_FILE);
  if (manifestText === null) return [`${MANIFEST_FILE}: missing`];
  const manifest = ManifestSchema.safeParse(JSON.parse(manifestText));
  if (!manifest.success) return issuesOf(manifest).map((issue) => `${MANIFEST_FILE}: ${issue}`);
  const named = new Map<string, SetSchema>([[manifest.data.codes, CodesSetSchema]]);
  const years = new Set<string>();
  for (const entry of manifest.data.years) {
    const name = yearFileName(entry.year);
    years.add(name);
    const content = text(name);
    if (content === null) {
      problems.push(`${name}: missing (the manifest lists ${entry.year})`);
      continue;
    }
    if (dataFileHash(content) !== entry.tables) problems.push(`${name}: its SHA-256 is not the manifest's ${entry.tables}`);
    const file = YearFileSchema.safeParse(JSON.parse(content));
    if (!file.success) {
      problems.push(...issuesOf(file).map((issue) => `${name}: ${issue}`));
      continue;
    }
    if (file.data.year !== entry.year) problems.push(`${name}: holds year ${file.data.year}`);
    if (file.data.tables.codes !== manifest.data.codes) problems.push(`${name}: names another code dictionary than the manifest`);
    for (const [hash, schema] of namedSets(file.data)) {
      if (named.has(hash) && named.get(hash) !== schema) problems.push(`${setFileName(hash)}: named as two kinds of set`);
      named.set(hash, schema);
    }
  }
  for (const [hash, schema] of named) {
    const name = setFileName(hash);
    const content = text(name);
    if (content === null) problems.push(`${name}: missing`);
    else if (dataFileHash(content) !== hash) problems.push(`${name}: its content's SHA-256 is ${dataFileHash(content)}, not its name`);
    else problems.push(...issuesOf(schema.safeParse(JSON.parse(content))).map((issue) => `${name}: ${issue}`));
  }
  for (const [sub, known] of [['sets', new Set([...named.keys()].map(setFileName))], ['years', years]] as const) {
    const at = join(folder, sub);
    for (const entry of existsSync(at) ? readdirSync(at) : []) if (!known.has(`${sub}/${entry}`)) problems.push(`${sub}/${entry}: named by nothing`);
  }
  return problems;
}
