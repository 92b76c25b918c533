export { parseCatalogueTsv, CatalogueFileProblem } from './catalogue-tsv.js';
export { loadDiagnosisCatalogue, diagnosisCataloguePath } from './load-diagnosis-catalogue.js';
