export { importGapHistory, type GapHistoryImportError, type GapHistoryImportPorts, type GapHistoryImportRequest } from './import-gap-history.js';
