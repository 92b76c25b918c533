// Pure coding rules: code lists, catalogue categories from the engine's tables, record scoring, Optimizer verdicts, rosters.
export * from './raf-engine.js';
export * from './code-list.js';
export * from './catalogue-categories.js';
export * from './payment-model.js';
export * from './record-scoring.js';
export * from './optimiser-verdicts.js';
export * from './record-optimiser.js';
export * from './csv-table.js';
export * from './roster-table.js';
export * from './calculator-scoring.js';
export * from './record-payment-figures.js';
