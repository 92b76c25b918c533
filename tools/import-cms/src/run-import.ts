import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkDataFolder } from '@rafdesk/adapters/tables';
import { DATA_FOLDER } from './data-files.js';
import { importTables, type SourceReader } from './import-tables.js';
import { readCatalogueRecipe, readYearRecipe } from './read-recipes.js';
import type { YearRecipe } from './recipe.js';
import { writeDataFolder } from './write-data-folder.js';

const TOOL = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The recipes of the years the repository ships, one `<year>.json` each. */
export const RECIPES = join(TOOL, 'years');
/** The `core` package the data files go into. */
export const CORE = resolve(TOOL, '../../core');

const USAGE = `usage: npm run tables:import -- <cms-folder> [--icd10cm <folder>] [--years <folder>] [--out <core-folder>]

Compiles the CMS files each year recipe names (tools/import-cms/years/<year>.json, paths inside <cms-folder>) and the
ICD-10-CM order file into core/data/raf (manifest, one file per year, each set once, named by its SHA-256) and the
diagnosis catalogue. A new payment year is a new recipe: see docs/raf.md, "Adding a payment year".

  --icd10cm <folder>  the ICD-10-CM order file's folder (default: <cms-folder>/../icd10cm)
  --years <folder>    the year recipes (default: tools/import-cms/years)
  --out <folder>      the core package to write into (default: this repository's core)
`;

/** Where the tool writes its report and problems. */
export interface ImportIo {
  readonly cwd: string;
  out(text: string): void;
  error(text: string): void;
}

const reader = (folder: string): SourceReader => (path) => {
  const file = join(folder, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

/** Runs the import with command-line arguments; answers the exit code: 0 done, 1 a recipe or source file is wrong, 2 bad usage. */
export function runImport(args: readonly string[], io: ImportIo): number {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], allowPositionals: true, options: { icd10cm: { type: 'string' }, years: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } } });
  } catch (error) {
    io.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    io.out(USAGE);
    return 0;
  }
  const [folder, ...extra] = parsed.positionals;
  if (folder === undefined || extra.length > 0) {
    io.error(`${folder === undefined ? 'the CMS folder is missing' : `one CMS folder, not ${parsed.positionals.length}`}\n\n${USAGE}`);
    return 2;
  }
  const cms = resolve(io.cwd, folder);
  const icd10cm = resolve(io.cwd, parsed.values.icd10cm ?? join(folder, '../icd10cm'));
  const recipesFolder = resolve(io.cwd, parsed.values.years ?? RECIPES);
  const core = resolve(io.cwd, parsed.values.out ?? CORE);
  for (const path of [cms, icd10cm, recipesFolder, core]) {
    if (!existsSync(path)) {
      io.error(`folder not found: ${path}\n`);
      return 2;
    }
  }
  const recipes: YearRecipe[] = [];
  const problems: string[] = [];
  for (const name of readdirSync(recipesFolder).filter((file) => /^\d{4}\.json$/.test(file)).sort()) {
    readYearRecipe(name, readFileSync(join(recipesFolder, name), 'utf8')).match((recipe) => recipes.push(recipe), (problem) => problems.push(...problem.issues.map((issue) => `${problem.file}: ${issue}`)));
  }
  const catalogueFile = join(recipesFolder, '../catalogue.json');
  const catalogue = existsSync(catalogueFile) ? readCatalogueRecipe('catalogue.json', readFileSync(catalogueFile, 'utf8')) : null;
  if (catalogue === null) problems.push(`catalogue.json: not found beside ${recipesFolder}`);
  else if (catalogue.isErr()) problems.push(...catalogue.error.issues.map((issue) => `catalogue.json: ${issue}`));
  if (recipes.length === 0 && problems.length === 0) problems.push(`${recipesFolder}: no year recipe (<year>.json)`);
  if (problems.length > 0 || catalogue === null || catalogue.isErr()) {
    io.error(`cannot import: ${problems.join('\n')}\n`);
    return 1;
  }
  const imported = importTables({ cms: reader(cms), icd10cm: reader(icd10cm) }, recipes, catalogue.value);
  if (imported.isErr()) {
    const error = imported.error;
    io.error(error.kind === 'MissingSourceFile' ? `missing reference file: ${error.file} (in ${cms})\n` : `cannot compile ${error.file}: ${error.detail}\n`);
    return 1;
  }
  for (const file of writeDataFolder(core, imported.value)) {
    io.out(`${file.change.padEnd(9)} ${file.path}${file.change === 'removed' ? '' : ` (${file.characters.toLocaleString('en-US')} characters)`}\n`);
  }
  const unchecked = checkDataFolder(join(core, DATA_FOLDER));
  if (unchecked.length > 0) {
    io.error(`the written data folder does not check: ${unchecked.join('\n')}\n`);
    return 1;
  }
  io.out(`payment years: ${recipes.map((recipe) => recipe.year).join(', ')}; ${join(core, DATA_FOLDER)} checks (schemas, hashes, references)\n`);
  return 0;
}
