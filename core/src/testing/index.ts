export * from './builders/index.js';
