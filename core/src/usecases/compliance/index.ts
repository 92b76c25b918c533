export * from './compliance-views.js';
export * from './record-compliance-facts.js';
export * from './record-compliance.js';
export * from './billing-guard.js';
export * from './compliance-report.js';
export * from './compliance-report-workbook.js';
