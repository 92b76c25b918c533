export { PRE_VISIT_EVIDENCE_LINES, isOpenForVisit, preVisitDocument, preVisitPage } from './pre-visit-document.js';
export { preVisitDay, preVisitSummary, type PreVisitError, type PreVisitFile } from './pre-visit-summary.js';
