// The diagnostic catalogue: search, the last change, and the Admin's edits checked against the engine's tables.
export * from './search-catalogue.js';
export * from './edit-catalogue.js';
