/**
 * Compliance: keeping the money a practice bills. Pure core logic (no I/O); the RAF engine is passed in
 * (`RafEngine`, from `loadRafEngine()`), so this entry never loads the model tables itself.
 *
 * - High-risk code screen ({@link screenCode}, {@link screenDiagnoses}): OIG's toolkit groups as rules held as data in
 *   `rules/high-risk-rules.v1.json` ({@link highRiskRules}, each with its sources and fixtures); each flag says why,
 *   the alternative code and the RAF change the engine computes ({@link rafChangeOf}). A flagged code is billed only
 *   with a recorded justification ({@link HighRiskJustificationSchema}, {@link checkBillingJustified}).
 * - "Counts for this payment year" ledger ({@link paymentYearLedger}): each diagnosis's payment year, source, provider,
 *   specialty (CMS's acceptable list, {@link acceptedSpecialty}) and verdict with reason codes ({@link LEDGER_REASONS});
 *   {@link ledgerRaf} gives RAF coded beside RAF that counts; {@link hraOnlyDiagnoses} the HRA-only flag.
 * - Note integrity at signing ({@link noteIntegrityIssues}) and the "sign anyway" override ({@link decideSigning}).
 * - RADV evidence ({@link radvEvidenceFor}): the best one or two records per audited HCC, scored against
 *   {@link RADV_CHECKLIST}: ready, weak or unsupported with the reasons.
 */
export * from './compliance-diagnosis.js';
export * from './high-risk-rule.js';
export * from './high-risk-rules.js';
export { oneKeystrokeApart, catalogueNeighbours } from './code-neighbours.js';
export type { RuleContext, ScreenedOccurrence } from './high-risk-tests.js';
export * from './raf-change.js';
export * from './screen-high-risk.js';
export * from './screen-code-list.js';
export * from './flag-words.js';
export * from './high-risk-justification.js';
export * from './acceptable-specialties.js';
export * from './ledger-reason.js';
export * from './payment-year-ledger.js';
export * from './ledger-raf.js';
export * from './hra-only.js';
export * from './copied-text.js';
export * from './note-integrity.js';
export * from './sign-anyway.js';
export * from './radv-checklist.js';
export * from './radv-selection.js';
