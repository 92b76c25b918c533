// Records: coding a record's diagnostics, billing per semester, the RAF card, notes and the record's reads.
export * from './clinical-caller.js';
export * from './today.js';
export * from './payment-year.js';
export * from './record-errors.js';
export * from './reach-record.js';
export * from './record-subject.js';
export * from './recompute-record-figures.js';
export * from './change-record.js';
export * from './diagnostic-codes.js';
export * from './add-diagnoses.js';
export * from './diagnostic-changes.js';
export * from './restore-diagnostics.js';
export * from './billing.js';
export * from './attach-diagnoses.js';
export * from './record-notes.js';
export * from './record-queries.js';
