/**
 * Gaps: what a practice is missing, found, valued and tracked in pure core logic (no I/O).
 *
 * - Facts in ({@link GapFacts}, zod-checked by {@link parseGapFacts}): a patient's diagnoses of every year (records and
 *   imported history), the Smart PN medications, vitals and problem texts ({@link noteFactsOf} reads a stored note).
 * - {@link findGaps}: recapture gaps (an HCC of an earlier year not documented this service year, by the engine's own
 *   hierarchy: closed by the HCC or a higher one, partly addressed by a lower one) and suspect gaps (rules held as data
 *   in `rules/suspect-rules.v1.json`, loaded by {@link suspectRules}, each with its source and fixtures).
 * - {@link valueGaps} / {@link openValueOf}: engine(with the gap's code) − engine(without), with the dollars of the
 *   patient's agreement by the insurance reports' formulas and the year's factor status.
 * - {@link transitionDisposition}: the disposition machine (open, documented, not present with a reason, deferred),
 *   each change with its history record; {@link reconcileDispositions} applies coding and evidence changes to stored ones.
 * - {@link planHistoryImport}: an imported history's rows checked line by line (taken / refused with reasons).
 * - {@link rankWorklist} and {@link recaptureCurve}: the worklist's order and the dashboard's curve.
 *
 * The engine is passed in (`RafEngine`, from `loadRafEngine()`), so this entry never loads the model tables itself.
 */
export * from './gap-facts.js';
export * from './gap.js';
export * from './hcc-hierarchy.js';
export * from './evidence-key.js';
export * from './suspect-rule.js';
export * from './suspect-rules.js';
export * from './find-gaps.js';
export * from './gap-value-types.js';
export * from './gap-value.js';
export * from './disposition.js';
export * from './disposition-machine.js';
export * from './reconcile-dispositions.js';
export * from './history-import.js';
export * from './note-facts.js';
export * from './record-note-facts.js';
export * from './worklist-ranking.js';
export * from './recapture-curve.js';
export * from './gap-wording.js';
