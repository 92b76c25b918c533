export { parseCatalogueTsv, CatalogueFileProblem } from './catalogue-tsv.js';
export { loadDiagnosisCatalogue, diagnosisCataloguePath } from './load-diagnosis-catalogue.js';
export { nodeRafTables, rafDataFolder } from './node-raf-tables.js';
export { checkDataFolder } from './check-data-folder.js';
export { dataFileHash } from './data-file-hash.js';
