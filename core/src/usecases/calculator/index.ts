// The Mag Calculator: the RAF of a pasted code list for entered demographics, never stored.
export * from './calculate-raf.js';
