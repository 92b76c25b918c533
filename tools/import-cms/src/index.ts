// The CMS importer as a library, for the tests that re-import the reference files and check the data folder.
export { importTables, cataloguePath, type SourceReader, type TableImportError } from './import-tables.js';
export { DATA_FOLDER, type DataFile } from './data-files.js';
export { readYearRecipe, readCatalogueRecipe, type RecipeProblem } from './read-recipes.js';
export { runImport, RECIPES, CORE, type ImportIo } from './run-import.js';
export { writeDataFolder } from './write-data-folder.js';
export type { YearRecipe, CatalogueRecipe } from './recipe.js';
