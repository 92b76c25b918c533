export { parseCatalogueTsv, CatalogueFileProblem } from './catalogue-tsv.js';
export { loadDiagnosisCatalogue, diagnosisCataloguePath } from './load-diagnosis-catalogue.js';
export { importTables, CATALOGUE_PATH, type SourceReader, type TableImportError } from './import/import-tables.js';
export { CATALOGUE_HEADER } from './import/compile-catalogue.js';
export type { GeneratedFile } from './import/emit-modules.js';
