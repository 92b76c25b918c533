export * from './semesters.js';
export * from './record-figures.js';
export * from './billing-rules.js';
export * from './pending-raf-report.js';
export * from './insurance-report.js';
export * from './practice-figures.js';
