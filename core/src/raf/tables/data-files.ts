// The formats of the engine's data files (`@rafdesk/core/raf/data-files`), without the engine or the shipped data:
// what the CMS importer writes is checked against the same schemas the engine reads it with.
export {
  CodeEditorSetSchema, CodesSetSchema, CoefficientSetSchema, ManifestSchema, MappingSetSchema, MANIFEST_FILE, Sha256Schema, StructureSetSchema, YearFileSchema, setFileName, yearFileName,
  type CodeEditorSet, type Manifest, type MappingRef, type MappingSet, type StructureSet, type YearFile,
} from './table-files.js';
export { FactorSourceSchema, YearFactorsFileSchema, type YearFactorsFile } from '../data/year-factors-file.js';
export { formatCondition, type AgeRange, type RowCondition } from './row-condition.js';
export type { ModelId, ScoredModel } from './table-types.js';
