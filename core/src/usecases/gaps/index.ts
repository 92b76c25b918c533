// Gaps as the portal serves them: stored per patient and payment year, kept current by coding, listed, decided, curved.
export * from './gap-views.js';
export * from './gap-requests.js';
export { computeGapSet, type GapComputation } from './compute-gap-set.js';
export { refreshGaps, refreshPatientGaps, keepGapsCurrent, type GapRefresh, type GapRefreshRepositories } from './refresh-gaps.js';
export { recordGaps, gapWorklist, gapRecaptureCurve, statesOf, type GapQueryPorts, type GapQueryError } from './gap-queries.js';
export { setGapDisposition } from './set-disposition.js';
export { computePracticeGaps, type PracticeGapCount } from './practice-gaps.js';
export { computeMissingGaps } from './missing-gaps.js';
export { daysLeftOf, lastYearHccsOf, patientGapOf } from './gap-view-of.js';
