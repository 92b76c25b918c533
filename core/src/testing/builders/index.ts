// Builders of valid entities for tests (aPatient, aUser({ role: 'Staff' }), …) and schema-driven fast-check values.
export * from './patient-builders.js';
export * from './user-builders.js';
export * from './note-builders.js';
export * from './schema-arbitrary.js';
export * from './beneficiary-arbitrary.js';
