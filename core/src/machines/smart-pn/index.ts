export * from './wizard-sections.js';
export * from './questionnaire-view.js';
export * from './tab-rules.js';
export * from './section-events.js';
export * from './note-document.js';
export * from './smart-pn-wizard.js';
