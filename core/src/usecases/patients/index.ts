// Patients: the lists and their scope, the patient form, status, lookups and the roster import.
export * from './patient-doctor.js';
export * from './patient-plan.js';
export * from './list-patients.js';
export * from './save-patient.js';
export * from './patient-status.js';
export * from './patient-lookups.js';
export * from './roster-rows.js';
export * from './roster-import.js';
