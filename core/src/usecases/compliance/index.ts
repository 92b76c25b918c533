export * from './compliance-views.js';
export * from './record-compliance-facts.js';
export * from './record-compliance.js';
export * from './billing-guard.js';
