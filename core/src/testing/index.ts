export * from './builders/index.js';
export * from './fakes/index.js';
